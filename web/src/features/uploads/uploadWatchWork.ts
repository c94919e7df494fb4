import type { Apis } from '../../api/apis';
import { call } from 'redux-saga/effects';
import type { UploadRecord } from '../../api/files';
import type { UploadCategory } from '@crm/domain';
import { detailKeys } from '../../config/paths';
import { msg, raw } from '../../i18n/i18n';
import { isUploadInProgress, uploadStatusEntry } from '../../lib/statuses';
import type { WatchedWork, WorkKind, WorkOutcome } from '../../polling/workWatch';
import { UPLOAD_CATEGORIES } from './uploadCategories';

/**
 * Uploaded files as work the shell watches (polling/workWatch.ts): the spec's "Uploaded ... Successfully" is the
 * receipt of the file, said at once with "Checking rows…"; the outcome of its processing takes the place of that
 * line on the same notice when it ends, on whatever screen the user is on ("Uploaded Customers Successfully" /
 * "customers-june.xlsx: 17 imported, 3 invalid rows", with View), so the receipt and the outcome never read as
 * two notices that contradict each other. Loaded with the first look.
 */

/** The key of an upload's notices (notificationsSlice: one notice per key on screen). */
export const uploadNoticeKey = (uuid: string) => `upload:${uuid}`;

/** The watch's entry for an upload the server accepted. */
export function watchedUpload(
  record: Pick<UploadRecord, 'uuid' | 'filename'>,
  category: UploadCategory,
  fileName: string,
): WatchedWork {
  return { kind: 'upload', id: record.uuid, label: record.filename || fileName, data: { category } };
}

const categoryOf = (work: WatchedWork): UploadCategory =>
  (work.data?.category as UploadCategory | undefined) ?? 'customer';

/** What one look says about a watched upload. */
export function uploadOutcome(work: WatchedWork, record: UploadRecord | undefined): WorkOutcome {
  if (!record) return { state: 'gone' };
  if (isUploadInProgress(record.status)) return { state: 'moving' };
  const view = { label: 'common.view' as const };
  // The file's name is the user's own words: never looked up.
  const file = raw(work.label);
  const notice = {
    key: uploadNoticeKey(work.id),
    summary: UPLOAD_CATEGORIES[categoryOf(work)].success.message,
  };
  if (uploadStatusEntry(record.status).label === 'Completed') {
    const invalid = record.num_of_failed ?? 0;
    return {
      state: 'ended',
      toast: {
        ...notice,
        severity: invalid ? 'warn' : 'success',
        detail: msg('uploads.watch.finished', { file, imported: record.num_of_success ?? 0, invalid }),
      },
      action: view,
    };
  }
  // The server's words, as it wrote them.
  const reason = record.information?.trim();
  return {
    state: 'ended',
    toast: {
      ...notice,
      severity: 'error',
      detail: reason
        ? msg('uploads.watch.notImportedBecause', { file, reason: raw(reason) })
        : msg('uploads.watch.notImported', { file }),
    },
    action: view,
  };
}

export const uploadWork: WorkKind = {
  *look(deps, works) {
    const api: Apis = yield call(deps.api);
    const outcomes = new Map<string, WorkOutcome>();
    for (const work of works) {
      const records: UploadRecord[] = yield call(api.files.filter, [
        { key: 'id', value: work.id },
        { key: 'category', value: categoryOf(work) },
      ]);
      outcomes.set(
        work.id,
        uploadOutcome(
          work,
          records.find((record) => record.uuid === work.id),
        ),
      );
    }
    return outcomes;
  },
  /** View: the upload's detail (its uuid in session storage, as the list's view icon does). */
  *act(deps, work) {
    deps.sessionStorage.setItem(detailKeys.uploadUuid, work.id);
    const category = UPLOAD_CATEGORIES[categoryOf(work)];
    yield call(deps.navigate, category.detailPath);
  },
};
