import { buildPropertyFilters, compareNatural, isBlank, type PropertyFilter } from '../lib/filters';
import type { SelectOption } from '../components/SelectFilter';
import type { MessageId, Text } from '../i18n/i18n';

/**
 * Filters declared as data. One declaration gives a list its filter field in the panel (a drop-down or a
 * date input), its entry in the request body (`{ property: field, value }`), its key in the URL query and
 * its removable chip. Adding a filter to a list is adding one of these (see docs/architecture.md, "Adding a list or a filter").
 */
export type FilterKind = 'select' | 'date';

export interface FilterDecl<Row> {
  /** The property the filter call takes; also the URL query key. */
  field: string;
  /** The label of the field in the filter panel and of its chip (put into the language shown). */
  label: MessageId;
  kind: FilterKind;
  /**
   * Options source of a 'select': the value of a loaded row whose distinct non-empty values (of the last
   * unfiltered load) are the options.
   */
  options?: (row: Row) => unknown;
  /** Fixed options of a 'select' (e.g. a status catalogue's labels), in this order; used instead of `options`. */
  choices?: readonly string[];
  /**
   * Optional: the value a 'select' option stands for, when it differs from the label shown (`options`).
   * The panel shows the label; the URL, the request and the applied filters hold this value (e.g. a
   * channel shown by name but filtered by its account id). Without it the label is the value.
   */
  optionValue?: (row: Row) => unknown;
  /** Optional order of the options (default: natural order of the labels). */
  compareOptions?: (a: FilterOption, b: FilterOption) => number;
  /**
   * Optional: what tells two options with the same label apart (e.g. two uploads of the same file name: their
   * upload time). Without it the value does. Only options whose labels collide show it: "name · hint".
   */
  optionHint?: (row: Row) => unknown;
  /**
   * Optional: the label of a stored value that no loaded row names (a chip or a pasted link before the options
   * have loaded, a status no row has at the moment), e.g. from a status catalogue. Without it the value itself.
   */
  valueLabel?: (value: string) => string;
  /**
   * Optional: the words a value's option and chip show in the language shown, when they are not the server's
   * own (a status's display word: `status.*`). The value sent stays the server's.
   */
  choiceText?: (value: string) => Text;
  /**
   * Optional, for a 'date': the day of a timestamp the list shows in UTC (Last Update, Submit Date, Created
   * Date), so the calendar's Today is today in UTC and says so. Without it a calendar day (a purchase date).
   */
  utcDay?: boolean;
}

/**
 * The options of each select filter as shown: a filter with `choiceText` shows each value in the words of the
 * language shown (through `translate`), the others as they are.
 */
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

/** One option of a select filter: the label shown and the value it applies (the drop-down's own option). */
export type FilterOption = SelectOption;

/** Filter values by field; dates as YYYY-MM-DD; null when the filter is not set. */
export type FilterValues = Record<string, string | null>;

export const DATE_VALUE = /^\d{4}-\d{2}-\d{2}$/;

export function emptyFilterValues<Row>(decls: readonly FilterDecl<Row>[]): FilterValues {
  return Object.fromEntries(decls.map((decl) => [decl.field, null]));
}

/** Whether a value is acceptable for the filter (a date filter takes YYYY-MM-DD only, fixed choices one of them). */
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

/**
 * The request body's `filters`: blanks left out (spec part 1 section 5). An empty list means the caller
 * loads the full list instead of calling the filter.
 */
export function toFilterRequest<Row>(
  decls: readonly FilterDecl<Row>[],
  values: FilterValues,
): PropertyFilter[] {
  return buildPropertyFilters(
    Object.fromEntries(activeFilters(decls, values).map(({ field, value }) => [field, value])),
  );
}

/** Same filters (blank and null alike)? */
export function sameFilters<Row>(decls: readonly FilterDecl<Row>[], a: FilterValues, b: FilterValues) {
  return JSON.stringify(activeFilters(decls, a)) === JSON.stringify(activeFilters(decls, b));
}

/**
 * The options of the select filters as label and value: a filter's fixed `choices` as they are, else from the
 * rows of the last unfiltered load: one option per distinct value (its first label wins; labels that two
 * values share get their `optionHint`, else the value, after them), in `compareOptions` order, else by label.
 * A filter without `optionValue` has the label as its value. The one builder of a list's options from its rows.
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

/**
 * The label of a filter value among its options; when no option has it, the declaration's `valueLabel`, else
 * the value itself.
 */
export function choiceLabel(
  options: readonly FilterOption[] | undefined,
  value: string,
  valueLabel?: (value: string) => string,
): string {
  return options?.find((option) => option.value === value)?.label ?? valueLabel?.(value) ?? value;
}
