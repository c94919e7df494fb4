import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appPerTest, authorizeQuery, CLIENT, form, REDIRECT_URI } from '../helpers.js';
import {
  campaignWithRecipients,
  listReports,
  readWorkbook,
  waitForReport,
  type Headers,
} from '../support/reportFixtures.js';
import {
  customerRow,
  headers,
  readBack,
  upload,
  waitForOutcome,
  workbook,
} from '../uploads/uploadHelpers.js';
import * as XLSX from '@e965/xlsx';

/**
 * The words an upload, a report and a template carry are in the language of the request that made them: an
 * upload's failure, its refused rows' reasons and its invalid-data sheet; a report's failure and its file's
 * headers; a template's guide sheet; the login provider's pages. Each in both languages.
 */

const start = appPerTest();
const setup = () => start({ campaignEngine: false }, ['admin', 'marketer', 'approver']);

const INDONESIAN = { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-US' };

/** A customer sheet whose rows are refused for every kind of reason (and two good ones). */
function mixedRows() {
  return [
    headers('customer'),
    customerRow({}, 1),
    customerRow({ mobile_no: '' }, 2),
    customerRow({ closure_date: '2024-02-30' }, 3),
    customerRow({ mobile_no: '12ab' }, 4),
    customerRow({ city: 'Bandungg' }, 5),
    customerRow({ customer_name: 'Duplicate' }, 1),
    customerRow({}, 6),
  ];
}

async function invalidSheet(app: FastifyInstance, auth: Headers, path: string) {
  const name = path.split('/').pop();
  const response = await app.inject({ method: 'GET', url: `/download-file/invalid/${name}`, headers: auth });
  expect(response.statusCode).toBe(200);
  return XLSX.read(response.rawPayload, { type: 'buffer' });
}

describe('an upload speaks the language of the request that uploaded it', () => {
  it('Bahasa Indonesia: the reasons and the invalid-data sheet (its name, Reason header and rows); the fixed sheet uploads again', async () => {
    const { app, admin } = await setup();
    const response = await upload(
      app,
      { ...admin, ...INDONESIAN },
      { category: 'customer' },
      { name: 'campuran.xls', bytes: workbook(mixedRows()) },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).not.toHaveProperty('language');
    // Read back in English: the words were decided by the upload, and stay.
    const done = await waitForOutcome(app, { ...admin, ...ENGLISH }, response.json().data.uuid);
    expect(done).toMatchObject({ status: 'done', num_of_success: 2, num_of_failed: 5, information: '' });
    const book = await invalidSheet(app, admin, done.invalid_file!.file_path);
    expect(book.SheetNames).toEqual(['Data Tidak Valid']);
    const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Data Tidak Valid']!, {
      header: 1,
      raw: false,
    });
    // The columns keep their template headers (so that the sheet uploads again); the reason column is Alasan.
    expect(sheet[0]).toEqual([...headers('customer'), 'Alasan']);
    expect(sheet.slice(1).map((row) => row.at(-1))).toEqual([
      'Baris 3: No. HP wajib diisi',
      'Baris 4: Tanggal Penutupan bukan tanggal yang valid (gunakan YYYY-MM-DD)',
      'Baris 5: No. HP "12ab" bukan nomor telepon yang valid (8 sampai 15 digit)',
      'Baris 6: Kota "Bandungg" bukan kota yang dikenal (maksud Anda "Bandung"?)',
      'Baris 7: No. Order Servis "SO-T000001" sudah ada di baris 2',
    ]);

    // Fixed and uploaded again, the sheet of the Indonesian upload imports (its Alasan column is ignored).
    const fixed = sheet.map((row, index) => {
      if (index === 0) return row;
      const values = row.slice(0, -1);
      return [...customerRow({}, 10 + index).slice(0, values.length), row.at(-1)!];
    });
    const again = await upload(
      app,
      { ...admin, ...INDONESIAN },
      { category: 'customer' },
      { name: 'diperbaiki.xlsx', bytes: workbook(fixed, 'xlsx') },
    );
    const second = await waitForOutcome(app, admin, again.json().data.uuid);
    expect(second).toMatchObject({ status: 'done', num_of_success: 5, num_of_failed: 0 });
    // Two whole imports, each in its own worker thread: more than the default 20 s on a busy machine.
  }, 60_000);

  it('English: the same upload in English words', async () => {
    const { app, admin } = await setup();
    const response = await upload(
      app,
      { ...admin, ...ENGLISH },
      { category: 'customer' },
      { name: 'mixed.xls', bytes: workbook(mixedRows()) },
    );
    const done = await waitForOutcome(app, { ...admin, ...INDONESIAN }, response.json().data.uuid);
    const book = await invalidSheet(app, admin, done.invalid_file!.file_path);
    expect(book.SheetNames).toEqual(['Invalid Data']);
    const sheet = readBack(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(sheet[0]).toEqual([...headers('customer'), 'Reason']);
    expect(sheet.slice(1).map((row) => row.at(-1))).toEqual([
      'Row 3: Mobile No is required',
      'Row 4: Closure Date is not a valid date (use YYYY-MM-DD)',
      'Row 5: Mobile No "12ab" is not a valid phone number (8 to 15 digits)',
      'Row 6: City "Bandungg" is not a known city (did you mean "Bandung"?)',
      'Row 7: Service Order No "SO-T000001" is already on row 2',
    ]);
  });

  it.each([
    [
      INDONESIAN,
      'Kolom wajib tidak ada: Mobile No, City. Baris pertama harus berisi nama kolom templat.',
      'Berkas bukan spreadsheet Excel: unggah berkas .xls (atau .xlsx).',
    ],
    [
      ENGLISH,
      'Missing required columns: Mobile No, City. The first row must hold the column names of the template.',
      'The file is not an Excel spreadsheet: upload an .xls (or .xlsx) file.',
    ],
    [
      { 'accept-language': 'fr-FR' },
      'Missing required columns: Mobile No, City. The first row must hold the column names of the template.',
      'The file is not an Excel spreadsheet: upload an .xls (or .xlsx) file.',
    ],
  ])('a failed upload (%j) says why in its language', async (language, missingColumns, notExcel) => {
    const { app, admin } = await setup();
    const withoutColumns = headers('customer').filter(
      (header) => header !== 'Mobile No' && header !== 'City',
    );
    const first = await upload(
      app,
      { ...admin, ...language },
      { category: 'customer' },
      { name: 'kurang.xls', bytes: workbook([withoutColumns, withoutColumns.map(() => 'x')]) },
    );
    const second = await upload(
      app,
      { ...admin, ...language },
      { category: 'customer' },
      { name: 'notes.txt', bytes: Buffer.from('just text') },
    );
    expect((await waitForOutcome(app, admin, first.json().data.uuid)).information).toBe(missingColumns);
    expect((await waitForOutcome(app, admin, second.json().data.uuid)).information).toBe(notExcel);
  });
});

describe("a template's guide sheet speaks the language of the download", () => {
  it.each([
    [
      INDONESIAN,
      ['Data', 'Panduan'],
      ['Kolom', 'Wajib', 'Format', 'Contoh'],
      ['Customer Name', 'Ya', 'Teks', ''],
    ],
    [
      ENGLISH,
      ['Data', 'Guide'],
      ['Column', 'Required', 'Format', 'Example'],
      ['Customer Name', 'Yes', 'Text', ''],
    ],
    [
      {},
      ['Data', 'Guide'],
      ['Column', 'Required', 'Format', 'Example'],
      ['Customer Name', 'Yes', 'Text', ''],
    ],
  ])('%j', async (language, sheets, guideHeader, firstColumn) => {
    const { app, admin } = await setup();
    const response = await app.inject({
      method: 'GET',
      url: '/download-file/templates/customer.xls',
      headers: { ...admin, ...language },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('Accept-Language');
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(sheets);
    const rows = (name: string) =>
      XLSX.utils.sheet_to_json<string[]>(book.Sheets[name]!, { header: 1, defval: '' });
    // The data sheet holds the headers an upload must have, whatever the language.
    expect(rows(sheets[0]!)[0]).toEqual(headers('customer'));
    const guide = rows(sheets[1]!);
    expect(guide[0]).toEqual(guideHeader);
    expect(guide[1]).toEqual(firstColumn);
    expect(guide).toHaveLength(headers('customer').length + 1);
  });
});

describe('a report speaks the language of the request that asked for it', () => {
  const body = (name: string) => ({
    client_id: 'div-marketing',
    campaign_name: name,
    channel_account_id: 1,
    request_status: ['FINISHED'],
  });

  it('its failure, in Indonesian and in English', async () => {
    const { app, marketer } = await setup();
    const ask = (language: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/reports/request',
        headers: { ...marketer, ...language },
        payload: body('Tidak Ada'),
      });
    const indonesian = await ask(INDONESIAN);
    const english = await ask(ENGLISH);
    expect(indonesian.json().message).toBe('Laporan diminta: sedang dibuat.');
    expect(english.json().message).toBe('Report requested: it is being generated.');
    expect(indonesian.json().data).not.toHaveProperty('language');
    const failed = await waitForReport(app, marketer, indonesian.json().data.id);
    expect(failed.information).toBe(
      "Tidak ada kampanye bernama 'Tidak Ada' pada akun kanal Electrolux_M2M di divisi Marketing dengan salah satu status finished.",
    );
    expect((await waitForReport(app, marketer, english.json().data.id)).information).toBe(
      "No campaign named 'Tidak Ada' on the channel account Electrolux_M2M of the division Marketing has one of the statuses finished.",
    );
  });

  it("its file's sheets and headers", async () => {
    const { app, marketer, approver } = await setup();
    await campaignWithRecipients(
      app,
      { creator: marketer, approver },
      { name: 'Laporan Uji', customers: [{}] },
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/reports/request',
      headers: { ...marketer, ...INDONESIAN },
      payload: body('Laporan Uji'),
    });
    const ready = await waitForReport(app, marketer, response.json().data.id);
    expect(ready.status).toBe('READY');
    const file = await app.inject({
      method: 'GET',
      url: `/download-file/reports/${(ready.file ?? '').split('/').pop()}`,
      headers: marketer,
    });
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Laporan', 'Permintaan']);
    const sheets = readWorkbook(file.rawPayload);
    expect(sheets.Laporan?.[0]).toEqual([
      'Kampanye',
      'Status Kampanye',
      'Pengiriman ke-',
      'Nama Pelanggan',
      'Nomor Telepon',
      'Status Pesan',
      'ID Pesan',
      'Waktu Terkirim',
      'Waktu Diterima',
      'Waktu Dibaca',
      'Waktu Gagal',
    ]);
    expect(sheets.Permintaan?.map((row) => row[0])).toEqual([
      'Nama Kampanye',
      'Divisi',
      'Akun Kanal',
      'Kanal',
      'Status Kampanye',
      'Jumlah Kampanye',
      'Jumlah Baris',
      'Dibuat Pada (UTC)',
    ]);
    expect(
      (await listReports(app, marketer)).find((report) => report.id === ready.id)?.information,
    ).toBeNull();
  });
});

describe("the login provider's pages speak the application's language (ui_locales), else the browser's", () => {
  const page = async (app: FastifyInstance, query: Record<string, string | undefined>, language?: string) =>
    app.inject({
      method: 'GET',
      url: `/oauth/authorize?${authorizeQuery(query)}`,
      headers: language ? { 'accept-language': language } : {},
    });

  it.each([
    [{ ui_locales: 'id' }, undefined, 'id'],
    [{ ui_locales: 'id-ID en' }, 'en', 'id'],
    [{ ui_locales: 'en' }, 'id', 'en'],
    [{ ui_locales: 'fr' }, 'id', 'id'],
    [{}, 'id-ID', 'id'],
    [{}, 'fr', 'en'],
    [{}, undefined, 'en'],
  ] as const)('%j with Accept-Language %s: %s', async (query, language, expected) => {
    const { app } = await setup();
    const response = await page(app, query, language);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<html lang="${expected}">`);
    if (expected === 'id') {
      expect(response.body).toContain('<h1>Masuk</h1>');
      expect(response.body).toContain('Masuk sebagai <span class="username">admin</span>');
      expect(response.body).toContain('Aplikasi: ');
      expect(response.body).not.toContain('Sign in as');
    } else {
      expect(response.body).toContain('<h1>Sign in</h1>');
      expect(response.body).toContain('Sign in as <span class="username">admin</span>');
    }
  });

  it("carries ui_locales through the picker's form, so its own error page speaks the same language", async () => {
    const { app } = await setup();
    const picker = await page(app, { ui_locales: 'id' });
    expect(picker.body).toContain('name="ui_locales" value="id"');
    const refused = await app.inject({
      method: 'POST',
      url: '/oauth/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({
        response_type: 'code',
        client_id: CLIENT.client_id,
        redirect_uri: REDIRECT_URI,
        state: 'state-123',
        tenant_id: CLIENT.tenant_id,
        ui_locales: 'id',
        username: 'nobody-at-all',
      }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="id">');
    expect(refused.body).toContain('<h1>Permintaan masuk ditolak</h1>');
    expect(refused.body).toContain('Pengguna &#34;nobody-at-all&#34; tidak dikenal.');
  });

  it('a client the provider does not know is told so on the page, in the language', async () => {
    const { app } = await setup();
    const response = await page(app, { client_id: 'someone-else', ui_locales: 'id' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Klien tidak dikenal: client_id &#34;someone-else&#34; tidak terdaftar.');
  });
});
