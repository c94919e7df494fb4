import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';
import { raw, useT, useTranslate, type Words } from '../../../i18n/i18n';
import type { Option } from '../reportRules';
import { stopEscapeWhileOpen } from '../../../components/escapeGuard';
import { FormField } from '../../../components/FormField';
import { loadingIndicator } from '../../../components/dropdownA11y';

interface LabelledSelectProps<T extends string | number> {
  id: string;
  label: Words;
  options: readonly Option<T>[];
  value: T | null;
  onChange(value: T | null): void;
  loading?: boolean;
  required?: boolean;
  /** Marked as missing or wrong (a refused Send). */
  invalid?: boolean;
  /** The options could not be loaded: the field says so (this sentence, in words: the caller's) and offers Retry. */
  loadError?: Words | null;
  onRetry?(): void;
}

/**
 * A labelled single-select over {label, value} options (their labels are Text, worded here), with the app's
 * texts ("Select...", "No options") in the user's language.
 */
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
  const t = useT();
  const translate = useTranslate();
  const worded = useMemo(
    () => options.map((option) => ({ label: translate(option.label), value: option.value })),
    [options, translate],
  );
  return (
    // role="presentation": the wrapper is no control, it only sees Escape bubble up from its field.
    <FormField
      id={id}
      label={label}
      required={required}
      invalid={invalid || Boolean(loadError)}
      loadError={loading || loadError === null ? null : raw(loadError)}
      onRetry={onRetry}
      role="presentation"
      onKeyDown={stopEscapeWhileOpen}
    >
      {(control) => (
        <Dropdown
          inputId={id}
          value={value}
          options={worded}
          optionLabel="label"
          optionValue="value"
          onChange={(event) => onChange((event.value as T | null | undefined) ?? null)}
          placeholder={
            loading
              ? t('common.loading')
              : loadError
                ? t('reports.select.couldNotLoad')
                : t('reports.select.placeholder')
          }
          emptyMessage={loading ? t('common.loading') : (loadError ?? t('reports.select.noOptions'))}
          emptyFilterMessage={t('reports.select.noOptions')}
          filter={options.length > 8}
          showClear={value !== null}
          scrollHeight="300px"
          virtualScrollerOptions={options.length > 50 ? { itemSize: 38 } : undefined}
          {...loadingIndicator(loading)}
          invalid={control.invalid}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
        />
      )}
    </FormField>
  );
}
