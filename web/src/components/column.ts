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
  /** The cell's content; without it, the column's `value` as text (wrapped at spaces, or cut: see `cut`). */
  cell?(row: T): ReactNode;
  /** The cell's plain text: sorting, the quick search, export and the hover title use it. */
  value?(row: T): string;
  className?: string;
  /**
   * The text shows its first line only, ending in "…" when the rest does not fit (cut between words, never inside
   * one); a cut value shows whole on hover and takes keyboard focus, which shows it whole too. Without it a text
   * wraps within its column at its spaces.
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
