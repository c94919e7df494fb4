import type { AxiosInstance } from 'axios';
import { apiErrorFromResponse } from './apiError';
import { createReportsApi, reportFileName } from './reports';

/** jsdom's Blob has no text(): read it the way browsers always could. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('the blob could not be read'));
    reader.readAsText(blob);
  });
}

function httpRejecting(error: unknown) {
  return {
    get: vi.fn(async () => {
      throw error;
    }),
  } as unknown as AxiosInstance;
}

describe('reports API module', () => {
  it('the download name is the last segment of the stored path', () => {
    expect(reportFileName('reports/report-1-a.xlsx')).toBe('report-1-a.xlsx');
    expect(reportFileName('C:\\files\\reports\\b.xlsx')).toBe('b.xlsx');
    expect(reportFileName('c.xlsx')).toBe('c.xlsx');
    expect(reportFileName(null)).toBe('');
  });

  it('downloads the bytes from /download-file/reports/{name}, the name encoded, as a typed Blob', async () => {
    const bytes = new TextEncoder().encode('xlsx bytes').buffer;
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const http = {
      get: vi.fn(async () => ({ data: bytes, headers: { 'content-type': type } })),
    } as unknown as AxiosInstance;
    const blob = await createReportsApi(http).download('a b#.xlsx');
    expect(blob.type).toBe(type);
    expect(await readText(blob)).toBe('xlsx bytes');
    expect(http.get).toHaveBeenCalledWith('/download-file/reports/a%20b%23.xlsx', {
      responseType: 'arraybuffer',
    });
  });

  it("a failed download shows the server's message, read out of the body's bytes", async () => {
    const body = new TextEncoder().encode(JSON.stringify({ message: 'No such report file.' })).buffer;
    // What the one axios instance rejects with (its error catalogue reads the bytes: apiError.ts).
    const api = createReportsApi(httpRejecting(apiErrorFromResponse(404, body)));
    await expect(api.download('x.xlsx')).rejects.toMatchObject({
      status: 404,
      message: 'No such report file.',
    });
  });

  it('a 502 keeps the spec text; a body that is not JSON keeps the generic message', async () => {
    const body = new TextEncoder().encode('<html>bad gateway</html>').buffer;
    await expect(
      createReportsApi(httpRejecting(apiErrorFromResponse(502, body))).download('x'),
    ).rejects.toMatchObject({ message: 'Something Wrong (502) Bad Gateway' });
    await expect(
      createReportsApi(httpRejecting(apiErrorFromResponse(500, body))).download('x'),
    ).rejects.toMatchObject({ message: 'The request failed (HTTP 500).' });
  });
});
