import './uploads.css';
import { Button } from 'primereact/button';
import { useCallback, useEffect, useMemo, useRef, useEffectEvent } from 'react';
import type { UploadRecord } from '../../api/files';
import type { UploadCategory } from '@crm/domain';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { useRuntimeConfig } from '../../config/ConfigContext';
import { BreakableText } from '../../components/BreakableText';
import type { Column } from '../../components/column';
import { IconButton } from '../../components/IconButton';
import { SuccessDialog } from '../../components/SuccessDialog';
import { formatUtc } from '../../lib/dates';
import { uploadStatusEntry } from '../../lib/statuses';
import { translate, useT } from '../../i18n/i18n';
import { ListPage } from '../../lists/ListPage';
import { useListPage } from '../../lists/useListPage';
import { UPLOAD_CATEGORIES, type UploadColumn } from './uploadCategories';
import { UPLOAD_LISTS } from './uploadLists';
import { uploadCount } from './uploadRules';
import { UploadModal } from './UploadModal';
import { UploadStatusBadge } from './UploadStatusBadge';
import { uploadsSaga } from './uploadsSaga';
import {
  downloadRequested,
  listOpened,
  modalClosed,
  modalOpened,
  selectDownloading,
  selectUploadModalOpen,
  selectUploadProgress,
  selectUploadStatus,
  selectUploadSuccessDetail,
  selectUploadSuccessDialog,
  successDialogClosed,
  uploadRequested,
  viewRequested,
} from './uploadsSlice';
import { Timestamp } from '../../components/Timestamp';

/** The ID Upload cell's text: the file name, then the uuid (sorting, quick search and export use it). */
const idText = (row: UploadRecord) => [row.filename, row.uuid].filter(Boolean).join(' ');

/** The table's columns of a category's uploads, in the category's order. */
function useUploadColumns(category: UploadCategory) {
  const dispatch = useAppDispatch();
  const config = UPLOAD_CATEGORIES[category];
  const t = useT();
  return useMemo(() => {
    const cells: Record<UploadColumn, Column<UploadRecord>> = {
      id: {
        header: 'uploads.column.idUpload',
        value: idText,
        cell: (row) => (
          <div className="upload-id">
            <span className="upload-filename">
              <BreakableText text={row.filename || '-'} />
            </span>
            <span className="mono muted">
              <BreakableText text={row.uuid} />
            </span>
          </div>
        ),
      },
      uploadBy: { header: 'uploads.column.uploadBy', value: (row) => row.upload_by_user_name },
      division: { header: 'uploads.column.division', value: (row) => row.upload_by_division_name },
      lastUpdate: {
        header: 'uploads.column.lastUpdate',
        value: (row) => formatUtc(row.updated_at),
        cell: (row) => <Timestamp value={row.updated_at} />,
      },
      status: {
        header: 'uploads.column.status',
        value: (row) => translate(uploadStatusEntry(row.status).text),
        cell: (row) => <UploadStatusBadge status={row.status} />,
      },
      success: {
        header: 'uploads.column.successData',
        value: (row) => uploadCount(row, row.num_of_success),
        className: 'upload-count',
      },
      invalid: {
        header: 'uploads.column.invalidData',
        value: (row) => uploadCount(row, row.num_of_failed),
        className: 'upload-count',
      },
      action: {
        header: 'uploads.column.action',
        cell: (row) => (
          <IconButton
            icon="pi pi-eye"
            label={t('uploads.view', { name: row.filename })}
            title={t('uploads.viewDetails')}
            onClick={() => dispatch(viewRequested({ uuid: row.uuid }))}
          />
        ),
      },
    };
    return config.columns.map((column) => cells[column]);
  }, [config.columns, dispatch, t]);
}

/**
 * The upload list of a category (customer, product line, gift claim) on the list kit: filters, page, sort
 * and quick search in the URL, the table of uploads with their status, export, the upload modal, and a
 * quiet refresh every 2 s while any upload is On Going.
 */
export default function UploadListPage({ category }: { category: UploadCategory }) {
  const { kit, saga } = UPLOAD_LISTS[category];
  useFeatureSaga('uploads', uploadsSaga);
  useFeatureSaga(kit.config.name, saga);
  const dispatch = useAppDispatch();
  const config = UPLOAD_CATEGORIES[category];
  const modalOpen = useAppSelector(selectUploadModalOpen);
  const uploadStatus = useAppSelector(selectUploadStatus);
  const uploadProgress = useAppSelector(selectUploadProgress);
  const successDialog = useAppSelector(selectUploadSuccessDialog);
  const successDetail = useAppSelector(selectUploadSuccessDetail);
  const downloading = useAppSelector(selectDownloading);
  const { maxUploadMb } = useRuntimeConfig();
  const t = useT();

  useEffect(() => {
    dispatch(listOpened({ category }));
  }, [category, dispatch]);

  const columns = useUploadColumns(category);
  const model = useListPage({ kit, columns });

  // A successful upload shows the new upload at the top of the unfiltered list: the default view, reloaded.
  const resetView = useEffectEvent(() => model.resetView());
  const previousStatus = useRef(uploadStatus);
  useEffect(() => {
    if (uploadStatus === 'succeeded' && previousStatus.current !== 'succeeded') resetView();
    previousStatus.current = uploadStatus;
  }, [uploadStatus]);

  const closeDialog = useCallback(() => dispatch(successDialogClosed()), [dispatch]);

  return (
    <>
      <ListPage
        model={model}
        actions={
          <Button
            type="button"
            label={t('uploads.uploadData')}
            icon="pi pi-upload"
            onClick={() => dispatch(modalOpened())}
          />
        }
      />
      <UploadModal
        visible={modalOpen}
        busy={uploadStatus === 'pending'}
        progress={uploadProgress}
        templateLabel={t(config.templateLabel)}
        templateBusy={downloading === 'template'}
        maxUploadMb={maxUploadMb}
        onCancel={() => dispatch(modalClosed())}
        onUpload={(file: File) => dispatch(uploadRequested({ file }))}
        onDownloadTemplate={() => dispatch(downloadRequested({ kind: 'template', category }))}
      />
      <SuccessDialog message={successDialog} detail={successDetail} onClose={closeDialog} />
    </>
  );
}
