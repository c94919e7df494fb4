import { type UploadCategory, type Language } from '@crm/domain';
import { say, words, type MessageId } from '../i18n/messages.js';
import { COLUMNS, type ColumnDef } from '../state/records/columns.js';
import { writeTextWorkbook } from './spreadsheet.js';

// The headers are generated from columns.ts, so template and parser cannot drift apart.

function format(column: ColumnDef): [MessageId, string] {
  if (column.datatype === 'date') return ['template.format.date', '2024-06-30'];
  if (column.datatype === 'datetime') return ['template.format.dateTime', '2024-06-30 14:05:00'];
  if (column.datatype === 'number') return ['template.format.number', '1'];
  if (column.input_type === 'phone') return ['template.format.phone', '081234567890'];
  return ['template.format.text', ''];
}

const cache = new Map<string, Buffer>();

/** The headers stay in English in every language: they are what an upload must hold. */
export function templateWorkbook(category: UploadCategory, language: Language = 'en'): Buffer {
  const key = `${category}:${language}`;
  let bytes = cache.get(key);
  if (!bytes) {
    const columns = COLUMNS[category];
    const inWords = (id: MessageId) => words(language, say(id));
    const guide = [
      [
        'template.guide.column',
        'template.guide.required',
        'template.guide.format',
        'template.guide.example',
      ].map((id) => inWords(id as MessageId)),
      ...columns.map((column) => {
        const [formatId, example] = format(column);
        return [
          column.name,
          inWords(column.is_mandatory ? 'words.yes' : 'words.no'),
          inWords(formatId),
          example,
        ];
      }),
    ];
    bytes = writeTextWorkbook(inWords('template.sheet.data'), [columns.map((column) => column.name)], 'xls', [
      { name: inWords('template.sheet.guide'), rows: guide },
    ]);
    cache.set(key, bytes);
  }
  return bytes;
}
