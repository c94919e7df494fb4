import { Dropdown } from 'primereact/dropdown';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useT, type Words } from '../i18n/i18n';
import { loadingIndicator } from './dropdownA11y';

/**
 * Longer lists render through a virtual scroller, and reach the drop-down after the field's first paint:
 * PrimeReact's Dropdown looks its value up in every option on each render, which made opening a filter panel
 * of six 500-option fields slow at 4x CPU.
 */
export const VIRTUALIZE_FROM = 50;
const OPTION_HEIGHT = 38;

export interface SelectOption {
  label: string;
  value: string;
}

/** Plain labels (each its own value), or label and value pairs. */
export type SelectOptions = readonly string[] | readonly SelectOption[];

interface SelectFilterProps {
  id: string;
  label: Words;
  options: SelectOptions;
  value: string | null;
  /** `value`'s label while the options do not have it (loading, or no loaded row has it any more). */
  valueLabel?: string;
  onChange(value: string | null): void;
  loading?: boolean;
  /** Default true. */
  clearable?: boolean;
}

/**
 * A labelled single-select on PrimeReact's Dropdown with the spec's texts, a focused search box and virtualised
 * long lists. A new `onChange` function alone does not re-render it.
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
  // A long list is handed over in a background render once the field is built (at once if the user turns to it
  // first): the closed box needs only the chosen value, and opening the menu no longer waits for the hand-over.
  const [engaged, setEngaged] = useState(false);
  const deferred = options.length >= VIRTUALIZE_FROM && !engaged;
  useEffect(() => {
    if (deferred) startTransition(() => setEngaged(true));
  }, [deferred]);
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
  // The Dropdown's input holds the label it last chose (what a screen reader reads): outside changes are written in.
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
