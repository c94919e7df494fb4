import type { AudienceCustomer } from './campaignAudience.js';
import type { CampaignInput } from './campaignInput.js';
import { countRecipients, queueOccurrence, type Actor } from './campaignEngine.js';
import {
  channelNameOf,
  recipientsOf,
  type Campaign,
  type CampaignRecipient,
  type CampaignsState,
  type ChannelAccount,
  type MessageTemplate,
} from './campaigns.js';

export interface Submitter extends Actor {
  division: { id: string; name: string };
}

/** Template name and category, the account's client and number are the server's own, whatever the body said. */
export function createCampaign(
  state: CampaignsState,
  input: CampaignInput,
  template: MessageTemplate,
  account: ChannelAccount,
  audience: readonly Pick<AudienceCustomer, 'id' | 'name' | 'phone'>[],
  submitter: Submitter,
  at: string,
): Campaign {
  const campaign: Campaign = {
    id: state.nextCampaignId++,
    ...input,
    status: 'INITIAL',
    client_id: account.client_id,
    template_name: template.name,
    template_category: template.category.name,
    division: submitter.division.id,
    division_name: submitter.division.name,
    phone_number: account.phone_number,
    created_at: at,
    updated_at: at,
    submit_by_username: submitter.username,
    submit_by_user_name: submitter.name,
    rejection_note: null,
    histories: [
      {
        at,
        action: 'CREATED',
        from_status: null,
        to_status: 'INITIAL',
        by_username: submitter.username,
        by_name: submitter.name,
        note: `${audience.length} recipient${audience.length === 1 ? '' : 's'} matched the segmentation.`,
        occurrence: null,
      },
    ],
    runtime: { ticks_in_status: 0, occurrence: 0, wait_ticks: 0, batch_size: 1 },
  };
  state.campaigns.push(campaign);
  state.recipients[String(campaign.id)] = [];
  queueOccurrence(state, campaign, 1, audience, at);
  return campaign;
}

export function campaignDto(state: CampaignsState, campaign: Campaign, withHistories = false) {
  const { runtime, histories, submit_by_username: _username, ...fields } = campaign;
  const counts = countRecipients(recipientsOf(state, campaign.id));
  return {
    ...fields,
    channel_name: channelNameOf(state, campaign.channel_account_id),
    total_recipients: counts.recipients,
    /** Tells a screen that the recipient list changed, so it fetches it again only then. */
    sent_recipients: counts.sent,
    delivered_recipients: counts.delivered,
    read_recipients: counts.read,
    failed_recipients: counts.failed,
    current_occurrence: runtime.occurrence,
    ...(withHistories ? { histories } : {}),
  };
}

export function recipientDto(row: CampaignRecipient) {
  return {
    id: row.id,
    customer_id: row.customer_id,
    occurrence: row.occurrence,
    message_id: row.message_id,
    created_at: row.created_at,
    sent_at: row.sent_at,
    delivered_at: row.delivered_at,
    read_at: row.read_at,
    failed_at: row.failed_at,
    customer_detail: { phone_number: row.phone_number, state: row.state, name: row.customer_name },
  };
}

export function summaryDto(state: CampaignsState, campaign: Campaign) {
  return {
    id: campaign.id,
    created_at: campaign.created_at,
    name: campaign.name,
    status: campaign.status,
    occurrences: campaign.runtime.occurrence,
    ...countRecipients(recipientsOf(state, campaign.id)),
  };
}
