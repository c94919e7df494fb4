import { fetchCustomerRecords, type CustomerFilter, type CustomerRecords } from '../../api/customers';
import { ApiError } from '../../api/errorCore';
import type { FieldEntry } from '../../api/fieldEntries';
import {
  CUSTOMER_PAGE_SIZE,
  buildCustomerListModel,
  buildCustomerRows,
  type CustomerFilterOptions,
  type CustomerRow,
} from './customerModel';

/**
 * The customer list's Web Worker, minus the worker plumbing (customerList.worker.ts), so tests can drive it.
 * It downloads and parses the list, keeps the parsed customers (the raw entries never reach the main thread
 * or Redux), and posts back only what the screen needs: the table rows, and the drop-down options after a
 * whole-list load.
 */

export type WorkerRequest =
  /** filters null: the whole list; a list: the filter call. */
  | { type: 'load'; requestId: number; token: string; filters: CustomerFilter[] | null }
  | { type: 'cancel'; requestId: number }
  /** The field entries of one loaded customer (the edit's PUT sends them back). */
  | { type: 'entries'; requestId: number; id: string };

export type WorkerEvent =
  /** The first page, as soon as it has arrived (lists of at least one full page). */
  | { type: 'first'; requestId: number; rows: CustomerRow[] }
  | { type: 'loaded'; requestId: number; rows: CustomerRow[]; options: CustomerFilterOptions | null }
  | { type: 'failed'; requestId: number; status: number | null; message: string }
  | { type: 'entries'; requestId: number; entries: FieldEntry[] | null };

export interface WorkerCoreOptions {
  fetch?: typeof fetch;
  baseUrl?: string;
}

export function createCustomerListWorker(
  post: (event: WorkerEvent) => void,
  options: WorkerCoreOptions = {},
) {
  const running = new Map<number, AbortController>();
  let records: CustomerRecords = {};

  async function load(request: Extract<WorkerRequest, { type: 'load' }>): Promise<void> {
    const { requestId } = request;
    const controller = new AbortController();
    running.set(requestId, controller);
    try {
      const loaded = await fetchCustomerRecords({
        token: request.token,
        filters: request.filters,
        baseUrl: options.baseUrl,
        fetch: options.fetch,
        signal: controller.signal,
        onFirst: {
          count: CUSTOMER_PAGE_SIZE,
          callback: (first) => {
            if (!controller.signal.aborted) {
              post({ type: 'first', requestId, rows: buildCustomerRows(Object.fromEntries(first)) });
            }
          },
        },
      });
      if (controller.signal.aborted) return;
      records = loaded;
      if (request.filters === null) {
        const model = buildCustomerListModel(loaded);
        post({ type: 'loaded', requestId, rows: model.rows, options: model.options });
      } else {
        post({ type: 'loaded', requestId, rows: buildCustomerRows(loaded), options: null });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      const apiError =
        error instanceof ApiError ? error : new ApiError(null, 'The customer list could not be read.');
      post({ type: 'failed', requestId, status: apiError.status, message: apiError.message });
    } finally {
      running.delete(requestId);
    }
  }

  return function handle(message: WorkerRequest): Promise<void> | void {
    switch (message.type) {
      case 'load':
        return load(message);
      case 'cancel':
        running.get(message.requestId)?.abort();
        running.delete(message.requestId);
        return;
      case 'entries':
        post({ type: 'entries', requestId: message.requestId, entries: records[message.id] ?? null });
        return;
    }
  };
}
