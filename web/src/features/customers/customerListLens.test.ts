import * as XLSX from '@e965/xlsx';
import { customer, records } from '@crm/fixtures';
import { viewFromQuery, viewToQuery } from '../../lists/view';
import {
  CUSTOMER_LIST_COLUMNS,
  CUSTOMER_SORTABLE,
  CustomerListLens,
  type CustomerListLensSettings,
  NO_LENS,
  exportTable,
  naturalKey,
  searchStore,
  shownLastUpdate,
} from './customerListLens';
import { createCustomerListWorker, type WorkerEvent, type WorkerRequest } from './customerListWorkerCore';
import { activate, t, translate } from '../../i18n/i18n';
import indonesian from '../../i18n/catalogues/id.json';
import { CustomerStore } from './customerStore';

/** id → [name, contact, service order, city, last update]. */
const PEOPLE: [string, string, string, string, string][] = [
  ['item 10', '0812 10', 'SO10', 'Bandung', '2024-05-03T09:00:00.000Z'],
  ['Item 2', '0812 2', 'SO2', '', '2024-05-01T10:00:00.000Z'],
  ['', '0812 3', 'SO3', 'Jakarta', ''],
  ['item 2', '=cmd|calc', 'SO4', 'bandung', '2024-05-02T08:30:00.000Z'],
  ['Agus', '0813 5', 'SO5', 'Surabaya', '2024-12-31T23:59:59.000Z'],
];

function storeOf(people = PEOPLE) {
  const store = new CustomerStore();
  store.addBatch(
    records(
      ...people.map(([name, contact, order, city, updated], index) =>
        customer(
          index + 1,
          { customer_name: name, mobile_no: contact, service_order_no: order, city },
          updated,
        ),
      ),
    ),
  );
  return store;
}

/** The ids of the rows in lens order (null: every row in loaded order). */
const names = (store: CustomerStore, rows: Uint32Array | null) =>
  rows
    ? Array.from(rows, (row) => store.row(row).id)
    : Array.from({ length: store.count }, (_, row) => store.row(row).id);

/** Sorts `lens` by `column` (no search) and gives the ids of the store's rows in its order. */
function sortedBy(lens: CustomerListLens, store: CustomerStore, column: string, direction: 'asc' | 'desc') {
  lens.set({ sort: { column, direction }, search: '' });
  return names(store, lens.rows(store));
}

describe('customer list lens (sort and quick search in the worker)', () => {
  it('sorts naturally and case-insensitively, ties in loaded order, empty values last both ways', () => {
    const store = storeOf();
    const lens = new CustomerListLens();
    // "Item 2" (2) and "item 2" (4) tie: loaded order; "item 10" after them; the empty name (3) last.
    expect(sortedBy(lens, store, 'Name', 'asc')).toEqual(['5', '2', '4', '1', '3']);
    expect(sortedBy(lens, store, 'Name', 'desc')).toEqual(['1', '2', '4', '5', '3']);
  });

  it('sorts dates by time and the city column through its interned values', () => {
    const store = storeOf();
    const lens = new CustomerListLens();
    expect(sortedBy(lens, store, 'Last Update', 'desc')).toEqual(['5', '1', '4', '2', '3']);
    // "Bandung" and "bandung" tie (loaded order), then Jakarta, Surabaya; the empty city last.
    expect(sortedBy(lens, store, 'Cust Location', 'asc')).toEqual(['1', '4', '3', '5', '2']);
  });

  it('orders numbers inside texts by value', () => {
    expect(naturalKey('SO10') > naturalKey('SO9')).toBe(true);
    expect(naturalKey('SO010')).toBe(naturalKey('so10'));
    expect(naturalKey('b') > naturalKey('A')).toBe(true);
    const store = storeOf();
    const lens = new CustomerListLens();
    expect(sortedBy(lens, store, 'Service Order', 'asc')).toEqual(['2', '3', '4', '5', '1']);
  });

  it('orders phone numbers and "text + number" values by number (ties kept in order), mixed ones by text', () => {
    const lens = new CustomerListLens();
    lens.set({ sort: { column: 'Contact', direction: 'asc' }, search: '' });
    const phones = storeOf([
      ['a', '0812345', 'so10', '', ''],
      ['b', '812344', 'SO9', '', ''],
      ['c', '', 'SO011', '', ''],
      ['d', '812345', 'So9', '', ''],
      ['e', '9', 'AB1', '', ''],
    ]);
    expect(names(phones, lens.rows(phones))).toEqual(['5', '2', '1', '4', '3']);
    expect(sortedBy(lens, phones, 'Contact', 'desc')).toEqual(['1', '4', '2', '5', '3']);
    // "AB1" breaks the common prefix: natural text order (AB1, SO9, So9, so10, SO011).
    expect(sortedBy(lens, phones, 'Service Order', 'asc')).toEqual(['5', '2', '4', '1', '3']);
  });

  it('searches every visible column without regard to case, as the table shows the values', () => {
    const store = storeOf();
    expect(names(store, searchStore(store, 'BANDUNG', null))).toEqual(['1', '4']);
    expect(names(store, searchStore(store, '0812 ', null))).toEqual(['1', '2', '3']);
    expect(names(store, searchStore(store, 'so5', null))).toEqual(['5']);
    expect(names(store, searchStore(store, 'EWF8024', null))).toHaveLength(5);
    // The Last Update as shown ("2024-05-02 08:30:00"), not as sent.
    expect(names(store, searchStore(store, '05-02 08:30', null))).toEqual(['4']);
    expect(names(store, searchStore(store, 'T08:30', null))).toEqual([]);
    expect(shownLastUpdate('2024-05-02T08:30:00.000Z')).toBe('2024-05-02 08:30:00');
  });

  it('pages through the searched and sorted rows; the footer counts what the search leaves', () => {
    const store = storeOf();
    const lens = new CustomerListLens();
    lens.set({ sort: { column: 'Name', direction: 'desc' }, search: 'item' });
    const first = lens.page(store, 1, 2);
    expect(first.rows.map((row) => row.name)).toEqual(['item 10', 'Item 2']);
    expect([first.from, first.to, first.total, first.pageCount]).toEqual([1, 2, 3, 2]);
    expect(lens.page(store, 2, 2).rows.map((row) => row.id)).toEqual(['4']);
    // Narrowing further while typing, and back to no search.
    lens.set({ sort: { column: 'Name', direction: 'desc' }, search: 'item 1' });
    expect(lens.page(store, 1, 5).rows.map((row) => row.id)).toEqual(['1']);
    lens.set({ sort: null, search: '' });
    expect(lens.page(store, 1, 5).total).toBe(5);
    expect(lens.rows(store)).toBeNull();
  });

  it('sorts again after an edit changes a value', () => {
    const store = storeOf();
    const lens = new CustomerListLens();
    expect(sortedBy(lens, store, 'Name', 'asc')[0]).toBe('5');
    store.patch('5', { name: 'Zed', contact: '1', productCode: 'X', location: 'Y' }, '');
    lens.invalidate();
    expect(names(store, lens.rows(store))).toEqual(['2', '4', '1', '5', '3']);
  });

  it('exports the rows as searched and sorted, as shown, with formula cells neutralised', () => {
    const store = storeOf();
    const lens = new CustomerListLens();
    lens.set({ sort: { column: 'Contact', direction: 'desc' }, search: 'bandung' });
    expect(exportTable(store, lens.rows(store))).toEqual([
      [...CUSTOMER_SORTABLE],
      ['item 2', "'=cmd|calc", 'Repair', 'SO4', 'EWF8024D3WB', 'bandung', '2024-05-02 08:30:00'],
      ['item 10', '0812 10', 'Repair', 'SO10', 'EWF8024D3WB', 'Bandung', '2024-05-03 09:00:00'],
    ]);
  });

  it('keeps sort and search in the URL as the list kit encodes them', () => {
    const view = viewFromQuery(
      [],
      new URLSearchParams('sort=-Service+Order&q=bandung&page=2'),
      CUSTOMER_SORTABLE,
    );
    expect(view).toMatchObject({ sort: { column: 'Service Order', direction: 'desc' }, search: 'bandung' });
    expect(viewToQuery([], view).toString()).toBe('sort=-Service+Order&q=bandung&page=2');
    expect(viewFromQuery([], new URLSearchParams('sort=Action'), CUSTOMER_SORTABLE).sort).toBeNull();
  });

  it('sorts a quarter of a million rows by an interned column correctly', () => {
    const cities = ['Medan', 'bandung', 'Aceh', 'Bandung', '', 'Zulu 10', 'Zulu 9'];
    const store = new CustomerStore();
    const batch: Record<string, unknown> = {};
    for (let index = 0; index < 250_000; index += 1) {
      batch[String(index + 1)] = [{ key: 'city', value: cities[index % cities.length] }];
    }
    store.addBatch(batch);
    const lens = new CustomerListLens();
    lens.set({ sort: { column: 'Cust Location', direction: 'asc' }, search: '' });
    const rows = lens.rows(store)!;
    expect(rows).toHaveLength(250_000);
    const order = ['aceh', 'bandung', 'medan', 'zulu 9', 'zulu 10', ''];
    const rank = order.map((_, index) => index);
    const rankOf = new Map(order.map((city, index) => [city, rank[index]!]));
    let misplaced = 0;
    for (let index = 1; index < rows.length; index += 1) {
      const before = rankOf.get(store.row(rows[index - 1]!).location.toLowerCase())!;
      const after = rankOf.get(store.row(rows[index]!).location.toLowerCase())!;
      if (before > after || (before === after && rows[index - 1]! > rows[index]!)) misplaced += 1;
    }
    expect(misplaced).toBe(0);
    expect(store.row(rows[0]!).location).toBe('Aceh');
    expect(store.row(rows[rows.length - 1]!).location).toBe('');
  });
});

/** A load of the whole list in English with the token 't', then sorted and searched by `lens`. */
function loadAll(requestId: number, lens: CustomerListLensSettings): WorkerRequest {
  return { type: 'load', requestId, token: 't', language: 'en', filters: null, lens };
}

describe('customer list worker: view and export messages', () => {
  it('answers a view with the sorted page, keeps it for later loads, and exports those rows', async () => {
    const events: WorkerEvent[] = [];
    const body = JSON.stringify({
      data: {
        customers: records(
          customer(1, { customer_name: 'Budi Susanto', city: '=1+2' }),
          customer(2, { customer_name: 'agus' }),
          customer(3, { customer_name: 'Citra' }),
        ),
      },
    });
    const handle = createCustomerListWorker((event) => events.push(event), {
      fetch: vi.fn(async () => new Response(body, { status: 200 })),
      baseUrl: 'http://test',
    });
    await handle(loadAll(1, { sort: { column: 'Name', direction: 'desc' }, search: '' }));
    const loaded = events.find((event) => event.type === 'loaded');
    expect(loaded?.type === 'loaded' && loaded.page.rows.map((row) => row.name)).toEqual([
      'Citra',
      'Budi Susanto',
      'agus',
    ]);
    void handle({
      type: 'view',
      requestId: 2,
      settings: { sort: { column: 'Name', direction: 'asc' }, search: 'US' },
      page: 1,
    });
    const page = events.at(-1);
    expect(page?.type === 'page' && page.page.rows.map((row) => row.name)).toEqual(['agus', 'Budi Susanto']);
    expect(page?.type === 'page' && page.page.total).toBe(2);

    await handle({ type: 'export', requestId: 3, sheetName: 'Customer Data' });
    const exported = events.at(-1);
    if (exported?.type !== 'exported') throw new Error(`no export: ${JSON.stringify(exported)}`);
    expect(exported.rows).toBe(2);
    const book = XLSX.read(new Uint8Array(exported.bytes), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const table = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false });
    expect(table.map((row) => [row[0], row[5]])).toEqual([
      ['Name', 'Cust Location'],
      ['agus', 'Bandung'],
      ['Budi Susanto', "'=1+2"],
    ]);
  });

  it("exports with the headers the screen sends (the user's language): the worker has no catalogue", async () => {
    const events: WorkerEvent[] = [];
    const body = JSON.stringify({ data: { customers: records(customer(1, { customer_name: 'Ani' })) } });
    const handle = createCustomerListWorker((event) => events.push(event), {
      fetch: vi.fn(async () => new Response(body, { status: 200 })),
    });
    await handle(loadAll(1, NO_LENS));
    activate('id', indonesian);
    const headers = CUSTOMER_LIST_COLUMNS.map(({ label }) => t(label));
    await handle({ type: 'export', requestId: 2, sheetName: 'Data Pelanggan', headers });
    const exported = events.at(-1);
    if (exported?.type !== 'exported') throw new Error(`no export: ${JSON.stringify(exported)}`);
    const book = XLSX.read(new Uint8Array(exported.bytes), { type: 'array' });
    const table = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
      raw: false,
    });
    expect(table[0]).toEqual([
      'Nama',
      'Kontak',
      'Jenis Layanan',
      'No. Order Servis',
      'Kode Produk',
      'Lokasi Pelanggan',
      'Pembaruan Terakhir',
    ]);
    expect(table[1]?.[0]).toBe('Ani');
    // The English headers are the sort keys and the export's default.
    expect(CUSTOMER_LIST_COLUMNS.map(({ header }) => header)).toEqual([...CUSTOMER_SORTABLE]);
  });

  it('refuses an export bigger than the limit with a clear message, and exports once narrowed', async () => {
    const events: WorkerEvent[] = [];
    const body = JSON.stringify({
      data: { customers: records(customer(1), customer(2), customer(3, { city: 'Medan' })) },
    });
    const handle = createCustomerListWorker((event) => events.push(event), {
      fetch: vi.fn(async () => new Response(body, { status: 200 })),
      exportLimit: 2,
    });
    await handle(loadAll(1, NO_LENS));
    await handle({ type: 'export', requestId: 2, sheetName: 'Customer Data' });
    const refused = events.at(-1) as Extract<WorkerEvent, { type: 'exportFailed' }>;
    expect(refused.type).toBe('exportFailed');
    expect(refused.requestId).toBe(2);
    // The worker hands back Text; in words, as the screen says it.
    expect(translate(refused.message)).toBe(
      '3 rows are more than one export can hold (2): narrow the list with filters or the search first.',
    );
    void handle({ type: 'view', requestId: 3, settings: { sort: null, search: 'medan' }, page: 1 });
    await handle({ type: 'export', requestId: 4, sheetName: 'Customer Data' });
    expect(events.at(-1)).toMatchObject({ type: 'exported', requestId: 4, rows: 1 });
  });

  it('while a sorted list streams in, no early page of what has arrived; the loaded page is sorted', async () => {
    const events: WorkerEvent[] = [];
    const json = JSON.stringify({
      data: { customers: records(...Array.from({ length: 12 }, (_, index) => customer(index + 1))) },
    });
    const pieces = json.match(/[\s\S]{1,900}/g)!;
    const encoder = new TextEncoder();
    const fetch = vi.fn(async () => {
      let next = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (next < pieces.length) controller.enqueue(encoder.encode(pieces[next++]));
          else controller.close();
        },
      });
      return new Response(body, { status: 200 });
    });
    const handle = createCustomerListWorker((event) => events.push(event), { fetch, progressIntervalMs: 0 });
    const sort = { column: 'Service Order', direction: 'desc' as const };
    await handle(loadAll(1, { sort, search: '' }));
    const progress = events.filter((event) => event.type === 'progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((event) => event.type === 'progress' && event.page === null)).toBe(true);
    const loaded = events.at(-1);
    expect(loaded?.type === 'loaded' && loaded.page.rows.map((row) => row.serviceOrder)).toEqual([
      'SO12',
      'SO11',
      'SO10',
      'SO9',
      'SO8',
    ]);
    // Without sort or search the first page comes early, as before.
    events.length = 0;
    await handle(loadAll(2, NO_LENS));
    expect(events.some((event) => event.type === 'progress' && event.page !== null)).toBe(true);
  });
});
