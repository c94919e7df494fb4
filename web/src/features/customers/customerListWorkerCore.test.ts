import { customer, records } from '@crm/fixtures';
import {
  createCustomerListWorker,
  cutOffMessage,
  type WorkerEvent,
  type WorkerRequest,
} from './customerListWorkerCore';
import { raw, translate } from '../../i18n/i18n';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

/** A 200 whose body arrives in the given pieces, then ends (or fails: a connection cut mid-body). */
function streamed(pieces: string[], options: { failAtEnd?: boolean } = {}) {
  return vi.fn(async () => {
    const encoder = new TextEncoder();
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (next < pieces.length) controller.enqueue(encoder.encode(pieces[next++]));
        else if (options.failAtEnd) controller.error(new TypeError('network error'));
        else controller.close();
      },
    });
    return new Response(body, { status: 200 });
  });
}

const twelve = records(...Array.from({ length: 12 }, (_, index) => customer(index + 1)));
const twelveJson = JSON.stringify({ data: { customers: twelve } });

type Of<T extends WorkerEvent['type']> = Extract<WorkerEvent, { type: T }>;
type Load = Extract<WorkerRequest, { type: 'load' }>;

/** A load in English with the token 't' of `filters` (null: the whole list); `more`: page, preview, token. */
function load(requestId: number, filters: Load['filters'], more: Partial<Load> = {}): Load {
  return { type: 'load', requestId, token: 't', language: 'en', filters, ...more };
}

describe('customer list worker', () => {
  it('a whole-list load posts the first page early, then one page with the total and the options', async () => {
    const events: WorkerEvent[] = [];
    // Each customer in its own piece: the first page is complete long before the list is.
    const pieces = twelveJson.match(/[\s\S]{1,900}/g)!;
    const handle = createCustomerListWorker((event) => events.push(event), {
      fetch: streamed(pieces),
      progressIntervalMs: 0,
    });
    await handle(load(1, null, { token: 'tok' }));
    const first = events.find((event) => event.type === 'progress' && event.page) as Of<'progress'>;
    expect(events.indexOf(first)).toBeLessThan(events.length - 1);
    expect(first.page?.rows.map((row) => row.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(first.loaded).toBeLessThan(12);
    const loaded = events.at(-1) as Of<'loaded'>;
    expect(loaded.type).toBe('loaded');
    expect(loaded.page).toMatchObject({ from: 1, to: 5, total: 12, page: 1, pageCount: 3 });
    expect(loaded.options?.service_order_no).toHaveLength(12);
    // Only the table's fields leave the worker.
    expect(Object.keys(loaded.page.rows[0]!).sort()).toEqual(
      [
        'contact',
        'id',
        'lastUpdate',
        'location',
        'name',
        'productCode',
        'serviceOrder',
        'serviceType',
      ].sort(),
    );
    expect(loaded.page.rows[0]).toEqual({
      id: '1',
      name: 'Customer 1',
      contact: '08120001',
      serviceType: 'Repair',
      serviceOrder: 'SO1',
      productCode: 'EWF8024D3WB',
      location: 'Bandung',
      lastUpdate: '2024-05-01T10:00:00.000Z',
    });
  });

  it('answers pages of the last complete list, clamped', async () => {
    const events: WorkerEvent[] = [];
    const handle = createCustomerListWorker((event) => events.push(event), {
      fetch: respond(200, { data: { customers: twelve } }),
    });
    await handle(load(1, null, { page: 9 }));
    expect((events.at(-1) as Of<'loaded'>).page).toMatchObject({ page: 3, from: 11, to: 12 });
    await handle({ type: 'page', requestId: 2, page: 2 });
    const page = events.at(-1) as Of<'page'>;
    expect(page.requestId).toBe(2);
    expect(page.page.rows.map((row) => row.id)).toEqual(['6', '7', '8', '9', '10']);
  });

  it('a filter load posts its rows without options', async () => {
    const events: WorkerEvent[] = [];
    const fetch = respond(200, { data: { customers: records(customer(3)) } });
    const handle = createCustomerListWorker((event) => events.push(event), { fetch });
    await handle(load(2, [{ property: 'city', value: 'Bandung' }]));
    expect(events).toEqual([
      {
        type: 'loaded',
        requestId: 2,
        page: expect.objectContaining({ rows: [expect.objectContaining({ id: '3' })], total: 1 }),
        options: null,
      },
    ]);
  });

  it('the options of the whole list, asked for alone after a filtered load, leave the list on screen as it is', async () => {
    const events: WorkerEvent[] = [];
    const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
      const filtered = init?.method === 'POST';
      const body = { data: { customers: filtered ? records(customer(3)) : twelve } };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    const handle = createCustomerListWorker((event) => events.push(event), { fetch, progressIntervalMs: 0 });
    await handle(load(1, [{ property: 'city', value: 'Bandung' }]));
    await handle({ type: 'options', requestId: 2, token: 't', language: 'en' });
    // No progress of the background read, only its options.
    expect(events.filter((event) => event.requestId === 2)).toEqual([
      {
        type: 'options',
        requestId: 2,
        options: expect.objectContaining({ service_order_no: expect.any(Array) }),
      },
    ]);
    expect((events.at(-1) as Of<'options'>).options.service_order_no).toHaveLength(12);
    // The page on screen is still the filter's one customer.
    await handle({ type: 'page', requestId: 3, page: 1 });
    expect((events.at(-1) as Of<'page'>).page).toMatchObject({ total: 1 });
    // Asked again, the whole list read is answered at once, and it gives a later filter its preview.
    await handle({ type: 'options', requestId: 4, token: 't', language: 'en' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(events.at(-1)).toMatchObject({ type: 'options', requestId: 4 });
  });

  describe('a filter applied once the whole list is loaded', () => {
    /** A fetch answering the whole list first, then (for the filter call) `filtered`, held until released. */
    function wholeThenFilter(filtered: unknown) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
        if (init?.method === 'POST') await released;
        const body = init?.method === 'POST' ? filtered : { data: { customers: twelve } };
        return new Response(JSON.stringify(body), { status: 200 });
      });
      return { fetch, release };
    }
    const bandungOnly = { data: { customers: records(customer(3), customer(40)) } };

    it('is answered at once from memory (preview), then by the filter call, whose answer replaces it', async () => {
      const events: WorkerEvent[] = [];
      const { fetch, release } = wholeThenFilter(bandungOnly);
      const handle = createCustomerListWorker((event) => events.push(event), {
        fetch,
        progressIntervalMs: 0,
      });
      await handle(load(1, null));
      events.length = 0;
      const filters = [{ property: 'mobile_no' as const, value: '08120003' }];
      const done = handle(load(2, filters, { preview: true }));
      await vi.waitFor(() => expect(events).toHaveLength(1));
      expect(events[0]).toEqual({
        type: 'preview',
        requestId: 2,
        page: expect.objectContaining({ rows: [expect.objectContaining({ id: '3' })], total: 1 }),
      });
      // Pages of the preview while the call runs.
      await handle({ type: 'page', requestId: 3, page: 1 });
      expect((events.at(-1) as Of<'page'>).page.total).toBe(1);
      release();
      await done;
      const loaded = events.filter((event) => event.requestId === 2);
      expect(loaded.map((event) => event.type)).toEqual(['preview', 'loaded']);
      // The server's answer is what stays (here it knows a customer the loaded list did not).
      expect((loaded[1] as Of<'loaded'>).page.rows.map((row) => row.id)).toEqual(['3', '40']);
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('no preview without a whole list loaded, nor when not asked (a reload)', async () => {
      const events: WorkerEvent[] = [];
      const { fetch, release } = wholeThenFilter(bandungOnly);
      release();
      const handle = createCustomerListWorker((event) => events.push(event), { fetch });
      const filters = [{ property: 'city' as const, value: 'Bandung' }];
      await handle(load(1, filters, { preview: true }));
      await handle(load(2, null));
      await handle(load(3, filters));
      expect(events.filter((event) => event.type === 'preview')).toEqual([]);
    });

    it('an accepted edit is in the next preview', async () => {
      const events: WorkerEvent[] = [];
      const { fetch } = wholeThenFilter(bandungOnly);
      const handle = createCustomerListWorker((event) => events.push(event), { fetch });
      await handle(load(1, null));
      await handle({
        type: 'patch',
        requestId: 0,
        id: '7',
        values: { name: 'Renamed', contact: '0811', productCode: 'P', location: 'Medan' },
        lastUpdate: '2024-08-01T00:00:00.000Z',
      });
      void handle(load(2, [{ property: 'city', value: 'medan' }], { preview: true }));
      await vi.waitFor(() => expect(events.at(-1)?.type).toBe('preview'));
      expect((events.at(-1) as Of<'preview'>).page.rows).toEqual([
        expect.objectContaining({ id: '7', name: 'Renamed', location: 'Medan' }),
      ]);
      await handle({ type: 'cancel', requestId: 2 });
    });
  });

  it('a stream cut off mid-list fails saying how many were read, and drops the partial list', async () => {
    const events: WorkerEvent[] = [];
    const cut = twelveJson.slice(0, twelveJson.indexOf('"8":'));
    const handle = createCustomerListWorker((event) => events.push(event), {
      fetch: streamed([cut]),
      batchBytes: 1,
    });
    await handle(load(3, null));
    const failed = events.at(-1) as Of<'failed'>;
    expect(failed).toEqual({
      type: 'failed',
      requestId: 3,
      status: null,
      message: cutOffMessage(7),
      loaded: 7,
    });
    // The worker has no catalogue: it hands back Text, worded here as the screen words it.
    expect(translate(failed.message)).toBe(
      'The customer list was cut off: the connection ended after 7 customers were read, before the list was complete. Try again.',
    );
    expect(events.some((event) => event.type === 'loaded')).toBe(false);
    // Nothing of it can be paged to afterwards.
    await handle({ type: 'page', requestId: 4, page: 1 });
    expect((events.at(-1) as Of<'page'>).page.total).toBe(0);
  });

  it('a connection that fails mid-body is a cut-off too', async () => {
    const events: WorkerEvent[] = [];
    const handle = createCustomerListWorker((event) => events.push(event), {
      fetch: streamed([twelveJson.slice(0, twelveJson.indexOf('"11":'))], { failAtEnd: true }),
      batchBytes: 1,
    });
    await handle(load(3, null));
    expect(events.at(-1)).toEqual({
      type: 'failed',
      requestId: 3,
      status: null,
      message: cutOffMessage(10),
      loaded: 10,
    });
  });

  it('a body without data.customers, or not JSON, is a clear failure', async () => {
    const events: WorkerEvent[] = [];
    const noData = createCustomerListWorker((event) => events.push(event), {
      fetch: respond(200, { data: {} }),
    });
    await noData(load(1, null));
    expect(translate((events.at(-1) as Of<'failed'>).message)).toBe(
      'The server sent a customer list without data.customers.',
    );
    const html = createCustomerListWorker((event) => events.push(event), { fetch: respond(200, '<html>') });
    await html(load(2, null));
    expect(translate((events.at(-1) as Of<'failed'>).message)).toBe(
      'The server sent a customer list that is not valid JSON.',
    );
  });

  it('reports failed calls with status and message (401 included, for the sign-out)', async () => {
    const events: WorkerEvent[] = [];
    const handle = createCustomerListWorker((event) => events.push(event), {
      fetch: respond(401, { message: 'Unauthorized: expired' }),
    });
    await handle(load(5, null));
    expect(events).toEqual([
      { type: 'failed', requestId: 5, status: 401, message: raw('Unauthorized: expired'), loaded: 0 },
    ]);
    const bad = createCustomerListWorker((event) => events.push(event), { fetch: respond(502, 'bad') });
    await bad(load(6, null));
    expect(events.at(-1)).toEqual({
      type: 'failed',
      requestId: 6,
      status: 502,
      message: 'error.badGateway',
      loaded: 0,
    });
    expect(translate('error.badGateway')).toBe('Something Wrong (502) Bad Gateway');
  });

  it('a cancelled load aborts its download and posts nothing', async () => {
    const events: WorkerEvent[] = [];
    let signal: AbortSignal | undefined;
    const fetch = vi.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const handle = createCustomerListWorker((event) => events.push(event), {
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const loading = handle(load(8, null));
    await handle({ type: 'cancel', requestId: 8 });
    await loading;
    expect(signal?.aborted).toBe(true);
    expect(events).toEqual([]);
  });
});
