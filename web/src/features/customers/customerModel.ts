import { checkCustomerRecord, EDIT_LABELS, type CustomerCheckedField } from '@crm/domain';
import { entryValue, type FieldEntry, type RecordMap } from '../../api/fieldEntries';
import { formatUtc } from '../../lib/dates';
import { isBlank } from '../../lib/filters';
import type { FilterDecl } from '../../lists/filters';
import { type MessageId, type Text } from '../../i18n/i18n';

/** Pure rules of the customer screens: table rows, the filters, edits, product-line labels, the detail. */

/** What the customer table shows of one customer (spec part 1 section 2). */
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

/**
 * The customer list's filters (spec part 1 sections 2 and 7), declared as data like every list's: the
 * property the filter call takes (also the URL key), the label and the kind, in panel order. The drop-downs'
 * options come from the list's worker, which holds the rows (the distinct non-empty values of the whole list).
 */
export const CUSTOMER_FILTERS: readonly FilterDecl<CustomerRow>[] = [
  {
    field: 'customer_name',
    label: 'customers.filter.customerName',
    kind: 'select',
    options: (row) => row.name,
  },
  { field: 'mobile_no', label: 'customers.column.contact', kind: 'select', options: (row) => row.contact },
  {
    field: 'service_order_no',
    label: 'customers.column.serviceOrder',
    kind: 'select',
    options: (row) => row.serviceOrder,
  },
  {
    field: 'call_type',
    label: 'customers.field.serviceType',
    kind: 'select',
    options: (row) => row.serviceType,
  },
  {
    field: 'model_code',
    label: 'customers.column.productCode',
    kind: 'select',
    options: (row) => row.productCode,
  },
  { field: 'city', label: 'customers.filter.custLocation', kind: 'select', options: (row) => row.location },
  { field: 'updated_at', label: 'customers.column.lastUpdate', kind: 'date' },
];

/** Option lists of the drop-downs by filter property: distinct non-empty values across every loaded customer. */
export type CustomerFilterOptions = Record<string, string[]>;

/** The edit dialog's fields (spec part 1 section 2): four editable, two read-only. */
export interface CustomerEditValues {
  name: string;
  contact: string;
  productCode: string;
  location: string;
}

/** Spec part 1 section 5: "Please fill out all fields to proceed". */
export const FILL_ALL_FIELDS: MessageId = 'customers.edit.fillAllFields';

/** What a check of the edit dialog found: its sentences (one per refused field) and the fields they are about. */
export interface CustomerEditProblem {
  messages: readonly Text[];
  invalid: readonly (keyof CustomerEditValues)[];
}

const EDITABLE_KEYS = {
  name: 'customer_name',
  contact: 'mobile_no',
  productCode: 'model_code',
  location: 'city',
} as const satisfies Record<keyof CustomerEditValues, string>;

/** The dialog's field of each record key the customer rules check. */
const FIELD_OF: Record<CustomerCheckedField, keyof CustomerEditValues> = {
  mobile_no: 'contact',
  city: 'location',
};

/** The customer rules (@crm/domain, shared with the server and the upload) over the dialog's values. */
function checkEdit(values: CustomerEditValues, knownCities: readonly string[] | null) {
  const record = Object.fromEntries(
    (Object.keys(EDITABLE_KEYS) as (keyof CustomerEditValues)[]).map((field) => [
      EDITABLE_KEYS[field],
      values[field],
    ]),
  );
  // The rules' refusals are messages of the shared catalogue (@crm/domain), named as the dialog names the
  // fields (Contact, Location): the same words the server answers an edit with, in the user's language.
  return checkCustomerRecord(record, { knownCities, labels: EDIT_LABELS });
}

/**
 * Name, Contact, Product Code and Location must all be non-empty (spec part 1 section 5: "Please fill out all
 * fields to proceed"); then the customer rules the server applies too: Contact is a phone number (8 to 15
 * digits), Location a city the customer data holds (`knownCities`, the Location filter's options; null while
 * they are not loaded, when the server alone judges it). Null when the edit may be sent.
 */
export function validateCustomerEdit(
  values: CustomerEditValues,
  knownCities: readonly string[] | null = null,
): CustomerEditProblem | null {
  const blank = (Object.keys(EDITABLE_KEYS) as (keyof CustomerEditValues)[]).filter((field) =>
    isBlank(values[field]),
  );
  if (blank.length) return { messages: [FILL_ALL_FIELDS], invalid: blank };
  const { problems } = checkEdit(values, knownCities);
  if (!problems.length) return null;
  return {
    messages: problems.map((problem) => problem.reason),
    invalid: problems.map((problem) => FIELD_OF[problem.field]),
  };
}

/** The values to send: trimmed, Contact without separators, Location in the spelling the data has. */
export function normaliseCustomerEdit(
  values: CustomerEditValues,
  knownCities: readonly string[] | null = null,
): CustomerEditValues {
  const checked = checkEdit(values, knownCities).values;
  return {
    name: values.name.trim(),
    contact: (checked.mobile_no ?? values.contact).trim(),
    productCode: values.productCode.trim(),
    location: (checked.city ?? values.location).trim(),
  };
}

/** The dialog's field of a field the server refused (its record key), when the dialog has it. */
export function editFieldOf(recordKey: string): keyof CustomerEditValues | undefined {
  return (Object.keys(EDITABLE_KEYS) as (keyof CustomerEditValues)[]).find(
    (field) => EDITABLE_KEYS[field] === recordKey,
  );
}

/**
 * The PUT body's entries: every entry of the customer as it was loaded, with the four edited values
 * (trimmed) and updated_at set to the time of the edit (ISO).
 */
export function buildCustomerUpdate(
  entries: readonly FieldEntry[],
  values: CustomerEditValues,
  nowIso: string,
): FieldEntry[] {
  const edited = new Map<string, string>(
    (Object.keys(EDITABLE_KEYS) as (keyof CustomerEditValues)[]).map((field) => [
      EDITABLE_KEYS[field],
      values[field].trim(),
    ]),
  );
  return entries.map((entry) => ({
    ...entry,
    value: edited.has(entry.key) ? (edited.get(entry.key) as string) : entry.value,
    updated_at: nowIso,
  }));
}

/**
 * The product-line label of a customer's product-line code (spec part 1 section 3): the entry with key
 * `code` equal to the code gives a table_data_id; the entry with key `value` and that table_data_id is the
 * label. Undefined when no product line has the code (or it has no label).
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

/** The customer's product-line code (the key the label is resolved from). */
export function entryCode(entries: readonly FieldEntry[]): string {
  return entryValue(entries, 'product_line_alpha_-_numeric');
}

export interface DetailField {
  label: MessageId;
  /** Ready to show: "-" when missing. */
  value: string;
}

export interface CustomerDetailView {
  service: DetailField[];
  delivery: DetailField[];
  product: DetailField[];
  order: DetailField[];
}

const MISSING = '-';

/**
 * The detail screen's fields (spec part 1 section 2). Missing values show "-"; the dates show in UTC as
 * YYYY-MM-DD HH:mm:ss; the product-line code shows as its product-line label (the code itself when no
 * product line has it). The labels are message ids: the screen words them in the user's language.
 */
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
