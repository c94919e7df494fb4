import { Calendar } from 'primereact/calendar';

interface DateFilterProps {
  id: string;
  label: string;
  value: Date | null;
  onChange(value: Date | null): void;
  minDate?: Date;
  maxDate?: Date;
}

/** A labelled date input (YYYY-MM-DD) with a picker and a Clear button. */
export function DateFilter({ id, label, value, onChange, minDate, maxDate }: DateFilterProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Calendar
        inputId={id}
        aria-label={label}
        value={value}
        onChange={(event) => onChange((event.value as Date | null | undefined) ?? null)}
        dateFormat="yy-mm-dd"
        placeholder="YYYY-MM-DD"
        showIcon
        showButtonBar
        minDate={minDate}
        maxDate={maxDate}
      />
    </div>
  );
}
