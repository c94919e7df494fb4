import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadRecord } from '../../src/state/files/files.js';
import { originalsDir } from '../../src/uploads/storage.js';
import { bearer, makeApp, type TestApp } from '../helpers.js';
import { customerRow, headers, multipart, workbook } from '../uploads/uploadHelpers.js';

/** Hostile or broken upload requests: refused with a clear status and message, leaving nothing behind. */

const LIMIT = 64 * 1024;
let ctx: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await makeApp({ maxUploadBytes: LIMIT });
  admin = await bearer(ctx.app, 'admin');
});
afterAll(async () => {
  await ctx.close();
});

async function storedFiles(): Promise<string[]> {
  return readdir(originalsDir(ctx.app.config.dataDir));
}

function uploads(): UploadRecord[] {
  return ctx.app.store.state.files.uploads;
}

async function post(payload: Buffer | string, contentType: string, extra: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...admin, 'content-type': contentType, ...extra },
    payload,
  });
}

describe('MAX_UPLOAD_MB is enforced by the mock itself', () => {
  it('a file over the limit is answered 413, nothing is recorded and nothing stays in storage', async () => {
    const before = uploads().length;
    const filesBefore = await storedFiles();
    const body = multipart(
      { category: 'customer' },
      { name: 'big.xls', bytes: Buffer.alloc(LIMIT + 1024, 1) },
    );
    const response = await post(body.payload, body.headers['content-type']!);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large: the limit is 64 KB.');
    expect(uploads().length).toBe(before);
    // The partial file is gone before the answer leaves (the route waits for its stream to close first).
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('a body declared far over the limit is refused from its Content-Length', async () => {
    const body = multipart({ category: 'customer' }, { name: 'big.xls', bytes: Buffer.alloc(4 * LIMIT, 1) });
    const response = await post(body.payload, body.headers['content-type']!);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large: the limit is 64 KB.');
  });

  it('a file just under the limit is accepted', async () => {
    const bytes = workbook([headers('customer'), customerRow()]);
    expect(bytes.length).toBeLessThan(LIMIT);
    const body = multipart({ category: 'customer' }, { name: 'ok.xls', bytes });
    const response = await post(body.payload, body.headers['content-type']!);
    expect(response.statusCode).toBe(201);
  });
});

describe('malformed multipart bodies are 400 with a clear message, never 500, and leave no file', () => {
  const file = workbook([headers('customer'), customerRow()]);
  const good = multipart({ category: 'customer' }, { name: 'ok.xls', bytes: file });
  const boundary = /boundary=(.*)$/.exec(good.headers['content-type']!)![1]!;
  const text = good.payload.toString('latin1');
  const partStart = text.indexOf('Content-Disposition: form-data; name="file"');
  const cases: [string, string | Buffer, string][] = [
    ['no boundary', good.payload, 'multipart/form-data'],
    ['an empty boundary', good.payload, 'multipart/form-data; boundary='],
    ['a wrong boundary', good.payload, 'multipart/form-data; boundary=not-the-one'],
    [
      'a body cut short inside the file',
      good.payload.subarray(0, partStart + 200),
      good.headers['content-type']!,
    ],
    [
      'part headers cut short',
      Buffer.from(text.slice(0, partStart + 30), 'latin1'),
      good.headers['content-type']!,
    ],
    [
      'no closing boundary',
      Buffer.from(text.slice(0, text.lastIndexOf(`--${boundary}--`)), 'latin1'),
      good.headers['content-type']!,
    ],
    ['an empty body', Buffer.alloc(0), good.headers['content-type']!],
  ];

  it.each(cases)('%s', async (_name, payload, contentType) => {
    const before = uploads().length;
    const filesBefore = await storedFiles();
    const response = await post(Buffer.from(payload), contentType);
    expect(response.statusCode).toBe(400);
    const message = response.json().message as string;
    expect(message.length).toBeGreaterThan(10);
    expect(message).not.toMatch(/internal server error/i);
    expect(uploads().length).toBe(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});

describe('error messages echo at most a short excerpt of the input', () => {
  const long = 'x'.repeat(5000);
  it.each([
    ['category', { category: long }],
    ['division_id', { category: 'customer', division_id: long }],
  ])('a long %s', async (_field, fields) => {
    const filesBefore = await storedFiles();
    const body = multipart(fields, { name: 'ok.xls', bytes: workbook([headers('customer'), customerRow()]) });
    const response = await post(body.payload, body.headers['content-type']!);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message.length).toBeLessThan(200);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});

it.each(['/download-file/', '/download-file/invalid/', '/download-file/templates/'])(
  'a long name in %s is quoted short in the 404',
  async (prefix) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${prefix}${'n'.repeat(95)}.xls`,
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message.length).toBeLessThan(80);
  },
);

it('stored originals are only those of accepted uploads', async () => {
  const recorded = new Set(uploads().map((upload) => path.basename(upload.file_path)));
  for (const name of await storedFiles()) expect(recorded.has(name)).toBe(true);
});
