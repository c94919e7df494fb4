import type { ColumnDef } from '../../state/records/columns.js';
import type { FieldEntry, RecordTable, RecordValues } from '../../state/records/recordTable.js';
import { Type } from 'typebox';
import { badRequest, notFound } from '../../lib/httpErrors.js';
import { Closed, LIMITS, Open, Str } from '../../lib/schemas.js';
import { joined, say, type Said } from '../../i18n/messages.js';

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

/** What a record is called in messages, at the start of a sentence and inside one. */
export interface RecordNoun {
  /** "Customer" / "Product line": the API document's and the log's (English). */
  english: string;
  title: Said;
  lower: Said;
}

export const NOUNS = {
  customer: { english: 'Customer', title: say('noun.customer'), lower: say('noun.customer.lower') },
  productLine: {
    english: 'Product line',
    title: say('noun.productLine'),
    lower: say('noun.productLine.lower'),
  },
} as const satisfies Record<string, RecordNoun>;

export interface EditRules {
  /** What the record is called: used in messages. */
  noun: RecordNoun;
  columns: readonly ColumnDef[];
  /** Keys that must not be blank after the edit, with the label the user knows them by. */
  required: Readonly<Record<string, Said>>;
  /** Keys the client may send but not change, with their labels. */
  readOnly?: Readonly<Record<string, Said>>;
}

/** The sentence of an entry whose key is not a field (`{value}`: the key, `{parent}`: the entry's place). */
const unknownFieldMessage = (noun: RecordNoun) => say('record.unknownField', { noun: noun.lower });

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
        say('record.unknownField', { noun: rules.noun.lower, value: entry.key, parent: `entries[${index}]` }),
      );
    }
    if (Object.hasOwn(values, entry.key)) {
      throw badRequest(say('record.sentTwice', { key: entry.key }));
    }
    if (entry.table_data_id !== undefined && String(entry.table_data_id) !== recordId) {
      throw badRequest(
        say('record.otherRecord', {
          key: entry.key,
          noun: rules.noun.lower,
          other: String(entry.table_data_id),
          id: recordId,
        }),
      );
    }
    values[entry.key] = entry.value === null ? '' : String(entry.value).trim();
  }
  const changedReadOnly = Object.entries(rules.readOnly ?? {})
    .filter(([key]) => Object.hasOwn(values, key) && values[key] !== (current[key] ?? '').trim())
    .map(([, label]) => label);
  if (changedReadOnly.length) {
    throw badRequest(say('record.readOnly', { fields: joined(changedReadOnly, 'words.and') }));
  }
  const blank = Object.entries(rules.required)
    .filter(([key]) => (Object.hasOwn(values, key) ? values[key] : (current[key] ?? '').trim()) === '')
    .map(([, label]) => label);
  if (blank.length) {
    throw badRequest(say('record.fillAll', { fields: joined(blank, 'words.list') }));
  }
  return values;
}

/** Record ids are positive whole numbers (at most 16 digits): the source of a regular expression. */
export const RECORD_ID = '[1-9][0-9]{0,15}';
const RECORD_ID_ONLY = new RegExp(`^${RECORD_ID}$`);

/** The sentence of a malformed record id (`{value}`: the id sent). */
const recordIdMessage = (noun: RecordNoun, value?: string) =>
  say('record.idInvalid', { noun: noun.title, ...(value === undefined ? {} : { value }) });

/** Record ids are positive integers; anything else is a 400 with words, not a confusing 404. */
export function checkRecordId(id: string, noun: RecordNoun): void {
  if (!RECORD_ID_ONLY.test(id)) throw badRequest(recordIdMessage(noun, id));
}

/** The entries of record `id`: a 400 for an id that cannot be one, a 404 "<noun> <id> not found" for a missing one. */
export function findRecord(table: RecordTable, id: string, noun: RecordNoun): FieldEntry[] {
  checkRecordId(id, noun);
  const entries = table.records[id];
  if (!entries) throw notFound(say('record.notFound', { noun: noun.title, id }));
  return entries;
}

/** Schema of the `:id` route parameter of a record: a positive whole number (RECORD_ID). */
export function recordIdParams(noun: RecordNoun) {
  return Closed({
    id: Str(20, {
      pattern: `^${RECORD_ID}$`,
      description: `The ${noun.english.toLowerCase()} id (a positive whole number).`,
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
      description: `A field of the ${rules.noun.english.toLowerCase()}.`,
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
