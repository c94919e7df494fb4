export {
  CUSTOMER_CHECKED_FIELDS,
  EDIT_LABELS,
  PHONE_DIGITS,
  checkCity,
  checkCustomerRecord,
  checkPhone,
  cityKey,
  closestCity,
  type CustomerCheckedField,
  type CustomerRecordCheck,
  type CustomerRecordContext,
  type FieldCheck,
} from './customerRecord.js';
