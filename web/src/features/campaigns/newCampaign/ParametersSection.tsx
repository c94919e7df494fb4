import { InputText } from 'primereact/inputtext';
import type { ParameterSource } from '../../../api/campaigns';
import type { MessageTemplate } from '../../../api/templates';
import { FormField } from '../../../components/FormField';
import { ParameterField } from '../components/ParameterFields';
import { MEDIA_MESSAGES, mediaUrlError } from '../mediaUrl';
import { REQUIRED, type ParameterGroup } from '../newCampaignForm';
import { allowedSources, parameterSlots, templateView } from '../templateModel';
import { Section } from './formParts';
import type { NewCampaignModel } from './useNewCampaign';

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
  const view = templateView(template);
  const mediaError = form.media.trim() ? mediaUrlError(form.media, view.headerFormat) : null;
  const mediaMessage = state.mediaTooLarge
    ? MEDIA_MESSAGES.tooLarge
    : (mediaError ?? state.serverErrors.media ?? (model.attempted && !form.media.trim() ? REQUIRED : null));
  const isDocument = view.headerFormat === 'DOCUMENT';
  return (
    <FormField
      id="media-url"
      label={`Header ${view.headerFormat?.toLowerCase() ?? ''} URL`}
      required
      error={mediaMessage}
      className="media-field"
      hint={
        isDocument
          ? 'Custom Text: a public link ending in .pdf, .jpg, .png, .jpeg or .mp4, at most 5 MB.'
          : 'Custom Text: a public link ending in .jpg, .png, .jpeg or .mp4, at most 5 MB.'
      }
    >
      {(control) => (
        <InputText
          {...control}
          type="url"
          value={form.media}
          onChange={(event) => edit({ media: event.target.value })}
          placeholder={isDocument ? 'https://example.com/invoice.pdf' : 'https://example.com/promo.jpg'}
        />
      )}
    </FormField>
  );
}

/** The fields of one group of template parameters (header, body or quick-reply buttons). */
function ParameterGroupFields({
  model,
  template,
  group,
  part,
  title,
}: TemplateProps & { group: ParameterGroup; part: 'header' | 'body' | 'button'; title: string }) {
  const { form, state, shown, update } = model;
  const slots = parameterSlots(template);
  const view = templateView(template);
  const customerFieldsLookup = model.lookup('customerFields', 'customer fields');
  return form[group].map((parameter, index) => {
    const buttonText = group === 'buttons' ? view.buttons[slots.quickReplies[index] ?? -1]?.text : undefined;
    const label = group === 'buttons' ? `${title} "${buttonText ?? index + 1}"` : `${title} {{${index + 1}}}`;
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
        error={shown ? (shown[group][index] ?? null) : null}
        onSource={(source: ParameterSource | null) =>
          update({ type: 'parameterSource', group, index, source })
        }
        onValue={(value) => update({ type: 'parameterValue', group, index, value })}
      />
    );
  });
}

/** Parameters: the chosen template's media link and its header, body and button parameters. */
export function ParametersSection({ model, template }: TemplateProps) {
  const slots = parameterSlots(template);
  return (
    <Section title="Parameters">
      {slots.header + slots.body + slots.quickReplies.length === 0 && !slots.media && (
        <p className="field-hint">This template has no parameters.</p>
      )}
      {slots.media && <MediaField model={model} template={template} />}
      <ParameterGroupFields
        model={model}
        template={template}
        group="header"
        part="header"
        title="Header parameter"
      />
      <ParameterGroupFields
        model={model}
        template={template}
        group="body"
        part="body"
        title="Body parameter"
      />
      <ParameterGroupFields model={model} template={template} group="buttons" part="button" title="Button" />
    </Section>
  );
}
