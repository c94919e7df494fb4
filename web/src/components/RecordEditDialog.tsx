import { Button } from 'primereact/button';
import { AppDialog } from './AppDialog';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useT, useTranslate, type Text, type Words } from '../i18n/i18n';
import { focusFirstField } from './focusFirstField';

export interface EditField {
  /** Also the input's id suffix. */
  name: string;
  label: Text;
  value: string;
  readOnly?: boolean;
  required?: boolean;
}

export interface EditProblem {
  message: Text;
  invalid: readonly string[];
}

interface RecordEditDialogProps {
  visible: boolean;
  header: Words;
  fields: readonly EditField[];
  error: Text | null;
  /** Besides blank required ones, e.g. a Contact that is not a phone number. */
  invalid?: readonly string[];
  busy?: boolean;
  /** A form that gives it (null too) keeps the live region from the start, so each notice is announced. */
  notice?: Text | null;
  /** Once the record is saved: View, Close. */
  footer?: ReactNode;
  onChange(name: string, value: string): void;
  onSave(): void;
  onCancel(): void;
}

/** The change handler ignores names the form does not edit (read-only fields). */
export function useEditForm<Values extends object>(
  initial: Values,
  validate: (values: Values) => EditProblem | Text | null,
  submit: (values: Values) => void,
) {
  const [values, setValues] = useState<Values>(initial);
  const [problem, setProblem] = useState<EditProblem | null>(null);
  const change = (name: string, value: string) => {
    if (name in values) setValues((current) => ({ ...current, [name]: value }));
  };
  const save = () => {
    const found = validate(values);
    const next = found === null || isProblem(found) ? found : { message: found, invalid: [] };
    setProblem(next);
    if (!next) submit(values);
  };
  return { values, error: problem?.message ?? null, invalid: problem?.invalid ?? [], change, save };
}

function isProblem(found: EditProblem | Text): found is EditProblem {
  return typeof found === 'object' && 'invalid' in found;
}

function EditFieldInput({
  id,
  field,
  marked,
  errorId,
  onChange,
}: {
  id: string;
  field: EditField;
  marked: boolean;
  errorId: string;
  onChange(name: string, value: string): void;
}) {
  const translate = useTranslate();
  return (
    <div className="field">
      <label htmlFor={id}>{translate(field.label)}</label>
      <InputText
        id={id}
        name={field.name}
        value={field.value}
        readOnly={field.readOnly}
        required={field.required}
        invalid={marked}
        aria-invalid={marked || undefined}
        aria-describedby={marked ? errorId : undefined}
        maxLength={500}
        onChange={(event) => onChange(field.name, event.target.value)}
      />
    </div>
  );
}

/** The create dialogs are the same form, starting empty. */
export function RecordEditDialog({
  visible,
  header,
  fields,
  error,
  invalid = [],
  busy = false,
  notice,
  footer,
  onChange,
  onSave,
  onCancel,
}: RecordEditDialogProps) {
  const t = useT();
  const translate = useTranslate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSave();
  };
  const formId = `edit-form-${header.replace(/\W+/g, '-').toLowerCase()}`;
  const firstEditable = fields.find((field) => !field.readOnly);
  const errorId = `${formId}-error`;
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
          {footer ?? (
            <>
              <Button type="button" label={t('common.cancel')} outlined onClick={onCancel} disabled={busy} />
              <Button type="submit" form={formId} label={t('common.save')} loading={busy} />
            </>
          )}
        </div>
      }
    >
      <form id={formId} className="form-grid" onSubmit={submit} noValidate>
        {fields.map((field) => (
          <EditFieldInput
            key={field.name}
            id={`${formId}-${field.name}`}
            field={field}
            marked={Boolean(
              error && ((field.required && field.value.trim() === '') || invalid.includes(field.name)),
            )}
            errorId={errorId}
            onChange={onChange}
          />
        ))}
        {error && (
          <p id={errorId} className="field-error form-error" role="alert">
            {translate(error)}
          </p>
        )}
        {notice !== undefined && (
          <p className="form-notice" role="status">
            {notice ? translate(notice) : null}
          </p>
        )}
      </form>
    </AppDialog>
  );
}
