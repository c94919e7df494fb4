import {
  MultiSelect,
  type MultiSelectChangeEvent,
  type MultiSelectPassThroughOptions,
} from 'primereact/multiselect';
import { t, useT, useTranslate, type Text, type Words } from '../i18n/i18n';
import { stopEscapeWhileOpen } from './escapeGuard';
import { FormField } from './FormField';

/** Selects everything, then reads 'Deselect All' and is disabled (spec wording). */
export const SELECT_ALL_VALUE = '__select_all__';

export interface MultiOption {
  label: string;
  value: string;
}

interface SelectAllMultiSelectProps {
  id: string;
  label: Words;
  options: readonly MultiOption[];
  value: readonly string[];
  onChange(values: string[]): void;
  required?: boolean;
  loading?: boolean;
  /** A message elsewhere names what is missing. */
  invalid?: boolean;
  error?: Text | null;
  /** {0} is the count (default: "4 items selected"). */
  selectedItemsLabel?: Words;
  /** The field says so and offers Retry. */
  loadError?: Text | null;
  onRetry?(): void;
  /** Instead of 'No options' when there is nothing to choose yet (e.g. "Choose a product line first"). */
  emptyMessage?: Words;
}

const VIRTUALIZE_FROM = 50;

/** In the language shown (called while rendering). */
export function selectAllEntry(options: readonly MultiOption[], value: readonly string[]) {
  const allSelected = options.length > 0 && options.every((option) => value.includes(option.value));
  return {
    label: t(allSelected ? 'form.deselectAll' : 'form.selectAll'),
    value: SELECT_ALL_VALUE,
    disabled: allSelected,
  };
}

/** Values no longer offered are dropped. */
export function nextSelection(
  options: readonly MultiOption[],
  changed: readonly string[],
  picked: string | undefined,
): string[] {
  if (picked === SELECT_ALL_VALUE) return options.map((option) => option.value);
  const offered = new Set(options.map((option) => option.value));
  return changed.filter((value) => value !== SELECT_ALL_VALUE && offered.has(value));
}

// PrimeReact marks disabled options only with a data attribute: tell assistive technology too.
const ITEM_PT: MultiSelectPassThroughOptions = {
  item: (options) => ({
    'aria-disabled': (options as { context?: { disabled?: boolean } } | undefined)?.context?.disabled
      ? true
      : undefined,
  }),
};

/** The spec's 'Deselect All' entry is disabled; this clears the selection instead (docs/deviations.md). */
function DeselectAll({ id, label, onClear }: { id: string; label: Words; onClear(): void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="clear-selection"
      onClick={() => {
        onClear();
        document.getElementById(id)?.focus();
      }}
      aria-label={t('form.deselectAllOf', { label })}
    >
      {t('form.deselectAll')}
    </button>
  );
}

export function SelectAllMultiSelect({
  id,
  label,
  options,
  value,
  onChange,
  required = false,
  loading = false,
  invalid = false,
  error = null,
  selectedItemsLabel,
  loadError = null,
  onRetry,
  emptyMessage,
}: SelectAllMultiSelectProps) {
  const t = useT();
  const translate = useTranslate();
  const items = options.length ? [selectAllEntry(options, value), ...options] : [];
  return (
    // Inside a dialog, Escape on the open panel closes the panel only (see escapeGuard).
    <FormField
      id={id}
      label={label}
      required={required}
      error={error}
      invalid={invalid || Boolean(loadError)}
      loadError={loading ? null : loadError}
      onRetry={onRetry}
      role="presentation"
      onKeyDown={stopEscapeWhileOpen}
      labelAside={value.length > 0 && <DeselectAll id={id} label={label} onClear={() => onChange([])} />}
    >
      {(control) => (
        <MultiSelect
          inputId={id}
          aria-label={label}
          aria-describedby={control['aria-describedby']}
          value={[...value]}
          options={items}
          optionLabel="label"
          optionValue="value"
          optionDisabled="disabled"
          onChange={(event: MultiSelectChangeEvent) =>
            onChange(
              nextSelection(
                options,
                (event.value as string[] | null) ?? [],
                (event.selectedOption as MultiOption | undefined)?.value,
              ),
            )
          }
          showSelectAll={false}
          filter={options.length > 8}
          placeholder={t(loading ? 'common.loading' : loadError ? 'form.couldNotLoad' : 'form.select')}
          emptyMessage={
            loading
              ? t('common.loading')
              : loadError
                ? translate(loadError)
                : (emptyMessage ?? t('form.noOptions'))
          }
          emptyFilterMessage={t('form.noOptions')}
          maxSelectedLabels={3}
          selectedItemsLabel={selectedItemsLabel ?? t('form.selectedCount', { count: value.length })}
          scrollHeight="300px"
          virtualScrollerOptions={items.length > VIRTUALIZE_FROM ? { itemSize: 38 } : undefined}
          invalid={control.invalid}
          aria-invalid={control['aria-invalid']}
          className={control.invalid ? 'p-invalid' : undefined}
          pt={ITEM_PT}
        />
      )}
    </FormField>
  );
}
