import { CAMPAIGN_LIMITS, type ParameterSource } from '@crm/domain';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { CustomerField } from '../../../api/lists';
import type { ParameterInput } from '../newCampaignForm';
import { customerFieldText } from '../preview';
import { SOURCE_LABELS } from '../templateRules';
import { FieldLoadError } from '../../../components/FieldLoadError';
import { FieldMessage, RequiredMark } from '../../../components/FormField';
import { useT, useTranslate, type Text, type Words } from '../../../i18n/i18n';

/** A parameter's value: a customer field (Customer Data) or a text (Custom Text, or no source yet). */
function ParameterValue({
  id,
  label,
  parameter,
  customerFields,
  customerFieldsError,
  error,
  onValue,
}: {
  id: string;
  label: Words;
  parameter: ParameterInput;
  customerFields: readonly CustomerField[];
  customerFieldsError: Text | null;
  error: Text | null;
  onValue(value: string): void;
}) {
  const t = useT();
  const translate = useTranslate();
  const errorId = `${id}-error`;
  const valueLabel = t('campaigns.parameter.value', { label });
  return parameter.source === 'customer_data' ? (
    <Dropdown
      inputId={`${id}-value`}
      aria-label={valueLabel}
      value={parameter.value || null}
      options={customerFields.map((field) => ({
        label: translate(customerFieldText(field)),
        value: field.key,
      }))}
      onChange={(event) => onValue((event.value as string | null) ?? '')}
      placeholder={t('campaigns.parameter.selectCustomerField')}
      emptyMessage={translate(customerFieldsError ?? 'campaigns.parameter.noOptions')}
      filter={customerFields.length > 8}
      scrollHeight="300px"
      invalid={Boolean(error || customerFieldsError)}
    />
  ) : (
    <InputText
      id={`${id}-value`}
      aria-label={valueLabel}
      value={parameter.value}
      onChange={(event) => onValue(event.target.value)}
      placeholder={t(parameter.source ? 'campaigns.parameter.text' : 'campaigns.parameter.chooseSourceFirst')}
      disabled={!parameter.source}
      maxLength={CAMPAIGN_LIMITS.parameterValue}
      invalid={Boolean(error)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    />
  );
}

/**
 * One template parameter: its source (Customer Data / Custom Text, as allowed for the part) and its value
 * (a customer field, or a text). "This field is required." shows under it when it is incomplete.
 */
export function ParameterField({
  id,
  label,
  parameter,
  sources,
  customerFields,
  error,
  customerFieldsError = null,
  onRetryCustomerFields,
  onSource,
  onValue,
}: {
  id: string;
  /** e.g. 'Body parameter {{1}}'. */
  label: Words;
  parameter: ParameterInput;
  sources: readonly ParameterSource[];
  customerFields: readonly CustomerField[];
  error: Text | null;
  /** The customer fields could not be loaded: a Customer Data value says so and offers Retry. */
  customerFieldsError?: Text | null;
  onRetryCustomerFields?(): void;
  onSource(source: ParameterSource | null): void;
  onValue(value: string): void;
}) {
  const t = useT();
  const errorId = `${id}-error`;
  const single = sources.length === 1;
  const sourceLabel = t('campaigns.parameter.source', { label });
  const valueLabel = t('campaigns.parameter.value', { label });
  return (
    <div className="parameter-row" role="group" aria-label={label}>
      <span className="parameter-name">
        {label}
        <RequiredMark />
      </span>
      <div className="field">
        <label htmlFor={`${id}-source`} className="visually-hidden">
          {sourceLabel}
        </label>
        <Dropdown
          inputId={`${id}-source`}
          aria-label={sourceLabel}
          value={parameter.source}
          options={sources.map((source) => ({ label: t(SOURCE_LABELS[source]), value: source }))}
          onChange={(event) => onSource((event.value as ParameterSource | null) ?? null)}
          placeholder={t('campaigns.parameter.selectSource')}
          disabled={single && parameter.source === sources[0]}
          invalid={Boolean(error) && !parameter.source}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-value`} className="visually-hidden">
          {valueLabel}
        </label>
        <ParameterValue
          id={id}
          label={label}
          parameter={parameter}
          customerFields={customerFields}
          customerFieldsError={customerFieldsError}
          error={error}
          onValue={onValue}
        />
      </div>
      {parameter.source === 'customer_data' && customerFieldsError && (
        <FieldLoadError
          id={`${id}-load-error`}
          label={valueLabel}
          message={customerFieldsError}
          onRetry={onRetryCustomerFields}
        />
      )}
      <FieldMessage id={errorId} message={error} className="parameter-error" />
    </div>
  );
}
