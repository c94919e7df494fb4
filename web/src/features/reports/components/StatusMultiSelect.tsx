import { MultiSelect, type MultiSelectChangeEvent } from 'primereact/multiselect';
import type { Option } from '../reportRules';
import { stopEscapeWhileOpen } from './escapeGuard';

/** The value of the first entry: 'Select All', which becomes a disabled 'Deselect All' once all is selected. */
export const SELECT_ALL = '__select_all__';

interface Entry extends Option {
  disabled?: boolean;
}

/** The entries to show: the Select All entry (when there are options) followed by the options. */
export function multiSelectEntries(options: readonly Option[], selected: readonly string[]): Entry[] {
  if (options.length === 0) return [];
  const all = options.every((option) => selected.includes(option.value));
  return [{ label: all ? 'Deselect All' : 'Select All', value: SELECT_ALL, disabled: all }, ...options];
}

/** The selection after a change: picking Select All selects every option; its own value is never kept. */
export function nextSelection(
  options: readonly Option[],
  changed: readonly string[],
  picked?: string,
): string[] {
  if (picked === SELECT_ALL) return options.map((option) => option.value);
  const known = new Set(options.map((option) => option.value));
  return changed.filter((value) => value !== SELECT_ALL && known.has(value));
}

interface StatusMultiSelectProps {
  id: string;
  label: string;
  options: readonly Option[];
  value: readonly string[];
  onChange(values: string[]): void;
  loading?: boolean;
  required?: boolean;
}

/**
 * A labelled multi-select whose first entry is 'Select All'; once everything is selected it reads
 * 'Deselect All' and is disabled (spec part 2 sections 2 and 5). (The campaigns area has a shared
 * SelectAllMultiSelect with the same behaviour; the two can be unified once both are merged.)
 */
export function StatusMultiSelect({
  id,
  label,
  options,
  value,
  onChange,
  loading = false,
  required = false,
}: StatusMultiSelectProps) {
  const entries = multiSelectEntries(options, value);
  return (
    <div className="field" onKeyDown={stopEscapeWhileOpen}>
      {/* The required mark is drawn by CSS: the label's text stays the field's name. */}
      <label htmlFor={id} className={required ? 'required' : undefined}>
        {label}
      </label>
      <MultiSelect
        inputId={id}
        aria-label={label}
        value={[...value]}
        options={entries}
        optionLabel="label"
        optionValue="value"
        optionDisabled="disabled"
        onChange={(event: MultiSelectChangeEvent) =>
          onChange(
            nextSelection(
              options,
              (event.value as string[] | null) ?? [],
              (event.selectedOption as Option | undefined)?.value,
            ),
          )
        }
        showSelectAll={false}
        display="comma"
        maxSelectedLabels={3}
        selectedItemsLabel="{0} statuses selected"
        placeholder={loading ? 'Loading...' : 'Select...'}
        emptyMessage={loading ? 'Loading...' : 'No options'}
        scrollHeight="300px"
        pt={{
          // PrimeReact marks a disabled entry only with a class: say it to assistive technology too.
          item: (context) => ({
            'aria-disabled': (context as { context?: { disabled?: boolean } } | undefined)?.context?.disabled
              ? true
              : undefined,
          }),
        }}
      />
    </div>
  );
}
