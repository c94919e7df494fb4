import {
  checkCustomerRecord,
  EDIT_LABELS,
  type CityBook,
  type CustomerCheckedField,
  type CustomerRequiredKey,
} from '@crm/domain';
import { entryValue, type FieldEntry, type RecordMap } from '../../api/fieldEntries';
import { formatUtc } from '../../lib/dates';
import { isBlank } from '../../lib/filters';
import type { FilterDecl } from '../../lists/filters';
import { msg, type MessageId, type Text, type TextValue } from '../../i18n/i18n';

/** Spec part 1 section 2. */
export interface CustomerRow {
  id: string;
  name: string;
  contact: string;
  serviceType: string;
  serviceOrder: string;
  productCode: string;
  location: string;
  /** updated_at of the customer_name entry (ISO); shown in UTC. */
  lastUpdate: string;
}

export function toCustomerRow(id: string, entries: readonly FieldEntry[]): CustomerRow {
  let lastUpdate = '';
  for (const entry of entries) {
    if (entry.key === 'customer_name') {
      lastUpdate = entry.updated_at ?? '';
      break;
    }
  }
  return {
    id,
    name: entryValue(entries, 'customer_name'),
    contact: entryValue(entries, 'mobile_no'),
    serviceType: entryValue(entries, 'call_type'),
    serviceOrder: entryValue(entries, 'service_order_no'),
    productCode: entryValue(entries, 'model_code'),
    location: entryValue(entries, 'city'),
    lastUpdate,
  };
}

const select = (field: string, label: MessageId, options: (row: CustomerRow) => string) =>
  ({ field, label, kind: 'select', options }) as const;

/** Spec part 1 sections 2 and 7, in panel order; the options come from the list's worker. */
export const CUSTOMER_FILTERS: readonly FilterDecl<CustomerRow>[] = [
  select('customer_name', 'customers.filter.customerName', (row) => row.name),
  select('mobile_no', 'customers.column.contact', (row) => row.contact),
  select('service_order_no', 'customers.column.serviceOrder', (row) => row.serviceOrder),
  select('call_type', 'customers.field.serviceType', (row) => row.serviceType),
  select('model_code', 'customers.column.productCode', (row) => row.productCode),
  select('city', 'customers.filter.custLocation', (row) => row.location),
  { field: 'updated_at', label: 'customers.column.lastUpdate', kind: 'date', utcDay: true },
];

export type CustomerFilterOptions = Record<string, string[]>;

/** Create: every required column of the template (@crm/domain); edit: the four it may change (spec part 1 section 2). */
const CREATE_FIELDS = {
  customer_name: 'name',
  mobile_no: 'contact',
  call_type: 'serviceType',
  service_order_no: 'serviceOrder',
  model_code: 'productCode',
  city: 'location',
  'product_line_alpha_-_numeric': 'productLine',
} as const satisfies Record<CustomerRequiredKey, string>;

/** Fields: docs/deviations.md. */
export type CustomerCreateValues = Record<(typeof CREATE_FIELDS)[CustomerRequiredKey], string>;

/** The create dialog's fields in order: the edit dialog's, then Product Line. */
export const CUSTOMER_FIELD_LABELS: Record<keyof CustomerCreateValues, MessageId> = {
  name: 'customers.field.name',
  contact: 'customers.field.contact',
  serviceType: 'customers.field.serviceType',
  serviceOrder: 'customers.field.serviceOrder',
  productCode: 'customers.field.productCode',
  location: 'customers.field.location',
  productLine: 'customers.field.productLine',
};
export const CREATE_FIELD_ORDER = Object.keys(CUSTOMER_FIELD_LABELS) as (keyof CustomerCreateValues)[];

/** Four editable, two read-only. */
export type CustomerEditValues = Pick<CustomerCreateValues, 'name' | 'contact' | 'productCode' | 'location'>;

/** Spec part 1 section 5. */
export const FILL_ALL_FIELDS: MessageId = 'customers.edit.fillAllFields';

export interface CustomerFormProblem<Field extends string> {
  messages: readonly Text[];
  invalid: readonly Field[];
}
export type CustomerEditProblem = CustomerFormProblem<keyof CustomerEditValues>;

export type FieldKeys<Field extends string> = Record<Field, CustomerRequiredKey>;

export const CREATE_KEYS = Object.fromEntries(
  Object.entries(CREATE_FIELDS).map(([key, field]) => [field, key]),
) as FieldKeys<keyof CustomerCreateValues>;

const EDITABLE_KEYS: FieldKeys<keyof CustomerEditValues> = {
  name: CREATE_KEYS.name,
  contact: CREATE_KEYS.contact,
  productCode: CREATE_KEYS.productCode,
  location: CREATE_KEYS.location,
};

export const fieldsOf = <Field extends string>(keys: FieldKeys<Field>) => Object.keys(keys) as Field[];

/** @crm/domain's customer rules, shared with the server and the upload. */
function checkFields<Field extends string>(
  keys: FieldKeys<Field>,
  values: Record<Field, string>,
  cities: CityBook | null,
) {
  const record = Object.fromEntries(fieldsOf(keys).map((field) => [keys[field], values[field]]));
  return checkCustomerRecord(record, { cities, labels: EDIT_LABELS });
}

/**
 * Every field non-empty (spec part 1 section 5), then the server's customer rules; `cities` null while not
 * loaded, when the server alone judges Location. Null when the values may be sent.
 */
export function checkCustomerForm<Field extends string>(
  keys: FieldKeys<Field>,
  values: Record<Field, string>,
  cities: CityBook | null,
): CustomerFormProblem<Field> | null {
  const blank = fieldsOf(keys).filter((field) => isBlank(values[field]));
  if (blank.length) return { messages: [FILL_ALL_FIELDS], invalid: blank };
  const { problems } = checkFields(keys, values, cities);
  if (!problems.length) return null;
  const fieldOf = (key: CustomerCheckedField) => fieldsOf(keys).find((field) => keys[field] === key) as Field;
  return {
    messages: problems.map((problem) => problem.reason),
    invalid: problems.map((problem) => fieldOf(problem.field)),
  };
}

/** Trimmed, Contact without separators, Location in the cities' spelling. */
export function normaliseCustomerForm<Field extends string>(
  keys: FieldKeys<Field>,
  values: Record<Field, string>,
  cities: CityBook | null,
): Record<Field, string> {
  const checked = checkFields(keys, values, cities).values;
  return Object.fromEntries(
    fieldsOf(keys).map((field) => [field, (checked[keys[field]] ?? values[field]).trim()]),
  ) as Record<Field, string>;
}

export function oneLineEach(messages: readonly Text[]): Text {
  // A message id inside a message is a message (a plain string value would be shown as it is).
  const value = (text: Text): TextValue => (typeof text === 'string' ? msg(text) : text);
  return messages.reduceRight((rest, first) =>
    msg('customers.edit.problemLines', { first: value(first), rest: value(rest) }),
  );
}

export function validateCustomerEdit(
  values: CustomerEditValues,
  cities: CityBook | null = null,
): CustomerEditProblem | null {
  return checkCustomerForm(EDITABLE_KEYS, values, cities);
}

export function normaliseCustomerEdit(
  values: CustomerEditValues,
  cities: CityBook | null = null,
): CustomerEditValues {
  return normaliseCustomerForm(EDITABLE_KEYS, values, cities);
}

/** The four edited values, trimmed (as the list row and the worker's copy show them). */
export const trimEdit = (values: CustomerEditValues) =>
  Object.fromEntries(
    fieldsOf(EDITABLE_KEYS).map((field) => [field, values[field].trim()]),
  ) as CustomerEditValues;

export function editFieldOf(recordKey: string): keyof CustomerEditValues | undefined {
  return fieldsOf(EDITABLE_KEYS).find((field) => EDITABLE_KEYS[field] === recordKey);
}

/** Every loaded entry, with the four edited values (trimmed) and updated_at set to now (ISO). */
export function buildCustomerUpdate(
  entries: readonly FieldEntry[],
  values: CustomerEditValues,
  nowIso: string,
): FieldEntry[] {
  const edited = new Map<string, string>(
    fieldsOf(EDITABLE_KEYS).map((field) => [EDITABLE_KEYS[field], values[field].trim()]),
  );
  return entries.map((entry) => ({
    ...entry,
    value: edited.has(entry.key) ? (edited.get(entry.key) as string) : entry.value,
    updated_at: nowIso,
  }));
}

/**
 * Spec part 1 section 3: the entry with key `code` equal to the code gives a table_data_id; the entry with key
 * `value` and that table_data_id is the label.
 */
export function resolveProductLineLabel(productLines: RecordMap, code: string): string | undefined {
  const wanted = code.trim();
  if (!wanted) return undefined;
  const entries = Object.values(productLines).flat();
  const codeEntry = entries.find((entry) => entry.key === 'code' && String(entry.value).trim() === wanted);
  if (!codeEntry) return undefined;
  const label = entries.find(
    (entry) => entry.key === 'value' && entry.table_data_id === codeEntry.table_data_id,
  )?.value;
  return label === undefined || label === null || String(label).trim() === '' ? undefined : String(label);
}

export function entryCode(entries: readonly FieldEntry[]): string {
  return entryValue(entries, 'product_line_alpha_-_numeric');
}

export interface DetailField {
  label: MessageId;
  value: string;
}

export interface CustomerDetailView {
  service: DetailField[];
  delivery: DetailField[];
  product: DetailField[];
  order: DetailField[];
}

const MISSING = '-';

/** Spec part 1 section 2: "-" when missing, dates in UTC, the product-line code as its label. */
export function buildCustomerDetail(
  entries: readonly FieldEntry[],
  productLineLabel: string | null,
): CustomerDetailView {
  const text = (key: string) => entryValue(entries, key).trim() || MISSING;
  const date = (key: string) => formatUtc(entryValue(entries, key).trim()) || MISSING;
  const providerName = entryValue(entries, 'service_provider_name').trim();
  const providerCode = entryValue(entries, 'service_provider_code').trim();
  const provider =
    providerName && providerCode
      ? `${providerName} (${providerCode})`
      : providerName || providerCode || MISSING;
  const code = entryCode(entries).trim();
  return {
    service: [
      { label: 'customers.detail.closureDate', value: date('closure_date') },
      { label: 'customers.detail.callStatus', value: text('call_status') },
      { label: 'customers.detail.attendedTime', value: date('attended_time') },
      { label: 'customers.detail.actionTaken', value: text('action_taken') },
      { label: 'customers.detail.engineerName', value: text('engineer_name') },
      { label: 'customers.detail.pendingReason', value: text('reason_for_pending') },
      { label: 'customers.detail.serviceProviderName', value: provider },
    ],
    delivery: [
      { label: 'customers.detail.customerName', value: text('customer_name') },
      { label: 'customers.detail.phoneNumber', value: text('mobile_no') },
      { label: 'customers.detail.address', value: text('address') },
    ],
    product: [
      { label: 'customers.detail.productLine', value: productLineLabel?.trim() || code || MISSING },
      { label: 'customers.detail.route', value: text('route') },
      { label: 'customers.detail.modelCode', value: text('model_code') },
      { label: 'customers.detail.coverageType', value: text('coverage_type') },
      { label: 'customers.detail.modelDescription', value: text('model_description') },
      { label: 'customers.detail.pncNumber', value: text('pnc_number') },
      { label: 'customers.detail.brandCode', value: text('brand_code') },
      { label: 'customers.detail.machineSerialNo', value: text('machine_serial_no') },
    ],
    order: [
      { label: 'customers.detail.serviceOrderReceivedBy', value: text('service_order_received_by') },
      { label: 'customers.detail.callPriority', value: text('call_priority') },
    ],
  };
}
