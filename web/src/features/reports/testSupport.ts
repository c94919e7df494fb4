import type { AxiosInstance } from 'axios';
import { vi } from 'vitest';
import type { Campaign } from '../../api/campaigns';
import type { Report } from '../../api/reports';
import { ApiError } from '../../api/apiError';
import type { SagaDeps } from '../../app/sagaDeps';

/** Test doubles and data for the reports feature (only tests import this file). */

export type Handler = (body?: unknown, config?: unknown) => unknown;

/** A fake axios instance: `routes['GET /api/reports']` answers `{ data: <its result> }`; a thrown error rejects. */
export function fakeHttp(routes: Record<string, Handler>) {
  const calls: { method: string; url: string; body?: unknown; config?: unknown }[] = [];
  const answer = (method: string) =>
    vi.fn(async (url: string, second?: unknown, third?: unknown) => {
      const body = method === 'GET' ? undefined : second;
      const config = method === 'GET' ? second : third;
      calls.push({ method, url, body, config });
      const handler = routes[`${method} ${url}`];
      if (!handler) throw new ApiError(404, `no fake route for ${method} ${url}`);
      return { data: await handler(body, config) };
    });
  const http = { get: answer('GET'), post: answer('POST') } as unknown as AxiosInstance;
  return { http, calls };
}

export function makeDeps(http: AxiosInstance): SagaDeps {
  return {
    config: {
      loginProviderUrl: '/oauth/authorize',
      clientId: 'crm-web',
      clientSecret: 'secret',
      tenantId: 'tenant',
      redirectUri: 'http://app.test/auth/callback',
      apps: { account: '', helpdesk: '', broadcast: '', chatbot: '', studio: '' },
    },
    http: async () => http,
    oauth: async () => {
      throw new Error('not used');
    },
    navigate: vi.fn(),
    redirect: vi.fn(),
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    now: () => Date.parse('2024-06-11T12:00:00.000Z'),
    randomState: () => 'state',
    origin: 'http://app.test',
  };
}

export function report(overrides: Partial<Report> = {}): Report {
  return {
    id: 1,
    campaign_name: 'Ramadan Service Promo',
    client_id: 'div-marketing',
    division: 'Marketing',
    channel_name: 'whatsapp-business',
    created_at: '2024-06-01T08:00:00.000Z',
    status: 'READY',
    file: 'reports/report-1-ramadan-service-promo-20240601-080000.xlsx',
    information: null,
    ...overrides,
  };
}

export function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 1,
    name: 'Ramadan Service Promo',
    channel_account_id: 1,
    client_id: 'div-marketing',
    city: [],
    count_repeat: 0,
    num_of_occurence: 0,
    repeat_type: null,
    is_repeated: false,
    is_scheduled: false,
    model_type: [],
    product_line: [],
    purchase_start_date: null,
    purchase_end_date: null,
    schedule_start_date: null,
    schedule_end_date: null,
    service_type: [],
    status: 'FINISHED',
    header_parameter: [],
    body_parameter: [],
    media_parameter: null,
    button_parameter: [],
    template_id: 101,
    template_name: 'service_reminder',
    template_category: 'MARKETING',
    phone_number: '6281119990001',
    created_at: '2024-05-01T00:00:00.000Z',
    submit_by_user_name: 'Citra Marketer',
    ...overrides,
  };
}
