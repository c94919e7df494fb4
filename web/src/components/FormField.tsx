import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslate, type Text } from '../i18n/i18n';
import { FieldLoadError } from './FieldLoadError';

/**
 * The red star after a required field's name. CSS draws it: the label's text stays the field's name (what
 * getByLabelText and a screen reader read), and aria-hidden keeps it out of the accessible name too.
 */
export function RequiredMark() {
  return <span className="required-mark" aria-hidden="true" />;
}

/** A field's error line (nothing without a message); `alert` announces it as it appears. */
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

/** What the control of a FormField takes: its id, its invalid mark and the ids of the lines describing it. */
export interface FieldControl {
  id: string;
  invalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'children'> {
  /** The control's id: the label points at it; its lines are `${id}-error`, `${id}-hint`, `${id}-load-error`. */
  id: string;
  /** The field's name, in words (also names its Retry button: "Retry loading Location"). */
  label: string;
  required?: boolean;
  /** The message under the field (the form's check or the server's refusal); the control is invalid with it. */
  error?: Text | null;
  /** The error line is announced as it appears (a message the user's own typing caused). */
  errorAlert?: boolean;
  /** Marked invalid without a line of its own (a message elsewhere names what is missing). */
  invalid?: boolean;
  /** A line under the field that says what it takes. */
  hint?: ReactNode;
  /** The field's options could not be loaded: this sentence, with Retry (the control is invalid with it). */
  loadError?: Text | null;
  onRetry?(): void;
  /** Beside the label (a Deselect All button). */
  labelAside?: ReactNode;
  /** Rendered with the control's wiring: pass its props on to the real input. */
  children(control: FieldControl): ReactNode;
}

/**
 * A labelled form field, the one every labelled field of the app's forms uses: the label (with the required
 * mark), the control, a load error with Retry, the error line and the hint, and the control's
 * aria-invalid / aria-describedby wiring to those lines (error first: it is what the user must act on).
 */
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
