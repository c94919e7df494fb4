import { UPLOAD_CATEGORY_RULES, type UploadCategory, type UploadStatus } from '@crm/domain';
import type { Faker } from '@faker-js/faker';
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { LruCache } from '../lib/lruCache.js';
import { DIVISIONS } from '../personas.js';
import { COLUMNS } from '../state/records/columns.js';
import { addUpload, markDone, markFailed, markProcessing, type UploadRecord } from '../state/files/files.js';
import type { MockState } from '../state/store/mockState.js';
import { recordValues, type RecordTable, type RecordValues } from '../state/records/recordTable.js';
import { CUSTOMER_CITIES } from './customers.js';
import {
  buildInvalidWorkbook,
  ImportError,
  parseUpload,
  writeTextWorkbook,
  type BookType,
  type WrittenCell,
} from '../uploads/spreadsheet.js';
import { storeInvalidSheet, storeOriginal } from '../uploads/storage.js';
import { GIFT_CLAIM_STATUSES, indonesianMobile, seedFaker, trackingNumber } from './giftClaims.js';

// Outcomes are computed by the same parser and validator as a live upload, so counts, files and reasons agree.
// The In-progress gift-claim uploads are finished by the pipeline on start, so nothing stays On Going.

interface Uploader {
  name: string;
  username: string;
  division: { id: string; name: string };
}

const UPLOADERS: Uploader[] = [
  { name: 'Ayu Admin', username: 'admin', division: DIVISIONS.consumerCare },
  { name: 'Dedi Dataentry', username: 'dataentry', division: DIVISIONS.consumerCare },
  { name: 'Rina Kusumawati', username: 'rina.k', division: DIVISIONS.service },
  { name: 'Yoga Pratama', username: 'yoga.p', division: DIVISIONS.marketing },
];

type Fault = 'missingMandatory' | 'badDate' | 'badPhone' | 'duplicate' | 'badQty' | 'formula';

type Outcome =
  | { kind: 'rows'; rows: number; faults?: Fault[]; status?: Exclude<UploadStatus, 'failed'> }
  | { kind: 'notSpreadsheet' }
  | { kind: 'wrongHeaders' }
  | { kind: 'empty' }
  | { kind: 'headersOnly' }
  | { kind: 'oversize' };

/** One line an upload: every plan has the same fields, in this order. */
function plan(
  category: UploadCategory,
  filename: string,
  uploader: number,
  daysAgo: number,
  outcome: Outcome,
) {
  return { category, filename, uploader, daysAgo, outcome };
}
type SeedUpload = ReturnType<typeof plan>;

const PLAN: SeedUpload[] = [
  plan('customer', 'service_orders_2024_w18.xls', 0, 24, { kind: 'rows', rows: 12 }),
  plan('customer', 'customer_data_jakarta.xls', 1, 19, {
    kind: 'rows',
    rows: 18,
    faults: ['missingMandatory', 'badPhone', 'badDate', 'duplicate'],
  }),
  plan('customer', 'Data Pelanggan Surabaya.xls', 2, 15, { kind: 'wrongHeaders' }),
  plan('customer', 'customers.pdf', 1, 11, { kind: 'notSpreadsheet' }),
  plan('customer', 'service_orders_2024_w22.xlsx', 0, 8, { kind: 'rows', rows: 9, faults: ['formula'] }),
  plan('customer', 'service_orders_2024_w23.xls', 1, 3, { kind: 'rows', rows: 14 }),
  plan('customer', 'service_orders_full_year.xls', 2, 1, { kind: 'oversize' }),
  plan('product_line', 'product_lines_2024.xls', 0, 21, { kind: 'rows', rows: 10 }),
  plan('product_line', 'product_lines_update.xls', 1, 9, {
    kind: 'rows',
    rows: 8,
    faults: ['missingMandatory', 'duplicate'],
  }),
  plan('product_line', 'product_lines_empty.xls', 3, 4, { kind: 'empty' }),
  plan('gift_claim', 'gift_claims_april.xls', 1, 27, {
    kind: 'rows',
    rows: 20,
    faults: ['badQty', 'badDate', 'badPhone'],
  }),
  plan('gift_claim', 'gift_claims_may.xls', 3, 16, { kind: 'rows', rows: 15 }),
  plan('gift_claim', 'gift_claims_template_only.xls', 1, 6, { kind: 'headersOnly' }),
  plan('gift_claim', 'gift_claims_shipping_update.xls', 0, 0, {
    kind: 'rows',
    rows: 6,
    faults: ['badQty'],
    status: 'process',
  }),
  plan('gift_claim', 'gift_claims_received.xls', 1, 0, { kind: 'rows', rows: 5, status: 'execute' }),
];

const CALL_TYPES = ['Installation', 'Repair', 'Maintenance', 'Inspection', 'Warranty Claim'];
const CALL_STATUSES = ['Completed', 'Pending', 'In Progress', 'Cancelled'];
const PRODUCT_LINES = [
  ['WM', 'Washing Machine'],
  ['RF', 'Refrigerator'],
  ['AC', 'Air Conditioner'],
  ['VC', 'Vacuum Cleaner'],
  ['CK', 'Cooker Hood'],
  ['MW', 'Microwave'],
];

function generatedCustomer(faker: Faker, now: Date): RecordValues {
  const [code, line] = faker.helpers.arrayElement(PRODUCT_LINES) as [string, string];
  const closure = faker.date.recent({ days: 60, refDate: now });
  const model = `${code}${faker.string.numeric(4)}${faker.string.alpha({ length: 2, casing: 'upper' })}`;
  return {
    customer_name: faker.person.fullName(),
    mobile_no: indonesianMobile(faker),
    call_type: faker.helpers.arrayElement(CALL_TYPES),
    service_order_no: `SO${faker.string.numeric(9)}`,
    model_code: model,
    // The customer rules refuse cities the data does not hold (@crm/domain).
    city: faker.helpers.arrayElement(CUSTOMER_CITIES),
    closure_date: closure.toISOString().slice(0, 10),
    call_status: faker.helpers.arrayElement(CALL_STATUSES),
    attended_time: closure.toISOString().slice(0, 19).replace('T', ' '),
    action_taken: faker.helpers.arrayElement([
      'Replaced part',
      'Cleaned filter',
      'Adjusted setting',
      'Installed unit',
    ]),
    engineer_name: faker.person.fullName(),
    reason_for_pending: '',
    service_provider_name: `ASC ${faker.location.city()}`,
    service_provider_code: `ASC${faker.string.numeric(4)}`,
    address: faker.location.streetAddress(),
    'product_line_alpha_-_numeric': code,
    model_description: `${line} ${model}`,
    brand_code: 'ELX',
    route: faker.helpers.arrayElement(['R1', 'R2', 'R3']),
    coverage_type: faker.helpers.arrayElement(['In Warranty', 'Out of Warranty', 'Extended Warranty']),
    pnc_number: faker.string.numeric(9),
    machine_serial_no: faker.string.alphanumeric({ length: 10, casing: 'upper' }),
    service_order_received_by: faker.helpers.arrayElement(['Call Center', 'WhatsApp', 'Website', 'Walk-in']),
    call_priority: faker.helpers.arrayElement(['High', 'Normal', 'Low']),
  };
}

function generatedProductLine(faker: Faker, index: number): RecordValues {
  const [code, line] = PRODUCT_LINES[index % PRODUCT_LINES.length] as [string, string];
  const model = `${code}${faker.string.numeric(4)}`;
  return {
    code: `${code}-${faker.string.numeric(3)}`,
    value: line,
    model_code: model,
    model_description: `${line} ${model}`,
  };
}

function rowsFor(
  category: UploadCategory,
  table: RecordTable,
  count: number,
  cursor: { next: number },
  faker: Faker,
  now: Date,
): RecordValues[] {
  const existing = Object.values(table.records);
  const rows: RecordValues[] = [];
  for (let index = 0; index < count; index += 1) {
    if (existing.length) {
      rows.push(recordValues(existing[cursor.next % existing.length]!));
      cursor.next += 1;
    } else if (category === 'customer') rows.push(generatedCustomer(faker, now));
    else rows.push(generatedProductLine(faker, index));
  }
  return rows;
}

function claimUpdates(
  table: RecordTable,
  count: number,
  cursor: { next: number },
  faker: Faker,
): RecordValues[] {
  const rows: RecordValues[] = [];
  const claims = Object.values(table.records).map(recordValues);
  for (const claim of claims.slice(cursor.next)) {
    cursor.next += 1;
    if (claim.status_klaim === GIFT_CLAIM_STATUSES[1]) {
      rows.push({ ...claim, status_klaim: GIFT_CLAIM_STATUSES[2], resi: trackingNumber(faker) });
    } else if (claim.status_klaim === GIFT_CLAIM_STATUSES[2]) {
      rows.push({ ...claim, status_klaim: GIFT_CLAIM_STATUSES[3] });
    }
    if (rows.length === count) break;
  }
  return rows;
}

function applyFault(category: UploadCategory, rows: RecordValues[], fault: Fault, faker: Faker): void {
  const row = rows[faker.number.int({ min: 0, max: rows.length - 1 })]!;
  switch (fault) {
    case 'missingMandatory':
      if (category === 'customer') row.mobile_no = '';
      else if (category === 'product_line') row.model_code = '';
      else row.nama = '';
      break;
    case 'badDate':
      if (category === 'gift_claim') row.tanggal_pembelian = '31/02/2024';
      else row.closure_date = '2024-13-45';
      break;
    case 'badPhone':
      if (category === 'gift_claim') row.no_hp = '0812-ABC';
      else row.mobile_no = '12345';
      break;
    case 'badQty':
      row.qty = faker.helpers.arrayElement(['0', '-1', '1.5', 'dua']);
      break;
    case 'formula':
      // A cell that a spreadsheet program would run: refused, and neutralised in the invalid-data sheet.
      row.customer_name = '=HYPERLINK("http://example.invalid","click")';
      row.mobile_no = '';
      break;
    case 'duplicate': {
      const copy = { ...rows[0]! };
      rows.push(copy);
      break;
    }
  }
}

function sheetRows(category: UploadCategory, rows: readonly RecordValues[]): string[][] {
  const columns = COLUMNS[category];
  return [
    columns.map((column) => column.name),
    ...rows.map((row) => columns.map((column) => row[column.key] ?? '')),
  ];
}

// Kept per content so a reset or a new app skips SheetJS (the unit tests build hundreds of apps); keyed by the
// seed's day, so bounded.
const SEED_CACHE_LIMIT = PLAN.length * 4;
const writtenWorkbooks = new LruCache<string, Buffer>(SEED_CACHE_LIMIT);
type SeededImport = { success: number; failed: number; invalidSheet: Buffer | null } | { refused: string };
const seededImports = new LruCache<string, SeededImport>(SEED_CACHE_LIMIT);

function seedWorkbook(rows: readonly (readonly WrittenCell[])[], bookType: BookType): Buffer {
  return writtenWorkbooks.getOrSet(`${bookType}:${JSON.stringify(rows)}`, () =>
    writeTextWorkbook('Data', rows, bookType),
  );
}

function importSeeded(category: UploadCategory, bytes: Buffer): SeededImport {
  const key = `${category}:${createHash('sha256').update(bytes).digest('hex')}`;
  return seededImports.getOrSet(key, () => {
    try {
      const result = parseUpload(category, bytes);
      return {
        success: result.validRows.length,
        failed: result.invalidRows.length,
        invalidSheet: result.invalidRows.length ? buildInvalidWorkbook(category, result.invalidRows) : null,
      };
    } catch (error) {
      if (!(error instanceof ImportError)) throw error;
      return { refused: error.message };
    }
  });
}

function planFile(
  plan: SeedUpload,
  state: MockState,
  cursors: Record<UploadCategory, { next: number }>,
  faker: Faker,
  now: Date,
): Buffer {
  const bookType: BookType = plan.filename.endsWith('.xlsx') ? 'xlsx' : 'xls';
  switch (plan.outcome.kind) {
    case 'rows': {
      const table = state[UPLOAD_CATEGORY_RULES[plan.category].table];
      const rows =
        plan.category === 'gift_claim' && plan.outcome.status && plan.outcome.status !== 'done'
          ? claimUpdates(table, plan.outcome.rows, cursors.gift_claim, faker)
          : rowsFor(plan.category, table, plan.outcome.rows, cursors[plan.category], faker, now);
      for (const fault of plan.outcome.faults ?? []) applyFault(plan.category, rows, fault, faker);
      return seedWorkbook(sheetRows(plan.category, rows), bookType);
    }
    case 'headersOnly':
      return seedWorkbook(sheetRows(plan.category, []), bookType);
    case 'wrongHeaders':
      return seedWorkbook(
        [
          ['Nama Pelanggan', 'Telepon', 'Kota'],
          ['Budi Santoso', '081234567890', 'Surabaya'],
        ],
        bookType,
      );
    case 'notSpreadsheet':
      return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    case 'empty':
    case 'oversize':
      return Buffer.alloc(0);
  }
}

export async function generateUploads(
  state: MockState,
  options: { seed: number; now: Date; dataDir: string },
): Promise<void> {
  const faker = seedFaker(options.seed, 7);
  // Files of uploads that no longer exist in the state go.
  await rm(path.join(options.dataDir, 'uploads'), { recursive: true, force: true });
  const cursors: Record<UploadCategory, { next: number }> = {
    customer: { next: 0 },
    product_line: { next: 0 },
    gift_claim: { next: 0 },
  };
  const nowMs = options.now.getTime();

  for (const [index, plan] of PLAN.entries()) {
    const uploader = UPLOADERS[plan.uploader]!;
    const uuid = faker.string.uuid();
    const inProgress = plan.outcome.kind === 'rows' && plan.outcome.status && plan.outcome.status !== 'done';
    const uploadedAt = inProgress
      ? new Date(nowMs - (PLAN.length - index) * 60_000)
      : new Date(nowMs - plan.daysAgo * 86_400_000 - faker.number.int({ min: 1, max: 8 * 3600 }) * 1000);
    const bytes = planFile(plan, state, cursors, faker, options.now);
    const kept = plan.outcome.kind !== 'oversize';
    const filePath = kept ? await storeOriginal(options.dataDir, uuid, plan.filename, bytes) : '';
    const iso = uploadedAt.toISOString();
    const upload: UploadRecord = addUpload(
      state.files,
      {
        uuid,
        category: plan.category,
        filename: plan.filename,
        file_path: filePath,
        upload_by_user_name: uploader.name,
        upload_by_username: uploader.username,
        upload_by_division_id: uploader.division.id,
        upload_by_division_name: uploader.division.name,
        file_size: plan.outcome.kind === 'oversize' ? 24 * 1024 * 1024 : bytes.length,
      },
      iso,
    );
    if (inProgress) {
      if (plan.outcome.kind === 'rows' && plan.outcome.status === 'process') {
        markProcessing(upload, new Date(uploadedAt.getTime() + 6000).toISOString());
      }
      continue;
    }
    const finishedAt = new Date(
      uploadedAt.getTime() + faker.number.int({ min: 8, max: 40 }) * 1000,
    ).toISOString();
    markProcessing(upload, finishedAt);
    if (plan.outcome.kind === 'oversize') {
      markFailed(upload, 'The file is larger than the upload limit of 20 MB.', finishedAt);
      continue;
    }
    const outcome = importSeeded(plan.category, bytes);
    if ('refused' in outcome) {
      markFailed(upload, outcome.refused, finishedAt);
      continue;
    }
    const invalidFile = outcome.invalidSheet
      ? await storeInvalidSheet(options.dataDir, uuid, outcome.invalidSheet)
      : null;
    markDone(
      upload,
      { success: outcome.success, failed: outcome.failed, invalidFilePath: invalidFile },
      finishedAt,
    );
  }
}
