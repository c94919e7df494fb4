import english from '../../i18n/catalogues/en.json';
import indonesian from '../../i18n/catalogues/id.json';
import { activate, msg, raw, translate, type Text } from '../../i18n/i18n';
import { uploadRecord } from './testData';
import { uploadStatusEntry } from '../../lib/statuses';
import { UPLOAD_CATEGORIES } from './uploadCategories';
import {
  anyInProgress,
  buildUploadFilters,
  checkUploadFile,
  fileSizeText,
  prepareUploadRows,
  totalData,
  uploadErrorText,
  uploadTypesText,
} from './uploadRules';

/** A rule's Text in words (English unless a test activates Indonesian). */
const words = (text: Text | null) => (text === null ? null : translate(text));

describe('buildUploadFilters', () => {
  it('with no filter, is the category alone (the full list of the screen)', () => {
    expect(buildUploadFilters('gift_claim', [])).toEqual([{ key: 'category', value: 'gift_claim' }]);
  });

  it("adds the list kit's filters under their keys, after the category", () => {
    expect(
      buildUploadFilters('customer', [
        { property: 'id', value: 'u-9' },
        { property: 'upload_by', value: 'Ayu Admin' },
        { property: 'upload_at', value: '2024-06-01' },
      ]),
    ).toEqual([
      { key: 'category', value: 'customer' },
      { key: 'id', value: 'u-9' },
      { key: 'upload_by', value: 'Ayu Admin' },
      { key: 'upload_at', value: '2024-06-01' },
    ]);
  });

  it.each([
    ['Completed', ['done']],
    ['On Going', ['execute', 'process']],
    ['Failed', ['failed']],
  ] as const)('status %s sends %j', (status, values) => {
    const filters = buildUploadFilters('product_line', [{ property: 'status', value: status }]);
    expect(filters.filter((filter) => filter.key === 'status').map((filter) => filter.value)).toEqual(values);
  });
});

describe('prepareUploadRows', () => {
  it('keeps only the category and sorts by updated_at, newest first (invalid dates last)', () => {
    const rows = prepareUploadRows(
      [
        uploadRecord({ uuid: 'old', updated_at: '2024-05-01T00:00:00Z' }),
        uploadRecord({ uuid: 'other', category: 'gift_claim', updated_at: '2024-07-01T00:00:00Z' }),
        uploadRecord({ uuid: 'broken', updated_at: 'not a date' }),
        uploadRecord({ uuid: 'new', updated_at: '2024-06-01T00:00:00Z' }),
      ],
      'customer',
    );
    expect(rows.map((row) => row.uuid)).toEqual(['new', 'old', 'broken']);
  });
});

describe('upload figures', () => {
  it('Total Data = success + failed', () => {
    expect(totalData({ num_of_success: 15, num_of_failed: 4 })).toBe(19);
    expect(totalData({ num_of_success: 0, num_of_failed: 0 })).toBe(0);
  });

  it('"Error: ..." only when there is information', () => {
    expect(uploadErrorText({ information: 'The file is empty.' })).toEqual(
      msg('uploads.detail.error', { message: raw('The file is empty.') }),
    );
    expect(words(uploadErrorText({ information: 'The file is empty.' }))).toBe('Error: The file is empty.');
    expect(uploadErrorText({ information: '  ' })).toBeNull();
    expect(uploadErrorText({ information: null })).toBeNull();
  });

  it('is in progress while any upload is execute or process', () => {
    expect(anyInProgress([uploadRecord(), uploadRecord({ status: 'process' })])).toBe(true);
    expect(anyInProgress([uploadRecord(), uploadRecord({ status: 'failed' })])).toBe(false);
  });
});

describe('category configuration', () => {
  it('headings, success feedback and column order per category', () => {
    expect(UPLOAD_CATEGORIES.customer).toMatchObject({
      listHeading: 'uploads.uploadData',
      success: { kind: 'toast', message: 'uploads.success.customers' },
      columns: ['id', 'uploadBy', 'division', 'lastUpdate', 'status', 'success', 'invalid', 'action'],
      filters: ['id', 'uploadBy', 'division', 'status', 'lastUpdate'],
      detailPath: '/customer/upload-detail',
    });
    expect(UPLOAD_CATEGORIES.product_line).toMatchObject({
      listHeading: 'uploads.uploadData',
      success: { kind: 'toast', message: 'uploads.success.productLines' },
      detailPath: '/product-line/upload-detail',
    });
    expect(UPLOAD_CATEGORIES.gift_claim).toMatchObject({
      listHeading: 'uploads.listUploadData',
      success: { kind: 'dialog', message: 'uploads.success.data' },
      columns: ['id', 'uploadBy', 'division', 'status', 'lastUpdate', 'success', 'invalid', 'action'],
      filters: ['id', 'uploadBy', 'division', 'lastUpdate', 'status'],
      detailPath: '/giftclaim/upload-detail',
    });
    // The headings are message ids, worded in the language shown: the spec's words in English.
    expect(translate(UPLOAD_CATEGORIES.customer.listHeading)).toBe('Upload Data');
    expect(translate(UPLOAD_CATEGORIES.product_line.listHeading)).toBe('Upload Data');
    expect(translate(UPLOAD_CATEGORIES.gift_claim.listHeading)).toBe('List Upload Data');
  });
});

describe('checkUploadFile', () => {
  const sized = (name: string, bytes: number) =>
    Object.defineProperty(new File(['x'], name), 'size', { value: bytes });

  const LIMIT = 20;

  it('takes an .xls or .xlsx file up to the size limit, whatever the case of its extension', () => {
    expect(checkUploadFile(new File(['x'], 'customers.xls'), LIMIT)).toBeNull();
    expect(checkUploadFile(new File(['x'], 'Customers June.XLSX'), LIMIT)).toBeNull();
    expect(checkUploadFile(sized('big.xls', LIMIT * 1024 * 1024), LIMIT)).toBeNull();
  });

  it('refuses another type, naming the file and what is taken', () => {
    expect(words(checkUploadFile(new File(['x'], 'notes.txt'), LIMIT))).toBe(
      '"notes.txt" is not an Excel file. Choose an .xls or .xlsx file.',
    );
    expect(words(checkUploadFile(new File(['x'], 'customers.csv'), LIMIT))).toBe(
      '"customers.csv" is not an Excel file. Choose an .xls or .xlsx file.',
    );
    expect(words(checkUploadFile(new File(['x'], 'xls'), LIMIT))).toMatch(/is not an Excel file/);
  });

  it('refuses an empty file and one over the limit', () => {
    expect(words(checkUploadFile(sized('empty.xls', 0), LIMIT))).toBe('"empty.xls" is empty.');
    expect(words(checkUploadFile(sized('big.xls', LIMIT * 1024 * 1024 + 1), LIMIT))).toBe(
      `"big.xls" is 20.0 MB: files up to 20 MB are taken.`,
    );
  });

  it('the limit is the one it is given (the runtime configuration), not a constant', () => {
    expect(checkUploadFile(sized('big.xls', 30 * 1024 * 1024), 40)).toBeNull();
    expect(words(checkUploadFile(sized('big.xls', 30 * 1024 * 1024), 25))).toBe(
      '"big.xls" is 30.0 MB: files up to 25 MB are taken.',
    );
  });
});

describe('upload texts in Bahasa Indonesia', () => {
  const sized = (name: string, bytes: number) =>
    Object.defineProperty(new File(['x'], name), 'size', { value: bytes });

  it('a refused file is told in the language shown, with its name as the user wrote it', () => {
    expect(checkUploadFile(sized('big.xls', 30 * 1024 * 1024), 25)).toEqual(
      msg('uploads.check.tooLarge', { name: raw('big.xls'), size: fileSizeText(30 * 1024 * 1024), max: 25 }),
    );
    activate('id', indonesian);
    expect(words(checkUploadFile(sized('big.xls', 30 * 1024 * 1024), 25))).toBe(
      '"big.xls" berukuran 30,0 MB: hanya berkas hingga 25 MB yang diterima.',
    );
    expect(words(checkUploadFile(new File(['x'], 'notes.txt'), 25))).toBe(
      '"notes.txt" bukan berkas Excel. Pilih berkas .xls atau .xlsx.',
    );
    expect(words(checkUploadFile(sized('empty.xls', 0), 25))).toBe('"empty.xls" kosong.');
    expect(words(uploadTypesText(25))).toBe('Berkas Excel (.xls atau .xlsx) hingga 25 MB.');
  });

  it("the server's reason stays as the server wrote it", () => {
    activate('id', indonesian);
    expect(words(uploadErrorText({ information: 'The file is empty.' }))).toBe(
      'Kesalahan: The file is empty.',
    );
  });

  it('status words come from the catalogue; the filter values stay the English labels', () => {
    expect(
      ['done', 'execute', 'process', 'failed', 'other'].map((status) => uploadStatusEntry(status).text),
    ).toEqual([
      'status.upload.completed',
      'status.upload.onGoing',
      'status.upload.onGoing',
      'status.upload.failed',
      'status.upload.failed',
    ]);
    activate('id', indonesian);
    expect(['done', 'process', 'failed'].map((status) => translate(uploadStatusEntry(status).text))).toEqual([
      'Selesai',
      'Sedang Diproses',
      'Gagal',
    ]);
    expect(buildUploadFilters('customer', [{ property: 'status', value: 'Completed' }])).toEqual([
      { key: 'category', value: 'customer' },
      { key: 'status', value: 'done' },
    ]);
  });
});

describe('file sizes, as the language shown writes them', () => {
  /** Sizes across the range: bytes, kilobytes, megabytes with and without a fraction, hundreds of MB. */
  const SIZES = [
    1,
    512,
    1023,
    1024,
    1536,
    10_000,
    999_999,
    1024 * 1024 - 1,
    1024 * 1024,
    1.05 * 1024 * 1024,
    8 * 1024 * 1024,
    8.26 * 1024 * 1024,
    21 * 1024 * 1024,
    99.95 * 1024 * 1024,
    1234.5 * 1024 * 1024,
  ];

  it.each([
    ['en', english, '.', ','],
    ['id', indonesian, ',', '.'],
  ] as const)(
    '%s: one decimal after the decimal mark of the language for MB, whole KB',
    (language, catalogue, mark, group) => {
      activate(language, catalogue);
      for (const bytes of SIZES) {
        const text = words(fileSizeText(bytes));
        const kilobytes = Math.max(1, Math.round(bytes / 1024));
        const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
        if (kilobytes >= 1024) {
          const megabytes = (Math.round((bytes / 1024 / 1024) * 10) / 10).toFixed(1);
          const [whole, fraction] = megabytes.split('.');
          expect(text, String(bytes)).toBe(`${grouped(whole!)}${mark}${fraction} MB`);
        } else {
          expect(text, String(bytes)).toBe(`${grouped(String(kilobytes))} KB`);
        }
      }
      expect(words(fileSizeText(8 * 1024 * 1024))).toBe(language === 'id' ? '8,0 MB' : '8.0 MB');
    },
  );
});
