import { COLUMNS, type Category, type ColumnDef } from '../state/records/columns.js';
import { writeTextWorkbook } from './spreadsheet.js';

/**
 * The upload template of each category: a real .xls whose first sheet has exactly the headers the parser
 * expects (generated from columns.ts, so they cannot drift apart), and a second sheet explaining each column.
 */

export const TEMPLATE_FILENAMES: Record<Category, string> = {
  customer: 'customer_template.xls',
  product_line: 'product_line_template.xls',
  gift_claim: 'gift_claim_template.xls',
};

function format(column: ColumnDef): [string, string] {
  if (column.datatype === 'date') return ['Date: YYYY-MM-DD (or DD/MM/YYYY, or an Excel date)', '2024-06-30'];
  if (column.datatype === 'datetime') return ['Date and time: YYYY-MM-DD HH:mm:ss', '2024-06-30 14:05:00'];
  if (column.datatype === 'number') return ['Whole number of at least 1', '1'];
  if (column.input_type === 'phone')
    return ['Phone number, 8 to 15 digits (spaces and dashes allowed)', '081234567890'];
  return ['Text', ''];
}

const cache = new Map<Category, Buffer>();

export function templateWorkbook(category: Category): Buffer {
  let bytes = cache.get(category);
  if (!bytes) {
    const columns = COLUMNS[category];
    const guide = [
      ['Column', 'Required', 'Format', 'Example'],
      ...columns.map((column) => [column.name, column.is_mandatory ? 'Yes' : 'No', ...format(column)]),
    ];
    bytes = writeTextWorkbook('Data', [columns.map((column) => column.name)], 'xls', [
      { name: 'Guide', rows: guide },
    ]);
    cache.set(category, bytes);
  }
  return bytes;
}
