import { Dropdown } from 'primereact/dropdown';
import { dropdownA11y } from './dropdownA11y';

/** Lists longer than this render through a virtual scroller (only visible options are in the DOM). */
export const VIRTUALIZE_FROM = 50;
const OPTION_HEIGHT = 38;

/** An option whose value differs from the label shown. */
export interface SelectOption {
  label: string;
  value: string;
}

interface SelectFilterProps {
  id: string;
  label: string;
  /** Plain labels (each its own value), or label and value pairs. */
  options: readonly string[] | readonly SelectOption[];
  value: string | null;
  onChange(value: string | null): void;
  loading?: boolean;
  /** Clearable with an × (the campaign history filters are). Default true. */
  clearable?: boolean;
}

/**
 * A labelled single-select built on PrimeReact's Dropdown with the spec's texts ("Select...", "No options",
 * "Loading..."), a search box, a 300px menu, and virtualised options for long lists.
 */
export function SelectFilter({
  id,
  label,
  options,
  value,
  onChange,
  loading = false,
  clearable = true,
}: SelectFilterProps) {
  const paired = options.length > 0 && typeof options[0] !== 'string';
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Dropdown
        pt={dropdownA11y}
        inputId={id}
        ariaLabel={label}
        value={value}
        options={options as unknown[]}
        optionLabel={paired ? 'label' : undefined}
        optionValue={paired ? 'value' : undefined}
        onChange={(event) => onChange((event.value as string | null | undefined) ?? null)}
        placeholder="Select..."
        emptyMessage={loading ? 'Loading...' : 'No options'}
        emptyFilterMessage="No options"
        filter={options.length > 8}
        showClear={clearable && value !== null}
        scrollHeight="300px"
        virtualScrollerOptions={options.length > VIRTUALIZE_FROM ? { itemSize: OPTION_HEIGHT } : undefined}
        loading={loading}
      />
    </div>
  );
}
