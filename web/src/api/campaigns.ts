import type { AxiosInstance } from 'axios';
import type { PropertyFilter } from '../lib/filters';
import type { NEW_CAMPAIGN_STATUS } from '../lib/statuses';
import type { CAMPAIGN_ACTION_RULES, CampaignCreationFields } from '@crm/domain';

/** Calls and shapes of the campaigns area (spec part 2 sections 3 and 7). */

type NullableOnAnswer = 'count_repeat' | 'num_of_occurence' | 'purchase_start_date' | 'purchase_end_date';

/**
 * A campaign as the backend answers it: the fields it was created with (a real backend may answer null where
 * the form sent a value) and the backend's own. Statuses are sent upper-case ('WAITING APPROVAL', 'ON GOING',
 * 'FINISHED', ...); screens lower-case them.
 */
export interface Campaign extends Omit<CampaignCreationFields, NullableOnAnswer | 'division_name'> {
  id: number;
  count_repeat: number | null;
  num_of_occurence: number | null;
  purchase_start_date: string | null;
  purchase_end_date: string | null;
  status: string;
  division_name?: string | null;
  created_at: string;
  submit_by_user_name: string;
  /** Carried by the filter call (and by this backend's other campaign answers). */
  channel_name?: string | null;
  rejection_note?: string | null;
  division?: string | null;
  /** This backend's campaign answers also carry the number of messages (customers × occurrences started). */
  total_recipients?: number;
  /** Of those, the messages handed to the channel, delivered, read and failed (this backend's answers). */
  sent_recipients?: number;
  delivered_recipients?: number;
  read_recipients?: number;
  failed_recipients?: number;
  /** The occurrence being sent or last sent (this backend's answers). */
  current_occurrence?: number;
  /** The detail answer of this backend carries the campaign's history (who approved, rejected, stopped). */
  histories?: CampaignHistoryEntry[];
}

/** One step of a campaign's history, as the detail answer of this backend carries it. */
export interface CampaignHistoryEntry {
  at: string;
  action: string;
  from_status: string | null;
  to_status: string;
  by_username: string | null;
  by_name: string | null;
  note: string | null;
}

export interface CampaignSummary {
  id: number;
  created_at: string;
}

/** One message of a campaign (a recipient in one occurrence). */
export interface CampaignRecipient {
  customer_id: number;
  message_id: string | null;
  created_at?: string | null;
  sent_at: string | null;
  delivered_at: string | null;
  read_at: string | null;
  failed_at?: string | null;
  occurrence?: number;
  customer_detail: { phone_number: string; state: string; name?: string };
}

/** POST /api/campaigns: the creation fields of spec part 2 section 3; status is always INITIAL. */
export interface NewCampaignBody extends CampaignCreationFields {
  status: typeof NEW_CAMPAIGN_STATUS;
}

/** The `state` of each action is in the campaign status catalogue (lib/statuses). */
type StateOf<Action extends keyof typeof CAMPAIGN_ACTION_RULES> =
  (typeof CAMPAIGN_ACTION_RULES)[Action]['request'];

export type CampaignStateRequest =
  | { state: StateOf<'approve'>; campaign_id: number }
  | { state: StateOf<'reject'>; campaign_id: number; note: string }
  | { state: StateOf<'stop'>; campaign_id: number };

/** 'list': the current campaigns; 'history': every campaign. */
export type CampaignFilterTarget = 'list' | 'history';

interface Envelope<T> {
  data: T;
  message?: string;
}

export function createCampaignsApi(http: AxiosInstance) {
  return {
    async list(): Promise<Campaign[]> {
      const response = await http.get<Envelope<{ campaigns: Campaign[] }>>('/api/campaigns');
      return response.data.data.campaigns;
    },

    async filter(target: CampaignFilterTarget, filters: PropertyFilter[]): Promise<Campaign[]> {
      const response = await http.post<Envelope<{ campaigns: Campaign[] }>>('/api/campaigns/filter', {
        target,
        filters,
      });
      return response.data.data.campaigns;
    },

    async get(id: number): Promise<Campaign> {
      const response = await http.get<Envelope<{ campaign: Campaign }>>(`/api/campaigns/${id}`);
      return response.data.data.campaign;
    },

    async summary(id: number): Promise<CampaignSummary> {
      const response = await http.get<Envelope<{ summary_campaign: CampaignSummary }>>(
        `/api/campaigns/${id}/summary`,
      );
      return response.data.data.summary_campaign;
    },

    async recipients(id: number): Promise<CampaignRecipient[]> {
      const response = await http.get<Envelope<{ customer_campaigns: CampaignRecipient[] }>>(
        `/api/campaigns/${id}/customers`,
      );
      return response.data.data.customer_campaigns;
    },

    async recipientsByPhone(id: number, phoneNumber: string): Promise<CampaignRecipient[]> {
      const response = await http.get<Envelope<{ customer_campaigns: CampaignRecipient[] }>>(
        `/api/campaigns/${id}/customers/filter`,
        { params: { phone_number: phoneNumber } },
      );
      return response.data.data.customer_campaigns;
    },

    async create(body: NewCampaignBody): Promise<Campaign> {
      const response = await http.post<Envelope<{ campaign: Campaign }>>('/api/campaigns', body);
      return response.data.data.campaign;
    },

    async changeState(request: CampaignStateRequest): Promise<void> {
      await http.post('/api/campaigns/state', request);
    },
  };
}
