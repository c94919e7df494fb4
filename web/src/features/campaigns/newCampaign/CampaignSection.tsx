import { CAMPAIGN_LIMITS } from '@crm/domain';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { FormField } from '../../../components/FormField';
import { useT, useTranslate } from '../../../i18n/i18n';
import { channelText } from '../campaignRules';
import { newCampaignActions as actions } from '../newCampaignSlice';
import { byInputId, Section } from './formParts';
import { chosenAccount, type NewCampaignModel } from './useNewCampaign';

/** The WABA account; its channel shows under it once chosen (the channel is resolved from the account). */
function AccountField({ model }: { model: NewCampaignModel }) {
  const { form, state, update, dispatch, fieldError } = model;
  const t = useT();
  const translate = useTranslate();
  const wabaLookup = model.lookup('wabaAccounts', 'newCampaign.loadFailed.wabaAccounts');
  const { account } = chosenAccount(state, form.accountId);
  const channelName = account
    ? (account.channel?.name ??
      state.channels.find((channel) => channel.id === account.channel?.id)?.name ??
      null)
    : null;
  return (
    <FormField
      id="waba-account"
      label={t('newCampaign.account')}
      required
      error={fieldError('account')}
      loadError={wabaLookup.loadError}
      onRetry={wabaLookup.onRetry}
      hint={account ? t('newCampaign.channel', { channel: channelText(channelName) }) : null}
    >
      {(control) => (
        <Dropdown
          {...byInputId(control)}
          aria-label={t('newCampaign.account')}
          value={form.accountId}
          options={state.wabaOptions.map((option) => ({ label: option.account, value: option.id }))}
          onChange={(event) => {
            const id = (event.value as number | null) ?? null;
            update({ type: 'accountChosen', accountId: id });
            if (state.serverErrors.account) dispatch(actions.fieldEdited('account'));
            dispatch(actions.accountChosen(id));
          }}
          placeholder={t(wabaLookup.loading ? 'common.loading' : 'newCampaign.select')}
          emptyMessage={translate(
            wabaLookup.loading ? 'common.loading' : (wabaLookup.loadError ?? 'newCampaign.noOptions'),
          )}
        />
      )}
    </FormField>
  );
}

/** The template, from the chosen account's templates; a failed load of either says so, with Retry. */
function TemplateField({ model }: { model: NewCampaignModel }) {
  const { form, state, update, dispatch, fieldError } = model;
  const templatesFailed = form.accountId !== null && state.templatesStatus === 'failed';
  const templateFailed = !templatesFailed && form.templateId !== null && state.templateStatus === 'failed';
  const t = useT();
  return (
    <FormField
      id="template"
      label={t('newCampaign.template')}
      required
      error={fieldError('template')}
      loadError={
        templatesFailed
          ? 'newCampaign.loadFailed.templates'
          : templateFailed
            ? 'newCampaign.loadFailed.template'
            : null
      }
      onRetry={() =>
        dispatch(
          templatesFailed ? actions.accountChosen(form.accountId) : actions.templateChosen(form.templateId),
        )
      }
    >
      {(control) => (
        <Dropdown
          {...byInputId(control)}
          aria-label={t('newCampaign.template')}
          value={form.templateId}
          options={state.templates.map((item) => ({ label: item.name, value: item.id }))}
          onChange={(event) => {
            const id = (event.value as number | null) ?? null;
            update({ type: 'templateChosen', templateId: id });
            if (state.serverErrors.template) dispatch(actions.fieldEdited('template'));
            dispatch(actions.templateChosen(id));
          }}
          placeholder={t(
            form.accountId !== null && state.templatesStatus === 'pending'
              ? 'common.loading'
              : 'newCampaign.select',
          )}
          emptyMessage={t(
            state.templatesStatus === 'pending'
              ? 'common.loading'
              : templatesFailed
                ? 'newCampaign.loadFailed.templates'
                : 'newCampaign.noOptions',
          )}
          disabled={form.accountId === null}
          filter={state.templates.length > 8}
        />
      )}
    </FormField>
  );
}

/** Campaign: its name, the WABA account and the template. */
export function CampaignSection({ model }: { model: NewCampaignModel }) {
  const { form, edit, fieldError } = model;
  const t = useT();
  return (
    <Section name="campaign" titleId="newCampaign.section.campaign">
      <div className="form-grid">
        <FormField id="campaign-name" label={t('newCampaign.name')} required error={fieldError('name')}>
          {(control) => (
            <InputText
              {...control}
              value={form.name}
              onChange={(event) => edit({ name: event.target.value })}
              maxLength={CAMPAIGN_LIMITS.name}
            />
          )}
        </FormField>
        <AccountField model={model} />
        <TemplateField model={model} />
      </div>
    </Section>
  );
}
