import { Button } from 'primereact/button';
import { AppDialog } from '../../components/AppDialog';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { focusFirstField } from '../../components/focusFirstField';
import { useT, useTranslate, type Text } from '../../i18n/i18n';
import { checkUploadFile, fileSizeText, UPLOAD_ACCEPT, uploadTypesText } from './uploadRules';

interface UploadModalProps {
  visible: boolean;
  busy: boolean;
  /** Percentage of the file sent while the upload is sent, null before. */
  progress: number | null;
  templateLabel: string;
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
 *
 * Long (about 180 lines) because it is mostly the dialog's markup (drop area, chosen file, checks, progress,
 * template, buttons) over one file state; the checks themselves live in uploadRules.ts.
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
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Text | null>(null);
  const t = useT();
  const translate = useTranslate();
  const [dragging, setDragging] = useState(false);
  const [wasVisible, setWasVisible] = useState(visible);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const typesId = useId();
  const problemId = useId();

  // Every opening starts with no file chosen (reset as the modal opens, not after its animation, so a file
  // chosen at once is kept).
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) {
      setFile(null);
      setProblem(null);
    }
  }

  // A file dropped beside the upload area would make the browser leave the app to open it.
  useEffect(() => {
    if (!visible) return undefined;
    const keep = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, [visible]);

  const reset = () => {
    setFile(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  /** Takes the file when the upload can send it; otherwise says why and keeps none. */
  const take = (chosen: File | null, fromInput: boolean) => {
    const reason = chosen ? checkUploadFile(chosen, maxUploadMb) : null;
    setProblem(reason);
    setFile(reason ? null : chosen);
    if ((reason || !fromInput) && inputRef.current) inputRef.current.value = '';
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => take(event.target.files?.[0] ?? null, true);
  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (busy) {
      event.dataTransfer.dropEffect = 'none';
      return;
    }
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const dragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    const files = event.dataTransfer.files;
    if (!files || files.length === 0) {
      setProblem('uploads.check.dropFile');
      return;
    }
    if (files.length > 1) {
      setProblem('uploads.check.oneFile');
      return;
    }
    take(files[0] ?? null, false);
  };
  const cancel = () => {
    if (busy) return;
    reset();
    onCancel();
  };

  return (
    <AppDialog
      visible={visible}
      onHide={cancel}
      onShow={() => focusFirstField(inputRef.current)}
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
        <div className="field">
          <label htmlFor={inputId}>{t('uploads.modal.file')}</label>
          <div
            role="group"
            aria-label={t('uploads.modal.area')}
            className={`drop-zone${dragging ? ' is-dragging' : ''}`}
            onDragEnter={dragOver}
            onDragOver={dragOver}
            onDragLeave={dragLeave}
            onDrop={drop}
          >
            <i className="pi pi-cloud-upload" aria-hidden="true" />
            <span>{t('uploads.modal.dropHere')}</span>
            <input
              ref={inputRef}
              id={inputId}
              className="file-input"
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-describedby={`${hintId} ${typesId}`}
              aria-invalid={problem ? true : undefined}
              aria-errormessage={problem ? problemId : undefined}
              onChange={choose}
              disabled={busy}
            />
          </div>
          {problem && (
            <small id={problemId} className="p-error" role="alert">
              {translate(problem)}
            </small>
          )}
          {file && (
            <span className="muted">
              {t('uploads.modal.selected', { name: file.name, size: fileSizeText(file.size) })}
            </span>
          )}
        </div>
        <p id={hintId} className="upload-hint">
          {t('uploads.modal.hint')}
        </p>
        <p id={typesId} className="upload-types">
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
