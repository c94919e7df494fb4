import { AppDialog } from './AppDialog';
import { useEffect, useState } from 'react';
import { useT, useTranslate, type Text } from '../i18n/i18n';

/** The success dialog closes itself after this long (spec part 1 section 9). */
export const SUCCESS_DIALOG_MS = 3000;

/**
 * "Updated Data Successfully" and friends: shown, then closed after 3 s (onClose reloads the list). The 3 s
 * count from when the dialog is on the screen (its onShow), not from when it was asked for: on a busy machine
 * the first paint can come some hundred ms later, and the user must still see it for 3 s.
 */
export function SuccessDialog({
  message,
  detail = null,
  onClose,
}: {
  message: Text | null;
  /** A line under the message ("Checking rows…" after an upload). */
  detail?: Text | null;
  onClose(): void;
}) {
  const t = useT();
  const translate = useTranslate();
  const [shown, setShown] = useState<Text | null>(null);
  useEffect(() => {
    if (!message || shown !== message) return;
    const timer = window.setTimeout(onClose, SUCCESS_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [message, shown, onClose]);
  return (
    <AppDialog
      visible={Boolean(message)}
      onShow={() => setShown(message)}
      onHide={() => {
        setShown(null);
        onClose();
      }}
      header={t('common.success')}
      modal
      style={{ width: '24rem' }}
    >
      <div className="dialog-message">
        <i className="pi pi-check-circle" style={{ color: '#16a34a' }} aria-hidden="true" />
        <p>
          {message && translate(message)}
          {detail && <span className="dialog-detail">{translate(detail)}</span>}
        </p>
      </div>
    </AppDialog>
  );
}
