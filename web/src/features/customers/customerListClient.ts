import { buffers, END, eventChannel, type EventChannel } from 'redux-saga';
import type { CustomerFilter } from '../../api/customers';
import type { FieldEntry } from '../../api/fieldEntries';
import type { WorkerEvent, WorkerRequest } from './customerListWorkerCore';

/**
 * The main thread's side of the customer list worker: one worker for the page's lifetime, requests
 * numbered, answers routed back to whoever asked.
 */

export type ListEvent = Exclude<WorkerEvent, { type: 'entries' }>;

const WORKER_FAILED = 'The customer list could not be loaded. Reload the page to try again.';

let worker: Worker | undefined;
let nextRequestId = 1;
const listeners = new Map<number, (event: WorkerEvent) => void>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./customerList.worker.ts', import.meta.url), {
      type: 'module',
      name: 'customer-list',
    });
    worker.onmessage = (event: MessageEvent<WorkerEvent>) =>
      listeners.get(event.data.requestId)?.(event.data);
    // The worker script itself failed (not a request: those answer 'failed'); every waiting request fails.
    worker.onerror = (event) => {
      event.preventDefault();
      console.error('Customer list worker failed', event.message);
      for (const [requestId, listener] of [...listeners]) {
        listener({ type: 'failed', requestId, status: null, message: WORKER_FAILED });
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

/** Starts the worker early (the list screen's module calls it), so it is ready when the first load is. */
export function prepareCustomerListWorker(): void {
  if (typeof Worker !== 'undefined') getWorker();
}

/**
 * Loads the list (filters null) or the filter result in the worker. The channel gives 'first' (maybe),
 * then 'loaded' or 'failed', then ends; closing it early cancels the request (and its download).
 */
export function openCustomerListChannel(request: {
  token: string;
  filters: CustomerFilter[] | null;
}): EventChannel<ListEvent> {
  return eventChannel<ListEvent>((emit) => {
    const requestId = nextRequestId++;
    let finished = false;
    listeners.set(requestId, (event) => {
      if (event.type === 'entries') return;
      emit(event);
      if (event.type !== 'first') {
        finished = true;
        listeners.delete(requestId);
        emit(END);
      }
    });
    send({ type: 'load', requestId, token: request.token, filters: request.filters });
    return () => {
      listeners.delete(requestId);
      if (!finished) send({ type: 'cancel', requestId });
    };
  }, buffers.expanding<ListEvent>(4));
}

/** The field entries of a customer of the last load (null when the worker does not have it). */
export function loadedCustomerEntries(id: string): Promise<FieldEntry[] | null> {
  return new Promise((resolve) => {
    const requestId = nextRequestId++;
    listeners.set(requestId, (event) => {
      if (event.type === 'entries') {
        listeners.delete(requestId);
        resolve(event.entries);
      } else if (event.type === 'failed') {
        listeners.delete(requestId);
        resolve(null);
      }
    });
    send({ type: 'entries', requestId, id });
  });
}
