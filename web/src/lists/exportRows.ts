import { neutraliseFormula } from '@crm/domain';
import type { Column } from '../components/column';
import { t } from '../i18n/i18n';
import { saveBlob } from '../components/saveFile';
import { cellText } from './rows';

/**
 * The sheet as rows of text: the headers of the exported columns in the language shown (put into words at
 * export time), then one line per row.
 */
export function exportTable<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string[][] {
  const exported = columns.filter((column) => column.value);
  return [
    exported.map((column) => t(column.header)),
    ...rows.map((row) => exported.map((column) => neutraliseFormula(cellText(column, row)))),
  ];
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A real .xlsx of the rows (as filtered and sorted on screen), every cell written as text. SheetJS is
 * loaded on first export only, so it never weighs on a list screen's first load.
 */
export async function buildWorkbook<Row>(
  sheetName: string,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): Promise<ArrayBuffer> {
  return buildTableWorkbook(sheetName, exportTable(columns, rows));
}

/**
 * The .xlsx of a sheet already as rows of text (cells neutralised by the caller, e.g. the customer list's
 * worker, which builds them from its store). Dense: less memory a cell, for sheets of a quarter million rows.
 */
export async function buildTableWorkbook(sheetName: string, table: string[][]): Promise<ArrayBuffer> {
  const XLSX = await import('@e965/xlsx/dist/xlsx.mini.min.js');
  const sheet = XLSX.utils.aoa_to_sheet(table, { cellDates: false, dense: true });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  return XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
}

/** "Gift Claim Data" → "gift-claim-data-2025-03-01.xlsx". */
export function exportFileName(title: string, now: Date): string {
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'list';
  return `${slug}-${now.toISOString().slice(0, 10)}.xlsx`;
}

/** Exports the rows; `title` (in the language shown) names the sheet and the file. */
export async function exportRows<Row>(title: string, columns: readonly Column<Row>[], rows: readonly Row[]) {
  const bytes = await buildWorkbook(title, columns, rows);
  saveBlob(new Blob([bytes], { type: XLSX_TYPE }), exportFileName(title, new Date()));
}
