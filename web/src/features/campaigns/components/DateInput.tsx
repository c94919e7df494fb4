import { Calendar } from 'primereact/calendar';

/** A labelled date input (YYYY-MM-DD) with a picker, a year navigator and an error line. */
export function DateInput({
  id,
  label,
  value,
  onChange,
  minDate,
  maxDate,
  yearRange,
  required = false,
  error,
}: {
  id: string;
  label: string;
  value: Date | null;
  onChange(value: Date | null): void;
  minDate?: Date;
  maxDate?: Date;
  yearRange?: string;
  required?: boolean;
  error?: string | null;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <Calendar
        inputId={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => onChange((event.value as Date | null | undefined) ?? null)}
        dateFormat="yy-mm-dd"
        placeholder="YYYY-MM-DD"
        showIcon
        showButtonBar
        minDate={minDate}
        maxDate={maxDate}
        monthNavigator={Boolean(yearRange)}
        yearNavigator={Boolean(yearRange)}
        yearRange={yearRange}
        invalid={Boolean(error)}
      />
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}
