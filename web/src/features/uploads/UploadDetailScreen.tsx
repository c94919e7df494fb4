import './uploads.css';
import { Button } from 'primereact/button';
import { useEffect, type ReactNode } from 'react';
import type { UploadCategory, UploadRecord } from '../../api/files';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { UploadStatusBadge } from '../../components/StatusBadge';
import { formatUtc } from '../../lib/dates';
import { BackToList } from '../../shell/BackToList';
import { UPLOAD_CATEGORIES } from './uploadCategories';
import { totalData, uploadErrorText } from './uploadRules';
import { uploadsSaga } from './uploadsSaga';
import {
  detailClosed,
  detailOpened,
  downloadRequested,
  selectDownloading,
  selectUploadDetail,
} from './uploadsSlice';

export const NO_INVALID_DATA_TOOLTIP = 'no invalid data available';

function Counter({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className={`counter ${tone}`} role="group" aria-label={label}>
      <span className="counter-label">{label}</span>
      <span className="counter-value">{value.toLocaleString('en-US')}</span>
    </div>
  );
}

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="info-row">
      <dt>{label}</dt>
      <dd>{children || '-'}</dd>
    </div>
  );
}

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="empty-state" role="status">
      <i className="pi pi-inbox" aria-hidden="true" />
      <p className="empty-title">{title}</p>
      <p className="muted">{text}</p>
    </div>
  );
}

/**
 * The detail of one upload (its uuid comes from session storage): status with "Error: ..." when it failed,
 * Total / Success / Invalid Data, the file's details, and the downloads. Refreshes while On Going.
 *
 * Long (about 115 lines) because it is mostly the detail's markup (status, figures, file info, downloads); its
 * rules live in uploadRules.ts.
 */
export function UploadDetailScreen({ category }: { category: UploadCategory }) {
  useFeatureSaga('uploads', uploadsSaga);
  const dispatch = useAppDispatch();
  const config = UPLOAD_CATEGORIES[category];
  const detail = useAppSelector(selectUploadDetail);
  const downloading = useAppSelector(selectDownloading);

  useEffect(() => {
    dispatch(detailOpened({ category }));
    return () => {
      dispatch(detailClosed());
    };
  }, [category, dispatch]);

  const record: UploadRecord | null = detail.record;
  const error = record ? uploadErrorText(record) : null;
  const hasInvalid = Boolean(record?.invalid_file?.file_path);

  let body: ReactNode;
  if (detail.status === 'missing') {
    body = (
      <EmptyState
        title="No upload selected."
        text="Open an upload from the upload list to see its details."
      />
    );
  } else if (detail.status === 'notFound') {
    body = (
      <EmptyState title="Upload not found." text="This upload does not exist (any more) in this category." />
    );
  } else if (!record) {
    body =
      detail.status === 'failed' ? (
        <EmptyState title="No data available." text={detail.error ?? ''} />
      ) : (
        <p className="muted" role="status">
          Loading data...
        </p>
      );
  } else {
    body = (
      <>
        <div className="counters">
          <Counter label="Total Data" value={totalData(record)} tone="neutral" />
          <Counter label="Success Data" value={Number(record.num_of_success) || 0} tone="success" />
          <Counter label="Invalid Data" value={Number(record.num_of_failed) || 0} tone="danger" />
        </div>
        <section className="info-card" aria-labelledby="file-info-title">
          <h2 id="file-info-title" className="card-title">
            File Info
          </h2>
          <dl className="info-list">
            <Info label="File Name">{record.filename}</Info>
            <Info label="ID Upload">
              <span className="mono">{record.uuid}</span>
            </Info>
            <Info label="Category">{config.label}</Info>
            <Info label="Uploaded By">{record.upload_by_user_name}</Info>
            <Info label="Division">{record.upload_by_division_name}</Info>
            <Info label="Upload Date">{formatUtc(record.upload_at ?? record.created_at)}</Info>
            <Info label="Last Update">{formatUtc(record.updated_at)}</Info>
          </dl>
        </section>
      </>
    );
  }

  return (
    <section className="panel" aria-label="Upload Details">
      <header className="panel-header upload-detail-header">
        <h1 className="panel-title">Upload Details</h1>
        <BackToList lists={[config.listPath]} />
        {record && (
          <div className="status-line">
            <UploadStatusBadge status={record.status} />
            {error && <span className="upload-error">{error}</span>}
          </div>
        )}
        {record && (
          <div className="panel-actions">
            <Button
              type="button"
              label="Download File"
              icon="pi pi-download"
              outlined
              disabled={!record.file_path}
              loading={downloading === 'original'}
              onClick={() => dispatch(downloadRequested({ kind: 'original', filePath: record.file_path }))}
            />
            <span className="tooltip-host">
              <Button
                type="button"
                label="Download Invalid Data"
                icon="pi pi-file-excel"
                severity="danger"
                outlined
                disabled={!hasInvalid}
                loading={downloading === 'invalid'}
                aria-describedby={hasInvalid ? undefined : 'no-invalid-data'}
                onClick={() =>
                  record.invalid_file &&
                  dispatch(downloadRequested({ kind: 'invalid', filePath: record.invalid_file.file_path }))
                }
              />
              {!hasInvalid && (
                <span id="no-invalid-data" role="tooltip" className="tooltip-bubble">
                  {NO_INVALID_DATA_TOOLTIP}
                </span>
              )}
            </span>
          </div>
        )}
      </header>
      {body}
    </section>
  );
}
