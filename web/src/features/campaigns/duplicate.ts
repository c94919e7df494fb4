import type { CampaignParameter } from '@crm/domain';
import type { Campaign } from '../../api/campaigns';
import { t } from '../../i18n/i18n';
import { EMPTY_FORM, type NewCampaignForm, type ParameterInput } from './newCampaignForm';

/**
 * "Duplicate": New Campaign opens prefilled from another campaign (the way a rejected campaign is fixed and
 * resubmitted). The id travels in session storage under this key, like the detail's campaignId.
 */
export const DUPLICATE_KEY = 'duplicateCampaignId';

const toInput = (parameter: CampaignParameter): ParameterInput => ({
  source: parameter.source,
  value: parameter.value,
});

/** 'YYYY-MM-DD…' as a local calendar day (the form's date pickers work in local days). */
function day(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/**
 * The form of a copy: account, template, parameters and segmentation as the campaign had them, the name marked
 * as a copy in the language shown (the name is the user's to edit from then on); scheduling and repeating
 * start over (a copied schedule would usually lie in the past).
 */
export function formFromCampaign(campaign: Campaign): NewCampaignForm {
  return {
    ...EMPTY_FORM,
    name: t('campaigns.duplicate.name', { name: campaign.name }),
    accountId: campaign.channel_account_id,
    templateId: campaign.template_id,
    header: (campaign.header_parameter ?? []).map(toInput),
    body: (campaign.body_parameter ?? []).map(toInput),
    buttons: (campaign.button_parameter ?? []).map(toInput),
    media: campaign.media_parameter?.value ?? '',
    productLines: [...(campaign.product_line ?? [])],
    cities: [...(campaign.city ?? [])],
    modelCodes: [...(campaign.model_type ?? [])],
    serviceTypes: [...(campaign.service_type ?? [])],
    purchaseStart: day(campaign.purchase_start_date),
    purchaseEnd: day(campaign.purchase_end_date),
  };
}
