import { expectSaga } from 'redux-saga-test-plan';
import type { StoredSession } from '../../api/types';
import type { PageVisibility } from '../../polling/poll';
import { workWatchActions, workWatchSaga } from '../../polling/workWatch';
import { authenticated } from '../../session/sessionSlice';
import { rootReducer } from '../../store/store';
import { fakeHttp } from '../../test/fakeHttp';
import { makeDeps, TEST_SESSION } from '../../test/sagaDeps';
import { skipDelays } from '../../test/skipDelays';
import { uploadRecord } from './testData';
import { submitUpload } from './uploadsSaga';
import { listOpened, modalOpened, uploadRequested } from './uploadsSlice';
import { uploadOutcome, uploadWork, watchedUpload } from './uploadWatchWork';
import indonesian from '../../i18n/catalogues/id.json';
import { activate, msg, raw, translate } from '../../i18n/i18n';
import type { WorkOutcome } from '../../polling/workWatch';

/** An ended outcome's toast and action in words (English unless a test activates Indonesian). */
function spoken(outcome: WorkOutcome) {
  if (outcome.state !== 'ended') throw new Error(`not ended: ${outcome.state}`);
  return {
    summary: translate(outcome.toast.summary),
    detail: outcome.toast.detail ? translate(outcome.toast.detail) : null,
    action: outcome.action ? translate(outcome.action.label) : null,
  };
}

const signedIn = () => rootReducer(undefined, authenticated(TEST_SESSION));

type State = ReturnType<typeof rootReducer>;
const visible: PageVisibility = { hidden: () => false, shown: () => undefined as never };
const june = watchedUpload(
  uploadRecord({ uuid: 'u-9', filename: 'customers-june.xlsx' }),
  'customer',
  'x.xlsx',
);

describe('an upload, watched by the shell until its processing ends', () => {
  it("announces the outcome on the receipt's notice: the spec's text, then what the rows came to, with View", () => {
    const done = uploadOutcome(june, uploadRecord({ status: 'done', num_of_success: 17, num_of_failed: 3 }));
    expect(done).toEqual({
      state: 'ended',
      toast: {
        key: 'upload:u-9',
        severity: 'warn',
        summary: 'uploads.success.customers',
        detail: msg('uploads.watch.finished', {
          file: raw('customers-june.xlsx'),
          imported: 17,
          invalid: 3,
        }),
      },
      action: { label: 'common.view' },
    });
    expect(spoken(done)).toEqual({
      summary: 'Uploaded Customers Successfully',
      detail: 'customers-june.xlsx: 17 imported, 3 invalid rows',
      action: 'View',
    });
    const clean = uploadOutcome(june, uploadRecord({ status: 'done', num_of_success: 1, num_of_failed: 0 }));
    expect(clean).toMatchObject({ toast: { severity: 'success' } });
    expect(spoken(clean).detail).toBe('customers-june.xlsx: 1 imported, 0 invalid rows');
    const failed = uploadOutcome(
      june,
      uploadRecord({ status: 'failed', information: 'Missing required column: Mobile No.' }),
    );
    expect(failed).toMatchObject({ state: 'ended', toast: { severity: 'error' } });
    expect(spoken(failed)).toEqual({
      summary: 'Uploaded Customers Successfully',
      detail: 'customers-june.xlsx could not be imported: Missing required column: Mobile No.',
      action: 'View',
    });
    expect(spoken(uploadOutcome(june, uploadRecord({ status: 'failed', information: ' ' }))).detail).toBe(
      'customers-june.xlsx could not be imported',
    );
    expect(uploadOutcome(june, uploadRecord({ status: 'process' }))).toEqual({ state: 'moving' });
    expect(uploadOutcome(june, undefined)).toEqual({ state: 'gone' });
  });

  it("announces in Bahasa Indonesia, the file's name and the server's reason as written", () => {
    activate('id', indonesian);
    expect(
      spoken(uploadOutcome(june, uploadRecord({ status: 'done', num_of_success: 1234, num_of_failed: 1 }))),
    ).toEqual({
      summary: 'Data pelanggan berhasil diunggah',
      detail: 'customers-june.xlsx: 1.234 diimpor, 1 baris tidak valid',
      action: 'Lihat',
    });
    expect(
      spoken(
        uploadOutcome(
          june,
          uploadRecord({ status: 'failed', information: 'Missing required column: Mobile No.' }),
        ),
      ),
    ).toEqual({
      summary: 'Data pelanggan berhasil diunggah',
      detail: 'customers-june.xlsx tidak dapat diimpor: Missing required column: Mobile No.',
      action: 'Lihat',
    });
  });

  it('looks at the upload by its id and category until it ends, on whatever screen, then announces it', async () => {
    let looks = 0;
    const { http, requests } = fakeHttp({
      'POST /api/files/filter': () => {
        looks += 1;
        return {
          data: [
            uploadRecord({
              uuid: 'u-9',
              status: looks < 2 ? 'process' : 'done',
              num_of_success: 17,
              num_of_failed: 3,
            }),
          ],
        };
      },
    });
    const result = await expectSaga(
      workWatchSaga,
      makeDeps(http),
      { upload: async () => uploadWork },
      visible,
    )
      .withReducer(rootReducer, signedIn())
      .provide(skipDelays([], 5))
      .dispatch(workWatchActions.started(june))
      .silentRun(100);
    const queue = (result.storeState as State).notifications.queue;
    expect(queue).toMatchObject([
      {
        severity: 'warn',
        action: { run: workWatchActions.acted({ ...june, data: { category: 'customer' } }) },
      },
    ]);
    expect(translate(queue[0]!.summary)).toBe('Uploaded Customers Successfully');
    expect(translate(queue[0]!.detail!)).toBe('customers-june.xlsx: 17 imported, 3 invalid rows');
    expect(translate(queue[0]!.action!.label)).toBe('View');
    expect(requests[0]!.body).toEqual({
      filters: [
        { key: 'id', value: 'u-9' },
        { key: 'category', value: 'customer' },
      ],
    });
  });

  it("View opens the upload's detail", async () => {
    const deps = makeDeps();
    await expectSaga(workWatchSaga, deps, { upload: async () => uploadWork }, visible)
      .withReducer(rootReducer, signedIn())
      .dispatch(workWatchActions.acted({ ...june, data: { category: 'product_line' } }))
      .silentRun(50);
    expect(sessionStorage.getItem('uploadUuid')).toBe('u-9');
    expect(deps.navigate).toHaveBeenCalledWith('/product-line/upload-detail');
  });

  it('an accepted upload is the receipt ("Uploaded ... Successfully") and is handed to the watch', async () => {
    const session: StoredSession = {
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 3600,
      created_at: '2024-06-01T00:00:00.000Z',
      user: { display_name: 'D', applications: ['crm'], modules: [], divisions: [{ id: 'd', name: 'D' }] },
    };
    const { http } = fakeHttp({
      'POST /api/files': () => ({
        data: uploadRecord({ uuid: 'u-9', status: 'execute', filename: 'customers-june.xlsx' }),
      }),
    });
    let state = rootReducer(undefined, authenticated(session));
    state = rootReducer(rootReducer(state, listOpened({ category: 'customer' })), modalOpened());
    const file = new File(['x'], 'customers-june.xlsx');
    await expectSaga(submitUpload, makeDeps(http), uploadRequested({ file }))
      .withReducer(rootReducer, state)
      .put(workWatchActions.started(june))
      .run();
  });
});
