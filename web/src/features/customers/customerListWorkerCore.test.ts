import { customer, records } from '../../test/fieldEntries';
import { createCustomerListWorker, type WorkerEvent } from './customerListWorkerCore';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

const twelve = records(...Array.from({ length: 12 }, (_, index) => customer(index + 1)));

describe('customer list worker', () => {
  it('a whole-list load posts the first page, then every row with the drop-down options', async () => {
    const events: WorkerEvent[] = [];
    const fetch = respond(200, { data: { customers: twelve } });
    const handle = createCustomerListWorker((event) => events.push(event), { fetch });
    await handle({ type: 'load', requestId: 1, token: 'tok', filters: null });
    expect(events.map((event) => event.type)).toEqual(['first', 'loaded']);
    const [first, loaded] = events as [
      Extract<WorkerEvent, { type: 'first' }>,
      Extract<WorkerEvent, { type: 'loaded' }>,
    ];
    expect(first.rows.map((row) => row.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(loaded.rows).toHaveLength(12);
    expect(loaded.options?.serviceOrder).toHaveLength(12);
    expect(loaded.requestId).toBe(1);
    // Only the table's fields leave the worker.
    expect(Object.keys(loaded.rows[0]!).sort()).toEqual(
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
  });

  it('a filter load posts rows without options', async () => {
    const events: WorkerEvent[] = [];
    const fetch = respond(200, { data: { customers: records(customer(3)) } });
    const handle = createCustomerListWorker((event) => events.push(event), { fetch });
    await handle({
      type: 'load',
      requestId: 2,
      token: 't',
      filters: [{ property: 'city', value: 'Bandung' }],
    });
    expect(events).toEqual([
      { type: 'loaded', requestId: 2, rows: [expect.objectContaining({ id: '3' })], options: null },
    ]);
  });

  it('keeps the entries of the last load for the edit', async () => {
    const events: WorkerEvent[] = [];
    const handle = createCustomerListWorker((event) => events.push(event), {
      fetch: respond(200, { data: { customers: twelve } }),
    });
    await handle({ type: 'load', requestId: 1, token: 't', filters: null });
    await handle({ type: 'entries', requestId: 2, id: '7' });
    await handle({ type: 'entries', requestId: 3, id: '999' });
    expect(events.slice(-2)).toEqual([
      { type: 'entries', requestId: 2, entries: twelve['7'] },
      { type: 'entries', requestId: 3, entries: null },
    ]);
  });

  it('reports failures with status and message (401 included, for the sign-out)', async () => {
    const events: WorkerEvent[] = [];
    const handle = createCustomerListWorker((event) => events.push(event), {
      fetch: respond(401, { message: 'Unauthorized: expired' }),
    });
    await handle({ type: 'load', requestId: 5, token: 't', filters: null });
    expect(events).toEqual([{ type: 'failed', requestId: 5, status: 401, message: 'Unauthorized: expired' }]);
    const bad = createCustomerListWorker((event) => events.push(event), { fetch: respond(502, 'bad') });
    await bad({ type: 'load', requestId: 6, token: 't', filters: null });
    expect(events.at(-1)).toEqual({
      type: 'failed',
      requestId: 6,
      status: 502,
      message: 'Something Wrong (502) Bad Gateway',
    });
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
    const loading = handle({ type: 'load', requestId: 8, token: 't', filters: null });
    await handle({ type: 'cancel', requestId: 8 });
    await loading;
    expect(signal?.aborted).toBe(true);
    expect(events).toEqual([]);
  });
});
