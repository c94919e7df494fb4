import type { ColumnDef } from '../../state/records/columns.js';
import type { FieldEntry, RecordTable, RecordValues } from '../../state/records/recordTable.js';
import { Type } from 'typebox';
import { badRequest, notFound } from '../../lib/httpErrors.js';
import { Closed, LIMITS, Open, Str } from '../../lib/schemas.js';
import { joined, say, type Said } from '../../i18n/messages.js';

export interface EntryInput {
  key: string;
  value: string | number | null;
  id?: number;
  table_data_id?: number;
  [other: string]: unknown;
}

export interface RecordNoun {
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
  noun: RecordNoun;
  columns: readonly ColumnDef[];
  /** With the label the user knows them by. */
  required: Readonly<Record<string, Said>>;
  readOnly?: Readonly<Record<string, Said>>;
}

const unknownFieldMessage = (noun: RecordNoun) => say('record.unknownField', { noun: noun.lower });

/** Keys not sent keep their values. */
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

export const RECORD_ID = '[1-9][0-9]{0,15}';
const RECORD_ID_ONLY = new RegExp(`^${RECORD_ID}$`);

const recordIdMessage = (noun: RecordNoun, value?: string) =>
  say('record.idInvalid', { noun: noun.title, ...(value === undefined ? {} : { value }) });

/** A 400 with words, not a confusing 404. */
export function checkRecordId(id: string, noun: RecordNoun): void {
  if (!RECORD_ID_ONLY.test(id)) throw badRequest(recordIdMessage(noun, id));
}

export function findRecord(table: RecordTable, id: string, noun: RecordNoun): FieldEntry[] {
  checkRecordId(id, noun);
  const entries = table.records[id];
  if (!entries) throw notFound(say('record.notFound', { noun: noun.title, id }));
  return entries;
}

export function recordIdParams(noun: RecordNoun) {
  return Closed({
    id: Str(20, {
      pattern: `^${RECORD_ID}$`,
      description: `The ${noun.english.toLowerCase()} id (a positive whole number).`,
      'x-message': recordIdMessage(noun),
    }),
  });
}

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

export function entriesBodySchema(listName: string, rules: EditRules) {
  return Closed({ [listName]: Type.Array(entrySchema(rules), { minItems: 1, maxItems: 100 }) });
}

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

export const RecordMapSchema = Type.Record(Type.String(), Type.Array(FieldEntrySchema));
