/** Plain code, no component or stylesheet, so the customer list's worker can import it (workerImports.test.ts). */
import type { ReactNode } from 'react';
import { englishWords, type MessageId } from '../i18n/i18n';

export interface Column<T> {
  /** Its English words name it in the URL's sort. */
  header: MessageId;
  /** Without it, `value` as text. */
  cell?(row: T): ReactNode;
  /** Sorting, the quick search, export and the hover title use it. */
  value?(row: T): string;
  className?: string;
  /** First line only, "…" when cut (between words); whole on hover and keyboard focus. Default: wraps at spaces. */
  cut?: boolean;
  /** E.g. "-", a sign, not a word; empty by default. */
  blank?: string;
  unsortable?: boolean;
}

/** Its header's English words, so "sort=Name" means the same column in every language. */
export function columnKey<T>(column: Column<T>): string {
  return englishWords(column.header);
}
