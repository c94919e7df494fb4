import './campaigns.css';
import { Button } from 'primereact/button';
import { useT, useTranslate } from '../../i18n/i18n';
import { LeaveGuard } from './components/LeaveGuard';
import { MessagePreview } from './components/MessagePreview';
import { isFormDirty } from './newCampaignForm';
import { CampaignSection } from './newCampaign/CampaignSection';
import { ParametersSection } from './newCampaign/ParametersSection';
import { RepeatSection } from './newCampaign/RepeatSection';
import { SchedulingSection } from './newCampaign/SchedulingSection';
import { SegmentationSection } from './newCampaign/SegmentationSection';
import { useNewCampaign, type NewCampaignModel } from './newCampaign/useNewCampaign';
import { fieldLabelFrom, previewModel } from './preview';

/** The message as it will be sent, beside the form. */
function PreviewPanel({ model }: { model: NewCampaignModel }) {
  const { form, state, template } = model;
  const t = useT();
  const translate = useTranslate();
  const preview = previewModel(
    template,
    { header: form.header, body: form.body, buttons: form.buttons, media: form.media },
    fieldLabelFrom(state.customerFields, translate),
  );
  return (
    <aside className="new-campaign-preview" aria-label={t('newCampaign.preview.label')}>
      <h2 className="section-title">{t('newCampaign.preview.title')}</h2>
      {template ? (
        <MessagePreview model={preview} />
      ) : (
        <p className="field-hint">{t('newCampaign.preview.empty')}</p>
      )}
    </aside>
  );
}

/** New Campaign (/campaign/new-campaign): one section per part of the form, over the form's reducer. */
export default function NewCampaignPage() {
  const { model, publish, submitting } = useNewCampaign();
  const { form, template } = model;
  const t = useT();
  return (
    <section className="panel new-campaign" aria-labelledby="new-campaign-title">
      <LeaveGuard dirty={isFormDirty(form) && !submitting} />
      <header className="panel-header">
        <h1 id="new-campaign-title" className="panel-title">
          {t('newCampaign.title')}
        </h1>
      </header>
      <form
        className="new-campaign-layout"
        onSubmit={publish}
        noValidate
        aria-label={t('newCampaign.formLabel')}
      >
        <div className="new-campaign-form">
          <CampaignSection model={model} />
          {template && <ParametersSection model={model} template={template} />}
          <SegmentationSection model={model} />
          <SchedulingSection model={model} />
          <RepeatSection model={model} />
          <div className="form-actions">
            <Button
              type="submit"
              label={t('newCampaign.publish')}
              icon="pi pi-send"
              loading={submitting}
              disabled={submitting}
            />
          </div>
        </div>
        <PreviewPanel model={model} />
      </form>
    </section>
  );
}
