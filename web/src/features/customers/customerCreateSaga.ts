import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select } from 'redux-saga/effects';
import { errorMessage } from '../../api/apiError';
import type { Apis } from '../../api/apis';
import { openCustomerList } from '../../api/customers';
import type { RecordMap } from '../../api/fieldEntries';
import type { DownloadedFile, UploadRecord } from '../../api/files';
import type { SessionUser } from '../../api/types';
import { msg, raw, type Text } from '../../i18n/i18n';
import { isUploadInProgress, uploadStatusEntry } from '../../lib/statuses';
import { pollWhileMoving } from '../../polling/poll';
import { SOON } from '../../polling/pollingPolicy';
import { selectUser } from '../../session/sessionSlice';
import { sessionAccessToken } from '../../session/sessionToken';
import type { SagaDeps } from '../../store/sagaDeps';
import { newCustomerFile, readFirstSheet } from './customerCreateSheet';
import { customerList } from './customerList';
import { invalidRowReason } from './customerCreateRules';
import { oneLineEach, toCustomerRow, type CustomerCreateValues, type CustomerRow } from './customerRules';
import { createImporting, createRefused, createSucceeded } from './customersSlice';

/** Loaded with the dialog's first Save, out of the list screen's first load. */

/** As the upload detail screen follows one, until it is no longer On Going; null when the server lost it. */
export function* followUpload(deps: SagaDeps, api: Apis, accepted: UploadRecord) {
  const record: UploadRecord | null = yield call(pollWhileMoving<UploadRecord | null>, {
    initial: accepted,
    paceOf: (current) => (current && isUploadInProgress(current.status) ? SOON : null),
    *look() {
      const records: UploadRecord[] = yield call(api.files.filter, [
        { key: 'id', value: accepted.uuid },
        { key: 'category', value: 'customer' },
      ]);
      return records.find((candidate) => candidate.uuid === accepted.uuid) ?? null;
    },
    now: deps.now,
    name: 'New customer upload',
  });
  return record;
}

/** Via the filter call. */
export async function customerOfOrder(token: string, order: string): Promise<CustomerRow | null> {
  const response = await openCustomerList({
    token,
    filters: [{ property: 'service_order_no', value: order }],
  });
  const body = (await response.json()) as { data?: { customers?: RecordMap } };
  for (const [id, entries] of Object.entries(body.data?.customers ?? {})) {
    const row = toCustomerRow(id, entries);
    if (row.serviceOrder === order) return row;
  }
  return null;
}

/** Its refused row's reason, else its error text, in the server's words. */
function* refusalOf(api: Apis, record: UploadRecord | null, file: string) {
  const notImported = msg('uploads.watch.notImported', { file: raw(file) });
  if (!record) return notImported;
  const information = record.information?.trim();
  if (uploadStatusEntry(record.status).label !== 'Completed')
    return information ? oneLineEach([notImported, raw(information)]) : notImported;
  const invalidPath = record.invalid_file?.file_path;
  if (!invalidPath) return notImported;
  const download: DownloadedFile = yield call(api.files.downloadInvalid, invalidPath);
  const sheet: string[][] = yield call(readFirstSheet, download.blob);
  const reason = invalidRowReason(sheet);
  return reason ? raw(reason) : notImported;
}

/**
 * The API has no create call (docs/deviations.md), so a new customer goes as a one-row customer upload (POST
 * /api/files) followed to its outcome; a refused row's reason keeps the dialog open with what was typed.
 */
export function* createCustomer(deps: SagaDeps, action: PayloadAction<CustomerCreateValues>) {
  const values = action.payload;
  try {
    const api: Apis = yield call(deps.api);
    const user: SessionUser | null = yield select(selectUser);
    const file: File = yield call(newCustomerFile, values);
    const accepted: UploadRecord = yield call(api.files.upload, {
      file,
      category: 'customer',
      divisionId: user?.divisions?.[0]?.id,
    });
    yield put(createImporting({ file: file.name }));
    const outcome: UploadRecord | null = yield call(followUpload, deps, api, accepted);
    if (!outcome || uploadStatusEntry(outcome.status).label !== 'Completed' || !outcome.num_of_success) {
      const reason: Text = yield call(refusalOf, api, outcome, file.name);
      yield put(createRefused(msg('customers.create.refused', { reason })));
      return;
    }
    const order = values.serviceOrder.trim();
    const token: string | null = yield call(sessionAccessToken, deps);
    const stored: CustomerRow | null = token ? yield call(customerOfOrder, token, order) : null;
    // Not found (deleted meanwhile?): the values as sent, which are what the import stored.
    const { productLine: _productLine, ...shown } = values;
    yield put(createSucceeded(stored ?? { ...shown, id: '', serviceOrder: order, lastUpdate: '' }));
    yield put(customerList.actions.reloadRequested());
  } catch (error) {
    console.error('Customer create failed', error);
    // A 401 signs out (http.ts); any other failure is the spec's upload failure, with the server's reason.
    // Spec part 1 section 8's words, the server's reason beside.
    const { summary, detail } = errorMessage(error, { fixed: 'uploads.failed' });
    yield put(createRefused(detail ? oneLineEach([summary, detail]) : summary));
  }
}
