import { STATE_REQUESTS, type StateRequest } from '@crm/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../lib/httpErrors.js';
import { phoneDigits, selectAudience } from '../../state/campaigns/campaignAudience.js';
import { applyRequest } from '../../state/campaigns/campaignEngine.js';
import { CAMPAIGN_BODY_SCHEMA, validateCampaignInput } from '../../state/campaigns/campaignInput.js';
import { CAMPAIGN_FILTERS } from '../../state/filters/filterAreas.js';
import { matchesAll, parseFilters } from '../../state/filters/filterEngine.js';
import { lenientFilterList } from '../../state/filters/filterSchema.js';
import { Closed, LIMITS, protectedRoute, Str, type TypedApp } from '../../lib/schemas.js';
import { CampaignList, OneCampaign, Recipients, Summary } from './answers.js';
import { Type, type TSchema } from 'typebox';
import {
  campaignDto,
  createCampaign,
  recipientDto,
  summaryDto,
  type Submitter,
} from '../../state/campaigns/campaignRecords.js';
import { isCurrent } from '../../state/campaigns/campaignStatus.js';
import {
  findCampaign,
  newestFirst,
  recipientsOf,
  type Campaign,
  type CampaignsState,
} from '../../state/campaigns/campaigns.js';
import { CAMPAIGN_MODULES } from './permissions.js';
import { say, type Said } from '../../i18n/messages.js';

const STATE_MESSAGES: Record<StateRequest, Said> = {
  ACCEPTED: say('campaign.running'),
  REJECTED: say('campaign.rejected'),
  STOP: say('campaign.stopped'),
};

const POSITIVE_ID = '^\\s*0*[1-9]\\d*\\s*$';
const POSITIVE_ID_ONLY = new RegExp(POSITIVE_ID);

/** `field`: the body's field it came from (absent: the path's id). */
function parseId(raw: unknown, field?: string): number {
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  if (!POSITIVE_ID_ONLY.test(text))
    throw badRequest(field ? say('validation.positiveWhole', { path: field }) : say('campaign.idPositive'));
  return Number(text.trim());
}

function campaignOr404(state: CampaignsState, id: number): Campaign {
  const campaign = findCampaign(state, id);
  if (!campaign) throw notFound(say('campaign.missing', { id }));
  return campaign;
}

function submitterOf(request: FastifyRequest): Submitter {
  const user = request.user;
  if (!user) throw badRequest(say('request.noUser'));
  return {
    username: user.username,
    name: user.user.display_name,
    division: user.user.divisions[0] ?? { id: 'div-none', name: '-' },
  };
}

export const CAMPAIGN_FILTER_BODY_SCHEMA = Closed(
  {
    target: Type.Unsafe<'list' | 'history'>({
      type: 'string',
      maxLength: 50,
      enum: ['list', 'history'],
      'x-message': say('campaign.targetForm'),
    }),
    filters: lenientFilterList(CAMPAIGN_FILTERS),
  },
  { 'x-message': say('request.bodyObject') },
);

const route = protectedRoute('campaigns');
const IdParams = Closed({
  id: Str(20, {
    pattern: POSITIVE_ID,
    description: 'The campaign id (a positive whole number).',
    'x-message': say('campaign.idPositive'),
  }),
});

const STATE_BODY_SCHEMA = Closed(
  {
    state: Type.Unsafe<StateRequest>({
      type: 'string',
      maxLength: 50,
      enum: [...STATE_REQUESTS],
      'x-message': say('validation.enum', { path: 'state', values: STATE_REQUESTS.join(', ') }),
    }),
    campaign_id: Type.Union(
      [Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), Str(20, { pattern: POSITIVE_ID })],
      {
        description: 'The campaign (a positive whole number, or its digits as text).',
        'x-message': {
          required: say('validation.required', { path: 'campaign_id' }),
          default: say('validation.positiveWhole', { path: 'campaign_id' }),
        },
      },
    ),
    note: Type.Optional(
      Type.Union([Str(LIMITS.longText), Type.Null()], {
        'x-message': say('validation.mustBeText', { path: 'note' }),
      }),
    ),
  },
  { 'x-message': say('request.bodyObject') },
);

/** The GETs of one campaign by its path id: the same check and 404, only the answer differs. */
function getCampaign(
  app: TypedApp,
  url: string,
  summary: string,
  answer: TSchema,
  data: (state: CampaignsState, campaign: Campaign) => object,
): void {
  app.get(
    url,
    { schema: route({ modules: CAMPAIGN_MODULES.readOne, summary, params: IdParams }, { 200: answer }, 404) },
    async (request) => {
      const state = app.store.state.campaigns;
      return { message: 'OK', data: data(state, campaignOr404(state, parseId(request.params.id))) };
    },
  );
}

export function campaignsRoutes(app: TypedApp): void {
  listRoutes(app);
  oneCampaignRoutes(app);
  recipientRoutes(app);
  createRoute(app);
  stateRoute(app);
}

function listRoutes(app: TypedApp): void {
  app.get(
    '/api/campaigns',
    {
      schema: route(
        { modules: CAMPAIGN_MODULES.readList, summary: 'Every campaign, newest first' },
        { 200: CampaignList },
      ),
    },
    async () => {
      const state = app.store.state.campaigns;
      const campaigns = [...state.campaigns]
        .sort(newestFirst)
        .map((campaign) => campaignDto(state, campaign));
      return { message: 'OK', data: { campaigns } };
    },
  );

  app.post(
    '/api/campaigns/filter',
    {
      schema: route(
        {
          modules: CAMPAIGN_MODULES.readList,
          summary: 'Campaigns of the list or the history matching every filter',
          body: CAMPAIGN_FILTER_BODY_SCHEMA,
        },
        { 200: CampaignList },
      ),
    },
    async (request) => {
      const body = request.body;
      const filters = parseFilters(CAMPAIGN_FILTERS, body.filters);
      const state = app.store.state.campaigns;
      const campaigns = state.campaigns
        .filter((campaign) => body.target === 'history' || isCurrent(campaign.status))
        .filter((campaign) => matchesAll(campaign, filters))
        .sort(newestFirst)
        .map((campaign) => campaignDto(state, campaign));
      return { message: 'OK', data: { campaigns } };
    },
  );
}

function oneCampaignRoutes(app: TypedApp): void {
  getCampaign(app, '/api/campaigns/:id', 'One campaign with its details', OneCampaign, (state, campaign) => ({
    campaign: campaignDto(state, campaign, true),
  }));
  getCampaign(
    app,
    '/api/campaigns/:id/summary',
    'The sending summary of a campaign',
    Summary,
    (state, campaign) => ({
      summary_campaign: summaryDto(state, campaign),
    }),
  );
}

function recipientRoutes(app: TypedApp): void {
  getCampaign(
    app,
    '/api/campaigns/:id/customers',
    'The recipients of a campaign',
    Recipients,
    (state, campaign) => ({
      customer_campaigns: recipientsOf(state, campaign.id).map(recipientDto),
    }),
  );

  app.get(
    '/api/campaigns/:id/customers/filter',
    {
      schema: route(
        {
          modules: CAMPAIGN_MODULES.readOne,
          summary: 'The recipients of a campaign with one phone number',
          params: IdParams,
          querystring: Closed({
            phone_number: Str(50, {
              // Compared by its digits (phoneDigits): it needs at least one.
              pattern: '\\d',
              description: 'The recipient number (only its digits are compared).',
              'x-message': say('campaign.phoneRequired'),
            }),
          }),
        },
        { 200: Recipients },
        404,
      ),
    },
    async (request) => {
      const state = app.store.state.campaigns;
      const campaign = campaignOr404(state, parseId(request.params.id));
      const phone = phoneDigits(request.query.phone_number);
      if (!phone) throw badRequest(say('campaign.phoneRequired'));
      const rows = recipientsOf(state, campaign.id).filter((row) => row.phone_number === phone);
      return { message: 'OK', data: { customer_campaigns: rows.map(recipientDto) } };
    },
  );
}

function createRoute(app: TypedApp): void {
  app.post(
    '/api/campaigns',
    {
      schema: route(
        {
          modules: CAMPAIGN_MODULES.create,
          summary: 'Create a campaign (it waits for approval)',
          body: CAMPAIGN_BODY_SCHEMA,
        },
        { 201: OneCampaign },
      ),
    },
    async (request, reply) => {
      const state = app.store.state.campaigns;
      const at = app.clock.iso();
      const result = validateCampaignInput(request.body, state, at.slice(0, 10));
      if (!result.ok) {
        const errors = result.errors.map((said) => request.words(said));
        return reply.code(400).send({ message: errors.join(' '), errors });
      }
      const audience = selectAudience(app.customerListCache.audience(), result.input);
      if (audience.length === 0) {
        const message = request.words(say('campaign.noAudience'));
        return reply.code(400).send({ message, errors: [message] });
      }
      const campaign = createCampaign(
        state,
        result.input,
        result.template,
        result.account,
        audience,
        submitterOf(request),
        at,
      );
      app.store.changed('campaigns');
      return reply.code(201).send({
        message: request.words(say('campaign.created')),
        data: { campaign: campaignDto(state, campaign, true) },
      });
    },
  );
}

function stateRoute(app: TypedApp): void {
  app.post(
    '/api/campaigns/state',
    {
      schema: route(
        {
          modules: CAMPAIGN_MODULES.changeState,
          summary: 'Approve, reject or stop a campaign',
          body: STATE_BODY_SCHEMA,
        },
        { 200: OneCampaign },
        404,
        409,
      ),
    },
    async (request, reply) => {
      const body = request.body;
      const id = parseId(body.campaign_id, 'campaign_id');
      const note = body.note ?? null;
      const state = app.store.state.campaigns;
      const campaign = campaignOr404(state, id);
      const user = submitterOf(request);
      const request_ = body.state;
      const decision = applyRequest(state, campaign, request_, user, note, app.clock.iso());
      if (!decision.ok) return reply.code(409).send({ message: request.words(decision.message) });
      app.store.changed('campaigns');
      return {
        message: request.words(STATE_MESSAGES[request_]),
        data: { campaign: campaignDto(state, campaign, true) },
      };
    },
  );
}
