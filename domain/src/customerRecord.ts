import { checkCity, type CityBook } from './cities.js';

/**
 * The rules of a customer record that the server and the web both apply: an uploaded row (the upload
 * pipeline), an edit (PUT /api/customers/{id}) and the edit dialog before it sends. Pure functions; the
 * caller names the field as its user knows it ("Contact" in the dialog, "Mobile No" in the spreadsheet), as a
 * message of its own or words. A refusal is a Message of messages.ts (words in every language), never words.
 */
import type { DomainMessageId, Message, MessageValue } from './messages.js';

/** Why a value is refused: a message of the rules, with the caller's name of the field as `label`. */
export type Refusal<Label extends MessageValue = MessageValue> = Message & {
  readonly id: DomainMessageId;
  readonly values: Readonly<Record<string, string | number | Label>> & { readonly label: Label };
};

/** What a check says about one value: the value to store, or why it is refused. */
export type FieldCheck<Label extends MessageValue = MessageValue> =
  { ok: true; value: string } | { ok: false; reason: Refusal<Label> };

/** A phone number is 8 to 15 digits (E.164's longest), optionally after a +. */
export const PHONE_DIGITS = { min: 8, max: 15 } as const;

/** Separators people type inside a phone number: spaces, dots, dashes and parentheses. */
const PHONE_SEPARATORS = /[\s().-]/g;
const PHONE = new RegExp(`^\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}}$`);

/**
 * Contact (mobile_no) is the WhatsApp recipient of campaigns: 8 to 15 digits, optionally after a +, with
 * spaces, dots, dashes and parentheses allowed in between (stored without them). A blank value is for the
 * caller's "required" rule.
 */
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

/** The customer record's fields these rules check, by their record key. */
export const CUSTOMER_CHECKED_FIELDS = ['mobile_no', 'city'] as const;
export type CustomerCheckedField = (typeof CUSTOMER_CHECKED_FIELDS)[number];

/** What the rules need to know besides the values. */
export interface CustomerRecordContext<Label extends MessageValue = MessageValue> {
  /** The known cities (cities.ts: the official list and the data's); null when unknown (only the other rules apply). */
  cities: CityBook | null;
  /** How the caller names each field (the dialog's "Contact", the spreadsheet's "Mobile No"). */
  labels: Record<CustomerCheckedField, Label>;
}

/** The edit dialog's names of the fields (spec part 1 section 2), in every language (messages.ts). */
export const EDIT_LABELS: Readonly<Record<CustomerCheckedField, Message<DomainMessageId>>> = {
  mobile_no: { id: 'record.label.contact' },
  city: { id: 'record.label.location' },
};

export interface CustomerRecordCheck<Label extends MessageValue = MessageValue> {
  /** The values to store (checked fields normalised: the phone without separators, the city as spelled in the book). */
  values: Record<string, string>;
  /** Each refused field with its reason, in field order. */
  problems: { field: CustomerCheckedField; reason: Refusal<Label> }[];
}

/**
 * Checks the non-blank checked fields present in `values` (record keys: mobile_no, city); blank values and
 * other fields pass unchanged (the callers' "required" rules speak for blanks).
 */
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
