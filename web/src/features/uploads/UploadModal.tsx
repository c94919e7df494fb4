import { Button } from 'primereact/button';
import { AppDialog } from '../../components/AppDialog';
import { focusFirstField } from '../../components/focusFirstField';
import { useT, useTranslate, type Words } from '../../i18n/i18n';
import { fileSizeText, UPLOAD_ACCEPT, uploadTypesText } from './uploadRules';
import { useUploadFile, type UploadFile } from './useUploadFile';

interface UploadModalProps {
  visible: boolean;
  busy: boolean;
  /** Percentage of the file sent while the upload is sent, null before. */
  progress: number | null;
  templateLabel: Words;
  templateBusy: boolean;
  /** The largest file the backend takes, in MB (the runtime configuration). */
  maxUploadMb: number;
  onCancel(): void;
  onUpload(file: File): void;
  onDownloadTemplate(): void;
}

/**
 * "Upload Data": one file, chosen or dropped on the upload area; the text "Importing require .xls format.", the
 * types and size taken (checked before sending, see docs/deviations.md: the server still judges the content),
 * a progress bar while the file is sent, the category's template, Cancel / Upload.
 */
export function UploadModal({
  visible,
  busy,
  progress,
  templateLabel,
  templateBusy,
  maxUploadMb,
  onCancel,
  onUpload,
  onDownloadTemplate,
}: UploadModalProps) {
  const upload = useUploadFile(visible, busy, maxUploadMb, onCancel);
  const { file, ids, cancel } = upload;
  const t = useT();
  const translate = useTranslate();

  return (
    <AppDialog
      visible={visible}
      onHide={cancel}
      onShow={() => focusFirstField(upload.inputRef.current)}
      header={t('uploads.uploadData')}
      modal
      style={{ width: '32rem' }}
      closable={!busy}
      footer={
        <div className="dialog-buttons">
          <Button type="button" label={t('common.cancel')} outlined onClick={cancel} disabled={busy} />
          <Button
            type="button"
            label={t('uploads.upload')}
            icon="pi pi-upload"
            onClick={() => file && onUpload(file)}
            disabled={!file}
            loading={busy}
          />
        </div>
      }
    >
      <div className="upload-modal">
        <UploadFileField upload={upload} busy={busy} />
        <p id={ids.hint} className="upload-hint">
          {t('uploads.modal.hint')}
        </p>
        <p id={ids.types} className="upload-types">
          {translate(uploadTypesText(maxUploadMb))}
        </p>
        {busy && progress !== null && (
          <div className="upload-progress">
            <progress aria-label={t('uploads.modal.sending')} max={100} value={progress} />
            <span aria-hidden="true">{t('uploads.modal.sendingPercent', { percent: progress })}</span>
          </div>
        )}
        <div className="template-line">
          <span>{t('uploads.modal.template')}</span>
          <Button
            type="button"
            label={templateLabel}
            icon="pi pi-download"
            link
            onClick={onDownloadTemplate}
            loading={templateBusy}
            aria-label={t('uploads.modal.downloadTemplate', { template: templateLabel })}
          />
        </div>
      </div>
    </AppDialog>
  );
}

/** The drop area with its file input, the problem with the file, and the file chosen. */
function UploadFileField({ upload, busy }: { upload: UploadFile; busy: boolean }) {
  const { file, problem, dragging, inputRef, ids } = upload;
  const t = useT();
  const translate = useTranslate();
  return (
    <div className="field">
      <label htmlFor={ids.input}>{t('uploads.modal.file')}</label>
      <div
        role="group"
        aria-label={t('uploads.modal.area')}
        className={`drop-zone${dragging ? ' is-dragging' : ''}`}
        onDragEnter={upload.dragOver}
        onDragOver={upload.dragOver}
        onDragLeave={upload.dragLeave}
        onDrop={upload.drop}
      >
        <i className="pi pi-cloud-upload" aria-hidden="true" />
        <span>{t('uploads.modal.dropHere')}</span>
        <input
          ref={inputRef}
          id={ids.input}
          className="file-input"
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-describedby={`${ids.hint} ${ids.types}`}
          aria-invalid={problem ? true : undefined}
          aria-errormessage={problem ? ids.problem : undefined}
          onChange={upload.choose}
          disabled={busy}
        />
      </div>
      {problem && (
        <small id={ids.problem} className="p-error" role="alert">
          {translate(problem)}
        </small>
      )}
      {file && (
        <span className="muted">
          {t('uploads.modal.selected', { name: file.name, size: fileSizeText(file.size) })}
        </span>
      )}
    </div>
  );
}
