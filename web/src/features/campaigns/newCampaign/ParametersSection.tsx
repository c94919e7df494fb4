import { CAMPAIGN_LIMITS, type ParameterSource } from '@crm/domain';
import { InputText } from 'primereact/inputtext';
import type { MessageTemplate } from '../../../api/templates';
import { FormField } from '../../../components/FormField';
import { useT, type MessageId } from '../../../i18n/i18n';
import { ParameterField } from '../components/ParameterFields';
import { MEDIA_MESSAGES, MEDIA_URL_EXAMPLE, mediaUrlError } from '../mediaUrl';
import { REQUIRED, type ParameterGroup } from '../newCampaignForm';
import { newCampaignActions as actions } from '../newCampaignSlice';
import type { ParameterKey } from '../serverFieldErrors';
import { allowedSources, parameterSlots, templateView, type ParameterPart } from '../templateRules';
import { Section } from './formParts';
import type { NewCampaignModel } from './useNewCampaign';

/** The example link a document header's field shows. */
const DOCUMENT_EXAMPLE = 'https://example.com/invoice.pdf';

interface TemplateProps {
  model: NewCampaignModel;
  template: MessageTemplate;
}

/**
 * The header's media link: its own message while typing (spec part 2 section 5), the server's "over 5 MB",
 * or "This field is required." after Publish.
 */
function MediaField({ model, template }: TemplateProps) {
  const { form, state, edit } = model;
  const t = useT();
  const view = templateView(template);
  const mediaError = form.media.trim() ? mediaUrlError(form.media, view.headerFormat) : null;
  const mediaMessage = state.mediaTooLarge
    ? MEDIA_MESSAGES.tooLarge
    : (mediaError ?? state.serverErrors.media ?? (model.attempted && !form.media.trim() ? REQUIRED : null));
  const isDocument = view.headerFormat === 'DOCUMENT';
  return (
    <FormField
      id="media-url"
      label={t('newCampaign.media.label', { format: view.headerFormat?.toLowerCase() ?? 'media' })}
      required
      error={mediaMessage}
      className="media-field"
      hint={t(isDocument ? 'newCampaign.media.documentHint' : 'newCampaign.media.hint')}
    >
      {(control) => (
        <InputText
          {...control}
          type="url"
          value={form.media}
          maxLength={CAMPAIGN_LIMITS.parameterValue}
          onChange={(event) => edit({ media: event.target.value })}
          placeholder={isDocument ? DOCUMENT_EXAMPLE : MEDIA_URL_EXAMPLE}
        />
      )}
    </FormField>
  );
}

/** The template's parameter groups: the form's list, the part of the template, the label of each field. */
const GROUPS = [
  { group: 'header', part: 'header', labelId: 'newCampaign.parameters.header' },
  { group: 'body', part: 'body', labelId: 'newCampaign.parameters.body' },
  { group: 'buttons', part: 'button', labelId: 'newCampaign.parameters.button' },
] as const satisfies readonly { group: ParameterGroup; part: ParameterPart; labelId: MessageId }[];

/** The fields of one group of template parameters (header, body or quick-reply buttons). */
function ParameterGroupFields({
  model,
  template,
  group,
  part,
  labelId,
}: TemplateProps & (typeof GROUPS)[number]) {
  const { form, state, shown, update, dispatch } = model;
  const t = useT();
  const slots = parameterSlots(template);
  const view = templateView(template);
  const customerFieldsLookup = model.lookup('customerFields', 'newCampaign.loadFailed.customerFields');
  return form[group].map((parameter, index) => {
    const buttonText = group === 'buttons' ? view.buttons[slots.quickReplies[index] ?? -1]?.text : undefined;
    const label =
      group === 'buttons'
        ? t(labelId, { name: buttonText ?? index + 1 })
        : t(labelId, { placeholder: `{{${index + 1}}}` });
    // The form's own message first; else the server's words about this parameter (until it is edited).
    const key: ParameterKey = `${group}.${index}`;
    const error = shown?.[group][index] ?? state.serverErrors[key] ?? null;
    const edited = () => {
      if (state.serverErrors[key]) dispatch(actions.fieldEdited(key));
    };
    return (
      <ParameterField
        key={`${group}-${index}`}
        id={`parameter-${group}-${index + 1}`}
        label={label}
        parameter={parameter}
        sources={allowedSources(part, template)}
        customerFields={state.customerFields}
        customerFieldsError={customerFieldsLookup.loadError}
        onRetryCustomerFields={customerFieldsLookup.onRetry}
        error={error}
        onSource={(source: ParameterSource | null) => {
          update({ type: 'parameterSource', group, index, source });
          edited();
        }}
        onValue={(value) => {
          update({ type: 'parameterValue', group, index, value });
          edited();
        }}
      />
    );
  });
}

/** Parameters: the chosen template's media link and its header, body and button parameters. */
export function ParametersSection({ model, template }: TemplateProps) {
  const slots = parameterSlots(template);
  const t = useT();
  return (
    <Section name="parameters" titleId="newCampaign.section.parameters">
      {slots.header + slots.body + slots.quickReplies.length === 0 && !slots.media && (
        <p className="field-hint">{t('newCampaign.parameters.none')}</p>
      )}
      {slots.media && <MediaField model={model} template={template} />}
      {GROUPS.map((group) => (
        <ParameterGroupFields key={group.group} model={model} template={template} {...group} />
      ))}
    </Section>
  );
}
