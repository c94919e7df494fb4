import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../lib/httpErrors.js';
import { phoneDigits, selectAudience } from '../../state/campaignAudience.js';
import { applyRequest } from '../../state/campaignEngine.js';
import { validateCampaignInput } from '../../state/campaignInput.js';
import {
  campaignDto,
  createCampaign,
  newestFirst,
  recipientDto,
  summaryDto,
  type Submitter,
} from '../../state/campaignRecords.js';
import { isCurrent, STATE_REQUESTS, type StateRequest } from '../../state/campaignStatus.js';
import { findCampaign, recipientsOf, type Campaign, type CampaignsState } from '../../state/campaigns.js';
import type { CustomerCache } from './customerCache.js';
import { anyOf, CAMPAIGN_MODULES, requireAllModules } from './permissions.js';

/** The filterable properties of POST /api/campaigns/filter. */
export const FILTER_PROPERTIES = ['name', 'channel_account_id', 'submit_at', 'status', 'submit_by'] as const;
type FilterProperty = (typeof FILTER_PROPERTIES)[number];

const STATE_MESSAGES: Record<StateRequest, string> = {
  ACCEPTED: 'Campaign is running',
  REJECTED: 'Campaign is rejected',
  STOP: 'Campaign is stopped',
};

function parseId(raw: unknown, what = 'Campaign id'): number {
  const text = String(raw ?? '').trim();
  if (!/^\d+$/.test(text) || Number(text) < 1) throw badRequest(`${what} must be a positive whole number.`);
  return Number(text);
}

function campaignOr404(state: CampaignsState, id: number): Campaign {
  const campaign = findCampaign(state, id);
  if (!campaign) throw notFound(`Campaign ${id} does not exist.`);
  return campaign;
}

function submitterOf(request: FastifyRequest): Submitter {
  const user = request.user;
  if (!user) throw badRequest('No signed-in user.');
  return {
    username: user.username,
    name: user.user.display_name,
    division: user.user.divisions[0] ?? { id: 'div-none', name: '-' },
  };
}

const norm = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase();

/** Filters: blanks are ignored; several values of one property are alternatives; properties combine with AND. */
export function parseFilters(raw: unknown): Map<FilterProperty, string[]> {
  if (raw === undefined || raw === null) return new Map();
  if (!Array.isArray(raw)) throw badRequest('filters must be a list of {property, value}.');
  const filters = new Map<FilterProperty, string[]>();
  raw.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw badRequest(`filters[${index}] must be an object with a property and a value.`);
    const { property, value } = item as { property?: unknown; value?: unknown };
    if (!(FILTER_PROPERTIES as readonly unknown[]).includes(property))
      throw badRequest(`filters[${index}].property must be one of ${FILTER_PROPERTIES.join(', ')}.`);
    if (value !== null && value !== undefined && typeof value !== 'string' && typeof value !== 'number')
      throw badRequest(`filters[${index}].value must be a text or a number.`);
    const text = String(value ?? '').trim();
    if (!text) return;
    const key = property as FilterProperty;
    filters.set(key, [...(filters.get(key) ?? []), text]);
  });
  return filters;
}

function matches(campaign: Campaign, property: FilterProperty, value: string): boolean {
  switch (property) {
    case 'name':
      return norm(campaign.name) === norm(value);
    case 'channel_account_id':
      return String(campaign.channel_account_id) === value.trim();
    case 'submit_at':
      return campaign.created_at.slice(0, 10) === value.trim().slice(0, 10);
    case 'status':
      return norm(campaign.status) === norm(value);
    case 'submit_by':
      return (
        norm(campaign.submit_by_user_name) === norm(value) ||
        norm(campaign.submit_by_username) === norm(value)
      );
  }
}

export function campaignsRoutes(app: FastifyInstance, customers: CustomerCache): void {
  const area = () => app.store.state.campaigns;

  app.get('/api/campaigns', { preHandler: anyOf(CAMPAIGN_MODULES.readList) }, async () => {
    const state = area();
    const campaigns = [...state.campaigns].sort(newestFirst).map((campaign) => campaignDto(state, campaign));
    return { message: 'OK', data: { campaigns } };
  });

  app.post<{ Body: unknown }>(
    '/api/campaigns/filter',
    { preHandler: anyOf(CAMPAIGN_MODULES.readList) },
    async (request) => {
      const body = request.body as { target?: unknown; filters?: unknown } | null;
      if (typeof body !== 'object' || body === null)
        throw badRequest('The request body must be a JSON object.');
      if (body.target !== 'list' && body.target !== 'history')
        throw badRequest("target must be 'list' (current campaigns) or 'history' (every campaign).");
      const filters = parseFilters(body.filters);
      const state = area();
      const campaigns = state.campaigns
        .filter((campaign) => body.target === 'history' || isCurrent(campaign.status))
        .filter((campaign) =>
          [...filters].every(([property, values]) =>
            values.some((value) => matches(campaign, property, value)),
          ),
        )
        .sort(newestFirst)
        .map((campaign) => campaignDto(state, campaign));
      return { message: 'OK', data: { campaigns } };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/campaigns/:id',
    { preHandler: anyOf(CAMPAIGN_MODULES.readOne) },
    async (request) => {
      const state = area();
      const campaign = campaignOr404(state, parseId(request.params.id));
      return { message: 'OK', data: { campaign: campaignDto(state, campaign, true) } };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/campaigns/:id/summary',
    { preHandler: anyOf(CAMPAIGN_MODULES.readOne) },
    async (request) => {
      const state = area();
      const campaign = campaignOr404(state, parseId(request.params.id));
      return { message: 'OK', data: { summary_campaign: summaryDto(state, campaign) } };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/campaigns/:id/customers',
    { preHandler: anyOf(CAMPAIGN_MODULES.readOne) },
    async (request) => {
      const state = area();
      const campaign = campaignOr404(state, parseId(request.params.id));
      return {
        message: 'OK',
        data: { customer_campaigns: recipientsOf(state, campaign.id).map(recipientDto) },
      };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { phone_number?: string } }>(
    '/api/campaigns/:id/customers/filter',
    { preHandler: anyOf(CAMPAIGN_MODULES.readOne) },
    async (request) => {
      const state = area();
      const campaign = campaignOr404(state, parseId(request.params.id));
      const raw = request.query.phone_number;
      const phone = phoneDigits(typeof raw === 'string' ? raw : '');
      if (!phone) throw badRequest('phone_number is required (the recipient number to look for).');
      const rows = recipientsOf(state, campaign.id).filter((row) => row.phone_number === phone);
      return { message: 'OK', data: { customer_campaigns: rows.map(recipientDto) } };
    },
  );

  app.post<{ Body: unknown }>(
    '/api/campaigns',
    { preHandler: anyOf(CAMPAIGN_MODULES.create) },
    async (request, reply) => {
      const state = area();
      const now = app.clock.now();
      const result = validateCampaignInput(request.body, state, new Date(now).toISOString().slice(0, 10));
      if (!result.ok) {
        return reply.code(400).send({ message: result.errors.join(' '), errors: result.errors });
      }
      const audience = selectAudience(customers.audience(), result.input);
      if (audience.length === 0) {
        const message =
          'No customer matches this segmentation (product lines, cities, model codes, service types and purchase dates together): widen it and publish again.';
        return reply.code(400).send({ message, errors: [message] });
      }
      const campaign = createCampaign(
        state,
        result.input,
        result.template,
        result.account,
        audience,
        submitterOf(request),
        new Date(now).toISOString(),
      );
      app.store.changed('campaigns');
      return reply.code(201).send({
        message: 'Campaign created: it waits for approval.',
        data: { campaign: campaignDto(state, campaign, true) },
      });
    },
  );

  app.post<{ Body: unknown }>(
    '/api/campaigns/state',
    { preHandler: requireAllModules(...CAMPAIGN_MODULES.changeState) },
    async (request, reply) => {
      const body = request.body as { state?: unknown; campaign_id?: unknown; note?: unknown } | null;
      if (typeof body !== 'object' || body === null)
        throw badRequest('The request body must be a JSON object.');
      if (!(STATE_REQUESTS as readonly unknown[]).includes(body.state))
        throw badRequest(`state must be one of ${STATE_REQUESTS.join(', ')}.`);
      if (body.campaign_id === undefined || body.campaign_id === null || body.campaign_id === '')
        throw badRequest('campaign_id is required.');
      const id = parseId(body.campaign_id, 'campaign_id');
      if (body.note !== undefined && body.note !== null && typeof body.note !== 'string')
        throw badRequest('note must be a text.');
      const note = typeof body.note === 'string' ? body.note : null;
      if (note && note.length > 1000) throw badRequest('note must be at most 1000 characters.');
      const state = area();
      const campaign = campaignOr404(state, id);
      const user = submitterOf(request);
      const request_ = body.state as StateRequest;
      const decision = applyRequest(
        state,
        campaign,
        request_,
        user,
        note,
        new Date(app.clock.now()).toISOString(),
      );
      if (!decision.ok) return reply.code(409).send({ message: decision.message });
      app.store.changed('campaigns');
      return { message: STATE_MESSAGES[request_], data: { campaign: campaignDto(state, campaign, true) } };
    },
  );
}
