import { checkCity, type CityBook } from './cities.js';

/**
 * Customer record rules the server and the web both apply (upload rows, PUT /api/customers/{id}, the edit
 * dialog). The caller names the field as its user knows it; a refusal is a Message of messages.ts, never words.
 */
import type { DomainMessageId, Message, MessageValue } from './messages.js';

/** `label` is the caller's name of the field. */
export type Refusal<Label extends MessageValue = MessageValue> = Message & {
  readonly id: DomainMessageId;
  readonly values: Readonly<Record<string, string | number | Label>> & { readonly label: Label };
};

export type FieldCheck<Label extends MessageValue = MessageValue> =
  { ok: true; value: string } | { ok: false; reason: Refusal<Label> };

/** E.164's longest is 15. */
export const PHONE_DIGITS = { min: 8, max: 15 } as const;

const PHONE_SEPARATORS = /[\s().-]/g;
const PHONE = new RegExp(`^\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`);

/** Contact (mobile_no) is the campaigns' WhatsApp recipient; separators are allowed, stored without. Blank is the caller's rule. */
export function checkPhone<Label extends MessageValue>(raw: string, label: Label): FieldCheck<Label> {
  const text = raw.trim();
  const compact = text.replace(PHONE_SEPARATORS, '');
  if (PHONE.test(compact)) return { ok: true, value: compact };
  return {
    ok: false,
    reason: {
      id: 'record.invalidPhone',
      values: { label, value: text, min: PHONE_DIGITS.min, max: PHONE_DIGITS.max },
    },
  };
}

export const CUSTOMER_CHECKED_FIELDS = ['mobile_no', 'city'] as const;
export type CustomerCheckedField = (typeof CUSTOMER_CHECKED_FIELDS)[number];

export interface CustomerRecordContext<Label extends MessageValue = MessageValue> {
  /** cities.ts; null when unknown (only the other rules apply). */
  cities: CityBook | null;
  /** The dialog's "Contact", the spreadsheet's "Mobile No". */
  labels: Record<CustomerCheckedField, Label>;
}

/** Spec part 1 section 2. */
export const EDIT_LABELS: Readonly<Record<CustomerCheckedField, Message<DomainMessageId>>> = {
  mobile_no: { id: 'record.label.contact' },
  city: { id: 'record.label.location' },
};

export interface CustomerRecordCheck<Label extends MessageValue = MessageValue> {
  /** Checked fields normalised: the phone without separators, the city as the book spells it. */
  values: Record<string, string>;
  /** In field order. */
  problems: { field: CustomerCheckedField; reason: Refusal<Label> }[];
}

/** Blank values and other fields pass unchanged (the callers' "required" rules speak for blanks). */
export function checkCustomerRecord<Label extends MessageValue>(
  values: Readonly<Record<string, string>>,
  context: CustomerRecordContext<Label>,
): CustomerRecordCheck<Label> {
  const result: Record<string, string> = { ...values };
  const problems: CustomerRecordCheck<Label>['problems'] = [];
  const checks: Record<CustomerCheckedField, (raw: string) => FieldCheck<Label>> = {
    mobile_no: (raw) => checkPhone(raw, context.labels.mobile_no),
    city: (raw) => checkCity(raw, context.cities, context.labels.city),
  };
  for (const field of CUSTOMER_CHECKED_FIELDS) {
    const raw = values[field];
    if (raw === undefined || raw.trim() === '') continue;
    const check = checks[field](raw);
    if (check.ok) result[field] = check.value;
    else problems.push({ field, reason: check.reason });
  }
  return { values: result, problems };
}
