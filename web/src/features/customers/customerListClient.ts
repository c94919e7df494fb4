import { errorMessage } from '../../api/apiError';
import { currentLanguage, msg, raw, translate, type Text } from '../../i18n/i18n';
import { buffers, END, eventChannel, type EventChannel } from 'redux-saga';
import type { CustomerFilter } from '../../api/customers';
import type { CustomerPage, WorkerEvent, WorkerRequest } from './customerListWorkerCore';
import type { CustomerListLensSettings } from './customerListLens';
import type { CustomerEditValues } from './customerRules';
import { unpackOptions, type PackedFilterOptions } from './customerOptionsWire';

/** The main thread's side of the worker: one for the page's lifetime, answers routed by request number. */

export type ListEvent = Exclude<WorkerEvent, { type: 'page' | 'exported' | 'exportFailed' }>;

type WithOptions = Extract<WorkerEvent, { type: 'loaded' | 'options' }>;
/** Options packed: customerOptionsWire.ts. */
export type WireEvent =
  | Exclude<WorkerEvent, WithOptions>
  | (Omit<Extract<WithOptions, { type: 'loaded' }>, 'options'> & { options: PackedFilterOptions | null })
  | (Omit<Extract<WithOptions, { type: 'options' }>, 'options'> & { options: PackedFilterOptions });

const workerFailed = (loaded: number): Text => msg('customers.load.workerStopped', { loaded });

let worker: Worker | undefined;
let nextRequestId = 1;
const listeners = new Map<number, (event: WorkerEvent) => void>();
/** For the message when the worker itself dies. */
const progress = new Map<number, number>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./customerList.worker.ts', import.meta.url), {
      type: 'module',
      name: 'customer-list',
    });
    worker.onmessage = (event: MessageEvent<WireEvent>) => {
      const data = event.data;
      if ((data.type !== 'loaded' && data.type !== 'options') || !data.options) {
        listeners.get(data.requestId)?.(data);
        return;
      }
      // The options are read a part per task; the request may have been closed meanwhile.
      void unpackOptions(data.options).then(
        (unpacked) => listeners.get(data.requestId)?.({ ...data, options: unpacked }),
        (error: unknown) => {
          const message = msg('customers.load.optionsUnreadable', {
            reason: errorMessage(error, { fallback: raw(String(error)) }).summary,
          });
          listeners.get(data.requestId)?.({
            type: 'failed',
            requestId: data.requestId,
            status: null,
            message,
            loaded: data.type === 'loaded' ? data.page.total : 0,
          });
        },
      );
    };
    // The worker script itself failed (not a request: those answer 'failed'); every waiting request fails.
    worker.onerror = (event) => {
      event.preventDefault();
      console.error('Customer list worker failed', event.message);
      for (const [requestId, listener] of [...listeners]) {
        const loaded = progress.get(requestId) ?? 0;
        listener({ type: 'failed', requestId, status: null, message: workerFailed(loaded), loaded });
      }
      worker?.terminate();
      worker = undefined;
    };
  }
  return worker;
}

function send(message: WorkerRequest): void {
  getWorker().postMessage(message);
}

/** So the worker is ready when the first load is. */
export function prepareCustomerListWorker(): void {
  if (typeof Worker !== 'undefined') getWorker();
}

/** Closing the channel early cancels the request (and its download). */
export function openCustomerListChannel(request: {
  token: string;
  filters: CustomerFilter[] | null;
  page?: number;
  /** Absent: the worker keeps its current ones. */
  lens?: CustomerListLensSettings;
  /** Answered at once from the whole list in memory, then by its call. */
  preview?: boolean;
}): EventChannel<ListEvent> {
  return eventChannel<ListEvent>((emit) => {
    const requestId = nextRequestId++;
    let finished = false;
    progress.set(requestId, 0);
    listeners.set(requestId, (event) => {
      if (event.type === 'page' || event.type === 'exported' || event.type === 'exportFailed') return;
      if (event.type === 'progress') progress.set(requestId, event.loaded);
      emit(event);
      if (event.type !== 'progress' && event.type !== 'preview') {
        finished = true;
        listeners.delete(requestId);
        progress.delete(requestId);
        emit(END);
      }
    });
    send({
      type: 'load',
      requestId,
      token: request.token,
      language: currentLanguage(),
      filters: request.filters,
      page: request.page,
      preview: request.preview,
      lens: request.lens,
    });
    return () => {
      listeners.delete(requestId);
      progress.delete(requestId);
      if (!finished) send({ type: 'cancel', requestId });
    };
  }, buffers.expanding<ListEvent>(16));
}

/** Closing the channel early cancels the read. */
export function openCustomerOptionsChannel(request: { token: string }): EventChannel<ListEvent> {
  return eventChannel<ListEvent>((emit) => {
    const requestId = nextRequestId++;
    let finished = false;
    listeners.set(requestId, (event) => {
      if (event.type !== 'options' && event.type !== 'failed') return;
      finished = true;
      listeners.delete(requestId);
      emit(event);
      emit(END);
    });
    send({ type: 'options', requestId, token: request.token, language: currentLanguage() });
    return () => {
      listeners.delete(requestId);
      if (!finished) send({ type: 'cancel', requestId });
    };
  }, buffers.expanding<ListEvent>(4));
}

/** Values: an edit; null: a delete. */
export function patchCustomerList(id: string, values: CustomerEditValues | null, lastUpdate = ''): void {
  if (typeof Worker === 'undefined') return;
  send({ type: 'patch', requestId: 0, id, values, lastUpdate });
}

/** One page of the list as the worker holds it ('page') or as `settings` view it ('view'). */
function requestPage(message: WorkerRequest & { type: 'page' | 'view' }): Promise<CustomerPage> {
  return new Promise((resolve, reject) => {
    listeners.set(message.requestId, (event) => {
      listeners.delete(message.requestId);
      if (event.type === 'page') resolve(event.page);
      else if (event.type === 'failed') reject(new Error(translate(event.message)));
    });
    send(message);
  });
}

export function customerListPage(page: number): Promise<CustomerPage> {
  return requestPage({ type: 'page', requestId: nextRequestId++, page });
}

export function customerListView(settings: CustomerListLensSettings, page: number): Promise<CustomerPage> {
  return requestPage({ type: 'view', requestId: nextRequestId++, settings, page });
}

/** Built in the worker; `headers` in the user's language, in CUSTOMER_LIST_COLUMNS' order. */
export function exportCustomerList(
  sheetName: string,
  headers: readonly string[],
): Promise<{ bytes: ArrayBuffer; rows: number }> {
  return new Promise((resolve, reject) => {
    const requestId = nextRequestId++;
    listeners.set(requestId, (event) => {
      listeners.delete(requestId);
      if (event.type === 'exported') resolve({ bytes: event.bytes, rows: event.rows });
      else if (event.type === 'exportFailed' || event.type === 'failed')
        reject(new Error(translate(event.message)));
    });
    send({ type: 'export', requestId, sheetName, headers });
  });
}
