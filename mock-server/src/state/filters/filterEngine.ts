import type { TSchema } from 'typebox';
import { CALENDAR_DAY } from '../../lib/calendar.js';
import { HttpError } from '../../lib/httpErrors.js';
import { say, type Said } from '../../i18n/messages.js';
import type { FieldEntry } from '../records/recordTable.js';

// The one filter engine behind every filter route: blank values are left out, values of one property are
// alternatives (OR), different properties must all match (AND). An unknown name or bad value is a FilterError.

export class FilterError extends HttpError {
  constructor(said: Said) {
    super(400, said);
  }
}

/** One statement for the engine's check and the route schemas, so the API document says what the engine accepts. */
export interface ValueForm {
  pattern: string;
  description: string;
  message: Said;
  /** Numbers the value may also be sent as (then their decimal text). */
  numbers?: TSchema;
}

export interface Matcher<T> {
  form?: ValueForm;
  /** Default: lower-cased. */
  value?(text: string): string;
  /** Several when any of them may match (name or username). */
  actual(item: T): string | readonly string[];
}

export function unknownNameMessage<T>(area: FilterArea<T>): Said {
  return say('filter.unknownName', { nameKey: area.nameKey, names: filterNames(area).join(', ') });
}

export function fillMessage(said: Said, places: Readonly<Record<string, string>>): Said {
  return say(said.id, { ...places, ...said.values });
}

const compiledForms = new WeakMap<ValueForm, RegExp>();

export function hasForm(form: ValueForm, text: string): boolean {
  let pattern = compiledForms.get(form);
  if (!pattern) {
    pattern = new RegExp(`^(?:${form.pattern})$`, 'u');
    compiledForms.set(form, pattern);
  }
  return pattern.test(text);
}

export interface FilterArea<T> {
  nameKey: 'property' | 'key';
  matchers: Readonly<Record<string, Matcher<T>>>;
}

export interface ParsedFilter<T> {
  name: string;
  matcher: Matcher<T>;
  accepted: ReadonlySet<string>;
}

export type Filters<T> = readonly ParsedFilter<T>[];

export type RawFilter = object;

export function filterNames<T>(area: FilterArea<T>): string[] {
  return Object.keys(area.matchers);
}

const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

export const norm = (value: unknown) => asText(value).trim().toLowerCase();

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

export function applyFilters<T>(items: readonly T[], filters: Filters<T>): T[] {
  if (filters.length === 0) return [...items];
  return items.filter((item) => matchesAll(item, filters));
}

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

/** A time after the day is ignored. */
export const DAY_FILTER = {
  form: {
    pattern: `${CALENDAR_DAY}(?:[T ].*)?`,
    description: 'A real calendar day as YYYY-MM-DD (a time after it is ignored)',
    message: say('filter.day'),
  },
  value: (text: string) => text.slice(0, 10),
} satisfies Omit<Matcher<unknown>, 'actual'>;

export function utcDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10);
}

export function entryText(entries: readonly FieldEntry[], key: string): string {
  for (const entry of entries) if (entry.key === key) return entry.value.trim().toLowerCase();
  return '';
}
