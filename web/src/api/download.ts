import type { AxiosInstance, AxiosResponse } from 'axios';

/**
 * Downloads (uploaded originals, invalid-data sheets, templates, reports) need the bearer token, which a plain
 * navigation or an <a href> cannot carry, so they are fetched through the app's axios instance and handed back
 * as a Blob for the caller to save (components/saveFile). The response type is `arraybuffer`, wrapped in a Blob here,
 * rather than axios' `blob`, because the same modules run in the Pact consumer tests on Node.
 */

/** A downloaded file, ready to be saved under its server-given name. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first), or the fallback. */
export function filenameFromDisposition(header: string | undefined | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || fallback;
}

/** GET `url` with the bearer token: the file's bytes, type and name (the fallback when the server gives none). */
export async function downloadFile(
  http: AxiosInstance,
  url: string,
  fallbackName: string,
): Promise<DownloadedFile> {
  // A failed download's body arrives as bytes too: the client's error catalogue (apiError.ts) reads the
  // server's message out of them.
  const response: AxiosResponse<ArrayBuffer> = await http.get<ArrayBuffer>(url, {
    responseType: 'arraybuffer',
  });
  // (Test doubles may answer without headers.)
  const headers = response.headers ?? {};
  const type = String(headers['content-type'] ?? 'application/octet-stream');
  return {
    blob: new Blob([response.data], { type }),
    filename: filenameFromDisposition(headers['content-disposition'] as string | undefined, fallbackName),
  };
}
