import type { TemplateComponent } from '@crm/domain';
import type { AxiosInstance } from 'axios';

/** WhatsApp message templates (spec part 2 section 3). These calls also send `token_bearer: user.<token>`. */

export interface TemplateSummary {
  id: number;
  name: string;
  category?: { name: string };
}

export interface MessageTemplate {
  id: number;
  name: string;
  category: { name: string };
  division: { name: string };
  total_param_header: number;
  total_param_body: number;
  messages: { data: { components: TemplateComponent[] } }[];
}

/** Marks a call that also sends token_bearer: api/http.ts fills in `user.<the access token it sends>`. */
export const TOKEN_BEARER = { token_bearer: 'user.' };

export function createTemplatesApi(http: AxiosInstance) {
  return {
    async list(accountId: number): Promise<TemplateSummary[]> {
      const response = await http.get<{ data: TemplateSummary[] }>('/message-template/', {
        params: { account_id: accountId },
        headers: TOKEN_BEARER,
      });
      return response.data.data;
    },

    async detail(templateId: number): Promise<MessageTemplate> {
      const response = await http.get<{ data: MessageTemplate }>(
        `/message-template/detail-by-template/${templateId}`,
        { headers: TOKEN_BEARER },
      );
      return response.data.data;
    },
  };
}
