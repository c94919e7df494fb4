import type { AxiosInstance } from 'axios';
import { downloadFile } from './download';
import type { PropertyFilter } from '../lib/filters';

/** Calls and shapes of the reports area (spec part 2 sections 3 and 7). */

/**
 * A campaign report. Statuses are not enumerated by the spec; this backend sends PENDING, PROCESSING,
 * READY and FAILED (screens lower-case them). `file` is null until the report is ready; then a path whose
 * last segment is the download name.
 */
export interface Report {
  id: number;
  campaign_name: string;
  /** The division id the report is for. */
  client_id: string;
  /** The division's name. */
  division: string;
  channel_name: string;
  created_at: string;
  status: string;
  file: string | null;
  /** Why the report failed, when it did. */
  information?: string | null;
  channel_account_id?: number;
  request_status?: string[];
  updated_at?: string;
  requested_by_name?: string;
  total_rows?: number | null;
}

/** POST /api/reports/request. client_id is the division value; request_status the selected campaign statuses. */
export interface ReportRequest {
  client_id: string;
  campaign_name: string;
  channel_account_id: number;
  request_status: string[];
}

/** `status` equal to 1 means the request was accepted (spec part 2 section 7). */
export interface ReportRequestAnswer {
  status: number;
  message?: string;
  data?: Report;
}

interface Envelope<T> {
  data: T;
  message?: string;
}

/** The download name of a stored file path: its last segment. */
export function reportFileName(file: string | null | undefined): string {
  return (file ?? '').split(/[\\/]/).pop() ?? '';
}

export function createReportsApi(http: AxiosInstance) {
  return {
    async list(): Promise<Report[]> {
      const response = await http.get<Envelope<Report[]>>('/api/reports');
      return response.data.data;
    },

    async filter(filters: PropertyFilter[]): Promise<Report[]> {
      const response = await http.post<Envelope<Report[]>>('/api/reports/filter', { filters });
      return response.data.data;
    },

    /** Resolves with the answer whatever its status field says; the caller checks `status === 1`. */
    async request(body: ReportRequest): Promise<ReportRequestAnswer> {
      const response = await http.post<ReportRequestAnswer>('/api/reports/request', body);
      return response.data;
    },

    /** GET /download-file/reports/{filename} with the bearer token: the file's bytes. */
    async download(fileName: string): Promise<Blob> {
      return (await downloadFile(http, `/download-file/reports/${encodeURIComponent(fileName)}`, fileName))
        .blob;
    },
  };
}
