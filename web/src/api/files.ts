import type { AxiosInstance, AxiosResponse } from 'axios';
import type { KeyFilter } from '../lib/filters';
import type { ApiError } from './apiError';
import type { Division } from './types';

/** Upload categories (spec part 1 section 3). */
export type UploadCategory = 'customer' | 'product_line' | 'gift_claim';

/** done, execute, process, failed; any other value is shown as Failed. */
export type UploadStatus = 'execute' | 'process' | 'done' | 'failed' | (string & {});

/** An upload (file) record, as POST /api/files/filter lists it and POST /api/files answers it. */
export interface UploadRecord {
  uuid: string;
  status: UploadStatus;
  category: UploadCategory;
  filename: string;
  /** Stored path of the original ('' when it could not be kept); its last segment is the download name. */
  file_path: string;
  invalid_file: { file_path: string } | null;
  num_of_success: number;
  num_of_failed: number;
  /** Why the upload failed ('' or absent otherwise). */
  information: string | null;
  upload_by_user_name: string;
  upload_by_division_name: string;
  updated_at: string;
  upload_at?: string;
  created_at?: string;
}

export interface UploadInput {
  file: File;
  category: UploadCategory;
  /** The user's first division (spec part 1 section 7). */
  divisionId?: string;
}

/** A downloaded file, ready to be saved under its server-given name. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The last path segment of a stored path: the name the download URLs take. */
export function lastSegment(storedPath: string): string {
  return storedPath.split('/').filter(Boolean).pop() ?? '';
}

/** The file name of a Content-Disposition header (RFC 5987 `filename*` preferred), else the fallback. */
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

/**
 * An error body arrives as bytes when the response type is arraybuffer: read its `message` so the user
 * sees the server's words rather than "The request failed (HTTP 404)".
 */
function withServerMessage(error: unknown): unknown {
  // (Duck-typed: importing the ApiError class would pull axios into the screens' static imports.)
  const apiError = error as Partial<ApiError> | null;
  if (!apiError || typeof apiError !== 'object' || !apiError.data || apiError.status === 502) return error;
  const data = apiError.data;
  const isArrayBuffer = Object.prototype.toString.call(data) === '[object ArrayBuffer]';
  const bytes = isArrayBuffer
    ? new Uint8Array(data as ArrayBuffer)
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : null;
  if (!bytes) return error;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(bytes)) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message.trim()) {
      (error as Error).message = parsed.message;
    }
  } catch {
    // not JSON: keep the generic message
  }
  return error;
}

/**
 * Upload list, upload, division lookup and downloads (spec part 1 section 7).
 *
 * Downloads need the bearer token, which a plain navigation or an <a href> cannot carry, so they are fetched
 * through axios and handed back as a Blob for the caller to save (lib/saveFile: an object URL and an
 * <a download>). The response type is `arraybuffer`, wrapped in a Blob here, rather than axios' `blob`,
 * because the same module runs in the Pact consumer tests on Node, where axios has no blob responses.
 */
export function createFilesApi(http: AxiosInstance) {
  async function download(url: string, fallbackName: string): Promise<DownloadedFile> {
    let response: AxiosResponse<ArrayBuffer>;
    try {
      response = await http.get<ArrayBuffer>(url, { responseType: 'arraybuffer' });
    } catch (error) {
      throw withServerMessage(error);
    }
    const type = String(response.headers['content-type'] ?? 'application/octet-stream');
    return {
      blob: new Blob([response.data], { type }),
      filename: filenameFromDisposition(
        response.headers['content-disposition'] as string | undefined,
        fallbackName,
      ),
    };
  }

  return {
    /** POST /api/files/filter: the upload records matching every filter (all of them for an empty list). */
    async filter(filters: KeyFilter[]): Promise<UploadRecord[]> {
      const response = await http.post<{ data: UploadRecord[] }>('/api/files/filter', { filters });
      return response.data.data;
    },

    /** POST /api/files (multipart: category, division_id, file). Answers the new record (status execute). */
    async upload({ file, category, divisionId }: UploadInput): Promise<UploadRecord> {
      const form = new FormData();
      form.append('category', category);
      if (divisionId) form.append('division_id', divisionId);
      // The file goes last, so the server has read the other fields by the time it streams the file.
      form.append('file', file, file.name);
      const response = await http.post<{ data: UploadRecord }>('/api/files', form);
      return response.data.data;
    },

    /** GET /api-admin/clients/divisions/{id}. */
    async division(id: string): Promise<Division> {
      const response = await http.get<{ data: Division }>(
        `/api-admin/clients/divisions/${encodeURIComponent(id)}`,
      );
      return response.data.data;
    },

    /** GET /download-file/{name}: the original upload. */
    downloadOriginal(filePath: string): Promise<DownloadedFile> {
      const name = lastSegment(filePath);
      return download(`/download-file/${encodeURIComponent(name)}`, name);
    },

    /** GET /download-file/invalid/{name}: the rows that were not imported, with their reasons. */
    downloadInvalid(filePath: string): Promise<DownloadedFile> {
      const name = lastSegment(filePath);
      return download(`/download-file/invalid/${encodeURIComponent(name)}`, name);
    },

    /** GET /download-file/templates/{category}.xls: the spreadsheet template of a category. */
    downloadTemplate(category: UploadCategory): Promise<DownloadedFile> {
      return download(`/download-file/templates/${category}.xls`, `${category}_template.xls`);
    },
  };
}

export type FilesApi = ReturnType<typeof createFilesApi>;
