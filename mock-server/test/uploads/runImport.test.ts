import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROWS_PER_MESSAGE } from '../../src/uploads/importWorker.js';
import { startImport } from '../../src/uploads/runImport.js';
import { customerRow, headers, readBack, workbook } from './uploadHelpers.js';
import { readFile } from 'node:fs/promises';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'crm-run-import-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the import worker', () => {
  it('hands back every valid row, in order, across several chunks, and writes the invalid rows', async () => {
    const count = ROWS_PER_MESSAGE * 2 + 321;
    const rows = [headers('customer')];
    for (let index = 1; index <= count; index += 1) {
      rows.push(customerRow(index % 1000 === 0 ? { mobile_no: '' } : {}, index));
    }
    const source = path.join(dir, 'many.xlsx');
    await writeFile(source, workbook(rows, 'xlsx'));
    const reply = await startImport({
      category: 'customer',
      sourcePath: source,
      invalidPathBase: path.join(dir, 'many-invalid'),
      language: 'en',
    }).result;
    if (!reply.ok) throw new Error(reply.information);
    const invalid = Math.floor(count / 1000);
    expect(reply.totalRows).toBe(count);
    expect(reply.invalidCount).toBe(invalid);
    expect(reply.validRows).toHaveLength(count - invalid);
    const serviceOrder = reply.keys.indexOf('service_order_no');
    expect(reply.validRows[0]![serviceOrder]).toBe('SO-T000001');
    expect(reply.validRows.at(-1)![serviceOrder]).toBe(`SO-T${String(count).padStart(6, '0')}`);
    expect(reply.stats.heapUsedPeakBytes).toBeGreaterThan(0);
    const sheet = readBack(await readFile(reply.invalidFile!));
    expect(sheet).toHaveLength(invalid + 1);
  });

  it('a file that cannot be read is an outcome, not a crash', async () => {
    const reply = await startImport({
      category: 'gift_claim',
      sourcePath: path.join(dir, 'missing.xls'),
      invalidPathBase: path.join(dir, 'x'),
      language: 'en',
    }).result;
    expect(reply).toMatchObject({ ok: false });
    if (reply.ok) return;
    expect(reply.information).toBe(
      'The file could not be processed because of an unexpected server error: upload it again.',
    );
    // The server path stays in the log detail, out of the text users see.
    expect(reply.information).not.toContain(dir);
    expect(reply.detail).toContain('ENOENT');
  });

  it('a terminated worker settles as failed', async () => {
    const source = path.join(dir, 'small.xls');
    await writeFile(source, workbook([headers('customer'), customerRow()]));
    const handle = startImport({
      category: 'customer',
      sourcePath: source,
      invalidPathBase: path.join(dir, 'y'),
      language: 'en',
    });
    await handle.terminate();
    expect(await handle.result).toMatchObject({ ok: false });
  });
});
