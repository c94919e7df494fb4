import { Button } from 'primereact/button';
import { AppDialog } from '../../../components/AppDialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { focusFirstField } from '../../../components/focusFirstField';
import { useT } from '../../../i18n/i18n';
import type { ActionQuestion } from '../campaignActions';

/**
 * An action that takes a free-text note (Reject: no requirement on it, spec part 2 section 5): "Reject <name>?"
 * and the Note box, in the texts of the action's spec (campaignActions).
 */
export function NoteDialog({
  visible,
  question,
  fieldId,
  campaignName,
  busy,
  onCancel,
  onSubmit,
}: {
  visible: boolean;
  /** The texts; they stay while the dialog closes. */
  question: Extract<ActionQuestion, { dialog: 'note' }> | null;
  fieldId: string;
  campaignName: string;
  busy: boolean;
  onCancel(): void;
  onSubmit(note: string): void;
}) {
  const t = useT();
  const [note, setNote] = useState('');
  const close = () => {
    setNote('');
    onCancel();
  };
  return (
    <AppDialog
      visible={visible}
      onHide={close}
      onShow={() => focusFirstField(document.getElementById(fieldId))}
      header={question ? t(question.header) : undefined}
      modal
      style={{ width: '30rem' }}
      footer={
        <div className="dialog-buttons">
          <Button type="button" label={t('common.cancel')} outlined onClick={close} disabled={busy} />
          <Button
            type="button"
            label={question ? t(question.accept) : undefined}
            severity={question?.severity}
            loading={busy}
            onClick={() => {
              onSubmit(note);
              setNote('');
            }}
          />
        </div>
      }
    >
      <div className="field">
        <p>
          {question && t(question.verb)} <strong>{campaignName}</strong>?
        </p>
        <label htmlFor={fieldId}>{t('campaigns.note')}</label>
        <InputTextarea
          id={fieldId}
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
