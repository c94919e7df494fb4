import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslate, type Text, type Words } from '../i18n/i18n';
import { FieldLoadError } from './FieldLoadError';

/** Drawn by CSS and aria-hidden, so the label's text stays the field's accessible name. */
export function RequiredMark() {
  return <span className="required-mark" aria-hidden="true" />;
}

/** `alert` announces it as it appears. */
export function FieldMessage({
  id,
  message,
  alert = false,
  className,
}: {
  id: string;
  message: Text | null | undefined;
  alert?: boolean;
  className?: string;
}) {
  const translate = useTranslate();
  if (!message) return null;
  return (
    <small
      id={id}
      className={className ? `field-error ${className}` : 'field-error'}
      role={alert ? 'alert' : undefined}
    >
      {translate(message)}
    </small>
  );
}

export interface FieldControl {
  id: string;
  invalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'children'> {
  /** Its lines are `${id}-error`, `${id}-hint`, `${id}-load-error`. */
  id: string;
  /** Also names its Retry button: "Retry loading Location". */
  label: Words;
  required?: boolean;
  /** The control is invalid with it. */
  error?: Text | null;
  /** For a message the user's own typing caused. */
  errorAlert?: boolean;
  /** A message elsewhere names what is missing. */
  invalid?: boolean;
  hint?: ReactNode;
  /** Shown with Retry; the control is invalid with it. */
  loadError?: Text | null;
  onRetry?(): void;
  /** E.g. a Deselect All button. */
  labelAside?: ReactNode;
  children(control: FieldControl): ReactNode;
}

/** Every labelled field of the app's forms; aria-describedby lists the error first (what the user must act on). */
export function FormField({
  id,
  label,
  required = false,
  error = null,
  errorAlert = false,
  invalid = false,
  hint,
  loadError = null,
  onRetry,
  labelAside,
  className,
  children,
  ...wrapper
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const loadErrorId = `${id}-load-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const describedBy = [error ? errorId : null, hasHint ? hintId : null, loadError ? loadErrorId : null]
    .filter(Boolean)
    .join(' ');
  const marked = Boolean(error || loadError) || invalid;
  const labelElement = (
    <label htmlFor={id}>
      {label}
      {required && <RequiredMark />}
    </label>
  );
  return (
    <div className={className ? `field ${className}` : 'field'} {...wrapper}>
      {labelAside ? (
        <div className="field-label-row">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({
        id,
        invalid: marked,
        'aria-invalid': marked ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {loadError && <FieldLoadError id={loadErrorId} label={label} message={loadError} onRetry={onRetry} />}
      <FieldMessage id={errorId} message={error} alert={errorAlert} />
      {hasHint && (
        <small id={hintId} className="field-hint">
          {hint}
        </small>
      )}
    </div>
  );
}
