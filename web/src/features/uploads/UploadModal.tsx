import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { focusFirstField } from '../../components/focusFirstField';

interface UploadModalProps {
  visible: boolean;
  busy: boolean;
  templateLabel: string;
  templateBusy: boolean;
  onCancel(): void;
  onUpload(file: File): void;
  onDownloadTemplate(): void;
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * "Upload Data": one file chooser (a single file, no type or size check in the client: the server judges
 * the file), the text "Importing require .xls format.", the category's template, Cancel / Upload.
 */
export function UploadModal({
  visible,
  busy,
  templateLabel,
  templateBusy,
  onCancel,
  onUpload,
  onDownloadTemplate,
}: UploadModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [wasVisible, setWasVisible] = useState(visible);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  // Every opening starts with no file chosen (reset as the modal opens, not after its animation, so a file
  // chosen at once is kept).
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setFile(null);
  }

  const reset = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null);
  const cancel = () => {
    if (busy) return;
    reset();
    onCancel();
  };

  return (
    <Dialog
      visible={visible}
      onHide={cancel}
      onShow={() => focusFirstField(inputRef.current)}
      header="Upload Data"
      modal
      style={{ width: '32rem' }}
      closable={!busy}
      footer={
        <div className="dialog-buttons">
          <Button type="button" label="Cancel" outlined onClick={cancel} disabled={busy} />
          <Button
            type="button"
            label="Upload"
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
          <label htmlFor={inputId}>File</label>
          <input
            ref={inputRef}
            id={inputId}
            className="file-input"
            type="file"
            aria-describedby={hintId}
            onChange={choose}
            disabled={busy}
          />
          {file && (
            <span className="muted">
              Selected: {file.name} ({sizeText(file.size)})
            </span>
          )}
        </div>
        <p id={hintId} className="upload-hint">
          Importing require .xls format.
        </p>
        <div className="template-line">
          <span>Template:</span>
          <Button
            type="button"
            label={templateLabel}
            icon="pi pi-download"
            link
            onClick={onDownloadTemplate}
            loading={templateBusy}
            aria-label={`Download ${templateLabel}`}
          />
        </div>
      </div>
    </Dialog>
  );
}
