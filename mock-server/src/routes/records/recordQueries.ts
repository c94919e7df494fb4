import type { ColumnDef } from '../../state/records/columns.js';
import type { FieldEntry, RecordTable, RecordValues } from '../../state/records/recordTable.js';
import { Type } from 'typebox';
import { badRequest, notFound } from '../../lib/httpErrors.js';
import { Closed, LIMITS, Open, Str } from '../../lib/schemas.js';

/**
 * Edit validation and schemas shared by the customer and product-line endpoints (both are record tables:
 * field entries grouped under a record id). Their filters go through the filter engine (state/filters/filterEngine.ts).
 */

export interface EntryInput {
  key: string;
  value: string | number | null;
  id?: number;
  table_data_id?: number;
  [other: string]: unknown;
}

export interface EditRules {
  /** "Customer" / "Product line": used in messages. */
  noun: string;
  columns: readonly ColumnDef[];
  /** Keys that must not be blank after the edit, with the label the user knows them by. */
  required: Readonly<Record<string, string>>;
  /** Keys the client may send but not change, with their labels. */
  readOnly?: Readonly<Record<string, string>>;
}

/** The sentence of an entry whose key is not a field (`{value}`: the key, `{parent}`: the entry's place). */
const unknownFieldMessage = (noun: string) => `Unknown ${noun.toLowerCase()} field "{value}" ({parent})`;

/**
 * Validates an edit (the entries of a PUT) against the record's current values and returns the values to
 * store. Entries are matched by key; keys not sent keep their values.
 */
export function validateEdit(
  recordId: string,
  current: RecordValues,
  entries: readonly EntryInput[],
  rules: EditRules,
): RecordValues {
  const known = new Set(rules.columns.map((column) => column.key));
  const values: RecordValues = {};
  for (const [index, entry] of entries.entries()) {
    if (!known.has(entry.key)) {
      throw badRequest(
        unknownFieldMessage(rules.noun)
          .replace('{value}', entry.key)
          .replace('{parent}', `entries[${index}]`),
      );
    }
    if (Object.hasOwn(values, entry.key)) {
      throw badRequest(`The field "${entry.key}" is sent twice`);
    }
    if (entry.table_data_id !== undefined && String(entry.table_data_id) !== recordId) {
      throw badRequest(
        `The entry "${entry.key}" belongs to ${rules.noun.toLowerCase()} ${entry.table_data_id}, not ${recordId}`,
      );
    }
    values[entry.key] = entry.value === null ? '' : String(entry.value).trim();
  }
  const changedReadOnly = Object.entries(rules.readOnly ?? {})
    .filter(([key]) => Object.hasOwn(values, key) && values[key] !== (current[key] ?? '').trim())
    .map(([, label]) => label);
  if (changedReadOnly.length) {
    throw badRequest(`${changedReadOnly.join(' and ')} cannot be changed`);
  }
  const blank = Object.entries(rules.required)
    .filter(([key]) => (Object.hasOwn(values, key) ? values[key] : (current[key] ?? '').trim()) === '')
    .map(([, label]) => label);
  if (blank.length) {
    throw badRequest(`Please fill out all fields to proceed: ${blank.join(', ')} must not be empty`);
  }
  return values;
}

/** Record ids are positive whole numbers (at most 16 digits): the source of a regular expression. */
export const RECORD_ID = '[1-9][0-9]{0,15}';
const RECORD_ID_ONLY = new RegExp(`^${RECORD_ID}$`);

/** The sentence of a malformed record id (`{value}`: the id sent). */
const recordIdMessage = (noun: string) => `${noun} id must be a positive whole number, got "{value}"`;

/** Record ids are positive integers; anything else is a 400 with words, not a confusing 404. */
export function checkRecordId(id: string, noun: string): void {
  if (!RECORD_ID_ONLY.test(id)) throw badRequest(recordIdMessage(noun).replace('{value}', id));
}

/** The entries of record `id`: a 400 for an id that cannot be one, a 404 "<noun> <id> not found" for a missing one. */
export function findRecord(table: RecordTable, id: string, noun: string): FieldEntry[] {
  checkRecordId(id, noun);
  const entries = table.records[id];
  if (!entries) throw notFound(`${noun} ${id} not found`);
  return entries;
}

/** Schema of the `:id` route parameter of a record: a positive whole number (RECORD_ID). */
export function recordIdParams(noun: string) {
  return Closed({
    id: Str(20, {
      pattern: `^${RECORD_ID}$`,
      description: `The ${noun.toLowerCase()} id (a positive whole number).`,
      'x-message': recordIdMessage(noun),
    }),
  });
}

/** One field entry as the edit dialog sends it back (the entries of the list, with their values changed). */
const entrySchema = (rules: EditRules) =>
  Closed({
    key: Type.Unsafe<string>({
      type: 'string',
      enum: rules.columns.map((column) => column.key),
      description: `A field of the ${rules.noun.toLowerCase()}.`,
      'x-message': { default: unknownFieldMessage(rules.noun) },
    }),
    value: Type.Union([Str(LIMITS.longText), Type.Number(), Type.Null()]),
    id: Type.Optional(Type.Integer()),
    table_data_id: Type.Optional(Type.Integer()),
    order_number: Type.Optional(Type.Integer()),
    name: Type.Optional(Str(200)),
    datatype: Type.Optional(Str(50)),
    is_mandatory: Type.Optional(Type.Boolean()),
    input_type: Type.Optional(Str(50)),
    updated_at: Type.Optional(Str(50)),
  });

/** Schema of a PUT body's list of entries under `listName`. */
export function entriesBodySchema(listName: string, rules: EditRules) {
  return Closed({ [listName]: Type.Array(entrySchema(rules), { minItems: 1, maxItems: 100 }) });
}

/** A field entry as the lists and details answer it. */
export const FieldEntrySchema = Open({
  id: Type.Integer(),
  table_data_id: Type.Integer(),
  order_number: Type.Integer(),
  name: Type.String(),
  key: Type.String(),
  value: Type.Union([Type.String(), Type.Null()]),
  datatype: Type.String(),
  is_mandatory: Type.Boolean(),
  input_type: Type.String(),
  updated_at: Type.String(),
});

/** `{ "<record id>": FieldEntry[] }`. */
export const RecordMapSchema = Type.Record(Type.String(), Type.Array(FieldEntrySchema));
