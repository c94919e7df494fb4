import type { Channel } from '@crm/domain';
import type { AxiosInstance } from 'axios';

/** Messaging channels and their accounts (spec part 2 section 3). */

export interface ChannelAccount {
  id: number;
  name: string;
  channel_id: number;
  client_id: string;
  phone_number?: string;
}

/** An account option of GET /api-admin/clients/{client}/accounts. */
export interface AccountOption {
  id: number;
  account: string;
  channel: { id: number; name?: string | null };
  phone_number?: string;
}

export function createChannelsApi(http: AxiosInstance) {
  return {
    async channels(): Promise<Channel[]> {
      const response = await http.get<{ data: Channel[] }>('/api/channels');
      return response.data.data;
    },

    async channelAccounts(): Promise<ChannelAccount[]> {
      const response = await http.get<{ data: ChannelAccount[] }>('/api/channel-accounts');
      return response.data.data;
    },

    async clientAccounts(client: string): Promise<AccountOption[]> {
      const response = await http.get<{ data: AccountOption[] }>(
        `/api-admin/clients/${encodeURIComponent(client)}/accounts`,
      );
      return response.data.data;
    },
  };
}

export type ChannelsApi = ReturnType<typeof createChannelsApi>;
