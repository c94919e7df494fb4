import { Calendar } from 'primereact/calendar';
import { useTypedDate } from '../../../components/useTypedDate';

/**
 * A labelled date input (YYYY-MM-DD) with a picker, a year navigator and an error line. A day typed by hand that
 * the picker does not offer (a past Start Date) is explained on that line rather than dropped without a word.
 */
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
  const typed = useTypedDate(minDate, maxDate);
  // The latest thing to say: what was typed by hand, else the form's own message.
  const message = typed.problem ?? error ?? null;
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
        // The Calendar puts aria-* props on its wrapper: the input itself carries its state and message.
        pt={{
          input: {
            root: {
              'aria-invalid': message ? true : undefined,
              'aria-describedby': message ? `${id}-error` : undefined,
            },
          },
        }}
        value={value}
        onChange={(event) => {
          typed.chosen();
          onChange((event.value as Date | null | undefined) ?? null);
        }}
        {...typed.calendarProps}
        dateFormat="yy-mm-dd"
        placeholder="YYYY-MM-DD"
        showIcon
        showButtonBar
        minDate={minDate}
        maxDate={maxDate}
        monthNavigator={Boolean(yearRange)}
        yearNavigator={Boolean(yearRange)}
        yearRange={yearRange}
        invalid={Boolean(message)}
      />
      {message && (
        <small id={`${id}-error`} className="field-error">
          {message}
        </small>
      )}
    </div>
  );
}
