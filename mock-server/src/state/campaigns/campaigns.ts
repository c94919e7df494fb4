import {
  templateView,
  type CampaignCreationFields,
  type CampaignStatus,
  type Channel,
  type TemplateComponent,
  type TemplateView,
} from '@crm/domain';

// Plain JSON (part of the state snapshot). Recipients are one row per message (customer × occurrence), so
// reports can be built from them.

export interface ChannelAccount {
  id: number;
  name: string;
  channel_id: number;
  client_id: string;
  /** Digits only with country code (screens prefix it with +). */
  phone_number: string;
}

export interface MessageTemplate {
  id: number;
  name: string;
  account_id: number;
  language: string;
  status: 'APPROVED';
  category: { id: number; name: string };
  division: { id: string; name: string };
  /** 0 for media headers and headers without parameters. */
  total_param_header: number;
  total_param_body: number;
  messages: { language: string; data: { name: string; components: TemplateComponent[] } }[];
}

/** null actor = the campaign engine. */
export interface CampaignHistoryEntry {
  at: string;
  action:
    | 'CREATED'
    | 'SUBMITTED'
    | 'ACCEPTED'
    | 'REJECTED'
    | 'STOP'
    | 'SENDING'
    | 'PROCCESSED'
    | 'DONE'
    | 'FINISHED';
  from_status: CampaignStatus | null;
  to_status: CampaignStatus;
  by_username: string | null;
  by_name: string | null;
  note: string | null;
  occurrence: number | null;
}

/** Not sent to clients. */
export interface CampaignRuntime {
  ticks_in_status: number;
  occurrence: number;
  wait_ticks: number;
  batch_size: number;
}

export interface Campaign extends CampaignCreationFields {
  id: number;
  status: CampaignStatus;
  division: string;
  created_at: string;
  updated_at: string;
  submit_by_username: string;
  submit_by_user_name: string;
  rejection_note: string | null;
  histories: CampaignHistoryEntry[];
  runtime: CampaignRuntime;
}

/** cancelled: never sent because the campaign was stopped or rejected. */
export const RECIPIENT_STATES = ['queued', 'sent', 'delivered', 'read', 'failed', 'cancelled'] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

export interface CampaignRecipient {
  id: number;
  occurrence: number;
  customer_id: number;
  customer_name: string;
  phone_number: string;
  state: RecipientState;
  message_id: string | null;
  created_at: string;
  sent_at: string | null;
  delivered_at: string | null;
  read_at: string | null;
  failed_at: string | null;
}

export interface CampaignsState {
  channels: Channel[];
  channelAccounts: ChannelAccount[];
  templates: MessageTemplate[];
  campaigns: Campaign[];
  /** In sending order. */
  recipients: Record<string, CampaignRecipient[]>;
  nextCampaignId: number;
}

type Dated = Pick<Campaign, 'created_at' | 'id'>;
/** The id breaks ties so the order is stable. */
export const oldestFirst = (a: Dated, b: Dated) => a.created_at.localeCompare(b.created_at) || a.id - b.id;
export const newestFirst = (a: Dated, b: Dated) => oldestFirst(b, a);

export function emptyCampaigns(): CampaignsState {
  return {
    channels: [],
    channelAccounts: [],
    templates: [],
    campaigns: [],
    recipients: {},
    nextCampaignId: 1,
  };
}

export function findCampaign(state: CampaignsState, id: number): Campaign | undefined {
  return state.campaigns.find((campaign) => campaign.id === id);
}

export function findTemplate(state: CampaignsState, id: number): MessageTemplate | undefined {
  return state.templates.find((template) => template.id === id);
}

export function findChannelAccount(state: CampaignsState, id: number): ChannelAccount | undefined {
  return state.channelAccounts.find((account) => account.id === id);
}

export function channelNameOf(state: CampaignsState, accountId: number): string | null {
  const account = findChannelAccount(state, accountId);
  if (!account) return null;
  return state.channels.find((channel) => channel.id === account.channel_id)?.name ?? null;
}

export function recipientsOf(state: CampaignsState, campaignId: number): CampaignRecipient[] {
  return state.recipients[String(campaignId)] ?? [];
}

export function templateParts(template: MessageTemplate): TemplateView {
  return templateView(template.messages[0]?.data.components ?? []);
}
