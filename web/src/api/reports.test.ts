import type { AxiosInstance } from 'axios';
import { ApiError } from './apiError';
import { createReportsApi, reportFileName } from './reports';

function httpRejecting(error: unknown) {
  return { get: vi.fn(async () => Promise.reject(error)) } as unknown as AxiosInstance;
}

describe('reports API module', () => {
  it('the download name is the last segment of the stored path', () => {
    expect(reportFileName('reports/report-1-a.xlsx')).toBe('report-1-a.xlsx');
    expect(reportFileName('C:\\files\\reports\\b.xlsx')).toBe('b.xlsx');
    expect(reportFileName('c.xlsx')).toBe('c.xlsx');
    expect(reportFileName(null)).toBe('');
  });

  it('downloads as a blob from /download-file/reports/{name}, the name encoded', async () => {
    const blob = new Blob(['x']);
    const http = { get: vi.fn(async () => ({ data: blob })) } as unknown as AxiosInstance;
    await expect(createReportsApi(http).download('a b#.xlsx')).resolves.toBe(blob);
    expect(http.get).toHaveBeenCalledWith('/download-file/reports/a%20b%23.xlsx', { responseType: 'blob' });
  });

  it("a failed download shows the server's message, read out of the blob body", async () => {
    const body = new Blob([JSON.stringify({ message: 'No such report file.' })], {
      type: 'application/json',
    });
    const api = createReportsApi(httpRejecting(new ApiError(404, 'The request failed (HTTP 404).', body)));
    await expect(api.download('x.xlsx')).rejects.toMatchObject({
      status: 404,
      message: 'No such report file.',
    });
  });

  it('a 502 keeps the spec text; a body that is not JSON keeps the generic message', async () => {
    const body = new Blob(['<html>bad gateway</html>']);
    await expect(
      createReportsApi(httpRejecting(new ApiError(502, 'Something Wrong (502) Bad Gateway', body))).download(
        'x',
      ),
    ).rejects.toMatchObject({ message: 'Something Wrong (502) Bad Gateway' });
    await expect(
      createReportsApi(httpRejecting(new ApiError(500, 'The request failed (HTTP 500).', body))).download(
        'x',
      ),
    ).rejects.toMatchObject({ message: 'The request failed (HTTP 500).' });
  });
});
