import { Dropdown } from 'primereact/dropdown';
import type { Option } from '../reportRules';
import { stopEscapeWhileOpen } from '../../../components/escapeGuard';
import { FieldLoadError } from '../../../components/FieldLoadError';

interface LabelledSelectProps<T extends string | number> {
  id: string;
  label: string;
  options: readonly Option<T>[];
  value: T | null;
  onChange(value: T | null): void;
  loading?: boolean;
  required?: boolean;
  /** Marked as missing or wrong (a refused Send). */
  invalid?: boolean;
  /** The options could not be loaded: the field says so (this sentence) and offers Retry. */
  loadError?: string | null;
  onRetry?(): void;
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
  invalid = false,
  loadError = null,
  onRetry,
}: LabelledSelectProps<T>) {
  const loadErrorId = `${id}-load-error`;
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
        placeholder={loading ? 'Loading...' : loadError ? 'Could not load' : 'Select...'}
        emptyMessage={loading ? 'Loading...' : (loadError ?? 'No options')}
        emptyFilterMessage="No options"
        filter={options.length > 8}
        showClear={value !== null}
        scrollHeight="300px"
        virtualScrollerOptions={options.length > 50 ? { itemSize: 38 } : undefined}
        loading={loading}
        invalid={invalid || Boolean(loadError)}
        aria-invalid={invalid || loadError ? true : undefined}
        aria-describedby={loadError && !loading ? loadErrorId : undefined}
      />
      {loadError && !loading && (
        <FieldLoadError id={loadErrorId} label={label} message={loadError} onRetry={onRetry} />
      )}
    </div>
  );
}
