import './uploads.css';
import { Button } from 'primereact/button';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { UploadCategory, UploadRecord } from '../../api/files';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { DataPanel } from '../../components/DataPanel';
import type { Column } from '../../components/DataTable';
import { DateFilter } from '../../components/DateFilter';
import { IconButton } from '../../components/IconButton';
import { PagedTable, usePagedRows } from '../../components/PagedTable';
import { SelectFilter } from '../../components/SelectFilter';
import { UploadStatusBadge } from '../../components/StatusBadge';
import { SuccessDialog } from '../../components/SuccessDialog';
import { formatUtc, fromRequestDate, toRequestDate } from '../../lib/dates';
import { emptyListText } from '../../lib/emptyListText';
import { distinctOptions } from '../../lib/filters';
import type { UploadStatusLabel } from '../../lib/statuses';
import { UPLOAD_CATEGORIES, type UploadColumn, type UploadFilterField } from './uploadCategories';
import { hasUploadFilters, STATUS_OPTIONS, uploadCount } from './uploadRules';
import { UploadModal } from './UploadModal';
import { uploadsSaga } from './uploadsSaga';
import {
  downloadRequested,
  filtersApplied,
  filtersChanged,
  filtersCleared,
  listClosed,
  listOpened,
  listRequested,
  modalClosed,
  modalOpened,
  selectAppliedUploadFilters,
  selectDownloading,
  selectUploadCategory,
  selectUploadFilters,
  selectUploadList,
  selectUploadModalOpen,
  selectUploadProgress,
  selectUploadStatus,
  selectUploadSuccessDialog,
  successDialogClosed,
  uploadRequested,
  viewRequested,
} from './uploadsSlice';

/** Upload lists show 5 rows a page (spec part 1 section 9). */
export const UPLOAD_PAGE_SIZE = 5;

/**
 * The upload list of a category (customer, product line, gift claim): filters, the table of uploads with
 * their status, the upload modal, and a refresh every 2 s while any upload is On Going.
 */
export function UploadListScreen({ category }: { category: UploadCategory }) {
  useFeatureSaga('uploads', uploadsSaga);
  const dispatch = useAppDispatch();
  const config = UPLOAD_CATEGORIES[category];
  const storeCategory = useAppSelector(selectUploadCategory);
  const list = useAppSelector(selectUploadList);
  const filters = useAppSelector(selectUploadFilters);
  const applied = useAppSelector(selectAppliedUploadFilters);
  const modalOpen = useAppSelector(selectUploadModalOpen);
  const uploadStatus = useAppSelector(selectUploadStatus);
  const uploadProgress = useAppSelector(selectUploadProgress);
  const successDialog = useAppSelector(selectUploadSuccessDialog);
  const downloading = useAppSelector(selectDownloading);
  const [filtersOpen, setFiltersOpen] = useState(false);

  useEffect(() => {
    dispatch(listOpened({ category }));
    return () => {
      dispatch(listClosed());
    };
  }, [category, dispatch]);

  // Until this screen's first load, the store may still hold another category's rows.
  const current = storeCategory === category;
  const rows = current ? list.items : [];
  const optionItems = list.optionItems;
  const options = useMemo(() => {
    const source = current ? optionItems : [];
    return {
      ids: distinctOptions(source.map((row) => row.uuid)),
      uploaders: distinctOptions(source.map((row) => row.upload_by_user_name)),
      divisions: distinctOptions(source.map((row) => row.upload_by_division_name)),
    };
  }, [current, optionItems]);
  const [pageData, setPage] = usePagedRows(rows, UPLOAD_PAGE_SIZE);
  const loading = !current || list.status === 'pending' || list.status === 'idle';

  const apply = () => {
    setPage(1);
    dispatch(filtersApplied());
    dispatch(listRequested());
  };
  const clear = () => {
    setPage(1);
    dispatch(filtersCleared());
    dispatch(listRequested());
  };
  const closeDialog = useCallback(() => dispatch(successDialogClosed()), [dispatch]);
  const upload = (file: File) => {
    setPage(1);
    dispatch(uploadRequested({ file }));
  };

  const cells: Record<UploadColumn, Column<UploadRecord>> = {
    id: {
      header: 'ID Upload',
      cell: (row) => (
        <div className="upload-id">
          <span className="upload-filename">{row.filename || '-'}</span>
          <span className="mono muted">{row.uuid}</span>
        </div>
      ),
    },
    uploadBy: { header: 'Upload By', cell: (row) => row.upload_by_user_name },
    division: { header: 'Division', cell: (row) => row.upload_by_division_name },
    lastUpdate: { header: 'Last Update', cell: (row) => formatUtc(row.updated_at), className: 'nowrap' },
    status: { header: 'Status', cell: (row) => <UploadStatusBadge status={row.status} /> },
    success: {
      header: 'Success Data',
      cell: (row) => uploadCount(row, row.num_of_success),
      className: 'upload-count',
    },
    invalid: {
      header: 'Invalid Data',
      cell: (row) => uploadCount(row, row.num_of_failed),
      className: 'upload-count',
    },
    action: {
      header: 'Action',
      cell: (row) => (
        <IconButton
          icon="pi pi-eye"
          label={`View upload ${row.filename}`}
          title="View details"
          onClick={() => dispatch(viewRequested({ uuid: row.uuid }))}
        />
      ),
    },
  };

  const filterFields: Record<UploadFilterField, ReactNode> = {
    id: (
      <SelectFilter
        key="id"
        id="upload-filter-id"
        label="ID Upload"
        options={options.ids}
        value={filters.id}
        onChange={(id) => dispatch(filtersChanged({ id }))}
        loading={loading && options.ids.length === 0}
      />
    ),
    uploadBy: (
      <SelectFilter
        key="uploadBy"
        id="upload-filter-by"
        label="Upload By"
        options={options.uploaders}
        value={filters.uploadBy}
        onChange={(uploadBy) => dispatch(filtersChanged({ uploadBy }))}
        loading={loading && options.uploaders.length === 0}
      />
    ),
    division: (
      <SelectFilter
        key="division"
        id="upload-filter-division"
        label="Division"
        options={options.divisions}
        value={filters.division}
        onChange={(division) => dispatch(filtersChanged({ division }))}
        loading={loading && options.divisions.length === 0}
      />
    ),
    status: (
      <SelectFilter
        key="status"
        id="upload-filter-status"
        label="Status"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) => dispatch(filtersChanged({ status: status as UploadStatusLabel | null }))}
      />
    ),
    lastUpdate: (
      <DateFilter
        key="lastUpdate"
        id="upload-filter-last-update"
        label="Last Update"
        value={fromRequestDate(filters.lastUpdate)}
        onChange={(date) => dispatch(filtersChanged({ lastUpdate: date ? toRequestDate(date) : null }))}
      />
    ),
  };

  return (
    <>
      <DataPanel
        title={config.listHeading}
        actions={
          <Button
            type="button"
            label="Upload Data"
            icon="pi pi-upload"
            onClick={() => dispatch(modalOpened())}
          />
        }
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        onApply={apply}
        onClear={clear}
        filters={<>{config.filters.map((field) => filterFields[field])}</>}
      >
        <PagedTable
          label={`${config.label} uploads`}
          columns={config.columns.map((column) => cells[column])}
          page={pageData}
          rowKey={(row) => row.uuid}
          loading={loading}
          emptyText={emptyListText(hasUploadFilters(applied) && current && list.optionItems.length > 0)}
          error={list.status === 'failed' ? list.error : null}
          onRetry={() => dispatch(listRequested())}
          onPage={setPage}
        />
      </DataPanel>
      <UploadModal
        visible={modalOpen}
        busy={uploadStatus === 'pending'}
        progress={uploadProgress}
        templateLabel={config.templateLabel}
        templateBusy={downloading === 'template'}
        onCancel={() => dispatch(modalClosed())}
        onUpload={upload}
        onDownloadTemplate={() => dispatch(downloadRequested({ kind: 'template', category }))}
      />
      <SuccessDialog message={successDialog} onClose={closeDialog} />
    </>
  );
}
