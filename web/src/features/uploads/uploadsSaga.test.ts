import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import indonesian from '../../i18n/catalogues/id.json';
import { activate, raw, translate } from '../../i18n/i18n';
import { notify } from '../../store/notificationsSlice';
import { makeStore } from '../../test/appStore';
import { rootReducer, type RootState } from '../../store/store';
import { saveBlob } from '../../components/saveFile';
import { fakeHttp } from '../../test/fakeHttp';
import { makeDeps } from '../../test/sagaDeps';
import { download, submitUpload, uploadsSaga, watchDetail } from './uploadsSaga';
import { POLL_INTERVAL_MS } from './uploadRules';
import {
  detailClosed,
  detailOpened,
  downloadFinished,
  downloadRequested,
  listOpened,
  modalOpened,
  uploadFailed,
  uploadProgressed,
  uploadRequested,
  uploadSucceeded,
} from './uploadsSlice';
import { dataentrySignedIn, uploadRecord } from './testData';

const session = dataentrySignedIn(
  ['crm.customer.upload', 'crm.giftclaim.upload'],
  [
    { id: 'div-consumer-care', name: 'Consumer Care' },
    { id: 'div-marketing', name: 'Marketing' },
  ],
);

function stateFor(category: 'customer' | 'product_line' | 'gift_claim'): RootState {
  let state = rootReducer(undefined, session);
  state = rootReducer(state, listOpened({ category }));
  return rootReducer(state, modalOpened());
}

const file = () => new File(['xls bytes'], 'customers.xls', { type: 'application/vnd.ms-excel' });

describe('upload', () => {
  it('customers: sends the file with the category and the first division, toasts (the screen then reloads its list)', async () => {
    const { http, requests } = fakeHttp({
      'POST /api/files': () => ({ data: uploadRecord({ status: 'execute' }) }),
    });
    const result = await expectSaga(submitUpload, makeDeps(http), uploadRequested({ file: file() }))
      .withReducer(rootReducer, stateFor('customer'))
      .put(uploadSucceeded({ dialog: null, checking: true }))
      // The spec's receipt, and at once on the same notice that the rows are being checked.
      .put.like({
        action: {
          type: notify.type,
          payload: {
            key: 'upload:u-1',
            severity: 'success',
            summary: 'uploads.success.customers',
            detail: 'uploads.watch.checking',
          },
        },
      })
      .run();
    const form = requests[0]!.body as FormData;
    expect(form.get('category')).toBe('customer');
    expect(form.get('division_id')).toBe('div-consumer-care');
    expect((form.get('file') as File).name).toBe('customers.xls');
    expect(result.storeState.uploads).toMatchObject({ modalOpen: false, successDialog: null });
  });

  it('product lines: "Uploaded Product Lines Successfully"', async () => {
    const { http } = fakeHttp({ 'POST /api/files': () => ({ data: uploadRecord() }) });
    await expectSaga(submitUpload, makeDeps(http), uploadRequested({ file: file() }))
      .withReducer(rootReducer, stateFor('product_line'))
      .put.like({
        action: { type: notify.type, payload: { summary: 'uploads.success.productLines' } },
      })
      .run();
  });

  it('gift claims: the success dialog "Uploaded Data Successfully" instead of a toast', async () => {
    const { http } = fakeHttp({
      'POST /api/files': () => ({ data: uploadRecord({ category: 'gift_claim' }) }),
    });
    const result = await expectSaga(submitUpload, makeDeps(http), uploadRequested({ file: file() }))
      .withReducer(rootReducer, stateFor('gift_claim'))
      .put(uploadSucceeded({ dialog: 'uploads.success.data', checking: true }))
      .not.put.like({ action: { type: notify.type } })
      .run();
    expect(result.storeState.uploads.successDialog).toBe('uploads.success.data');
    expect(translate(result.storeState.uploads.successDialog)).toBe('Uploaded Data Successfully');
    // The spec's dialog, and under it at once that the rows are being checked (the outcome follows as a toast).
    expect(translate(result.storeState.uploads.successDetail)).toBe('Checking rows…');
  });

  it('a failed upload toasts "Something wrong. Try again later." and keeps the modal open', async () => {
    const { http } = fakeHttp({
      'POST /api/files': () => {
        throw Object.assign(new Error('Unknown category'), { status: 400 });
      },
    });
    const result = await expectSaga(submitUpload, makeDeps(http), uploadRequested({ file: file() }))
      .withReducer(rootReducer, stateFor('customer'))
      .put(uploadFailed())
      .put.like({
        action: {
          type: notify.type,
          payload: { severity: 'error', summary: 'uploads.failed' },
        },
      })
      .not.put.actionType(uploadSucceeded.type)
      .run();
    expect(result.storeState.uploads).toMatchObject({ modalOpen: true, upload: { status: 'failed' } });
    expect(translate('uploads.failed')).toBe('Something wrong. Try again later.');
    activate('id', indonesian);
    expect(translate('uploads.failed')).toBe('Terjadi kesalahan. Coba lagi nanti.');
  });
});

describe('upload progress', () => {
  it('reports how much of the file has been sent, as a whole percentage, from axios onUploadProgress', async () => {
    const { http } = fakeHttp({
      'POST /api/files': (request) => {
        const report = request.config?.onUploadProgress;
        if (!report) throw new Error('no onUploadProgress given');
        report({ loaded: 0, total: 200, bytes: 0 });
        report({ loaded: 81, total: 200, bytes: 81 });
        report({ loaded: 200, total: 200, bytes: 119 });
        return { data: uploadRecord() };
      },
    });
    const result = await expectSaga(submitUpload, makeDeps(http), uploadRequested({ file: file() }))
      .withReducer(rootReducer, stateFor('customer'))
      .put(uploadProgressed(0))
      .put(uploadProgressed(40))
      .put(uploadProgressed(100))
      .put(uploadSucceeded({ dialog: null, checking: true }))
      .run();
    expect(result.storeState.uploads.upload).toEqual({ status: 'succeeded', progress: null });
  });

  it('the progress starts at 0 when the upload is requested, and is dropped when it fails', () => {
    let state = stateFor('customer');
    state = rootReducer(state, uploadRequested({ file: file() }));
    expect(state.uploads?.upload).toEqual({ status: 'pending', progress: 0 });
    state = rootReducer(state, uploadProgressed(55));
    expect(state.uploads?.upload.progress).toBe(55);
    state = rootReducer(state, uploadFailed());
    expect(state.uploads?.upload).toEqual({ status: 'failed', progress: null });
  });
});

describe('the detail refreshing while its upload is On Going', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function screenWith(statuses: string[]) {
    let call = 0;
    const { http, requests } = fakeHttp({
      'POST /api/files/filter': () => ({
        data: [uploadRecord({ status: statuses[Math.min(call++, statuses.length - 1)] })],
      }),
      'GET /api-admin/clients/divisions/div-consumer-care': () => ({
        data: { id: 'div-consumer-care', name: 'Consumer Care' },
      }),
    });
    const store = makeStore(makeDeps(http));
    store.dispatch(session);
    store.runFeatureSaga('uploads', uploadsSaga);
    const listCalls = () => requests.filter((request) => request.url === '/api/files/filter').length;
    return { store, listCalls, requests };
  }

  it('the detail screen reloads its upload while On Going, and stops when it closes', async () => {
    sessionStorage.setItem('uploadUuid', 'u-1');
    const { store, listCalls, requests } = screenWith(['process']);
    store.dispatch(detailOpened({ category: 'customer' }));
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(listCalls()).toBe(3);
    expect(requests[0]!.body).toEqual({
      filters: [
        { key: 'id', value: 'u-1' },
        { key: 'category', value: 'customer' },
      ],
    });
    store.dispatch(detailClosed());
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(listCalls()).toBe(3);
  });
});

describe('detail', () => {
  it('with no uuid in session storage: the missing state, and no call', async () => {
    const { http, requests } = fakeHttp({});
    const result = await expectSaga(watchDetail, makeDeps(http), 'customer')
      .withReducer(rootReducer, stateFor('customer'))
      .run();
    expect(result.storeState.uploads.detail.status).toBe('missing');
    expect(requests).toEqual([]);
  });

  it('an unknown uuid: not found', async () => {
    sessionStorage.setItem('uploadUuid', 'gone');
    const { http } = fakeHttp({ 'POST /api/files/filter': () => ({ data: [] }) });
    const result = await expectSaga(watchDetail, makeDeps(http), 'gift_claim')
      .withReducer(rootReducer, stateFor('gift_claim'))
      .run();
    expect(result.storeState.uploads.detail.status).toBe('notFound');
  });
});

describe('downloads', () => {
  it('saves the fetched file under the name the server gave', async () => {
    const saved: unknown[][] = [];
    const http = {
      get: vi.fn(async () => ({
        data: new ArrayBuffer(1),
        headers: { 'content-disposition': 'attachment; filename="a-invalid-data.xlsx"' },
      })),
    };
    await expectSaga(
      download,
      makeDeps(http),
      downloadRequested({ kind: 'invalid', filePath: 'uploads/invalid/a-invalid.xlsx' }),
    )
      .provide([[matchers.call.fn(saveBlob), dynamic((effect) => void saved.push(effect.args))]])
      .put(downloadFinished())
      .run();
    expect(http.get).toHaveBeenCalledWith('/download-file/invalid/a-invalid.xlsx', {
      responseType: 'arraybuffer',
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]![0]).toBeInstanceOf(Blob);
    expect(saved[0]![1]).toBe('a-invalid-data.xlsx');
  });

  it('a failed download toasts the error and saves nothing', async () => {
    const http = { get: vi.fn(async () => Promise.reject(new Error('File not found: a.xls'))) };
    await expectSaga(
      download,
      makeDeps(http),
      downloadRequested({ kind: 'original', filePath: 'uploads/original/a.xls' }),
    )
      .provide([[matchers.call.fn(saveBlob), undefined]])
      .not.call.fn(saveBlob)
      .put.like({
        action: { type: notify.type, payload: { severity: 'error', summary: raw('File not found: a.xls') } },
      })
      .run();
  });
});
