import { Calendar } from 'primereact/calendar';
import { useTypedDate } from './useTypedDate';

interface DateFilterProps {
  id: string;
  label: string;
  value: Date | null;
  onChange(value: Date | null): void;
  minDate?: Date;
  maxDate?: Date;
}

/**
 * A labelled date input (YYYY-MM-DD) with a picker and a Clear button. A day typed by hand outside the range it
 * offers is explained under it rather than dropped without a word.
 */
export function DateFilter({ id, label, value, onChange, minDate, maxDate }: DateFilterProps) {
  const typed = useTypedDate(minDate, maxDate);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Calendar
        inputId={id}
        aria-label={label}
        // The Calendar puts aria-* props on its wrapper: the input itself carries its state and message.
        pt={{
          input: {
            root: {
              'aria-invalid': typed.problem ? true : undefined,
              'aria-describedby': typed.problem ? `${id}-error` : undefined,
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
        invalid={Boolean(typed.problem)}
      />
      {typed.problem && (
        <small id={`${id}-error`} className="field-error">
          {typed.problem}
        </small>
      )}
    </div>
  );
}
