import {
  UPLOAD_CATEGORY_RULES,
  type UploadCategory,
  type UploadFields,
  type UploadStatus,
} from '@crm/domain';
import type { AxiosInstance } from 'axios';
import type { KeyFilter } from '../lib/filters';
import { downloadFile, type DownloadedFile } from './download';
import type { Division } from './types';

/** An upload (file) record, as POST /api/files/filter lists it and POST /api/files answers it. */
export interface UploadRecord extends UploadFields {
  /** Any other value is shown as Failed (lib/statuses). */
  status: UploadStatus | (string & {});
  /** Why the upload failed ('' or absent otherwise). */
  information: string | null;
  upload_at?: string;
  created_at?: string;
}

export interface UploadInput {
  file: File;
  category: UploadCategory;
  /** The user's first division (spec part 1 section 7). */
  divisionId?: string;
  /** Called as the body is sent, with the whole percentage of it sent so far. */
  onProgress?: (percent: number) => void;
}

/** The last path segment of a stored path: the name the download URLs take. */
export function lastSegment(storedPath: string): string {
  return storedPath.split('/').filter(Boolean).pop() ?? '';
}

/** Upload list, upload, division lookup and downloads (spec part 1 section 7; downloads: see download.ts). */
export function createFilesApi(http: AxiosInstance) {
  const download = (url: string, fallbackName: string): Promise<DownloadedFile> =>
    downloadFile(http, url, fallbackName);

  return {
    /** POST /api/files/filter: the upload records matching every filter (all of them for an empty list). */
    async filter(filters: KeyFilter[]): Promise<UploadRecord[]> {
      const response = await http.post<{ data: UploadRecord[] }>('/api/files/filter', { filters });
      return response.data.data;
    },

    /** POST /api/files (multipart: category, division_id, file). Answers the new record (status execute). */
    async upload({ file, category, divisionId, onProgress }: UploadInput): Promise<UploadRecord> {
      const form = new FormData();
      form.append('category', category);
      if (divisionId) form.append('division_id', divisionId);
      // The file goes last, so the server has read the other fields by the time it streams the file.
      form.append('file', file, file.name);
      const response = await http.post<{ data: UploadRecord }>(
        '/api/files',
        form,
        onProgress
          ? {
              onUploadProgress: ({ loaded, total }) => {
                if (total) onProgress(Math.min(100, Math.floor((loaded / total) * 100)));
              },
            }
          : undefined,
      );
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
      return download(`/download-file/templates/${category}.xls`, UPLOAD_CATEGORY_RULES[category].template);
    },
  };
}

export type { DownloadedFile } from './download';
