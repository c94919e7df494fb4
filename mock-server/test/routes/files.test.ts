import { UPLOAD_CATEGORY_RULES } from '@crm/domain';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { seedState } from '../../src/seed/index.js';
import type { UploadRecord } from '../../src/state/files/files.js';
import { findRecordId, recordValues } from '../../src/state/records/recordTable.js';
import { bearer, makeApp, type TestApp } from '../helpers.js';
import {
  customerRow,
  findUploadRecord,
  giftClaimRow,
  headers,
  multipart,
  readBack,
  upload,
  waitForOutcome,
  workbook,
} from '../uploads/uploadHelpers.js';

let ctx: TestApp | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** One app for checks that change nothing (refusals), built once per describe block. */
function sharedApp(overrides = {}) {
  const shared: { app: FastifyInstance; admin: Record<string, string>; close(): Promise<void> } = {} as never;
  beforeAll(async () => {
    const built = await makeApp(overrides);
    Object.assign(shared, { app: built.app, admin: await bearer(built.app, 'admin'), close: built.close });
  });
  afterAll(async () => {
    await shared.close();
  });
  return shared;
}

async function setup(overrides = {}) {
  ctx = await makeApp(overrides);
  const app = ctx.app;
  return { app, admin: await bearer(app, 'admin') };
}

/** A token for dataentry whose session holds only crm.giftclaim.upload (personas are shared: not mutated). */
function giftClaimOnly(app: FastifyInstance): Record<string, string> {
  app.auth.plantTokens({ username: 'dataentry', accessToken: 'gift-only', refreshToken: 'gift-only-r' });
  const original = app.auth.authenticate.bind(app.auth);
  vi.spyOn(app.auth, 'authenticate').mockImplementation((token) => {
    const user = original(token);
    return user && token === 'gift-only'
      ? { ...user, user: { ...user.user, modules: ['crm.giftclaim.upload'] } }
      : user;
  });
  return { authorization: 'Bearer gift-only' };
}

function customerValues(app: FastifyInstance, serviceOrder: string) {
  const table = app.store.state.customers;
  const id = findRecordId(table, UPLOAD_CATEGORY_RULES.customer.naturalKey, serviceOrder);
  return id ? recordValues(table.records[id]!) : undefined;
}

describe('POST /api/files: the upload pipeline', () => {
  it('imports a good .xls: 201 at once with status execute, then On Going, then done with counts', async () => {
    const { app, admin } = await setup();
    const rows = [headers('customer'), customerRow({}, 1), customerRow({}, 2), customerRow({}, 3)];
    const response = await upload(
      app,
      admin,
      { category: 'customer', division_id: 'div-consumer-care' },
      { name: 'good customers.xls', bytes: workbook(rows) },
    );
    expect(response.statusCode).toBe(201);
    const created = response.json().data as UploadRecord;
    expect(created).toMatchObject({
      status: 'execute',
      category: 'customer',
      filename: 'good customers.xls',
      upload_by_user_name: 'Ayu Admin',
      upload_by_division_name: 'Consumer Care',
      invalid_file: null,
      num_of_success: 0,
      num_of_failed: 0,
      information: '',
    });
    expect(created.file_path).toMatch(/^uploads\/original\/[0-9a-f-]+\.xls$/);

    const done = (await waitForOutcome(app, admin, created.uuid)) as UploadRecord & {
      seenStatuses: string[];
    };
    expect(done.seenStatuses).toContain('process');
    expect(done).toMatchObject({
      status: 'done',
      num_of_success: 3,
      num_of_failed: 0,
      invalid_file: null,
      information: '',
    });
    expect(customerValues(app, 'SO-T000002')).toMatchObject({
      customer_name: 'Siti Rahayu 2',
      mobile_no: '081234560002',
      closure_date: '2024-05-02',
      attended_time: '2024-05-02 10:30:00',
    });
  });

  it('the control API holds processing: a queued upload stays execute until released, then finishes', async () => {
    const { app, admin } = await setup();
    const hold = (value: boolean) =>
      app.inject({ method: 'POST', url: '/__mock/uploads/hold', payload: { hold: value } });
    expect((await hold(true)).json()).toEqual({ hold: true });
    const rows = [headers('customer'), customerRow({}, 1)];
    const response = await upload(
      app,
      admin,
      { category: 'customer', division_id: 'div-consumer-care' },
      { name: 'held customers.xls', bytes: workbook(rows) },
    );
    const created = response.json().data as UploadRecord;
    // Well past the queue delay (scaled), it has not started.
    await new Promise((resolve) => setTimeout(resolve, app.scheduler.scaled(6000) * 3 + 200));
    expect((await findUploadRecord(app, admin, created.uuid))?.status).toBe('execute');
    expect((await hold(false)).json()).toEqual({ hold: false });
    const done = await waitForOutcome(app, admin, created.uuid);
    expect(done).toMatchObject({ status: 'done', num_of_success: 1 });
  });

  it('imports an .xlsx too, with real date cells and numeric phone cells', async () => {
    const { app, admin } = await setup();
    const header = headers('gift_claim');
    const row = giftClaimRow({}, 7) as unknown[];
    row[header.indexOf('Tanggal Pembelian')] = new Date(Date.UTC(2024, 2, 15));
    row[header.indexOf('No HP')] = 6285712345678;
    row[header.indexOf('QTY')] = 2;
    const response = await upload(
      app,
      admin,
      { category: 'gift_claim' },
      {
        name: 'claims.xlsx',
        bytes: workbook([header, row], 'xlsx'),
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    );
    expect(response.statusCode).toBe(201);
    const done = await waitForOutcome(app, admin, response.json().data.uuid);
    expect(done).toMatchObject({ status: 'done', num_of_success: 1, num_of_failed: 0 });
    const table = app.store.state.giftClaims;
    const values = recordValues(table.records[findRecordId(table, 'id_claim', 'GC-TEST-00007')!]!);
    expect(values).toMatchObject({ tanggal_pembelian: '2024-03-15', no_hp: '6285712345678', qty: '2' });
  });

  it('mixed rows: imports the good ones and writes the bad ones with reasons to an invalid-data sheet', async () => {
    const { app, admin } = await setup();
    const rows = [
      headers('customer'),
      customerRow({}, 1),
      customerRow({ mobile_no: '' }, 2),
      customerRow({ closure_date: '2024-02-30' }, 3),
      customerRow({ mobile_no: '12ab' }, 4),
      customerRow({}, 5),
      [],
      customerRow({ customer_name: 'Duplicate' }, 1),
      customerRow({ customer_name: '=1+2', mobile_no: '' }, 6),
    ];
    const response = await upload(
      app,
      admin,
      { category: 'customer' },
      { name: 'mixed.xls', bytes: workbook(rows) },
    );
    const done = await waitForOutcome(app, admin, response.json().data.uuid);
    expect(done).toMatchObject({ status: 'done', num_of_success: 2, num_of_failed: 5, information: '' });
    expect(done.invalid_file?.file_path).toMatch(/^uploads\/invalid\/[0-9a-f-]+-invalid\.xlsx$/);
    expect(customerValues(app, 'SO-T000001')?.customer_name).toBe('Siti Rahayu 1');
    expect(customerValues(app, 'SO-T000002')).toBeUndefined();

    const name = done.invalid_file!.file_path.split('/').pop();
    const download = await app.inject({
      method: 'GET',
      url: `/download-file/invalid/${name}`,
      headers: admin,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(download.headers['content-disposition']).toContain('filename="mixed-invalid-data.xlsx"');
    const sheet = readBack(download.rawPayload);
    expect(sheet[0]).toEqual([...headers('customer'), 'Reason']);
    const reasons = sheet.slice(1).map((row) => row[row.length - 1]);
    expect(reasons).toEqual([
      'Row 3: Mobile No is required',
      'Row 4: Closure Date is not a valid date (use YYYY-MM-DD)',
      'Row 5: Mobile No "12ab" is not a valid phone number (8 to 15 digits)',
      'Row 8: Service Order No "SO-T000001" is already on row 2',
      'Row 9: Mobile No is required',
    ]);
    // The refused values are kept as the user wrote them, and a formula-like cell cannot run.
    expect(sheet[2]![headers('customer').indexOf('Closure Date')]).toBe('2024-02-30');
    expect(sheet[5]![0]).toBe("'=1+2");
  });

  it('applies the customer rules of an edit to every row: a Location the customer data does not hold is refused', async () => {
    const { app, admin } = await setup();
    const rows = [
      headers('customer'),
      customerRow({ city: 'Bandungg' }, 1),
      customerRow({ city: '  bandung ', mobile_no: '0812 3456 7890' }, 2),
    ];
    const response = await upload(
      app,
      admin,
      { category: 'customer' },
      { name: 'cities.xlsx', bytes: workbook(rows) },
    );
    const done = await waitForOutcome(app, admin, response.json().data.uuid);
    expect(done).toMatchObject({ status: 'done', num_of_success: 1, num_of_failed: 1 });
    // Stored in the spelling the data has, the phone without separators.
    expect(customerValues(app, 'SO-T000002')).toMatchObject({ city: 'Bandung', mobile_no: '081234567890' });
    expect(customerValues(app, 'SO-T000001')).toBeUndefined();
    const name = done.invalid_file!.file_path.split('/').pop();
    const download = await app.inject({
      method: 'GET',
      url: `/download-file/invalid/${name}`,
      headers: admin,
    });
    const sheet = readBack(download.rawPayload);
    expect(sheet[1]!.at(-1)).toBe('Row 2: City "Bandungg" is not a known city (did you mean "Bandung"?)');
  });

  it('takes a City of Indonesia the customer data does not hold yet, in the spelling the data uses', async () => {
    const { app, admin } = await setup();
    const rows = [
      headers('customer'),
      customerRow({ city: 'Kota Cirebon' }, 1),
      customerRow({ city: 'Kabupaten Cirebon' }, 2),
      customerRow({ city: 'Kota Adm. Jakarta Selatan' }, 3),
    ];
    const response = await upload(
      app,
      admin,
      { category: 'customer' },
      { name: 'new-cities.xlsx', bytes: workbook(rows) },
    );
    const done = await waitForOutcome(app, admin, response.json().data.uuid);
    expect(done).toMatchObject({ status: 'done', num_of_success: 3, num_of_failed: 0 });
    expect(customerValues(app, 'SO-T000001')).toMatchObject({ city: 'Cirebon' });
    expect(customerValues(app, 'SO-T000002')).toMatchObject({ city: 'Cirebon' });
    expect(customerValues(app, 'SO-T000003')).toMatchObject({ city: 'Jakarta Selatan' });
  });

  it('updates existing records by natural key instead of adding new ones', async () => {
    const { app, admin } = await setup();
    const claim = Object.values(app.store.state.giftClaims.records)[10]!;
    const existing = recordValues(claim);
    const before = Object.keys(app.store.state.giftClaims.records).length;
    const rows = [
      headers('gift_claim'),
      giftClaimRow({ ...existing, status_klaim: 'Dikirim', resi: 'JNE000111222333', qty: '1' }),
      giftClaimRow({}, 99),
    ];
    const response = await upload(
      app,
      admin,
      { category: 'gift_claim' },
      { name: 'update.xls', bytes: workbook(rows) },
    );
    const done = await waitForOutcome(app, admin, response.json().data.uuid);
    expect(done).toMatchObject({ status: 'done', num_of_success: 2, num_of_failed: 0 });
    const table = app.store.state.giftClaims;
    expect(Object.keys(table.records).length).toBe(before + 1);
    expect(recordValues(claim)).toMatchObject({
      id_claim: existing.id_claim,
      status_klaim: 'Dikirim',
      resi: 'JNE000111222333',
    });
    expect(Date.parse(claim[0]!.updated_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each([
    [
      'not a spreadsheet',
      'notes.xls',
      Buffer.from('just some text, not a workbook\n'),
      'The file is not an Excel spreadsheet',
    ],
    ['an empty file', 'empty.xls', Buffer.alloc(0), 'The file is empty.'],
    [
      'a zip that is not a workbook',
      'archive.xlsx',
      Buffer.from('504b0304140000000000', 'hex'),
      'The file is not a readable Excel workbook',
    ],
    [
      'wrong headers',
      'wrong.xls',
      workbook([
        ['Nama Pelanggan', 'Telepon', 'Mobile No'],
        ['Budi', '0812', '0812345678'],
      ]),
      'Missing required columns: Customer Name, Call Type, Service Order No, Model Code, City, Product Line Alpha - Numeric.',
    ],
    [
      'headers and no rows',
      'header-only.xls',
      workbook([headers('customer'), [], []]),
      'The spreadsheet has no data rows',
    ],
  ])(
    '%s: ends failed with an information text, the file still stored',
    async (_case, name, bytes, information) => {
      const { app, admin } = await setup();
      const response = await upload(app, admin, { category: 'customer' }, { name, bytes });
      expect(response.statusCode).toBe(201);
      const failed = await waitForOutcome(app, admin, response.json().data.uuid);
      expect(failed.status).toBe('failed');
      expect(failed.information).toContain(information);
      const download = await app.inject({
        method: 'GET',
        url: `/download-file/${failed.file_path.split('/').pop()}`,
        headers: admin,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('over the size limit: 413 with the limit named, nothing recorded, nothing half-stored', async () => {
    const { app, admin } = await setup({ maxUploadBytes: 4096 });
    const before = app.store.state.files.uploads.length;
    const storedBefore = await readdir(path.join(app.config.dataDir, 'uploads/original'));
    const response = await upload(
      app,
      admin,
      { category: 'customer' },
      {
        name: 'big.xls',
        bytes: Buffer.alloc(10_000, 1),
      },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The file is too large: the limit is 4 KB.' });
    expect(app.store.state.files.uploads.length).toBe(before);
    const stored = await readdir(path.join(app.config.dataDir, 'uploads/original'));
    expect(stored.sort()).toEqual(storedBefore.sort());
  });

  it.each([
    [{ category: 'customer' }, undefined, 400, 'file is required'],
    [{}, true, 400, 'category is required'],
    [{ category: 'orders' }, true, 400, 'Unknown category "orders"'],
    [{ category: 'customer', division_id: 'div-marketing-x' }, true, 403, 'not a member of division'],
  ])(
    'refuses %j (file: %s) with %i and a clear message; nothing is kept',
    async (fields, withFile, status, message) => {
      const { app, admin } = await setup();
      const before = app.store.state.files.uploads.length;
      const response = await upload(
        app,
        admin,
        fields,
        withFile ? { name: 'x.xls', bytes: workbook([headers('customer'), customerRow()]) } : undefined,
      );
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toContain(message);
      expect(app.store.state.files.uploads.length).toBe(before);
      const stored = await readdir(path.join(app.config.dataDir, 'uploads/original'));
      expect(stored.length).toBe(before - 1); // every seeded upload has its file but the oversize one
    },
  );

  it('a JSON body is a 400 that asks for multipart', async () => {
    const { app, admin } = await setup();
    const response = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: admin,
      payload: { category: 'customer' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('multipart/form-data');
  });

  it('the category "giftclaim" (spec part 2 spelling) is stored as gift_claim; no division_id means the first one', async () => {
    const { app } = await setup();
    const dataentry = await bearer(app, 'dataentry');
    const response = await upload(
      app,
      dataentry,
      { category: 'giftclaim' },
      {
        name: 'claims.xls',
        bytes: workbook([headers('gift_claim'), giftClaimRow()]),
      },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      category: 'gift_claim',
      upload_by_division_id: 'div-consumer-care',
    });
  });

  it('permissions: viewer 403 for everything; customer upload needs crm.customer.upload', async () => {
    const { app } = await setup();
    const viewer = await bearer(app, 'viewer');
    const file = { name: 'c.xls', bytes: workbook([headers('customer'), customerRow()]) };
    expect((await upload(app, viewer, { category: 'customer' }, file)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/files/filter',
          headers: viewer,
          payload: { filters: [] },
        })
      ).statusCode,
    ).toBe(403);
    const seeded = app.store.state.files.uploads.find((entry) => entry.file_path)!;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/download-file/${seeded.file_path.split('/').pop()}`,
          headers: viewer,
        })
      ).statusCode,
    ).toBe(403);
    // A user holding only the gift-claim module may not upload customers.
    const giftOnly = giftClaimOnly(app);
    const refused = await upload(app, giftOnly, { category: 'product_line' }, file);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('crm.customer.upload');
    const listed = await app.inject({
      method: 'POST',
      url: '/api/files/filter',
      headers: giftOnly,
      payload: {},
    });
    expect(new Set((listed.json().data as UploadRecord[]).map((entry) => entry.category))).toEqual(
      new Set(['gift_claim']),
    );
  });
});

describe('seeded uploads', () => {
  it('cover every status and category, with real stored files; the in-progress ones finish on their own', async () => {
    const { app, admin } = await setup();
    const uploads = app.store.state.files.uploads;
    expect(new Set(uploads.map((entry) => entry.category))).toEqual(
      new Set(['customer', 'product_line', 'gift_claim']),
    );
    expect(new Set(uploads.map((entry) => entry.status))).toEqual(
      new Set(['done', 'failed', 'execute', 'process']),
    );
    for (const entry of uploads.filter((record) => record.file_path)) {
      expect(existsSync(path.join(app.config.dataDir, entry.file_path))).toBe(true);
    }
    const withInvalid = uploads.filter((entry) => entry.invalid_file);
    expect(withInvalid.length).toBeGreaterThanOrEqual(3);
    for (const entry of withInvalid) {
      const rows = readBack(await readFile(path.join(app.config.dataDir, entry.invalid_file!.file_path)));
      expect(rows.length - 1).toBe(entry.num_of_failed);
    }
    for (const entry of uploads.filter((record) => record.status === 'failed')) {
      expect(entry.information).not.toBe('');
    }
    const inProgress = uploads.filter((entry) => entry.status === 'execute' || entry.status === 'process');
    expect(inProgress.length).toBe(2);
    for (const entry of inProgress) {
      const outcome = await waitForOutcome(app, admin, entry.uuid);
      expect(outcome.status).toBe('done');
      expect(outcome.num_of_success).toBeGreaterThan(0);
    }
  });

  it('are the same for the same seed', async () => {
    // The seed itself, not two running apps: a running app re-runs its seeded unfinished uploads in the
    // background, so their counters move at moments that differ between two apps.
    const now = new Date('2024-06-11T10:00:00.000Z');
    const dirs = [
      await mkdtemp(path.join(os.tmpdir(), 'crm-seed-a-')),
      await mkdtemp(path.join(os.tmpdir(), 'crm-seed-b-')),
    ];
    try {
      const [first, second] = await Promise.all(
        dirs.map((dataDir) => seedState({ seed: 20240611, seedCustomers: 200, dataDir, now })),
      );
      const strip = (uploads: UploadRecord[]) =>
        uploads.map(({ uuid, filename, status, num_of_success, num_of_failed, information }) => ({
          uuid,
          filename,
          status,
          num_of_success,
          num_of_failed,
          information,
        }));
      expect(first!.files.uploads.length).toBeGreaterThan(0);
      expect(strip(second!.files.uploads)).toEqual(strip(first!.files.uploads));
      const [filesA, filesB] = await Promise.all(
        dirs.map((dir) => readdir(path.join(dir, 'uploads', 'original'))),
      );
      expect(filesB!.sort()).toEqual(filesA!.sort());
    } finally {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });
});

describe('POST /api/files/filter', () => {
  async function filter(app: FastifyInstance, auth: Record<string, string>, filters: unknown) {
    return app.inject({ method: 'POST', url: '/api/files/filter', headers: auth, payload: { filters } });
  }

  it('no filters: every upload, newest first', async () => {
    const { app, admin } = await setup();
    const response = await filter(app, admin, []);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as UploadRecord[];
    expect(data.length).toBe(app.store.state.files.uploads.length);
    const times = data.map((entry) => entry.updated_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by category, status (repeated key = any of), uploader, division, id and day', async () => {
    const { app, admin } = await setup();
    const all = app.store.state.files.uploads;
    const onlyCustomers = (await filter(app, admin, [{ key: 'category', value: 'customer' }])).json()
      .data as UploadRecord[];
    expect(onlyCustomers.length).toBe(all.filter((entry) => entry.category === 'customer').length);
    expect(onlyCustomers.every((entry) => entry.category === 'customer')).toBe(true);

    const ongoing = (
      await filter(app, admin, [
        { key: 'status', value: 'execute' },
        { key: 'status', value: 'process' },
      ])
    ).json().data as UploadRecord[];
    expect(ongoing.map((entry) => entry.status).sort()).toEqual(
      all
        .filter((entry) => ['execute', 'process'].includes(entry.status))
        .map((entry) => entry.status)
        .sort(),
    );

    const target = all.find((entry) => entry.category === 'customer' && entry.status === 'done')!;
    const combined = (
      await filter(app, admin, [
        { key: 'category', value: 'customer' },
        { key: 'upload_by', value: target.upload_by_user_name },
        { key: 'division', value: target.upload_by_division_name },
        { key: 'upload_at', value: target.updated_at.slice(0, 10) },
        { key: 'id', value: target.uuid },
      ])
    ).json().data as UploadRecord[];
    expect(combined.map((entry) => entry.uuid)).toEqual([target.uuid]);
    const none = (
      await filter(app, admin, [
        { key: 'id', value: target.uuid },
        { key: 'status', value: 'failed' },
      ])
    ).json();
    expect(none.data).toEqual([]);
  });

  describe('refusals', () => {
    const shared = sharedApp();
    it.each([
      [[{ key: 'colour', value: 'red' }], 'Unknown filter key "colour"'],
      [[{ key: 'upload_at', value: '05/06/2024' }], 'upload_at must be a date as YYYY-MM-DD'],
      [[{ key: 'category', value: 'orders' }], 'Unknown category "orders"'],
      [[{ key: 'status' }], 'Invalid request'],
      ['status', 'Invalid request'],
    ])('%j is a 400: %s', async (filters, message) => {
      const response = await filter(shared.app, shared.admin, filters);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });
  });
});

describe('downloads', () => {
  it("the original comes back byte for byte, as an attachment with the user's file name", async () => {
    const { app, admin } = await setup();
    const bytes = workbook([headers('product_line'), ['PL-1', 'Washing Machine', 'WM1', 'Front loader']]);
    const created = (
      await upload(app, admin, { category: 'product_line' }, { name: 'Daftar Produk é.xls', bytes })
    ).json().data as UploadRecord;
    const response = await app.inject({
      method: 'GET',
      url: `/download-file/${created.file_path.split('/').pop()}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Daftar Produk _.xls"; filename*=UTF-8''Daftar%20Produk%20%C3%A9.xls`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  describe('path traversal and unknown names', () => {
    // With PERSIST_STATE on there is a real DATA_DIR/state/meta.json to reach for.
    const shared = sharedApp({ persistState: true });
    it.each([
      '/download-file/..%2Fstate%2Fmeta.json',
      '/download-file/%2e%2e%2fstate%2fmeta.json',
      '/download-file/%2e%2e',
      '/download-file/..',
      '/download-file/%2Fetc%2Fpasswd',
      '/download-file/invalid/..%2F..%2Fstate%2Fmeta.json',
      '/download-file/invalid/%2e%2e%2foriginal%2fx.xls',
      '/download-file/invalid',
      '/download-file/00000000-0000-0000-0000-000000000000.xls',
      '/download-file/invalid/00000000-0000-0000-0000-000000000000-invalid.xlsx',
      '/download-file/templates/..%2F..%2Fstate%2Fmeta.json',
      '/download-file/templates/orders.xls',
    ])('%s is a 404, never another file', async (url) => {
      await shared.app.store.flush();
      expect(existsSync(path.join(shared.app.config.dataDir, 'state', 'meta.json'))).toBe(true);
      const response = await shared.app.inject({ method: 'GET', url, headers: shared.admin });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBeTruthy();
    });

    it('a real stored original cannot be reached through the invalid path, encoded or not', async () => {
      const original = shared.app.store.state.files.uploads.find((entry) => entry.file_path)!;
      const name = original.file_path.split('/').pop()!;
      for (const url of [
        `/download-file/invalid/..%2Foriginal%2F${name}`,
        `/download-file/invalid/%2e%2e%2foriginal%2f${name}`,
        `/download-file/invalid/..%5Coriginal%5C${name}`,
        `/download-file/${encodeURIComponent(path.join(shared.app.config.dataDir, original.file_path))}`,
      ]) {
        const response = await shared.app.inject({ method: 'GET', url, headers: shared.admin });
        expect(response.statusCode, url).toBe(404);
      }
      const direct = await shared.app.inject({
        method: 'GET',
        url: `/download-file/${name}`,
        headers: shared.admin,
      });
      expect(direct.statusCode).toBe(200);
    });
  });

  it('an original name asked for on the invalid path (and the reverse) is a 404', async () => {
    const { app, admin } = await setup();
    const done = app.store.state.files.uploads.find((entry) => entry.invalid_file)!;
    const original = done.file_path.split('/').pop();
    const invalid = done.invalid_file!.file_path.split('/').pop();
    expect(
      (await app.inject({ method: 'GET', url: `/download-file/invalid/${original}`, headers: admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/download-file/${invalid}`, headers: admin })).statusCode,
    ).toBe(404);
  });

  it("templates: a real .xls per category with exactly the parser's headers; filled with valid rows it imports cleanly", async () => {
    const { app, admin } = await setup();
    for (const category of ['customer', 'product_line', 'gift_claim'] as const) {
      const response = await app.inject({
        method: 'GET',
        url: `/download-file/templates/${category}.xls`,
        headers: admin,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.ms-excel');
      expect(response.headers['content-disposition']).toContain(`${category}_template.xls`);
      expect(readBack(response.rawPayload)).toEqual([headers(category)]);
    }
    const template = readBack(
      (await app.inject({ method: 'GET', url: '/download-file/templates/gift_claim.xls', headers: admin }))
        .rawPayload,
    );
    const filled = [template[0]!, ...[1, 2, 3].map((index) => giftClaimRow({}, 500 + index))];
    const created = await upload(
      app,
      admin,
      { category: 'gift_claim' },
      { name: 'filled.xls', bytes: workbook(filled) },
    );
    const done = await waitForOutcome(app, admin, created.json().data.uuid);
    expect(done).toMatchObject({ status: 'done', num_of_success: 3, num_of_failed: 0, invalid_file: null });
  });

  it('a gift-claim-only user gets no customer template', async () => {
    const { app } = await setup();
    const auth = giftClaimOnly(app);
    expect(
      (await app.inject({ method: 'GET', url: '/download-file/templates/customer.xls', headers: auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/download-file/templates/gift_claim.xls', headers: auth }))
        .statusCode,
    ).toBe(200);
  });
});

describe('GET /api-admin/clients/divisions/{id}', () => {
  it('answers a known division and 404s an unknown one', async () => {
    const { app, admin } = await setup();
    const known = await app.inject({
      method: 'GET',
      url: '/api-admin/clients/divisions/div-consumer-care',
      headers: admin,
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ data: { id: 'div-consumer-care', name: 'Consumer Care' } });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api-admin/clients/divisions/div-nope',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('div-nope');
  });
});

describe('multipart edge cases', () => {
  it('a second file part is refused', async () => {
    const { app, admin } = await setup();
    const first = multipart(
      { category: 'customer' },
      { name: 'a.xls', bytes: workbook([headers('customer'), customerRow()]) },
    );
    const second = multipart({}, { name: 'b.xls', bytes: Buffer.from('x') });
    const boundary = first.headers['content-type']!.split('boundary=')[1]!;
    const otherBoundary = second.headers['content-type']!.split('boundary=')[1]!;
    const secondPart = second.payload.toString('latin1').replaceAll(otherBoundary, boundary);
    const payload = Buffer.concat([
      Buffer.from(first.payload.toString('latin1').replace(`--${boundary}--\r\n`, ''), 'latin1'),
      Buffer.from(secondPart, 'latin1'),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...admin, ...first.headers },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toBeTruthy();
  });

  it('an upload is listed as soon as it is accepted', async () => {
    const { app, admin } = await setup();
    const created = (
      await upload(
        app,
        admin,
        { category: 'customer' },
        {
          name: 'x.xls',
          bytes: workbook([headers('customer'), customerRow()]),
        },
      )
    ).json().data as UploadRecord;
    expect((await findUploadRecord(app, admin, created.uuid))?.status).toBe('execute');
  });
});

describe('restart recovery (PERSIST_STATE=on)', () => {
  it('finishes an upload a restart interrupted, and fails one whose stored file is gone, saying why', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-restart-'));
    // Slow stages, so that the first server is stopped while both uploads are still queued.
    const config = testConfig({ dataDir, persistState: true, timeScale: 1 });
    try {
      let app = await buildApp(config);
      await app.ready();
      let admin = await bearer(app, 'admin');
      const keep = (
        await upload(
          app,
          admin,
          { category: 'customer' },
          {
            name: 'keep.xls',
            bytes: workbook([headers('customer'), customerRow({}, 41), customerRow({}, 42)]),
          },
        )
      ).json().data as UploadRecord;
      const lose = (
        await upload(
          app,
          admin,
          { category: 'customer' },
          {
            name: 'lose.xls',
            bytes: workbook([headers('customer'), customerRow({}, 43)]),
          },
        )
      ).json().data as UploadRecord;
      await app.close();
      await rm(path.join(dataDir, lose.file_path));

      app = await buildApp({ ...config, timeScale: 0.01 });
      await app.ready();
      try {
        admin = await bearer(app, 'admin');
        expect((await findUploadRecord(app, admin, keep.uuid))?.status).toBe('execute');
        const kept = await waitForOutcome(app, admin, keep.uuid);
        expect(kept).toMatchObject({ status: 'done', num_of_success: 2, num_of_failed: 0 });
        expect(customerValues(app, 'SO-T000042')?.customer_name).toBe('Siti Rahayu 42');
        const lost = await waitForOutcome(app, admin, lose.uuid);
        expect(lost.status).toBe('failed');
        expect(lost.information).toContain('missing from storage');
      } finally {
        await app.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('GET /__mock/records/{area} (control API)', () => {
  it('finds records by a key, and is absent with MOCK_CONTROL off', async () => {
    const { app } = await setup();
    const claim = recordValues(Object.values(app.store.state.giftClaims.records)[3]!);
    const response = await app.inject({
      method: 'GET',
      url: `/__mock/records/giftClaims?key=id_claim&value=${encodeURIComponent(claim.id_claim!)}`,
    });
    expect(response.json()).toMatchObject({
      count: 1,
      records: [{ id_claim: claim.id_claim, nama: claim.nama }],
    });
    expect((await app.inject({ method: 'GET', url: '/__mock/records/orders' })).statusCode).toBe(400);
    await ctx!.close();
    ctx = await makeApp({ mockControl: false });
    expect((await ctx.app.inject({ method: 'GET', url: '/__mock/records/giftClaims' })).statusCode).toBe(404);
  });
});
