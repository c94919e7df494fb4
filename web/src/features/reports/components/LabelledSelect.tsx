import { Dropdown } from 'primereact/dropdown';
import type { Option } from '../reportRules';
import { stopEscapeWhileOpen } from '../../../components/escapeGuard';

interface LabelledSelectProps<T extends string | number> {
  id: string;
  label: string;
  options: readonly Option<T>[];
  value: T | null;
  onChange(value: T | null): void;
  loading?: boolean;
  required?: boolean;
}

/** A labelled single-select over {label, value} options, with the app's texts ("Select...", "No options"). */
export function LabelledSelect<T extends string | number>({
  id,
  label,
  options,
  value,
  onChange,
  loading = false,
  required = false,
}: LabelledSelectProps<T>) {
  return (
    // role="presentation": the wrapper is no control, it only sees Escape bubble up from its field.
    <div className="field" role="presentation" onKeyDown={stopEscapeWhileOpen}>
      {/* The required mark is drawn by CSS: the label's text stays the field's name. */}
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {label}
      </label>
      <Dropdown
        inputId={id}
        value={value}
        options={options as Option<T>[]}
        optionLabel="label"
        optionValue="value"
        onChange={(event) => onChange((event.value as T | null | undefined) ?? null)}
        placeholder={loading ? 'Loading...' : 'Select...'}
        emptyMessage={loading ? 'Loading...' : 'No options'}
        emptyFilterMessage="No options"
        filter={options.length > 8}
        showClear={value !== null}
        scrollHeight="300px"
        virtualScrollerOptions={options.length > 50 ? { itemSize: 38 } : undefined}
        loading={loading}
      />
    </div>
  );
}
