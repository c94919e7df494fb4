import { filenameFromDisposition } from './download';
import { createFilesApi, lastSegment } from './files';
import { apiErrorFromResponse } from './apiError';
import { fakeHttp } from '../test/fakeHttp';

describe('download names', () => {
  it('the last segment of a stored path', () => {
    expect(lastSegment('uploads/invalid/abc-invalid.xlsx')).toBe('abc-invalid.xlsx');
    expect(lastSegment('abc.xls')).toBe('abc.xls');
    expect(lastSegment('')).toBe('');
  });

  it('reads Content-Disposition, preferring the RFC 5987 name', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="Daftar _.xls"; filename*=UTF-8''Daftar%20%C3%A9.xls`,
        'x',
      ),
    ).toBe('Daftar é.xls');
    expect(filenameFromDisposition('attachment; filename="a b.xls"', 'x')).toBe('a b.xls');
    expect(filenameFromDisposition('attachment; filename=plain.xls', 'x')).toBe('plain.xls');
    expect(filenameFromDisposition(undefined, 'fallback.xls')).toBe('fallback.xls');
  });
});

describe('createFilesApi', () => {
  it('uploads as multipart: category, division_id, then the file', async () => {
    const { http, requests } = fakeHttp({
      'POST /api/files': () => ({ data: { uuid: 'u-1', status: 'execute' } }),
    });
    const file = new File(['bytes'], 'c.xls', { type: 'application/vnd.ms-excel' });
    const record = await createFilesApi(http).upload({ file, category: 'customer', divisionId: 'div-1' });
    expect(record).toEqual({ uuid: 'u-1', status: 'execute' });
    const form = requests[0]!.body as FormData;
    expect([...form.keys()]).toEqual(['category', 'division_id', 'file']);
    expect(form.get('category')).toBe('customer');
    expect((form.get('file') as File).name).toBe('c.xls');
  });

  it('downloads with the bearer instance as bytes and names the file from the answer', async () => {
    const bytes = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]);
    const http = {
      get: vi.fn(async () => ({
        data: bytes.buffer,
        headers: {
          'content-type': 'application/vnd.ms-excel',
          'content-disposition': 'attachment; filename="mixed-invalid-data.xlsx"',
        },
      })),
    };
    const file = await createFilesApi(http as never).downloadInvalid('uploads/invalid/u-1-invalid.xlsx');
    expect(http.get).toHaveBeenCalledWith('/download-file/invalid/u-1-invalid.xlsx', {
      responseType: 'arraybuffer',
    });
    expect(file.filename).toBe('mixed-invalid-data.xlsx');
    expect(file.blob.type).toBe('application/vnd.ms-excel');
    const read = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(file.blob);
    });
    expect([...new Uint8Array(read)]).toEqual([...bytes]);
  });

  it("a failed download shows the server's message, read from the byte body", async () => {
    const body = new TextEncoder().encode(JSON.stringify({ message: 'File not found: x.xls' }));
    const http = {
      get: vi.fn(async () =>
        // What the one axios instance rejects with (its error catalogue reads the bytes: apiError.ts).
        Promise.reject(apiErrorFromResponse(404, body.buffer)),
      ),
    };
    await expect(
      createFilesApi(http as never).downloadOriginal('uploads/original/x.xls'),
    ).rejects.toMatchObject({
      status: 404,
      message: 'File not found: x.xls',
    });
  });
});
