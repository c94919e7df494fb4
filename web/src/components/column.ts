/**
 * A table column's declaration and the facts derived from it: plain code, no component or stylesheet, so the
 * list kit's pure modules (sorting, search, export) and the customer list's worker can import it (a worker has
 * no DOM: see workerImports.test.ts). DataTable renders columns declared here.
 */
import type { ReactNode } from 'react';
import { englishWords, type MessageId } from '../i18n/i18n';

export interface Column<T> {
  /** The column's header, put into the language shown (its English words name it in the URL's sort). */
  header: MessageId;
  /** The cell's content; without it, the column's `value` as text (wrapped, or cut: see `cut`). */
  cell?(row: T): ReactNode;
  /** The cell's plain text: sorting, the quick search, export and the hover title use it. */
  value?(row: T): string;
  className?: string;
  /** Column width (e.g. '9rem'); columns without one share what is left of the table's width. */
  width?: string;
  /** The Action column: how many icon buttons it holds side by side (its width follows). */
  actions?: number;
  /**
   * The text stays on one line, cut with "…" when it does not fit; a cut value shows whole on hover and takes
   * keyboard focus, which shows it whole too. Without it a text wraps within its column.
   */
  cut?: boolean;
  /** Shown for an empty value (e.g. "-", a sign, not a word); empty by default. */
  blank?: string;
  /** Not sortable although it has a value. */
  unsortable?: boolean;
}

/**
 * A column's name whatever the language shown: its header's English words. The URL's sort and the sort state
 * name columns by it, so "sort=Name" means the same column in every language.
 */
export function columnKey<T>(column: Column<T>): string {
  return englishWords(column.header);
}

/**
 * Widths of the kinds of columns lists share, so that a date or a phone number stays on one line at laptop
 * widths (1280 px and up) and gives room back on a tablet (the vw part).
 */
export const COLUMN_WIDTHS = {
  /** "2026-05-25 07:19:59" */
  timestamp: 'min(10.75rem, 15vw)',
  /** "2026-05-25" */
  date: 'min(6.25rem, 11vw)',
  /** "081930263484", "SO2605000001", "JP0784359453" */
  code: 'min(7.75rem, 13vw)',
  /** A status label ("Completed", "waiting approval") */
  status: 'min(7rem, 13vw)',
  /** A small count ("QTY", "Success Data") */
  count: '4.5rem',
} as const;

/** The width of an Action column of `count` icon buttons side by side (2.5rem each, 0.25rem apart). */
export function actionsWidth(count: number): string {
  return `${(count * 2.5 + Math.max(0, count - 1) * 0.25 + 1).toFixed(2)}rem`;
}
