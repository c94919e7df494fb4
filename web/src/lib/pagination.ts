/**
 * Rows per page of every list and table: the upload lists, product lines, the customer panel (spec part 1
 * section 9), gift claims, campaigns, the recipient table and reports (spec part 2 section 9). The campaign
 * history, whose size the spec does not give, uses it too (docs/deviations.md).
 */
export const PAGE_SIZE = 5;

export interface PageSlice<T> {
  rows: T[];
  /** 1-based index of the first row shown (0 when there are none). */
  from: number;
  /** 1-based index of the last row shown (0 when there are none). */
  to: number;
  total: number;
  page: number;
  pageCount: number;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows of one page, with the figures of the "Showing X - Y of N entries" footer. The page is clamped. */
export function slicePage<T>(items: readonly T[], page: number, pageSize: number): PageSlice<T> {
  return pageOfRows(items.length, page, pageSize, (index) => items[index]!);
}

/** slicePage over `total` rows read one by one (the customer list's column store). */
export function pageOfRows<T>(
  total: number,
  page: number,
  pageSize: number,
  rowAt: (index: number) => T,
): PageSlice<T> {
  const count = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), count);
  const start = (current - 1) * pageSize;
  const end = Math.min(start + pageSize, total);
  const rows: T[] = [];
  for (let index = start; index < end; index += 1) rows.push(rowAt(index));
  return {
    rows,
    from: rows.length ? start + 1 : 0,
    to: rows.length ? end : 0,
    total,
    page: current,
    pageCount: count,
  };
}

/**
 * Page links to show: a window of up to `size` page numbers centred on the current page,
 * shifted to stay inside 1..pageCount.
 */
export function pageWindow(current: number, totalPages: number, size = 5): number[] {
  const pages = Math.max(1, totalPages);
  const width = Math.min(size, pages);
  const page = Math.min(Math.max(1, current), pages);
  let start = page - Math.floor(width / 2);
  start = Math.max(1, Math.min(start, pages - width + 1));
  return Array.from({ length: width }, (_, index) => start + index);
}
