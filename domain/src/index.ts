export { CAMPAIGN_LIMITS } from './campaignLimits.js';
export { checkCity, cityKey, createCityBook, tidyCity, type CityBook } from './cities.js';
export {
  CUSTOMER_CHECKED_FIELDS,
  EDIT_LABELS,
  PHONE_DIGITS,
  checkCustomerRecord,
  checkPhone,
  type CustomerCheckedField,
  type CustomerRecordCheck,
  type CustomerRecordContext,
  type FieldCheck,
  type Refusal,
} from './customerRecord.js';
export {
  DOMAIN_MESSAGES,
  formatMessage,
  type DomainMessageId,
  type Message,
  type MessageValue,
} from './messages.js';
export { neutraliseFormula } from './cellSafety.js';
export {
  col,
  CUSTOMER_COLUMNS,
  type ColumnDef,
  type CustomerRequiredKey,
  type Datatype,
  type InputType,
} from './recordColumns.js';
export { LANGUAGES, isLanguage, type Language } from './languages.js';
export {
  SIBLING_APPS,
  type Division,
  type PublicConfig,
  type SessionUser,
  type SiblingApp,
} from './session.js';
export { CRM_MODULES, MODULES, type CrmModule } from './modules.js';
export { GIFT_CLAIM_KEYS, type FieldEntry, type GiftClaimKey, type RecordMap } from './records.js';
export {
  CAMPAIGN_ACTION_RULES,
  CAMPAIGN_ACTIONS,
  CAMPAIGN_STATUSES,
  isCampaignAction,
  MANAGE_MODULES,
  REPEAT_TYPES,
  STATE_REQUESTS,
  type CampaignAction,
  type CampaignStatus,
  type RepeatType,
  type StateRequest,
} from './campaigns.js';
export {
  REPORT_STATUSES,
  UPLOAD_CATEGORY_NAMES,
  UPLOAD_CATEGORY_RULES,
  UPLOAD_STATUSES,
  type ReportStatus,
  type UploadCategory,
  type UploadFields,
  type UploadStatus,
} from './uploads.js';
export {
  HEADER_FORMATS,
  isMediaFormat,
  MEDIA_FORMATS,
  PARAMETER_SOURCES,
  templateView,
  type CampaignCreationFields,
  type CampaignParameter,
  type Channel,
  type HeaderFormat,
  type ParameterSource,
  type TemplateButton,
  type TemplateComponent,
  type TemplateView,
} from './templates.js';
