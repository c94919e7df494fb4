import { Button } from 'primereact/button';
import { AppDialog } from '../../../components/AppDialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { focusFirstField } from '../../../components/focusFirstField';

/** Reject with a free-text note (no requirement on it, spec part 2 section 5). */
export function RejectDialog({
  campaignName,
  busy,
  onCancel,
  onReject,
}: {
  campaignName: string | null;
  busy: boolean;
  onCancel(): void;
  onReject(note: string): void;
}) {
  const [note, setNote] = useState('');
  const close = () => {
    setNote('');
    onCancel();
  };
  return (
    <AppDialog
      visible={campaignName !== null}
      onHide={close}
      onShow={() => focusFirstField(document.getElementById('reject-note'))}
      header="Reject Campaign"
      modal
      style={{ width: '30rem' }}
      footer={
        <div className="dialog-buttons">
          <Button type="button" label="Cancel" outlined onClick={close} disabled={busy} />
          <Button
            type="button"
            label="Reject"
            severity="danger"
            loading={busy}
            onClick={() => {
              onReject(note);
              setNote('');
            }}
          />
        </div>
      }
    >
      <div className="field">
        <p>
          Reject <strong>{campaignName}</strong>?
        </p>
        <label htmlFor="reject-note">Note</label>
        <InputTextarea
          id="reject-note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={4}
          maxLength={1000}
          autoResize
        />
      </div>
    </AppDialog>
  );
}
