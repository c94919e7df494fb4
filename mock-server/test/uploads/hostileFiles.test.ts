import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportError, readWorkbookRows } from '../../src/uploads/spreadsheet.js';
import { inspectZip, MAX_UNPACKED_BYTES } from '../../src/uploads/zipGuard.js';
import { bearer, makeApp, type TestApp } from '../helpers.js';
import { customerRow, headers, upload, waitForOutcome, workbook } from './uploadHelpers.js';
import { buildZip, deflated, deflatedZeros, xlsxWithSheet, zipBomb } from './zipFixtures.js';

const MiB = 1024 * 1024;
const TOO_LARGE = 'The file is too large when unpacked';
const UNREADABLE = 'The file is not a readable Excel workbook';
/** Words of the parsing libraries that must never reach a user. */
const LIBRARY_TEXT = /zip|cfb|header|sector|expected|saw|inflate|invalid|unsupported|undefined|null|\bat\b/i;

function refusal(bytes: Buffer): string {
  try {
    readWorkbookRows(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError);
    return (error as Error).message;
  }
  throw new Error('the file was read');
}

describe('zip bombs are refused before SheetJS unpacks them', () => {
  it('a 1 GiB sheet packed into ~1 MB: refused from its central directory', async () => {
    const bomb = await zipBomb(1024 * MiB);
    expect(bomb.length).toBeLessThan(2 * MiB);
    const before = process.memoryUsage().arrayBuffers;
    expect(refusal(bomb)).toMatch(TOO_LARGE);
    // Nothing near the unpacked size was ever allocated.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * MiB);
  }, 60_000);

  it('an entry whose compression ratio is excessive is refused even when its size is within the limit', async () => {
    const bomb = await zipBomb(32 * MiB);
    expect(refusal(bomb)).toMatch(TOO_LARGE);
  });

  it('a header that lies about the unpacked size is caught while inflating, past the declared size', async () => {
    // 64 MiB of zeros declared as 2 KB: the declared size and ratio look harmless.
    const liar = xlsxWithSheet(await deflatedZeros(64 * MiB), 2048);
    expect(refusal(liar)).toMatch(TOO_LARGE);
  });

  it('entries whose declared sizes add up past the limit are refused before any is inflated', () => {
    // Each entry alone has a plausible ratio (~50); together they declare more than the limit.
    const junk = Buffer.alloc(MiB, 7);
    const count = Math.ceil(MAX_UNPACKED_BYTES / (50 * MiB)) + 1;
    const entries = Array.from({ length: count }, (_, index) => ({
      name: `xl/media/${index}.bin`,
      data: junk,
      declaredSize: 50 * MiB,
    }));
    expect(() => inspectZip(buildZip(entries))).toThrow(/declared unpacked size/);
  });

  it('a real workbook passes the guard and is read', () => {
    const bytes = workbook([headers('customer'), customerRow()], 'xlsx');
    const summary = inspectZip(bytes);
    expect(summary.unpackedBytes).toBe(summary.declaredUnpackedBytes);
    expect(readWorkbookRows(bytes).rows.length).toBe(2);
  });
});

describe('failure reasons are our words, never library text', () => {
  const good = workbook([headers('customer'), customerRow()], 'xlsx');
  const goodXls = workbook([headers('customer'), customerRow()], 'xls');
  const random = Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 256));
  const cases: [string, Buffer, string][] = [
    ['a truncated .xlsx', good.subarray(0, Math.floor(good.length / 2)), UNREADABLE],
    ['an .xlsx with a corrupted sheet', corrupt([headers('customer'), customerRow()]), UNREADABLE],
    ['zip magic and nothing else', Buffer.from('504b0304140000000000', 'hex'), UNREADABLE],
    ['a zip of something that is not a workbook', buildZip([deflated('notes.txt', 'hello')]), UNREADABLE],
    [
      'OLE2 magic followed by random bytes',
      Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), random]),
      UNREADABLE,
    ],
    ['a truncated .xls', goodXls.subarray(0, 1200), UNREADABLE],
    ['random bytes', random, 'The file is not an Excel spreadsheet'],
  ];
  it.each(cases)('%s', (_name, bytes, expected) => {
    const message = refusal(bytes);
    expect(message).toMatch(expected);
    expect(message).not.toMatch(LIBRARY_TEXT);
  });
});

/** A compressed .xlsx whose sheet entry's deflated bytes are overwritten with noise (headers intact). */
function corrupt(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const copy = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  const at = copy.indexOf('xl/worksheets/sheet1.xml');
  for (let index = at + 30; index < Math.min(copy.length - 200, at + 400); index += 1)
    copy[index] = index % 251;
  return copy;
}

describe('through the upload pipeline', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await makeApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('a zip bomb upload ends failed with "too large when unpacked", not "no sheet to import"', async () => {
    const admin = await bearer(ctx.app, 'admin');
    const bomb = await zipBomb(1024 * MiB);
    const response = await upload(
      ctx.app,
      admin,
      { category: 'customer' },
      { name: 'bomb.xlsx', bytes: bomb },
    );
    expect(response.statusCode).toBe(201);
    const outcome = await waitForOutcome(ctx.app, admin, response.json().data.uuid, 60_000);
    expect(outcome.status).toBe('failed');
    expect(outcome.information).toMatch(TOO_LARGE);
  }, 90_000);
});
