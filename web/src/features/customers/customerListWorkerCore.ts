import { openCustomerList, type CustomerFilter } from '../../api/customers';
import { errorMessage, errorStatus } from '../../api/apiError';
import { msg, raw, type Language, type MessageId, type Text } from '../../i18n/i18n';
import { PAGE_SIZE, type PageSlice } from '../../lib/pagination';
import { buildTableWorkbook } from '../../lists/exportRows';
import { CUSTOMER_EXPORT_LIMIT, CustomerListLens, type CustomerListLensSettings } from './customerListLens';
import { CustomerListFormatError, CustomerListScanner } from './customerListScanner';
import { CustomerStore } from './customerStore';
import { type CustomerEditValues, type CustomerFilterOptions, type CustomerRow } from './customerRules';

/**
 * The customer list's Web Worker, minus the worker plumbing (customerList.worker.ts), so tests can drive it.
 * It reads the list as a stream (customerListScanner.ts cuts it into batches for the native JSON.parse),
 * keeps the customers in a compact column store (customerStore.ts), and posts back only what the screen
 * shows: one page of rows, the count read so far, and the drop-down options after a whole-list load.
 * A list that cannot be read whole (cut off, out of memory, not JSON) is reported as failed with what
 * happened and how many customers had been read; its partial rows are never presented as the list.
 *
 * A filter applied while the whole list is loaded is answered twice: at once with a preview computed from the
 * whole list in memory (the filter call's meaning, see CustomerStore.matching), then with the filter call's
 * own answer, which replaces it. At 250,000 customers the call's answer takes seconds; the preview, tens of
 * milliseconds. The server stays the truth: what it answers is what is finally shown (a customer changed by
 * someone else since the list was read appears as the server has it). Edits and deletes made here patch the
 * whole list, so a preview never shows what this user has just changed as it was.
 */

export type WorkerRequest =
  /**
   * filters null: the whole list; a list: the filter call. `page`: the page to answer with when loaded.
   * `preview`: answer a filter from the whole list at once, before the call's own answer.
   */
  | {
      type: 'load';
      requestId: number;
      token: string;
      /** The user's language: the calls' Accept-Language (the worker has no catalogue of its own). */
      language: Language;
      filters: CustomerFilter[] | null;
      page?: number;
      preview?: boolean;
      /** Sort and quick search to apply to the list once loaded (absent: keep the current ones). */
      lens?: CustomerListLensSettings;
    }
  /**
   * The drop-downs' options after a filtered first load (a reload, a pasted link): the whole list is read in
   * the background, kept for previews, and answered with 'options' only; the list on screen stays.
   */
  | { type: 'options'; requestId: number; token: string; language: Language }
  /** An edit (or a delete: values null) the server accepted, applied to the lists the worker holds. */
  | { type: 'patch'; requestId: number; id: string; values: CustomerEditValues | null; lastUpdate: string }
  | { type: 'cancel'; requestId: number }
  /** One page of the last complete list. */
  | { type: 'page'; requestId: number; page: number }
  /** Sort and quick search of the list (customerListLens.ts), answered with that page of the new order. */
  | { type: 'view'; requestId: number; settings: CustomerListLensSettings; page: number }
  /**
   * The .xlsx of the rows as filtered, searched and sorted. `headers`: the columns' headers in the user's
   * language (the worker has no catalogue: the screen words them); absent, the English ones.
   */
  | { type: 'export'; requestId: number; sheetName: string; headers?: readonly string[] };

export type CustomerPage = PageSlice<CustomerRow>;

export type WorkerEvent =
  /** While loading: customers read so far; `page` (the first page) once, as soon as it has arrived. */
  | { type: 'progress'; requestId: number; loaded: number; page: CustomerPage | null }
  /** A filter's result from the whole list in memory, while its call runs ('loaded' follows and replaces it). */
  | { type: 'preview'; requestId: number; page: CustomerPage }
  | { type: 'loaded'; requestId: number; page: CustomerPage; options: CustomerFilterOptions | null }
  /** The options of the whole list, read for them alone (an 'options' request). */
  | { type: 'options'; requestId: number; options: CustomerFilterOptions }
  /** The worker has no catalogue: its messages are Text (plain data), worded by the screen. */
  | { type: 'failed'; requestId: number; status: number | null; message: Text; loaded: number }
  | { type: 'page'; requestId: number; page: CustomerPage }
  | { type: 'exported'; requestId: number; bytes: ArrayBuffer; rows: number }
  | { type: 'exportFailed'; requestId: number; message: Text };

export interface WorkerCoreOptions {
  fetch?: typeof fetch;
  baseUrl?: string;
  /** Minimum time between two progress events. */
  progressIntervalMs?: number;
  /** Bytes per JSON.parse batch after the first page (tests use small ones). */
  batchBytes?: number;
  now?(): number;
  /** Rows at most in one export (tests use small ones). */
  exportLimit?: number;
}

export function cutOffMessage(loaded: number): Text {
  return msg('customers.load.cutOff', { loaded });
}

const NOT_JSON: MessageId = 'customers.load.notJson';

/** The scanner's findings (customerListScanner.ts words them in English for the log) as the user's words. */
const FORMAT_MESSAGES: Readonly<Record<string, MessageId>> = {
  'The server sent a customer list that is not valid JSON.': NOT_JSON,
  'The server sent a customer list without data.customers.': 'customers.load.noCustomers',
};

class CutOff extends Error {}

/** What the user is told when a load fails after the call itself succeeded. */
function failureMessage(error: unknown, loaded: number): Text {
  if (error instanceof CutOff) return cutOffMessage(loaded);
  if (error instanceof CustomerListFormatError) {
    if (error.message === 'cut off') return cutOffMessage(loaded);
    return FORMAT_MESSAGES[error.message] ?? raw(error.message);
  }
  if (error instanceof SyntaxError) return NOT_JSON;
  if (error instanceof RangeError || /out of memory|allocation failed/i.test(String(error))) {
    return msg('customers.load.outOfMemory', { loaded });
  }
  return msg('customers.load.readFailed', {
    loaded,
    reason: errorMessage(error, { fallback: raw(String(error)) }).summary,
  });
}

type LoadRequest = Extract<WorkerRequest, { type: 'load' }>;

/** The worker's one state, which each message's handler below reads and updates. */
interface WorkerState {
  readonly post: (event: WorkerEvent) => void;
  readonly options: WorkerCoreOptions;
  /** The loads running, by request id: what 'cancel' aborts. */
  readonly running: Map<number, AbortController>;
  /** Minimum time between two progress events. */
  readonly interval: number;
  readonly now: () => number;
  /** The last list read whole: what page requests are answered from. */
  view: CustomerStore;
  /** The last whole (unfiltered) list read whole: what previews are computed from. */
  whole: CustomerStore | null;
  /** Sort and quick search of `view` (the list kit's lens): what pages and the export are answered in. */
  readonly lens: CustomerListLens;
}

/** A filter's preview from the whole list in memory, posted before the call; whether there was one. */
function postPreview(state: WorkerState, request: LoadRequest): boolean {
  if (!request.preview || request.filters === null || !state.whole) return false;
  const preview = state.whole.matching(request.filters);
  if (!preview) return false;
  state.view = preview;
  state.post({
    type: 'preview',
    requestId: request.requestId,
    page: state.lens.page(preview, request.page ?? 1, PAGE_SIZE),
  });
  return true;
}

/** The call's response; null when it was refused or failed (posted as failed) or cancelled. */
async function openList(state: WorkerState, request: LoadRequest, signal: AbortSignal) {
  try {
    return await openCustomerList({
      token: request.token,
      language: request.language,
      filters: request.filters,
      baseUrl: state.options.baseUrl,
      fetch: state.options.fetch,
      signal,
    });
  } catch (error) {
    if (signal.aborted) return null;
    // openCustomerList rejects with an ApiError, whose words are the catalogue's (apiError.ts).
    const message = errorMessage(error, { fallback: 'customers.load.unreadable' }).summary;
    state.post({
      type: 'failed',
      requestId: request.requestId,
      status: errorStatus(error),
      message,
      loaded: 0,
    });
    return null;
  }
}

/**
 * Streams the response into `target`, posting progress and the first page unless `quiet`; false when the
 * load was cancelled meanwhile. A stream cut off throws CutOff, an unreadable list the scanner's error.
 */
async function readList(
  state: WorkerState,
  response: Response,
  target: CustomerStore,
  requestId: number,
  signal: AbortSignal,
  quiet: boolean,
): Promise<boolean> {
  const scanner = new CustomerListScanner({
    firstBatch: PAGE_SIZE,
    batchBytes: state.options.batchBytes,
    onMembers: (json) => target.addBatch(JSON.parse(json) as Record<string, unknown>),
  });
  let firstSent = false;
  let lastProgress = state.now();
  const reader = response.body?.getReader();
  if (!reader) {
    scanner.push(new Uint8Array(await response.arrayBuffer()));
  } else {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal.aborted) return false;
        throw new CutOff(String(error));
      }
      if (signal.aborted) return false;
      if (chunk.done) break;
      scanner.push(chunk.value);
      if (quiet) continue;
      const time = state.now();
      if (!firstSent && target.count >= PAGE_SIZE) {
        firstSent = true;
        lastProgress = time;
        state.post({
          type: 'progress',
          requestId,
          loaded: target.count,
          // Sorted or searched, a first page of what has arrived would not be the list's first page.
          page: state.lens.active ? null : target.page(1, PAGE_SIZE),
        });
      } else if (time - lastProgress >= state.interval) {
        lastProgress = time;
        state.post({ type: 'progress', requestId, loaded: target.count, page: null });
      }
    }
  }
  scanner.end();
  return !signal.aborted;
}

/** A list read whole becomes the one on screen (and the whole one, unfiltered), or only gives its options. */
function finishLoad(state: WorkerState, request: LoadRequest, target: CustomerStore, optionsOnly: boolean) {
  const { requestId } = request;
  if (optionsOnly) {
    state.whole = target;
    state.post({ type: 'options', requestId, options: target.options() });
    return;
  }
  state.view = target;
  if (request.filters === null) state.whole = target;
  state.post({
    type: 'loaded',
    requestId,
    page: state.lens.page(target, request.page ?? 1, PAGE_SIZE),
    options: request.filters === null ? target.options() : null,
  });
}

/** One load, from the request to the last page posted. */
async function load(state: WorkerState, request: LoadRequest, optionsOnly = false): Promise<void> {
  const { requestId } = request;
  if (optionsOnly && state.whole) {
    state.post({ type: 'options', requestId, options: state.whole.options() });
    return;
  }
  const controller = new AbortController();
  state.running.set(requestId, controller);
  let store: CustomerStore | null = new CustomerStore();
  if (request.lens && !optionsOnly) state.lens.set(request.lens);
  try {
    // The preview, before the call (whose refusal or failure, if it comes, replaces it).
    const previewed = postPreview(state, request);
    const response = await openList(state, request, controller.signal);
    if (!response) return;
    const target = store;
    // After a preview the screen shows a whole result: no progress until the call's answer replaces it.
    // Options alone are read in the background: the screen shows another list meanwhile.
    if (!(await readList(state, response, target, requestId, controller.signal, previewed || optionsOnly))) {
      return;
    }
    finishLoad(state, request, target, optionsOnly);
  } catch (error) {
    if (controller.signal.aborted) return;
    const loaded = store?.count ?? 0;
    // Free what was read (it may be what exhausted the memory) before anything else.
    store = null;
    if (!optionsOnly) state.view = new CustomerStore();
    if (request.filters === null) state.whole = null;
    console.error('Customer list load failed', error);
    state.post({ type: 'failed', requestId, status: null, message: failureMessage(error, loaded), loaded });
  } finally {
    state.running.delete(requestId);
  }
}

/** The export, built here from the store: the main thread gets the finished file only. */
async function exportList(state: WorkerState, request: Extract<WorkerRequest, { type: 'export' }>) {
  const { requestId, sheetName, headers } = request;
  const { post, lens, view } = state;
  try {
    const rows = lens.rows(view);
    const count = rows ? rows.length : view.count;
    const limit = state.options.exportLimit ?? CUSTOMER_EXPORT_LIMIT;
    if (count > limit) {
      const message = msg('customers.export.limit', { rows: count, limit });
      post({ type: 'exportFailed', requestId, message });
      return;
    }
    const bytes = await buildTableWorkbook(sheetName, lens.table(view, headers));
    post({ type: 'exported', requestId, bytes, rows: count });
  } catch (error) {
    console.error('Customer list export failed', error);
    post({ type: 'exportFailed', requestId, message: 'customers.export.failed' });
  }
}

/** An edit or a delete the server accepted, applied to the whole list and the one on screen. */
function patchLists(state: WorkerState, message: Extract<WorkerRequest, { type: 'patch' }>) {
  for (const list of new Set([state.whole, state.view])) {
    if (!list) continue;
    if (message.values) list.patch(message.id, message.values, message.lastUpdate);
    else list.remove(message.id);
  }
  state.lens.invalidate();
}

/** The handler of the worker's messages, over one state (WorkerState) that it and its loads share. */
export function createCustomerListWorker(
  post: (event: WorkerEvent) => void,
  options: WorkerCoreOptions = {},
) {
  const state: WorkerState = {
    post,
    options,
    running: new Map<number, AbortController>(),
    interval: options.progressIntervalMs ?? 250,
    now: options.now ?? (() => Date.now()),
    view: new CustomerStore(),
    whole: null,
    lens: new CustomerListLens(),
  };
  const { running, lens } = state;

  return function handle(message: WorkerRequest): Promise<void> | void {
    switch (message.type) {
      case 'load':
        return load(state, message);
      case 'options':
        return load(state, { ...message, type: 'load', filters: null }, true);
      case 'cancel':
        running.get(message.requestId)?.abort();
        running.delete(message.requestId);
        return;
      case 'patch':
        return patchLists(state, message);
      case 'view':
      case 'page':
        // A new order ('view') is answered with its page.
        if (message.type === 'view') lens.set(message.settings);
        post({
          type: 'page',
          requestId: message.requestId,
          page: lens.page(state.view, message.page, PAGE_SIZE),
        });
        return;
      case 'export':
        return exportList(state, message);
    }
  };
}
