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

const isListEvent = (event: WorkerEvent): event is ListEvent =>
  event.type !== 'page' && event.type !== 'exported' && event.type !== 'exportFailed';

/** The answers to `message` as they come, up to the one `classify` calls the last; closed early, it cancels. */
function openChannel(
  message: WorkerRequest,
  bufferSize: number,
  classify: (event: ListEvent) => 'drop' | 'next' | 'last',
): EventChannel<ListEvent> {
  const { requestId } = message;
  return eventChannel<ListEvent>((emit) => {
    let finished = false;
    const forget = () => {
      listeners.delete(requestId);
      progress.delete(requestId);
    };
    listeners.set(requestId, (event) => {
      if (!isListEvent(event)) return;
      const kind = classify(event);
      if (kind === 'drop') return;
      emit(event);
      if (kind !== 'last') return;
      finished = true;
      forget();
      emit(END);
    });
    send(message);
    return () => {
      forget();
      if (!finished) send({ type: 'cancel', requestId });
    };
  }, buffers.expanding<ListEvent>(bufferSize));
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
  const requestId = nextRequestId++;
  progress.set(requestId, 0);
  const load = { type: 'load', requestId, language: currentLanguage(), ...request } as const;
  return openChannel(load, 16, (event) => {
    if (event.type === 'progress') progress.set(requestId, event.loaded);
    return event.type === 'progress' || event.type === 'preview' ? 'next' : 'last';
  });
}

/** Closing the channel early cancels the read. */
export function openCustomerOptionsChannel({ token }: { token: string }): EventChannel<ListEvent> {
  const options = {
    type: 'options',
    requestId: nextRequestId++,
    token,
    language: currentLanguage(),
  } as const;
  return openChannel(options, 4, (event) =>
    event.type === 'options' || event.type === 'failed' ? 'last' : 'drop',
  );
}

/** Values: an edit; null: a delete. */
export function patchCustomerList(id: string, values: CustomerEditValues | null, lastUpdate = ''): void {
  if (typeof Worker === 'undefined') return;
  send({ type: 'patch', requestId: 0, id, values, lastUpdate });
}

/** The one answer to `message` that `read` takes (a failure rejects); the first answer ends the request. */
function ask<T>(message: WorkerRequest, read: (event: WorkerEvent) => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    listeners.set(message.requestId, (event) => {
      listeners.delete(message.requestId);
      if (event.type === 'failed' || event.type === 'exportFailed')
        reject(new Error(translate(event.message)));
      const value = read(event);
      if (value !== undefined) resolve(value);
    });
    send(message);
  });
}

const pageOf = (event: WorkerEvent) => (event.type === 'page' ? event.page : undefined);

/** One page of the list as the worker holds it. */
export function customerListPage(page: number): Promise<CustomerPage> {
  return ask({ type: 'page', requestId: nextRequestId++, page }, pageOf);
}

/** One page of the list as `settings` view it. */
export function customerListView(settings: CustomerListLensSettings, page: number): Promise<CustomerPage> {
  return ask({ type: 'view', requestId: nextRequestId++, settings, page }, pageOf);
}

/** Built in the worker; `headers` in the user's language, in CUSTOMER_LIST_COLUMNS' order. */
export function exportCustomerList(
  sheetName: string,
  headers: readonly string[],
): Promise<{ bytes: ArrayBuffer; rows: number }> {
  return ask({ type: 'export', requestId: nextRequestId++, sheetName, headers }, (event) =>
    event.type === 'exported' ? { bytes: event.bytes, rows: event.rows } : undefined,
  );
}
