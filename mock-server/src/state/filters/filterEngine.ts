import { HttpError } from '../../lib/httpErrors.js';
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
  constructor(message: string) {
    super(400, message);
  }
}

/** Where a value stands in the request, for messages. */
export interface FilterAt {
  /** The filter's name (property or key). */
  name: string;
  /** Its index in the `filters` list. */
  index: number;
}

export interface Matcher<T> {
  /**
   * Checks one trimmed, non-blank value and returns it normalised the way `actual` normalises an item's
   * value (default: lower-cased). Throws FilterError for a malformed value.
   */
  value?(text: string, at: FilterAt): string;
  /** The item's normalised value for this filter, or several when any of them may match (name or username). */
  actual(item: T): string | readonly string[];
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
        `Unknown filter ${area.nameKey} "${name}" (filters[${index}]): use one of ${filterNames(area).join(', ')}`,
      );
    }
    const value = fields.value;
    const text = asText(value).trim();
    if (text === '') return;
    const normalised = matcher.value ? matcher.value(text, { name, index }) : text.toLowerCase();
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

const DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/;

/**
 * A date filter value: YYYY-MM-DD (a time after it is ignored) that is a real calendar day; returns the day.
 */
export function calendarDay(text: string, at: FilterAt): string {
  const day = DATE.exec(text)?.[1];
  const time = day ? Date.parse(`${day}T00:00:00.000Z`) : Number.NaN;
  if (!day || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) {
    throw new FilterError(`filters[${at.index}]: ${at.name} must be a date as YYYY-MM-DD.`);
  }
  return day;
}

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
