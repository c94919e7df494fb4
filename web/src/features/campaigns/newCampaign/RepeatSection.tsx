import { CAMPAIGN_LIMITS, REPEAT_TYPES } from '@crm/domain';
import { InputNumber } from 'primereact/inputnumber';
import { FieldMessage, FormField } from '../../../components/FormField';
import { useT, type Words } from '../../../i18n/i18n';
import { REPEAT_UNITS } from '../campaignRules';
import { repeatHints } from '../newCampaignForm';
import { byInputId, Section, YesNo } from './formParts';
import type { NewCampaignModel } from './useNewCampaign';

/** Repeat every day, week, month or year: toggle buttons, one pressed. */
function RepeatTypes({ model }: { model: NewCampaignModel }) {
  const { form, edit, fieldError } = model;
  const error = fieldError('repeatType');
  const t = useT();
  return (
    <>
      <div
        className="repeat-types"
        role="group"
        aria-label={t('newCampaign.repeat.every')}
        aria-describedby={error ? 'repeat-type-error' : undefined}
      >
        {REPEAT_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="toggle-button"
            aria-pressed={form.repeatType === type}
            onClick={() => edit({ repeatType: type })}
          >
            {t(REPEAT_UNITS[type])}
          </button>
        ))}
      </div>
      <FieldMessage id="repeat-type-error" message={error} />
    </>
  );
}

/** A whole number of the repeat (its count or its occurrences), with the hint that says what 0 means. */
function RepeatNumber({
  model,
  field,
  id,
  label,
}: {
  model: NewCampaignModel;
  field: 'countRepeat' | 'occurrences';
  id: string;
  label: Words;
}) {
  const { form, edit, fieldError, say } = model;
  return (
    <FormField
      id={id}
      label={label}
      required
      error={fieldError(field)}
      hint={say(repeatHints(form.repeatType)[field])}
    >
      {(control) => (
        <InputNumber
          {...byInputId(control)}
          value={form[field]}
          onValueChange={(event) => edit({ [field]: event.value ?? null })}
          min={CAMPAIGN_LIMITS[field].min}
          max={CAMPAIGN_LIMITS[field].max}
          useGrouping={false}
          showButtons
        />
      )}
    </FormField>
  );
}

/** Repeat Campaign: yes or no; a repeated campaign has a repeat type, a count and a number of occurrences. */
export function RepeatSection({ model }: { model: NewCampaignModel }) {
  const { form, update } = model;
  const t = useT();
  return (
    <Section name="repeat-campaign" titleId="newCampaign.section.repeat">
      <YesNo
        name="repeat"
        questionId="newCampaign.repeat.question"
        value={form.repeated}
        onChange={(on) => update({ type: 'repeatToggled', on })}
      />
      {form.repeated && (
        <div className="repeat-fields">
          <RepeatTypes model={model} />
          <div className="form-grid">
            <RepeatNumber
              model={model}
              field="countRepeat"
              id="repeat-count"
              label={t('newCampaign.repeat.count', { unit: form.repeatType ?? 'daily' })}
            />
            <RepeatNumber
              model={model}
              field="occurrences"
              id="repeat-occurrences"
              label={t('newCampaign.repeat.occurrences')}
            />
          </div>
        </div>
      )}
    </Section>
  );
}
