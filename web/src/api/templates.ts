import type { AxiosInstance } from 'axios';

/** WhatsApp message templates (spec part 2 section 3). These calls also send `token_bearer: user.<token>`. */

export type HeaderFormat = 'TEXT' | 'IMAGE' | 'VIDEO' | 'DOCUMENT';

export type TemplateButton =
  | { type: 'QUICK_REPLY'; text: string }
  | { type: 'URL'; text: string; url: string }
  | { type: 'PHONE_NUMBER'; text: string; phone_number: string };

export type TemplateComponent =
  | { type: 'HEADER'; format: HeaderFormat; text?: string }
  | { type: 'BODY'; text: string }
  | { type: 'FOOTER'; text: string }
  | { type: 'BUTTONS'; buttons: TemplateButton[] };

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

export const tokenBearer = (accessToken: string) => ({ token_bearer: `user.${accessToken}` });

export function createTemplatesApi(http: AxiosInstance) {
  return {
    async list(accountId: number, accessToken: string): Promise<TemplateSummary[]> {
      const response = await http.get<{ data: TemplateSummary[] }>('/message-template/', {
        params: { account_id: accountId },
        headers: tokenBearer(accessToken),
      });
      return response.data.data;
    },

    async detail(templateId: number, accessToken: string): Promise<MessageTemplate> {
      const response = await http.get<{ data: MessageTemplate }>(
        `/message-template/detail-by-template/${templateId}`,
        { headers: tokenBearer(accessToken) },
      );
      return response.data.data;
    },
  };
}
