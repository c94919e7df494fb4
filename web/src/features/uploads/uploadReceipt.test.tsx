import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { expectSaga } from 'redux-saga-test-plan';
import { call, fork } from 'redux-saga/effects';
import type { UploadRecord } from '../../api/files';
import type { UploadCategory } from '@crm/domain';
import { translate } from '../../i18n/i18n';
import type { PageVisibility } from '../../polling/poll';
import { workWatchSaga } from '../../polling/workWatch';
import { authenticated } from '../../session/sessionSlice';
import { Toaster } from '../../shell/Toaster';
import { notify, type Toast } from '../../store/notificationsSlice';
import { rootReducer } from '../../store/store';
import { makeStore } from '../../test/appStore';
import { fakeHttp } from '../../test/fakeHttp';
import { makeDeps, TEST_SESSION } from '../../test/sagaDeps';
import { skipDelays } from '../../test/skipDelays';
import { CHECKING_ROWS, UPLOAD_CATEGORIES } from './uploadCategories';
import { submitUpload } from './uploadsSaga';
import { listOpened, modalOpened, uploadRequested } from './uploadsSlice';
import { uploadWork } from './uploadWatchWork';
import { uploadRecord } from './testData';

/**
 * The receipt of an upload and the outcome of its processing, as the user reads them: for every category and
 * every outcome, the spec's "Uploaded ... Successfully" stays, "Checking rows…" follows it at once on the same
 * notice, then the outcome takes that line's place: one notice, never two that contradict each other.
 */

const visible: PageVisibility = { hidden: () => false, shown: () => undefined as never };
const OUTCOMES: { name: string; record: Partial<UploadRecord>; says: string }[] = [
  {
    name: 'all rows imported',
    record: { status: 'done', num_of_success: 20, num_of_failed: 0 },
    says: 'june.xlsx: 20 imported, 0 invalid rows',
  },
  {
    name: 'some rows invalid',
    record: { status: 'done', num_of_success: 17, num_of_failed: 3 },
    says: 'june.xlsx: 17 imported, 3 invalid rows',
  },
  {
    name: 'refused with a reason',
    record: { status: 'failed', information: 'Missing required column: Mobile No.' },
    says: 'june.xlsx could not be imported: Missing required column: Mobile No.',
  },
  {
    name: 'refused without a reason',
    record: { status: 'failed', information: '' },
    says: 'june.xlsx could not be imported',
  },
];
const CATEGORIES = Object.keys(UPLOAD_CATEGORIES) as UploadCategory[];

/** The toasts a saga put, as they are dispatched again into another store. */
const queued = (state: ReturnType<typeof rootReducer>) =>
  state.notifications.queue.map(({ id: _id, ...toast }: Toast) => toast);

async function receiptAndOutcome(category: UploadCategory, outcome: Partial<UploadRecord>) {
  const record = uploadRecord({ uuid: 'u-7', category, filename: 'june.xlsx', status: 'execute' });
  const { http } = fakeHttp({
    'POST /api/files': () => ({ data: record }),
    'POST /api/files/filter': () => ({ data: [{ ...record, ...outcome }] }),
  });
  let state = rootReducer(undefined, authenticated(TEST_SESSION));
  state = rootReducer(rootReducer(state, listOpened({ category })), modalOpened());
  const deps = makeDeps(http);
  // The upload, with the shell's watch running as in the app.
  const result = await expectSaga(function* uploadWithTheShell() {
    yield fork(workWatchSaga, deps, { upload: async () => uploadWork }, visible);
    yield call(submitUpload, deps, uploadRequested({ file: new File(['x'], 'june.xlsx') }));
  })
    .withReducer(rootReducer, state)
    .provide(skipDelays([], 1))
    .silentRun(100);
  const toasts = queued(result.storeState);
  const receipt = toasts.filter((toast) => toast.detail === CHECKING_ROWS);
  return { receipt, outcome: toasts.slice(receipt.length), dialog: result.storeState.uploads };
}

const notices = () =>
  [...document.querySelectorAll('.toast')].map((toast) =>
    [...toast.querySelectorAll('.toast-text > *')].map((line) => line.textContent),
  );

describe('an upload receipt says what happened, on one notice', { timeout: 20_000 }, () => {
  for (const category of CATEGORIES)
    it.each(OUTCOMES)(`${category}: $name`, async ({ record, says }) => {
      const { receipt, outcome, dialog } = await receiptAndOutcome(category, record);
      const spec = translate(UPLOAD_CATEGORIES[category].success.message);
      const store = makeStore(makeDeps());
      render(
        <Provider store={store}>
          <Toaster />
        </Provider>,
      );
      act(() => {
        for (const toast of receipt) store.dispatch(notify(toast));
      });
      if (UPLOAD_CATEGORIES[category].success.kind === 'toast') {
        expect(notices()).toEqual([[spec, 'Checking rows…']]);
      } else {
        // Gift claims: the spec's success dialog says it, with the same line under it.
        expect(notices()).toEqual([]);
        expect([
          translate(dialog.successDialog ?? 'error.unexpected'),
          translate(dialog.successDetail ?? 'error.unexpected'),
        ]).toEqual([spec, 'Checking rows…']);
      }
      act(() => {
        for (const toast of outcome) store.dispatch(notify(toast));
      });
      expect(notices()).toEqual([[spec, says]]);
      expect(screen.getByRole(record.status === 'failed' ? 'alert' : 'status')).toHaveTextContent(says);
    });
});
