import { Dialog } from 'primereact/dialog';
import { useEffect } from 'react';

/** The success dialog closes itself after this long (spec part 1 section 9). */
export const SUCCESS_DIALOG_MS = 3000;

/** "Updated Data Successfully" and friends: shown, then closed after 3 s (onClose reloads the list). */
export function SuccessDialog({ message, onClose }: { message: string | null; onClose(): void }) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onClose, SUCCESS_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [message, onClose]);
  return (
    <Dialog visible={Boolean(message)} onHide={onClose} header="Success" modal style={{ width: '24rem' }}>
      <div className="dialog-message">
        <i className="pi pi-check-circle" style={{ color: '#16a34a' }} aria-hidden="true" />
        <p>{message}</p>
      </div>
    </Dialog>
  );
}
