/** A filter value is left out of the request when it is empty, null or blank (spec part 1 section 5). */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export interface PropertyFilter {
  property: string;
  value: string;
}

export interface KeyFilter {
  key: string;
  value: string;
}

/**
 * Builds the `filters` list of a filter call from the form values, in the order given, leaving blanks out.
 * An empty result means the caller loads the full list instead of calling the filter.
 */
export function buildPropertyFilters(values: Record<string, unknown>): PropertyFilter[] {
  return Object.entries(values)
    .filter(([, value]) => !isBlank(value))
    .map(([property, value]) => ({ property, value: String(value).trim() }));
}

// One collator for every sort: localeCompare with options builds a new one per comparison, which takes
// seconds for the 10,000-value option lists of the customer filters.
let collator: Intl.Collator | undefined;

/** Natural, case-insensitive order ("item 2" before "item 10"). */
export function compareNatural(a: string, b: string): number {
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return collator.compare(a, b);
}

/** Distinct non-empty values, sorted for display: the options of a filter drop-down. */
export function distinctOptions(values: Iterable<unknown>): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    if (isBlank(value)) continue;
    seen.add(String(value).trim());
  }
  return [...seen].sort(compareNatural);
}
