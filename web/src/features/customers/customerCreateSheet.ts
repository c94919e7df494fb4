import { buildTableWorkbook, XLSX_TYPE } from '../../lists/exportRows';
import { newCustomerFileName, newCustomerSheet } from './customerCreateRules';
import type { CustomerCreateValues } from './customerRules';

/**
 * The spreadsheets of the create dialog, with the library the list exports use (SheetJS, loaded on first use,
 * so it never weighs on the list screen's first load): the new customer's one-row upload, and the
 * invalid-rows sheet the upload answers a refused row with.
 */

/** The new customer as the upload file: the customer template's columns, one row. */
export async function newCustomerFile(values: CustomerCreateValues): Promise<File> {
  const bytes = await buildTableWorkbook('Data', newCustomerSheet(values));
  return new File([bytes], newCustomerFileName(values.serviceOrder), { type: XLSX_TYPE });
}

/** A file's bytes (FileReader: what every browser and the tests' jsdom have). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/** The rows of a workbook's first sheet, every cell as its text. */
export async function readFirstSheet(file: Blob): Promise<string[][]> {
  const XLSX = await import('@e965/xlsx/dist/xlsx.mini.min.js');
  const book = XLSX.read(new Uint8Array(await bytesOf(file)), { type: 'array' });
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}
