import { translate } from '../../i18n/i18n';
import type { UploadRecord } from '../../api/files';
import { makeStore } from '../../test/appStore';
import { fakeHttp } from '../../test/fakeHttp';
import { makeDeps } from '../../test/sagaDeps';
import { dataentrySignedIn, uploadRecord } from './testData';
import { UPLOAD_FILTERS, UPLOAD_LISTS } from './uploadLists';
import { buildUploadFilters, POLL_INTERVAL_MS } from './uploadRules';
import { filterChoices, toFilterRequest } from '../../lists/filters';
import { uploadsSaga } from './uploadsSaga';
import { listOpened } from './uploadsSlice';

const session = dataentrySignedIn(['crm.customer.upload']);

const { kit, saga } = UPLOAD_LISTS.customer;

function screenWith(answer: (call: number, body: unknown) => UploadRecord[]) {
  let call = 0;
  const { http, requests } = fakeHttp({
    'POST /api/files/filter': (request) => ({ data: answer(call++, request.body) }),
    'GET /api-admin/clients/divisions/div-consumer-care': () => ({
      data: { id: 'div-consumer-care', name: 'Consumer Care' },
    }),
  });
  const store = makeStore(makeDeps(http));
  store.dispatch(session);
  store.runFeatureSaga('uploads', uploadsSaga);
  store.runFeatureSaga(kit.config.name, saga);
  const listCalls = () => requests.filter((request) => request.url === '/api/files/filter');
  return { store, listCalls, requests };
}

describe('the upload lists on the list kit', () => {
  it('asks for the category (a Status label as its statuses), keeps only its rows, newest first', async () => {
    const { store, listCalls } = screenWith(() => [
      uploadRecord({ uuid: 'old', updated_at: '2024-01-01T00:00:00Z' }),
      uploadRecord({ uuid: 'gift', category: 'gift_claim' }),
      uploadRecord({ uuid: 'new', updated_at: '2024-09-01T00:00:00Z' }),
    ]);
    store.dispatch(kit.actions.loadRequested({}));
    await vi.waitFor(() => expect(kit.selectList(store.getState()).status).toBe('succeeded'));
    expect(listCalls()[0]!.body).toEqual({ filters: [{ key: 'category', value: 'customer' }] });
    expect(kit.selectList(store.getState()).rows.map((row) => row.uuid)).toEqual(['new', 'old']);

    store.dispatch(kit.actions.loadRequested({ status: 'On Going', upload_by: 'Ayu Admin' }));
    await vi.waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1]!.body).toEqual({
      filters: [
        { key: 'category', value: 'customer' },
        { key: 'upload_by', value: 'Ayu Admin' },
        { key: 'status', value: 'execute' },
        { key: 'status', value: 'process' },
      ],
    });
  });

  it("a failed load is the error state with the server's message, and its toast", async () => {
    const { store } = screenWith(() => {
      throw new Error('Something Wrong (502) Bad Gateway');
    });
    store.dispatch(kit.actions.loadRequested({}));
    await vi.waitFor(() => expect(kit.selectList(store.getState()).status).toBe('failed'));
    // The error state and the toast hold the server's words as Text, shown as the server wrote them.
    expect(translate(kit.selectList(store.getState()).error!)).toBe('Something Wrong (502) Bad Gateway');
    expect(store.getState().notifications.queue.map((toast) => translate(toast.summary))).toEqual([
      'Something Wrong (502) Bad Gateway',
    ]);
  });

  describe('refreshing while uploads are On Going', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const statusesOf = (statuses: string[]) => (call: number) => [
      uploadRecord({ status: statuses[Math.min(call, statuses.length - 1)] }),
    ];

    it('reloads every 2 s (quietly) until nothing is On Going, then stops; the division is looked up', async () => {
      const { store, listCalls, requests } = screenWith(statusesOf(['execute', 'process', 'done']));
      store.dispatch(listOpened({ category: 'customer' }));
      store.dispatch(kit.actions.loadRequested({}));
      await vi.advanceTimersByTimeAsync(0);
      expect(listCalls()).toHaveLength(1);
      expect(
        requests.some((request) => request.url === '/api-admin/clients/divisions/div-consumer-care'),
      ).toBe(true);
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(listCalls()).toHaveLength(2);
      expect(kit.selectList(store.getState()).status).toBe('succeeded');
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(listCalls()).toHaveLength(3);
      expect(kit.selectList(store.getState()).rows[0]?.status).toBe('done');
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
      expect(listCalls()).toHaveLength(3);
    });

    it('stops when the screen closes', async () => {
      const { store, listCalls } = screenWith(statusesOf(['process']));
      store.dispatch(kit.actions.loadRequested({}));
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
      expect(listCalls()).toHaveLength(2);
      store.dispatch(kit.actions.closed());
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
      expect(listCalls()).toHaveLength(2);
    });
  });
});

describe('the ID Upload filter', () => {
  const rows = [
    uploadRecord({ uuid: 'u-1', filename: 'june.xlsx', upload_at: '2024-06-01T09:00:00.000Z' }),
    uploadRecord({ uuid: 'u-2', filename: 'june.xlsx', upload_at: '2024-06-02T10:30:00.000Z' }),
    uploadRecord({ uuid: 'u-3', filename: 'may.xls' }),
  ];

  it('offers what the table shows (file names; one name twice told apart by its upload time)', () => {
    expect(filterChoices([UPLOAD_FILTERS.id], rows).id).toEqual([
      { label: 'june.xlsx · 2024-06-01 09:00:00', value: 'u-1' },
      { label: 'june.xlsx · 2024-06-02 10:30:00', value: 'u-2' },
      { label: 'may.xls', value: 'u-3' },
    ]);
  });

  it('still filters by the upload id the filter call takes', () => {
    expect(buildUploadFilters('customer', toFilterRequest([UPLOAD_FILTERS.id], { id: 'u-3' }))).toEqual([
      { key: 'category', value: 'customer' },
      { key: 'id', value: 'u-3' },
    ]);
  });
});
