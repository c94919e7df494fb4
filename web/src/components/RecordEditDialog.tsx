import { Button } from 'primereact/button';
import { AppDialog } from './AppDialog';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { focusFirstField } from './focusFirstField';

export interface EditField {
  /** Form field name (also the input's id suffix). */
  name: string;
  label: string;
  value: string;
  readOnly?: boolean;
  /** Marked invalid while a validation message shows and it is blank. */
  required?: boolean;
}

interface RecordEditDialogProps {
  visible: boolean;
  header: string;
  fields: readonly EditField[];
  /** Validation message shown above the buttons (e.g. "Please fill out all fields to proceed"). */
  error: string | null;
  busy?: boolean;
  onChange(name: string, value: string): void;
  onSave(): void;
  onCancel(): void;
}

/**
 * The state of an edit form: its values (starting from the record's), the validation message, a change
 * handler that ignores names the form does not edit (read-only fields), and Save: validate, then submit.
 */
export function useEditForm<Values extends object>(
  initial: Values,
  validate: (values: Values) => string | null,
  submit: (values: Values) => void,
) {
  const [values, setValues] = useState<Values>(initial);
  const [error, setError] = useState<string | null>(null);
  const change = (name: string, value: string) => {
    if (name in values) setValues((current) => ({ ...current, [name]: value }));
  };
  const save = () => {
    const problem = validate(values);
    setError(problem);
    if (!problem) submit(values);
  };
  return { values, error, change, save };
}

/** An edit form in a modal: labelled text inputs (some read-only), a validation message, Cancel and Save. */
export function RecordEditDialog({
  visible,
  header,
  fields,
  error,
  busy = false,
  onChange,
  onSave,
  onCancel,
}: RecordEditDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSave();
  };
  const formId = `edit-form-${header.replace(/\W+/g, '-').toLowerCase()}`;
  const firstEditable = fields.find((field) => !field.readOnly);
  return (
    <AppDialog
      visible={visible}
      onHide={onCancel}
      // Focus starts on the first field the user can change (PrimeReact would pick the close icon).
      onShow={() =>
        firstEditable && focusFirstField(document.getElementById(`${formId}-${firstEditable.name}`))
      }
      header={header}
      modal
      style={{ width: 'min(34rem, 95vw)' }}
      footer={
        <div className="dialog-buttons">
          <Button type="button" label="Cancel" outlined onClick={onCancel} disabled={busy} />
          <Button type="submit" form={formId} label="Save" loading={busy} />
        </div>
      }
    >
      <form id={formId} className="form-grid" onSubmit={submit} noValidate>
        {fields.map((field) => {
          const invalid = Boolean(error && field.required && field.value.trim() === '');
          return (
            <div className="field" key={field.name}>
              <label htmlFor={`${formId}-${field.name}`}>{field.label}</label>
              <InputText
                id={`${formId}-${field.name}`}
                name={field.name}
                value={field.value}
                readOnly={field.readOnly}
                required={field.required}
                invalid={invalid}
                aria-invalid={invalid || undefined}
                maxLength={500}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            </div>
          );
        })}
        {error && (
          <p className="field-error form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </AppDialog>
  );
}
