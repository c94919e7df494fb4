import type { PayloadAction } from '@reduxjs/toolkit';
import { buffers, channel, type Channel, type Task } from 'redux-saga';
import {
  all,
  call,
  cancel,
  fork,
  join,
  put,
  race,
  select,
  take,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { errorMessage } from '../../api/apiError';
import type { Apis } from '../../api/apis';
import type { DownloadedFile, UploadRecord } from '../../api/files';
import type { UploadCategory } from '@crm/domain';
import type { SessionUser } from '../../api/types';
import { notify } from '../../store/notificationsSlice';
import type { SagaDeps } from '../../store/sagaDeps';
import { detailKeys } from '../../config/paths';
import { saveBlob } from '../../components/saveFile';
import { isUploadInProgress } from '../../lib/statuses';
import { selectUser } from '../../session/sessionSlice';
import { CHECKING_ROWS, UPLOAD_CATEGORIES, UPLOAD_FAILED_MESSAGE } from './uploadCategories';
import { pollWhileMoving } from '../../polling/poll';
import { ANNOUNCEMENT_LIFE_MS, workWatchActions } from '../../polling/workWatch';
import { uploadNoticeKey, watchedUpload } from './uploadWatchWork';
import { SOON } from '../../polling/pollingPolicy';
import {
  detailClosed,
  detailFailed,
  detailMissing,
  detailOpened,
  detailSucceeded,
  downloadFinished,
  downloadRequested,
  listOpened,
  selectUploadCategory,
  uploadFailed,
  uploadProgressed,
  uploadRequested,
  uploadSucceeded,
  viewRequested,
  type DownloadTarget,
} from './uploadsSlice';

/** The division lookup of spec part 1 section 7 (its answer is not used; a failure is only logged). */
export function* lookUpDivision(deps: SagaDeps) {
  const user: SessionUser | null = yield select(selectUser);
  const divisionId = user?.divisions?.[0]?.id;
  if (!divisionId) return;
  try {
    const api: Apis = yield call(deps.api);
    yield call(api.files.division, divisionId);
  } catch (error) {
    console.warn('Division lookup failed', error);
  }
}

/** Puts each percentage the progress channel carries as uploadProgressed, until the channel closes. */
function* forwardProgress(progress: Channel<number>) {
  while (true) {
    const percent: number = yield take(progress);
    yield put(uploadProgressed(percent));
  }
}

export function* submitUpload(deps: SagaDeps, action: PayloadAction<{ file: File }>) {
  const category: UploadCategory | null = yield select(selectUploadCategory);
  const user: SessionUser | null = yield select(selectUser);
  if (!category) return;
  const config = UPLOAD_CATEGORIES[category];
  // axios reports progress through a callback: a channel brings it back into the saga (at most 101 values:
  // each whole percentage once).
  const progress: Channel<number> = channel(buffers.expanding(16));
  const forwarder: Task = yield fork(forwardProgress, progress);
  try {
    const api: Apis = yield call(deps.api);
    let last = -1;
    const record: UploadRecord = yield call(api.files.upload, {
      file: action.payload.file,
      category,
      divisionId: user?.divisions?.[0]?.id,
      onProgress: (percent) => {
        if (percent === last) return;
        last = percent;
        progress.put(percent);
      },
    });
    progress.close();
    yield join(forwarder);
    // The receipt of the file (the spec's text), at once with "Checking rows…" when its processing is watched:
    // the shell puts the outcome in that line's place when it ends (uploadWatchWork.ts).
    const watched = Boolean(record?.uuid);
    yield put(
      uploadSucceeded({
        dialog: config.success.kind === 'dialog' ? config.success.message : null,
        checking: watched,
      }),
    );
    if (config.success.kind === 'toast')
      yield put(
        notify({
          severity: 'success',
          summary: config.success.message,
          ...(watched
            ? { key: uploadNoticeKey(record.uuid), detail: CHECKING_ROWS, life: ANNOUNCEMENT_LIFE_MS }
            : {}),
        }),
      );
    if (watched)
      yield put(workWatchActions.started(watchedUpload(record, category, action.payload.file.name)));
    // The list screen shows the new upload: its default view, reloaded (UploadListPage).
  } catch (error) {
    yield cancel(forwarder);
    yield put(uploadFailed());
    // The spec's text, with the server's reason beside it (e.g. the file is over the size limit).
    yield put(notify({ severity: 'error', ...errorMessage(error, { fixed: UPLOAD_FAILED_MESSAGE }) }));
  } finally {
    progress.close();
  }
}

export function* openDetail(deps: SagaDeps, action: PayloadAction<{ uuid: string }>) {
  const category: UploadCategory | null = yield select(selectUploadCategory);
  if (!category) return;
  deps.sessionStorage.setItem(detailKeys.uploadUuid, action.payload.uuid);
  yield call(deps.navigate, UPLOAD_CATEGORIES[category].detailPath);
}

/**
 * Loads the upload whose uuid the list left in session storage, then follows it while it is On Going by the
 * polling policy (polling/poll.ts: every 3 s, never while the tab is hidden, a longer wait after a failed look).
 */
export function* watchDetail(deps: SagaDeps, category: UploadCategory) {
  const uuid = deps.sessionStorage.getItem(detailKeys.uploadUuid);
  if (!uuid) {
    yield put(detailMissing());
    return;
  }
  const id: string = uuid;
  const api: Apis = yield call(deps.api);
  function* load() {
    const records: UploadRecord[] = yield call(api.files.filter, [
      { key: 'id', value: id },
      { key: 'category', value: category },
    ]);
    const record = records.find((entry) => entry.uuid === id && entry.category === category) ?? null;
    yield put(detailSucceeded(record));
    return record;
  }
  let first: UploadRecord | null;
  try {
    first = yield call(load);
  } catch (error) {
    const message = errorMessage(error);
    yield put(detailFailed(message.summary));
    yield put(notify({ severity: 'error', ...message }));
    return;
  }
  yield call(pollWhileMoving<UploadRecord | null>, {
    initial: first,
    paceOf: (record) => (record && isUploadInProgress(record.status) ? SOON : null),
    *look() {
      const record: UploadRecord | null = yield call(load);
      return record;
    },
    now: deps.now,
    name: 'Upload detail',
  });
}

export function* uploadDetailPage(deps: SagaDeps) {
  while (true) {
    const action: PayloadAction<{ category: UploadCategory }> = yield take(detailOpened.type);
    yield race({ watch: call(watchDetail, deps, action.payload.category), closed: take(detailClosed.type) });
  }
}

export function* download(deps: SagaDeps, action: PayloadAction<DownloadTarget>) {
  try {
    const api: Apis = yield call(deps.api);
    const target = action.payload;
    const file: DownloadedFile =
      target.kind === 'template'
        ? yield call(api.files.downloadTemplate, target.category)
        : target.kind === 'invalid'
          ? yield call(api.files.downloadInvalid, target.filePath)
          : yield call(api.files.downloadOriginal, target.filePath);
    yield call(saveBlob, file.blob, file.filename);
  } catch (error) {
    yield put(notify({ severity: 'error', ...errorMessage(error) }));
  } finally {
    yield put(downloadFinished());
  }
}

export function* uploadsSaga(deps: SagaDeps) {
  yield all([
    // The division lookup of spec part 1 section 7, as an upload list opens (its list is the list kit's).
    takeLatest(listOpened.type, lookUpDivision, deps),
    call(uploadDetailPage, deps),
    takeLeading(uploadRequested.type, submitUpload, deps),
    takeLeading(viewRequested.type, openDetail, deps),
    takeLeading(downloadRequested.type, download, deps),
  ]);
}
