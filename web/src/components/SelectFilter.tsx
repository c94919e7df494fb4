import { Dropdown } from 'primereact/dropdown';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../i18n/i18n';
import { loadingIndicator } from './dropdownA11y';

/** Lists longer than this render through a virtual scroller (only visible options are in the DOM). */
export const VIRTUALIZE_FROM = 50;
/**
 * Lists this long reach the drop-down only once the user turns to it (focus or a press): PrimeReact's
 * Dropdown looks its value up in every option on each render, which for the customer list's contacts and
 * service orders (a quarter of a million each) blocked the page for tens of milliseconds per render.
 */
export const DEFER_FROM = 1000;
const OPTION_HEIGHT = 38;

/** An option whose value differs from the label shown. */
export interface SelectOption {
  label: string;
  value: string;
}

/** A drop-down's options: plain labels (each its own value), or label and value pairs. */
export type SelectOptions = readonly string[] | readonly SelectOption[];

interface SelectFilterProps {
  id: string;
  /** In words (the caller's t()). */
  label: string;
  options: SelectOptions;
  value: string | null;
  /**
   * The label of `value` when the options do not (yet) have it: a filter applied from the URL shows selected
   * while the options load, or when no loaded row has it any more. Default: the value itself.
   */
  valueLabel?: string;
  onChange(value: string | null): void;
  loading?: boolean;
  /** Clearable with an × (the campaign history filters are). Default true. */
  clearable?: boolean;
}

/**
 * A labelled single-select built on PrimeReact's Dropdown with the spec's texts ("Select...", "No options",
 * "Loading..."), a search box that has the focus as the menu opens (typing searches the options), a 300px
 * menu, and virtualised options for long lists. The chosen value always shows, also when the options do not
 * have it (yet). It renders again only when what it shows changes (a new `onChange` function alone does not
 * re-render it).
 */
export function SelectFilter(props: SelectFilterProps) {
  const latest = useRef(props.onChange);
  useLayoutEffect(() => {
    latest.current = props.onChange;
  });
  const onChange = useCallback((value: string | null) => latest.current(value), []);
  return <SelectField {...props} onChange={onChange} />;
}

const SelectField = memo(function SelectField({
  id,
  label,
  options,
  value,
  valueLabel,
  onChange,
  loading = false,
  clearable = true,
}: SelectFilterProps) {
  const t = useT();
  const paired = options.length > 0 && typeof options[0] !== 'string';
  // A long list is handed over once the field is turned to (focus comes before the panel opens, by mouse or
  // keyboard); until then the drop-down only knows the chosen value, which is all its closed box shows.
  const [engaged, setEngaged] = useState(false);
  const deferred = options.length >= DEFER_FROM && !engaged;
  // Whether the options have the chosen value (a Set, built once per option list, not per render).
  const offered = useMemo(
    () =>
      deferred
        ? null
        : new Set<string>(
            paired
              ? (options as readonly SelectOption[]).map((option) => option.value)
              : (options as readonly string[]),
          ),
    [deferred, options, paired],
  );
  const chosen: SelectOption[] = value === null ? [] : [{ label: valueLabel ?? value, value }];
  let shown: readonly (string | SelectOption)[] = options;
  if (deferred) shown = chosen;
  else if (value !== null && !offered?.has(value)) {
    const asPairs = paired
      ? (options as readonly SelectOption[])
      : (options as readonly string[]).map((option) => ({ label: option, value: option }));
    shown = [...chosen, ...asPairs];
  }
  const pairs = shown.length > 0 && typeof shown[0] !== 'string';
  const engage = deferred ? () => setEngaged(true) : undefined;
  // The Dropdown's own focusable input holds the label it last chose itself (what a screen reader reads as the
  // field's value): a value set from outside (Clear All, the back button) is written into it too.
  const focusInput = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (!focusInput.current) return;
    const option = paired
      ? (options as readonly SelectOption[]).find((entry) => entry.value === value)
      : undefined;
    focusInput.current.value = value === null ? '' : (option?.label ?? valueLabel ?? value);
  }, [options, paired, value, valueLabel]);
  return (
    <div className="field" onFocusCapture={engage} onPointerDownCapture={engage}>
      <label htmlFor={id}>{label}</label>
      <Dropdown
        inputId={id}
        focusInputRef={focusInput}
        ariaLabel={label}
        value={value}
        options={shown as unknown[]}
        optionLabel={pairs ? 'label' : undefined}
        optionValue={pairs ? 'value' : undefined}
        onChange={(event) => onChange((event.value as string | null | undefined) ?? null)}
        placeholder={t('form.select')}
        emptyMessage={loading ? t('common.loading') : t('form.noOptions')}
        emptyFilterMessage={t('form.noOptions')}
        filter={options.length > 8}
        filterInputAutoFocus
        showClear={clearable && value !== null}
        scrollHeight="300px"
        virtualScrollerOptions={options.length > VIRTUALIZE_FROM ? { itemSize: OPTION_HEIGHT } : undefined}
        {...loadingIndicator(loading)}
      />
    </div>
  );
});
