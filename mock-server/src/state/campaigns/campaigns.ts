import type { CampaignStatus, RepeatType } from '@crm/domain';

// Plain JSON (part of the state snapshot). Recipients are one row per message (customer × occurrence), so
// reports can be built from them.

/** Names use hyphens; screens show them as spaces. */
export interface Channel {
  id: number;
  name: string;
}

export interface ChannelAccount {
  id: number;
  name: string;
  channel_id: number;
  client_id: string;
  /** Digits only with country code (screens prefix it with +). */
  phone_number: string;
}

export type HeaderFormat = 'TEXT' | 'IMAGE' | 'VIDEO' | 'DOCUMENT';
export const MEDIA_FORMATS: readonly HeaderFormat[] = ['IMAGE', 'VIDEO', 'DOCUMENT'];

export type TemplateButton =
  | { type: 'QUICK_REPLY'; text: string }
  | { type: 'URL'; text: string; url: string }
  | { type: 'PHONE_NUMBER'; text: string; phone_number: string };

export type TemplateComponent =
  | { type: 'HEADER'; format: HeaderFormat; text?: string }
  | { type: 'BODY'; text: string }
  | { type: 'FOOTER'; text: string }
  | { type: 'BUTTONS'; buttons: TemplateButton[] };

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

export type ParameterSource = 'custom_text' | 'customer_data';
export const PARAMETER_SOURCES: readonly ParameterSource[] = ['custom_text', 'customer_data'];

export interface CampaignParameter {
  source: ParameterSource;
  value: string;
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

export interface Campaign {
  id: number;
  name: string;
  channel_account_id: number;
  client_id: string;
  city: string[];
  count_repeat: number;
  num_of_occurence: number;
  repeat_type: RepeatType | null;
  is_repeated: boolean;
  is_scheduled: boolean;
  /** The spec's field name. */
  model_type: string[];
  product_line: string[];
  purchase_start_date: string;
  purchase_end_date: string;
  schedule_start_date: string | null;
  schedule_end_date: string | null;
  service_type: string[];
  status: CampaignStatus;
  header_parameter: CampaignParameter[];
  body_parameter: CampaignParameter[];
  media_parameter: CampaignParameter | null;
  button_parameter: CampaignParameter[];
  template_id: number;
  template_name: string;
  template_category: string;
  division: string;
  division_name: string;
  phone_number: string;
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

export function templateParts(template: MessageTemplate) {
  const components = template.messages[0]?.data.components ?? [];
  const header = components.find(
    (component): component is Extract<TemplateComponent, { type: 'HEADER' }> => component.type === 'HEADER',
  );
  const body = components.find(
    (component): component is Extract<TemplateComponent, { type: 'BODY' }> => component.type === 'BODY',
  );
  const footer = components.find(
    (component): component is Extract<TemplateComponent, { type: 'FOOTER' }> => component.type === 'FOOTER',
  );
  const buttons =
    components.find(
      (component): component is Extract<TemplateComponent, { type: 'BUTTONS' }> =>
        component.type === 'BUTTONS',
    )?.buttons ?? [];
  return { header, body, footer, buttons };
}
