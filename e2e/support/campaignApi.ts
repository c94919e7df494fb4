import { campaignBody, everyoneSegment, type CampaignBody } from '@crm/fixtures';
import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Sets up campaigns through the backend, as a user would through the screens but faster: signs in with the
 * OAuth code flow (login_hint picks the persona) and calls the campaign API with that token.
 */

const CLIENT = { client_id: 'crm-web', client_secret: 'crm-web-secret', tenant_id: 'crm-backoffice' };

/**
 * The provider's token response for `persona` (the code flow over HTTP). `request` keeps the provider session's
 * cookie: a page's `context().request` leaves the browser signed in at the provider, as after a real sign-in.
 */
export async function tokensFor(
  request: APIRequestContext,
  baseUrl: string,
  persona: string,
): Promise<{ access_token: string } & Record<string, unknown>> {
  const redirectUri = `${baseUrl}/auth/callback`;
  const authorize = await request.get(`${baseUrl}/oauth/authorize`, {
    params: {
      response_type: 'code',
      client_id: CLIENT.client_id,
      redirect_uri: redirectUri,
      state: 'e2e-setup-state',
      tenant_id: CLIENT.tenant_id,
      login_hint: persona,
    },
    maxRedirects: 0,
  });
  const location = authorize.headers().location;
  if (authorize.status() !== 302 || !location) throw new Error(`authorize failed: ${authorize.status()}`);
  const code = new URL(location).searchParams.get('code');
  const token = await request.post(`${baseUrl}/oauth/token`, {
    form: {
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: redirectUri,
      client_id: CLIENT.client_id,
      code_verifier: 'e2e-setup-state',
      client_secret: CLIENT.client_secret,
    },
  });
  if (!token.ok()) throw new Error(`token exchange failed: ${token.status()} ${await token.text()}`);
  return (await token.json()) as { access_token: string } & Record<string, unknown>;
}

export async function accessTokenFor(
  request: APIRequestContext,
  baseUrl: string,
  persona: string,
): Promise<string> {
  return (await tokensFor(request, baseUrl, persona)).access_token;
}

/** A schedule: start and end days (YYYY-MM-DD). */
export interface CampaignSchedule {
  start: string;
  end: string;
}

/**
 * Creates a campaign as the marketer, for every customer (all product lines, cities, model codes and service
 * types the data offers, any purchase date), on template service_reminder, optionally scheduled, with what
 * else the test is about (`overrides`: a repeat). Returns its id.
 */
export async function createCampaignForEveryone(
  request: APIRequestContext,
  baseUrl: string,
  name: string,
  schedule?: CampaignSchedule,
  overrides: Partial<CampaignBody> = {},
): Promise<number> {
  const token = await accessTokenFor(request, baseUrl, 'marketer');
  const headers = { authorization: `Bearer ${token}`, token_bearer: `user.${token}` };
  const get = async (path: string): Promise<unknown> => {
    const response = await request.get(`${baseUrl}${path}`, { headers });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  const response = await request.post(`${baseUrl}/api/campaigns`, {
    headers,
    data: campaignBody({
      name,
      ...(await everyoneSegment(get)),
      is_scheduled: Boolean(schedule),
      schedule_start_date: schedule?.start ?? null,
      schedule_end_date: schedule?.end ?? null,
      ...overrides,
    }),
  });
  if (response.status() !== 201)
    throw new Error(`campaign creation failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { campaign: { id: number } } }).data.campaign.id;
}

export interface CampaignState {
  id: number;
  status: string;
  total_recipients?: number;
  sent_recipients?: number;
  current_occurrence?: number;
}

/** The campaign as the backend has it now (read as the approver). */
export async function campaignOf(
  request: APIRequestContext,
  baseUrl: string,
  id: number,
): Promise<CampaignState> {
  const token = await accessTokenFor(request, baseUrl, 'approver');
  const response = await request.get(`${baseUrl}/api/campaigns/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`campaign ${id}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { campaign: CampaignState } }).data.campaign;
}

/** A fresh campaign for every customer, once the mock has moved it to WAITING APPROVAL. */
export async function waitingCampaign(
  request: APIRequestContext,
  baseUrl: string,
  name: string,
  schedule?: CampaignSchedule,
  overrides: Partial<CampaignBody> = {},
): Promise<CampaignState> {
  const id = await createCampaignForEveryone(request, baseUrl, name, schedule, overrides);
  await expect
    .poll(async () => (await campaignOf(request, baseUrl, id)).status, { timeout: 20_000 })
    .toBe('WAITING APPROVAL');
  return campaignOf(request, baseUrl, id);
}
