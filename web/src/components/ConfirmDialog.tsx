import { Button } from 'primereact/button';
import { AppDialog } from './AppDialog';
import { useRef } from 'react';
import { useT, type Words } from '../i18n/i18n';
import { focusFirstField } from './focusFirstField';

/** Its words are the caller's, already in the language shown (t()); the default answers are the kit's. */
interface ConfirmDialogProps {
  visible: boolean;
  header: Words;
  message: Words;
  cancelLabel?: Words;
  confirmLabel?: Words;
  busy?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * A yes/no question; by default the delete confirmation ("No, Keep It." / "Yes, Delete!"). It has no field, so
 * focus starts on the answer that changes nothing: Enter or Space on opening never deletes, approves or stops.
 */
export function ConfirmDialog({
  visible,
  header,
  message,
  cancelLabel,
  confirmLabel,
  busy = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useT();
  const buttonsRef = useRef<HTMLDivElement>(null);
  return (
    <AppDialog
      visible={visible}
      onHide={onCancel}
      header={header}
      modal
      style={{ width: '26rem' }}
      onShow={() => focusFirstField(buttonsRef.current?.querySelector('button'))}
      footer={
        <div className="dialog-buttons" ref={buttonsRef}>
          <Button
            type="button"
            label={cancelLabel ?? t('form.keepIt')}
            outlined
            onClick={onCancel}
            disabled={busy}
          />
          <Button
            type="button"
            label={confirmLabel ?? t('form.yesDelete')}
            severity="danger"
            onClick={onConfirm}
            loading={busy}
          />
        </div>
      }
    >
      <div className="dialog-message">
        <i className="pi pi-exclamation-triangle" style={{ color: '#dc2626' }} aria-hidden="true" />
        <p>{message}</p>
      </div>
    </AppDialog>
  );
}
