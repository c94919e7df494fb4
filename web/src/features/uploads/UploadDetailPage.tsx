import './uploads.css';
import { Button } from 'primereact/button';
import { useEffect, type ReactNode } from 'react';
import type { UploadRecord } from '../../api/files';
import type { UploadCategory } from '@crm/domain';
import { useAppDispatch, useAppSelector, useFeatureSaga } from '../../store/hooks';
import { formatNumber, rawWords, useT, useTranslate, type MessageId, type Words } from '../../i18n/i18n';
import { Timestamp } from '../../components/Timestamp';
import { BackToList } from '../../shell/BackToList';
import { UPLOAD_CATEGORIES } from './uploadCategories';
import { totalData, uploadErrorText } from './uploadRules';
import { uploadsSaga } from './uploadsSaga';
import { UploadStatusBadge } from './UploadStatusBadge';
import {
  detailClosed,
  detailOpened,
  downloadRequested,
  selectDownloading,
  selectUploadDetail,
} from './uploadsSlice';

/** A figure of the upload; `name` is its caption's message. */
function Counter({ name, value, tone }: { name: MessageId; value: number; tone: string }) {
  const t = useT();
  return (
    <div className={`counter ${tone}`} role="group" aria-label={t(name)}>
      <span className="counter-label">{t(name)}</span>
      <span className="counter-value">{formatNumber(value)}</span>
    </div>
  );
}

/** A line of the File Info card; `term` is its name's message. */
function Info({ term, children }: { term: MessageId; children: ReactNode }) {
  const t = useT();
  return (
    <div className="info-row">
      <dt>{t(term)}</dt>
      <dd>{children || '-'}</dd>
    </div>
  );
}

/** `what` is the message of its title; `why` the words below it. */
function EmptyState({ what, why }: { what: MessageId; why: Words }) {
  const t = useT();
  return (
    <div className="empty-state" role="status">
      <i className="pi pi-inbox" aria-hidden="true" />
      <p className="empty-title">{t(what)}</p>
      <p className="muted">{why}</p>
    </div>
  );
}

/** Total / Success / Invalid Data and the File Info card of a loaded upload. */
function UploadFigures({ record, category }: { record: UploadRecord; category: UploadCategory }) {
  const t = useT();
  return (
    <>
      <div className="counters">
        <Counter name="uploads.detail.totalData" value={totalData(record)} tone="neutral" />
        <Counter
          name="uploads.column.successData"
          value={Number(record.num_of_success) || 0}
          tone="success"
        />
        <Counter name="uploads.column.invalidData" value={Number(record.num_of_failed) || 0} tone="danger" />
      </div>
      <section className="info-card" aria-labelledby="file-info-title">
        <h2 id="file-info-title" className="card-title">
          {t('uploads.detail.fileInfo')}
        </h2>
        <dl className="info-list">
          <Info term="uploads.detail.fileName">{record.filename}</Info>
          <Info term="uploads.column.idUpload">
            <span className="mono">{record.uuid}</span>
          </Info>
          <Info term="uploads.detail.category">{t(UPLOAD_CATEGORIES[category].name)}</Info>
          <Info term="uploads.detail.uploadedBy">{record.upload_by_user_name}</Info>
          <Info term="uploads.column.division">{record.upload_by_division_name}</Info>
          <Info term="uploads.detail.uploadDate">
            <Timestamp value={record.upload_at ?? record.created_at} blank="-" />
          </Info>
          <Info term="uploads.column.lastUpdate">
            <Timestamp value={record.updated_at} blank="-" />
          </Info>
        </dl>
      </section>
    </>
  );
}

/** Download File and Download Invalid Data of a loaded upload. */
function UploadDownloads({ record }: { record: UploadRecord }) {
  const dispatch = useAppDispatch();
  const downloading = useAppSelector(selectDownloading);
  const t = useT();
  const hasInvalid = Boolean(record.invalid_file?.file_path);
  return (
    <div className="panel-actions">
      <Button
        type="button"
        label={t('uploads.detail.downloadFile')}
        icon="pi pi-download"
        outlined
        disabled={!record.file_path}
        loading={downloading === 'original'}
        onClick={() => dispatch(downloadRequested({ kind: 'original', filePath: record.file_path }))}
      />
      {/* Without invalid data the button stays focusable (aria-disabled, not disabled): the keyboard
          reaches it and its reason as the mouse does by hovering; a press does nothing. */}
      <span className="tooltip-host">
        <Button
          type="button"
          label={t('uploads.detail.downloadInvalid')}
          icon="pi pi-file-excel"
          severity="danger"
          outlined
          className={hasInvalid ? undefined : 'p-disabled'}
          aria-disabled={!hasInvalid}
          loading={downloading === 'invalid'}
          aria-describedby={hasInvalid ? undefined : 'no-invalid-data'}
          onClick={() =>
            record.invalid_file &&
            dispatch(downloadRequested({ kind: 'invalid', filePath: record.invalid_file.file_path }))
          }
        />
        {!hasInvalid && (
          <span id="no-invalid-data" role="tooltip" className="tooltip-bubble">
            {t('uploads.detail.noInvalidData')}
          </span>
        )}
      </span>
    </div>
  );
}

/**
 * The detail of one upload (its uuid comes from session storage): status with "Error: ..." when it failed,
 * Total / Success / Invalid Data, the file's details, and the downloads. Refreshes while On Going.
 */
export default function UploadDetailPage({ category }: { category: UploadCategory }) {
  useFeatureSaga('uploads', uploadsSaga);
  const dispatch = useAppDispatch();
  const config = UPLOAD_CATEGORIES[category];
  const detail = useAppSelector(selectUploadDetail);
  const t = useT();
  const translate = useTranslate();

  useEffect(() => {
    dispatch(detailOpened({ category }));
    return () => {
      dispatch(detailClosed());
    };
  }, [category, dispatch]);

  const record: UploadRecord | null = detail.record;
  const error = record ? uploadErrorText(record) : null;

  let body: ReactNode;
  if (detail.status === 'missing') {
    body = <EmptyState what="uploads.detail.noSelection" why={t('uploads.detail.noSelectionHint')} />;
  } else if (detail.status === 'notFound') {
    body = <EmptyState what="uploads.detail.notFound" why={t('uploads.detail.notFoundHint')} />;
  } else if (!record) {
    body =
      detail.status === 'failed' ? (
        <EmptyState
          what="uploads.detail.noData"
          why={detail.error ? translate(detail.error) : rawWords('')}
        />
      ) : (
        <p className="muted" role="status">
          {t('uploads.detail.loading')}
        </p>
      );
  } else {
    body = <UploadFigures record={record} category={category} />;
  }

  return (
    <section className="panel" aria-label={t('uploads.detail.title')}>
      <header className="panel-header upload-detail-header">
        <h1 className="panel-title">{t('uploads.detail.title')}</h1>
        <BackToList lists={[config.listPath]} />
        {record && (
          <div className="status-line">
            <UploadStatusBadge status={record.status} />
            {error && <span className="upload-error">{translate(error)}</span>}
          </div>
        )}
        {record && <UploadDownloads record={record} />}
      </header>
      {body}
    </section>
  );
}
