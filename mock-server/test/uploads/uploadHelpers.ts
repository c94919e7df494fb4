import { type UploadCategory } from '@crm/domain';
import * as XLSX from '@e965/xlsx';
import type { FastifyInstance } from 'fastify';
import { COLUMNS } from '../../src/state/records/columns.js';
import type { UploadRecord } from '../../src/state/files/files.js';

/** A multipart/form-data body as a browser sends it (fields first, then the file). */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer | Uint8Array; type?: string; field?: string },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----crmtest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/vnd.ms-excel'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A workbook written by SheetJS, as a user's spreadsheet program would. */
export function workbook(rows: unknown[][], bookType: 'xls' | 'xlsx' = 'xls'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: bookType === 'xls' ? 'biff8' : 'xlsx' }) as Buffer;
}

export function headers(category: UploadCategory): string[] {
  return COLUMNS[category].map((column) => column.name);
}

/** Rows of a workbook (first sheet) as text. */
export function readBack(bytes: Buffer | Uint8Array): string[][] {
  const book = XLSX.read(bytes, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]!]!;
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}

export function customerRow(overrides: Record<string, string> = {}, index = 1): string[] {
  const values: Record<string, string> = {
    customer_name: `Siti Rahayu ${index}`,
    mobile_no: `08123456${String(index).padStart(4, '0')}`,
    call_type: 'Repair',
    service_order_no: `SO-T${String(index).padStart(6, '0')}`,
    model_code: 'WM1234AB',
    city: 'Bandung',
    closure_date: '2024-05-02',
    attended_time: '2024-05-02 10:30:00',
    'product_line_alpha_-_numeric': 'WM',
    ...overrides,
  };
  return COLUMNS.customer.map((column) => values[column.key] ?? '');
}

export function giftClaimRow(overrides: Record<string, string> = {}, index = 1): string[] {
  const values: Record<string, string> = {
    nama: `Budi Santoso ${index}`,
    no_hp: `0857${String(index).padStart(8, '0')}`,
    id_claim: `GC-TEST-${String(index).padStart(5, '0')}`,
    toko_: 'Electronic City Bandung',
    tanggal_pembelian: '2024-04-01',
    pembelian: 'Electrolux EWF8024D3WB',
    tanggal_klaim: '2024-04-20',
    hadiah: 'Voucher Belanja Rp250.000',
    qty: '1',
    resi: '',
    status_klaim: 'Menunggu Verifikasi',
    ...overrides,
  };
  return COLUMNS.gift_claim.map((column) => values[column.key] ?? '');
}

export async function upload(
  app: FastifyInstance,
  auth: Record<string, string>,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer | Uint8Array; type?: string },
) {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

export async function findUploadRecord(
  app: FastifyInstance,
  auth: Record<string, string>,
  uuid: string,
): Promise<UploadRecord | undefined> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/files/filter',
    headers: auth,
    payload: { filters: [{ key: 'id', value: uuid }] },
  });
  return response.json<{ data: UploadRecord[] }>().data[0];
}

/** Polls the filter call until the upload leaves execute/process. */
export async function waitForOutcome(
  app: FastifyInstance,
  auth: Record<string, string>,
  uuid: string,
  timeoutMs = 15_000,
): Promise<UploadRecord> {
  const deadline = Date.now() + timeoutMs;
  const seen = new Set<string>();
  while (Date.now() < deadline) {
    const record = await findUploadRecord(app, auth, uuid);
    if (record) seen.add(record.status);
    if (record && record.status !== 'execute' && record.status !== 'process') {
      return Object.assign(record, { seenStatuses: [...seen] });
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`upload ${uuid} did not finish within ${timeoutMs} ms (seen: ${[...seen].join(', ')})`);
}
