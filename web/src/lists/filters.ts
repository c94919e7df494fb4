import { buildPropertyFilters, compareNatural, isBlank, type PropertyFilter } from '../lib/filters';
import type { SelectOption } from '../components/SelectFilter';
import type { MessageId, Text } from '../i18n/i18n';

/** Filters as data: one declaration gives a panel field, request entry, URL key and chip (docs/architecture.md). */
export type FilterKind = 'select' | 'date';

export interface FilterDecl<Row> {
  /** The filter call's property; also the URL query key. */
  field: string;
  label: MessageId;
  kind: FilterKind;
  /** A 'select''s options: the distinct non-empty values of the last unfiltered load. */
  options?: (row: Row) => unknown;
  /** Fixed 'select' options (e.g. a status catalogue's labels), in order; used instead of `options`. */
  choices?: readonly string[];
  /** The value an option stands for when it differs from its label (a channel shown by name, filtered by id). */
  optionValue?: (row: Row) => unknown;
  compareOptions?: (a: FilterOption, b: FilterOption) => number;
  /** Tells options with the same label apart (two uploads of one file name: their time), shown "name · hint". */
  optionHint?: (row: Row) => unknown;
  /** The label of a value no loaded row names (a pasted link before options load), e.g. from a catalogue. */
  valueLabel?: (value: string) => string;
  /** The words an option and chip show when they are not the server's own (`status.*`); the value sent stays. */
  choiceText?: (value: string) => Text;
  /** For a 'date' of a timestamp shown in UTC, so the calendar's Today is today in UTC. */
  utcDay?: boolean;
}

/** The select options as shown: `choiceText` filters translated, the others as they are. */
export function wordedChoices<Row>(
  decls: readonly FilterDecl<Row>[],
  options: Record<string, readonly string[] | readonly FilterOption[]>,
  translate: (text: Text) => string,
): Record<string, readonly string[] | readonly FilterOption[]> {
  const worded = { ...options };
  for (const decl of decls) {
    const listed = options[decl.field];
    if (!decl.choiceText || !listed) continue;
    const words = decl.choiceText;
    worded[decl.field] = listed.map((option) => {
      const value = typeof option === 'string' ? option : option.value;
      return { label: translate(words(value)), value };
    });
  }
  return worded;
}

export type FilterOption = SelectOption;

/** Dates as YYYY-MM-DD; null when the filter is not set. */
export type FilterValues = Record<string, string | null>;

export const DATE_VALUE = /^\d{4}-\d{2}-\d{2}$/;

export function emptyFilterValues<Row>(decls: readonly FilterDecl<Row>[]): FilterValues {
  return Object.fromEntries(decls.map((decl) => [decl.field, null]));
}

export function validFilterValue<Row>(decl: FilterDecl<Row>, value: string | null | undefined): boolean {
  if (isBlank(value)) return false;
  if (decl.choices) return decl.choices.includes(String(value).trim());
  return decl.kind !== 'date' || DATE_VALUE.test(String(value).trim());
}

/** The set filters, in declaration order: the chips and the request. */
export function activeFilters<Row>(decls: readonly FilterDecl<Row>[], values: FilterValues) {
  return decls
    .filter((decl) => validFilterValue(decl, values[decl.field]))
    .map((decl) => ({ field: decl.field, label: decl.label, value: String(values[decl.field]).trim() }));
}

/** The request body's `filters`, blanks left out (spec part 1 section 5); empty means load the full list. */
export function toFilterRequest<Row>(
  decls: readonly FilterDecl<Row>[],
  values: FilterValues,
): PropertyFilter[] {
  return buildPropertyFilters(
    Object.fromEntries(activeFilters(decls, values).map(({ field, value }) => [field, value])),
  );
}

/** Blank and null alike. */
export function sameFilters<Row>(decls: readonly FilterDecl<Row>[], a: FilterValues, b: FilterValues) {
  return JSON.stringify(activeFilters(decls, a)) === JSON.stringify(activeFilters(decls, b));
}

/**
 * The one builder of a list's select options: fixed `choices`, else one per distinct value of the unfiltered
 * rows (first label wins; colliding labels get their `optionHint`), in `compareOptions` order, else by label.
 */
export function filterChoices<Row>(decls: readonly FilterDecl<Row>[], rows: readonly Row[]) {
  const choices: Record<string, FilterOption[]> = {};
  for (const decl of decls) {
    if (decl.kind === 'select' && decl.choices) {
      choices[decl.field] = decl.choices.map((choice) => ({ label: choice, value: choice }));
      continue;
    }
    if (decl.kind !== 'select' || !decl.options) continue;
    const label = decl.options;
    const valueOf = decl.optionValue ?? decl.options;
    const byValue = new Map<string, { label: string; hint: string }>();
    for (const row of rows) {
      const value = valueOf(row);
      if (isBlank(value)) continue;
      const key = String(value).trim();
      if (byValue.has(key)) continue;
      const text = label(row);
      const hint = decl.optionHint?.(row);
      byValue.set(key, {
        label: isBlank(text) ? key : String(text).trim(),
        hint: isBlank(hint) ? key : String(hint).trim(),
      });
    }
    const uses = new Map<string, number>();
    for (const { label: text } of byValue.values()) uses.set(text, (uses.get(text) ?? 0) + 1);
    const options = [...byValue].map(([value, { label: text, hint }]) => ({
      label: (uses.get(text) ?? 0) > 1 ? `${text} · ${hint}` : text,
      value,
    }));
    options.sort(decl.compareOptions ?? ((a, b) => compareNatural(a.label, b.label)));
    choices[decl.field] = options;
  }
  return choices;
}

/** A value's label among its options, else the declaration's `valueLabel`, else the value. */
export function choiceLabel(
  options: readonly FilterOption[] | undefined,
  value: string,
  valueLabel?: (value: string) => string,
): string {
  return options?.find((option) => option.value === value)?.label ?? valueLabel?.(value) ?? value;
}
