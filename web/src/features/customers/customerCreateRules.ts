import { CUSTOMER_COLUMNS, type CityBook } from '@crm/domain';
import { msg } from '../../i18n/i18n';
import {
  checkCustomerForm,
  CREATE_KEYS,
  fieldsOf,
  normaliseCustomerForm,
  type CustomerCreateValues,
  type CustomerFormProblem,
} from './customerRules';

/**
 * Pure rules of the create dialog (loaded with it): its fields, its check, and the spreadsheets of its
 * submission (the one-row upload, the invalid-rows sheet's reason).
 */

/** The create dialog's field names, in the order it shows them (the edit dialog's, then Product Line). */
export const CREATE_FIELD_ORDER: readonly (keyof CustomerCreateValues)[] = [
  'name',
  'contact',
  'serviceType',
  'serviceOrder',
  'productCode',
  'location',
  'productLine',
];

export const EMPTY_CREATE_VALUES: CustomerCreateValues = Object.fromEntries(
  CREATE_FIELD_ORDER.map((field) => [field, '']),
) as CustomerCreateValues;

/**
 * The create dialog's check: the edit's (every field, then the customer rules), and a Service Order no loaded
 * customer has (`takenOrders`, the Service Order filter's options; null while not loaded): an upload row with
 * a known service order updates that customer, so a new customer needs a new one.
 */
export function validateCustomerCreate(
  values: CustomerCreateValues,
  cities: CityBook | null,
  takenOrders: readonly string[] | null,
): CustomerFormProblem<keyof CustomerCreateValues> | null {
  const problem = checkCustomerForm(CREATE_KEYS, values, cities);
  if (problem) return problem;
  const order = values.serviceOrder.trim();
  if (!takenOrders?.includes(order)) return null;
  return { messages: [msg('customers.create.orderTaken', { order })], invalid: ['serviceOrder'] };
}

export function normaliseCustomerCreate(
  values: CustomerCreateValues,
  cities: CityBook | null,
): CustomerCreateValues {
  return normaliseCustomerForm(CREATE_KEYS, values, cities);
}

/**
 * The one-row customer sheet of a new customer: the template's columns (@crm/domain, the headers the upload
 * reads), the required ones filled, the others blank.
 */
export function newCustomerSheet(values: CustomerCreateValues): string[][] {
  const cells = new Map<string, string>(
    fieldsOf(CREATE_KEYS).map((field) => [CREATE_KEYS[field], values[field]]),
  );
  return [
    CUSTOMER_COLUMNS.map((column) => column.name),
    CUSTOMER_COLUMNS.map((column) => cells.get(column.key) ?? ''),
  ];
}

/** "new-customer-SO2612000123.xlsx": the upload's name says what it was (characters a file name cannot hold as -). */
export function newCustomerFileName(serviceOrder: string): string {
  return `new-customer-${serviceOrder.trim().replace(/[^\w.-]+/g, '-')}.xlsx`;
}

/**
 * Why the upload refused the one row of a new customer: the reason column of the invalid-rows sheet (the one
 * after the template's columns, headed in the upload's language: "Reason", "Alasan"), without the "Row 2: " /
 * "Baris 2: " the sheet puts before it (the dialog's row has no number); null when the sheet has no reason.
 */
export function invalidRowReason(sheet: readonly (readonly string[])[]): string | null {
  const [header, ...rows] = sheet;
  const column = CUSTOMER_COLUMNS.length;
  if (!header || header.length <= column) return null;
  for (const row of rows) {
    const reason = (row[column] ?? '').trim();
    if (reason) return reason.replace(/^(?:Row|Baris) \d+:\s*/, '');
  }
  return null;
}
