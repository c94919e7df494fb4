/**
 * State of the campaigns area (spec part 2 sections 3, 4 and 7): messaging channels and their accounts,
 * message templates, campaigns with their histories, and the recipients of every campaign.
 *
 * Everything here is plain JSON (it is part of the state snapshot). Recipients live beside the campaigns,
 * keyed by campaign id, one row per message (customer × occurrence), so reports can be built from them.
 */

/** A messaging channel (GET /api/channels). Names use hyphens; screens show them as spaces. */
export interface Channel {
  id: number;
  name: string;
}

/** An account on a channel (GET /api/channel-accounts). The WABA account of new campaigns is Electrolux_M2M. */
export interface ChannelAccount {
  id: number;
  name: string;
  channel_id: number;
  /** The client (tenant division) that owns the account; GET /api-admin/clients/{client}/accounts lists by it. */
  client_id: string;
  /** The sender number, digits only with country code (screens prefix it with +). */
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

/** A WhatsApp message template, as GET /message-template/detail-by-template/{id} sends it. */
export interface MessageTemplate {
  id: number;
  name: string;
  /** The channel account the template is registered on. */
  account_id: number;
  language: string;
  status: 'APPROVED';
  category: { id: number; name: string };
  division: { id: string; name: string };
  /** Placeholders ({{n}}) in the header text; 0 for media headers and headers without parameters. */
  total_param_header: number;
  /** Placeholders ({{n}}) in the body text. */
  total_param_body: number;
  messages: { language: string; data: { name: string; components: TemplateComponent[] } }[];
}

/** Where a template parameter's value comes from. */
export type ParameterSource = 'custom_text' | 'customer_data';
export const PARAMETER_SOURCES: readonly ParameterSource[] = ['custom_text', 'customer_data'];

/** custom_text: `value` is the text itself; customer_data: `value` is a customer field key (e.g. customer_name). */
export interface CampaignParameter {
  source: ParameterSource;
  value: string;
}

export const REPEAT_TYPES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatType = (typeof REPEAT_TYPES)[number];

/**
 * Campaign statuses as the server stores and sends them (screens show them lower-cased).
 * The transitions between them are in campaignStatus.ts.
 */
export const CAMPAIGN_STATUSES = [
  'INITIAL',
  'WAITING APPROVAL',
  'ON GOING',
  'PROCCESSED',
  'DONE',
  'FINISHED',
  'REJECTED',
  'STOPPED',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** One line of a campaign's history: who (null = the campaign engine) did what, when, with which note. */
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
  /** The occurrence the entry concerns (repeating campaigns), when it concerns one. */
  occurrence: number | null;
}

/** Where the campaign engine is with a campaign (not sent to clients). */
export interface CampaignRuntime {
  /** Engine ticks spent in the current status (INITIAL → WAITING APPROVAL, DONE → next step). */
  ticks_in_status: number;
  /** The occurrence being sent or last sent (1-based); 0 before the first one starts. */
  occurrence: number;
  /** Engine ticks left before the next occurrence starts (repeating campaigns, status DONE). */
  wait_ticks: number;
  /** Recipients handed to the channel per tick (set when an occurrence starts). */
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
  /** Model codes (the spec's field name). */
  model_type: string[];
  /** Product line codes. */
  product_line: string[];
  purchase_start_date: string;
  purchase_end_date: string;
  schedule_start_date: string | null;
  schedule_end_date: string | null;
  /** Service types (a customer's call_type). */
  service_type: string[];
  status: CampaignStatus;
  header_parameter: CampaignParameter[];
  body_parameter: CampaignParameter[];
  media_parameter: CampaignParameter | null;
  button_parameter: CampaignParameter[];
  template_id: number;
  template_name: string;
  template_category: string;
  /** Division id of the submitting user. */
  division: string;
  division_name: string;
  /** The channel account's number. */
  phone_number: string;
  created_at: string;
  updated_at: string;
  submit_by_username: string;
  submit_by_user_name: string;
  rejection_note: string | null;
  histories: CampaignHistoryEntry[];
  runtime: CampaignRuntime;
}

/** queued: waiting to be sent; cancelled: never sent because the campaign was stopped or rejected. */
export const RECIPIENT_STATES = ['queued', 'sent', 'delivered', 'read', 'failed', 'cancelled'] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

/** One message of a campaign: a customer in one occurrence. */
export interface CampaignRecipient {
  /** Unique within the campaign. */
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
  /** Campaign id → its recipients (every occurrence), in sending order. */
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

/** The template's components, by type. */
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
