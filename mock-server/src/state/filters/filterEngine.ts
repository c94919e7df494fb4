import type { TSchema } from 'typebox';
import { CALENDAR_DAY } from '../../lib/calendar.js';
import { HttpError } from '../../lib/httpErrors.js';
import { say, type Said } from '../../i18n/messages.js';
import type { FieldEntry } from '../records/recordTable.js';

/**
 * The one filter engine behind every filter route (customers, product lines, uploads, gift claims,
 * campaigns, reports). A route sends `filters: [{ <property|key>, value }]`; each area brings a small
 * matcher table (state/filters/filterAreas.ts) saying, per filterable name, how a value is checked and normalised
 * and which normalised value(s) an item has.
 *
 * One meaning everywhere:
 * - a blank value (empty, spaces only, null or absent) is left out;
 * - several values of the same property are alternatives (OR): the upload list's "On Going" sends status
 *   execute and status process;
 * - different properties must all match (AND);
 * - no filter left: every item.
 * An unknown name or a malformed value is a 400 (FilterError) that names the filter and the problem.
 */

/** A refused filter: answered as a 400 `{ message }` by the error handler. */
export class FilterError extends HttpError {
  constructor(said: Said) {
    super(400, said);
  }
}

/**
 * The form a filter's value must have, when not any text will do. One statement for the engine's check and for
 * the route schemas (filterSchema.ts), so the API document says exactly what the engine accepts.
 */
export interface ValueForm {
  /** The source of a regular expression the trimmed, non-blank text must match whole. */
  pattern: string;
  /** What that is, in words (the API document's description). */
  description: string;
  /** The sentence when it does not: `{parent}` is the filter's place (`filters[0]`), `{name}` its name, `{value}` the text. */
  message: Said;
  /** Numbers the value may also be sent as (it is then their decimal text), as a JSON schema; none when absent. */
  numbers?: TSchema;
}

export interface Matcher<T> {
  /** The form a value must have (a FilterError naming the filter when it has not); any text when absent. */
  form?: ValueForm;
  /** One trimmed, non-blank, checked value normalised the way `actual` normalises an item's (default: lower-cased). */
  value?(text: string): string;
  /** The item's normalised value for this filter, or several when any of them may match (name or username). */
  actual(item: T): string | readonly string[];
}

/** The sentence of an unknown filter name: `{path}` is its place (`filters[0]`), `{value}` the name sent. */
export function unknownNameMessage<T>(area: FilterArea<T>): Said {
  return say('filter.unknownName', { nameKey: area.nameKey, names: filterNames(area).join(', ') });
}

/** A sentence with its places filled in (those it already has stay). */
export function fillMessage(said: Said, places: Readonly<Record<string, string>>): Said {
  return say(said.id, { ...places, ...said.values });
}

const compiledForms = new WeakMap<ValueForm, RegExp>();

/** Whether a trimmed, non-blank text has the form. */
export function hasForm(form: ValueForm, text: string): boolean {
  let pattern = compiledForms.get(form);
  if (!pattern) {
    pattern = new RegExp(`^(?:${form.pattern})$`, 'u');
    compiledForms.set(form, pattern);
  }
  return pattern.test(text);
}

/** An area's filterable names and how each matches. */
export interface FilterArea<T> {
  /** The name field of a filter in this area's body: `property` (most) or `key` (the upload list). */
  nameKey: 'property' | 'key';
  matchers: Readonly<Record<string, Matcher<T>>>;
}

/** One filterable name with the accepted values of a request. */
export interface ParsedFilter<T> {
  name: string;
  matcher: Matcher<T>;
  accepted: ReadonlySet<string>;
}

/** A request's filters, one entry per name (its values merged), in the order the names first came. */
export type Filters<T> = readonly ParsedFilter<T>[];

/** A filter as it arrives: `{ property | key, value }` (the route's schema has checked its shape). */
export type RawFilter = object;

/** The names an area filters on, in table order (for schemas and messages). */
export function filterNames<T>(area: FilterArea<T>): string[] {
  return Object.keys(area.matchers);
}

/** A request or record value as text: null and undefined are '', objects their JSON (never "[object Object]"). */
const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** Trimmed and lower-cased, for comparing texts without regard to case or surrounding spaces. */
export const norm = (value: unknown) => asText(value).trim().toLowerCase();

/**
 * Turns a request's filters into the engine's form: names are checked, blank values dropped, values checked
 * and normalised, repeated names merged into one set of alternatives.
 */
export function parseFilters<T>(
  area: FilterArea<T>,
  raw: readonly RawFilter[] | null | undefined,
): Filters<T> {
  const byName = new Map<string, { matcher: Matcher<T>; accepted: Set<string> }>();
  (raw ?? []).forEach((filter, index) => {
    const fields = filter as Readonly<Record<string, unknown>>;
    const name = asText(fields[area.nameKey]);
    const matcher = Object.hasOwn(area.matchers, name) ? area.matchers[name] : undefined;
    if (!matcher) {
      throw new FilterError(
        fillMessage(unknownNameMessage(area), { value: name, path: `filters[${index}]` }),
      );
    }
    const value = fields.value;
    const text = asText(value).trim();
    if (text === '') return;
    if (matcher.form && !hasForm(matcher.form, text))
      throw new FilterError(
        fillMessage(matcher.form.message, { parent: `filters[${index}]`, name, value: text }),
      );
    const normalised = matcher.value ? matcher.value(text) : text.toLowerCase();
    const entry = byName.get(name) ?? { matcher, accepted: new Set<string>() };
    entry.accepted.add(normalised);
    byName.set(name, entry);
  });
  return [...byName].map(([name, { matcher, accepted }]) => ({ name, matcher, accepted }));
}

/** Whether an item matches: every name (AND) with any of its values (OR). */
export function matchesAll<T>(item: T, filters: Filters<T>): boolean {
  for (const { matcher, accepted } of filters) {
    const actual = matcher.actual(item);
    if (typeof actual === 'string') {
      if (!accepted.has(actual)) return false;
    } else if (!actual.some((candidate) => accepted.has(candidate))) {
      return false;
    }
  }
  return true;
}

/** The items that match, in their order. */
export function applyFilters<T>(items: readonly T[], filters: Filters<T>): T[] {
  if (filters.length === 0) return [...items];
  return items.filter((item) => matchesAll(item, filters));
}

/**
 * The records of a record table (customers, product lines, gift claims: field entries keyed by record id)
 * that match, keyed as before.
 */
export function applyRecordFilters(
  records: Readonly<Record<string, FieldEntry[]>>,
  filters: Filters<readonly FieldEntry[]>,
): Record<string, FieldEntry[]> {
  const result: Record<string, FieldEntry[]> = {};
  for (const id of Object.keys(records)) {
    const entries = records[id];
    if (entries && matchesAll(entries, filters)) result[id] = entries;
  }
  return result;
}

// Shared value checks ---------------------------------------------------------------------------------------

/**
 * A date filter: YYYY-MM-DD, a real calendar day (a time after it is ignored); compared as that day.
 */
export const DAY_FILTER = {
  form: {
    pattern: `${CALENDAR_DAY}(?:[T ].*)?`,
    description: 'A real calendar day as YYYY-MM-DD (a time after it is ignored)',
    message: say('filter.day'),
  },
  value: (text: string) => text.slice(0, 10),
} satisfies Omit<Matcher<unknown>, 'actual'>;

/** The UTC calendar day of an ISO timestamp ('' when missing or invalid). */
export function utcDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10);
}

/** A record's entry value by key, normalised for comparing ('' when it has no such entry). */
export function entryText(entries: readonly FieldEntry[], key: string): string {
  for (const entry of entries) if (entry.key === key) return entry.value.trim().toLowerCase();
  return '';
}
