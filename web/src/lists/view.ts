import type { FilterDecl, FilterValues } from './filters';
import { activeFilters, emptyFilterValues, validFilterValue } from './filters';

/** A local column sort: the column (by its key, the header's English words: columnKey) and its direction. */
export interface SortState {
  column: string;
  direction: 'asc' | 'desc';
}

/** What the URL holds of a list screen: the applied filters, the page, the sort and the quick search. */
export interface ListView {
  filters: FilterValues;
  page: number;
  sort: SortState | null;
  search: string;
}

/**
 * The view of a URL query: each declared filter under its field, `page`, `sort` (`Header` ascending,
 * `-Header` descending) and `q`. Anything unknown or malformed falls back to the spec's default (no
 * filter, page 1, the list's own order, no search).
 */
export function viewFromQuery<Row>(
  decls: readonly FilterDecl<Row>[],
  query: URLSearchParams,
  sortable: readonly string[],
  prefix = '',
): ListView {
  const get = (key: string) => query.get(`${prefix}${key}`);
  const filters = emptyFilterValues(decls);
  for (const decl of decls) {
    const value = get(decl.field);
    if (validFilterValue(decl, value)) filters[decl.field] = (value as string).trim();
  }
  // Any whole number is a page asked for: one beyond the last shows the last, and the address follows
  // (useAddressFollowsPage); 0 is before the first. Other text is the default.
  const pageText = get('page') ?? '';
  const page = /^\d+$/.test(pageText) ? Math.min(Number(pageText), Number.MAX_SAFE_INTEGER) : 1;
  const sortText = get('sort') ?? '';
  const descending = sortText.startsWith('-');
  const column = descending ? sortText.slice(1) : sortText;
  const sort: SortState | null = sortable.includes(column)
    ? { column, direction: descending ? 'desc' : 'asc' }
    : null;
  return { filters, page, sort, search: get('q') ?? '' };
}

/**
 * The URL query of a view; defaults are left out, so the plain path is the default view.
 *
 * With a `prefix` (a list inside a page that has query keys of its own, e.g. 'r.' for a detail page's
 * table), every key of the list is prefixed, and the keys of `keep` that are not the list's stay as they are.
 */
export function viewToQuery<Row>(
  decls: readonly FilterDecl<Row>[],
  view: ListView,
  prefix = '',
  keep?: URLSearchParams,
): URLSearchParams {
  const query = new URLSearchParams();
  if (prefix && keep) for (const [key, value] of keep) if (!key.startsWith(prefix)) query.append(key, value);
  const set = (key: string, value: string) => query.set(`${prefix}${key}`, value);
  for (const { field, value } of activeFilters(decls, view.filters)) set(field, value);
  if (view.sort) set('sort', `${view.sort.direction === 'desc' ? '-' : ''}${view.sort.column}`);
  if (view.search) set('q', view.search);
  if (view.page > 1) set('page', String(view.page));
  return query;
}

/** Next sort of a header click: ascending, then descending, then the list's own order. */
export function nextSort(current: SortState | null, column: string): SortState | null {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}
