import { notFound } from '../../lib/httpErrors.js';
import { DIVISIONS } from '../../personas.js';
import { Closed, protectedRoute, Str, type TypedApp } from '../../lib/schemas.js';
import { AccountOptions, ChannelAccounts, Channels, TemplateDetail, Templates } from './answers.js';
import { findChannelAccount, findTemplate } from '../../state/campaigns/campaigns.js';
import { CAMPAIGN_MODULES, TOKEN_BEARER_HEADERS } from './permissions.js';
import { say } from '../../i18n/messages.js';

const lookups = CAMPAIGN_MODULES.lookups;
const route = protectedRoute('campaign lookups');

export function catalogRoutes(app: TypedApp): void {
  channelRoutes(app);
  templateListRoutes(app);
  templateDetailRoute(app);
}

function channelRoutes(app: TypedApp): void {
  const area = () => app.store.state.campaigns;
  app.get(
    '/api/channels',
    {
      schema: route({ modules: lookups, summary: 'The channels' }, { 200: Channels }),
    },
    async () => ({
      message: 'OK',
      data: area().channels.map(({ id, name }) => ({ id, name })),
    }),
  );

  app.get(
    '/api/channel-accounts',
    {
      schema: route({ modules: lookups, summary: 'The channel accounts' }, { 200: ChannelAccounts }),
    },
    async () => ({
      message: 'OK',
      data: area().channelAccounts.map(({ id, name, channel_id, client_id, phone_number }) => ({
        id,
        name,
        channel_id,
        client_id,
        phone_number,
      })),
    }),
  );

  app.get(
    '/api-admin/clients/:client/accounts',
    {
      schema: route(
        { modules: lookups, summary: "A division's channel accounts", params: Closed({ client: Str(64) }) },
        { 200: AccountOptions },
        404,
      ),
    },
    async (request) => {
      const client = request.params.client.trim();
      const state = area();
      const known =
        state.channelAccounts.some((account) => account.client_id === client) ||
        Object.values(DIVISIONS).some((division) => division.id === client);
      if (!known) throw notFound(say('campaign.clientMissing', { client }));
      return {
        message: 'OK',
        data: state.channelAccounts
          .filter((account) => account.client_id === client)
          .map((account) => ({
            id: account.id,
            account: account.name,
            phone_number: account.phone_number,
            channel: {
              id: account.channel_id,
              name: state.channels.find((channel) => channel.id === account.channel_id)?.name ?? null,
            },
          })),
      };
    },
  );
}

function templateListRoutes(app: TypedApp): void {
  const area = () => app.store.state.campaigns;
  const listTemplates = async (request: { query: { account_id: string } }) => {
    const raw = request.query.account_id.trim();
    const state = area();
    const account = findChannelAccount(state, Number(raw));
    if (!account) throw notFound(say('campaign.accountMissing', { id: raw }));
    return {
      message: 'OK',
      data: state.templates
        .filter((template) => template.account_id === account.id)
        .map(({ id, name, category, division, language, status }) => ({
          id,
          name,
          category,
          division,
          language,
          status,
        })),
    };
  };
  // The spec and the web app use the trailing slash; both spellings are served, the API document lists the one without.
  for (const url of ['/message-template', '/message-template/']) {
    app.get(
      url,
      {
        schema: route(
          {
            modules: lookups,
            ...(url.endsWith('/') ? { hide: true } : {}),
            summary: 'The message templates of a channel account',
            description:
              'Also served as GET /message-template/ (the spelling of the spec and of the web app).',
            headers: TOKEN_BEARER_HEADERS,
            querystring: Closed({
              account_id: Str(20, {
                pattern: '^\\s*\\d+\\s*$',
                description: 'The channel account (a whole number).',
                'x-message': {
                  required: say('campaign.accountIdRequired'),
                  default: say('validation.positiveWhole', { path: 'account_id' }),
                },
              }),
            }),
          },
          { 200: Templates },
          404,
        ),
      },
      listTemplates,
    );
  }
}

function templateDetailRoute(app: TypedApp): void {
  const area = () => app.store.state.campaigns;
  app.get(
    '/message-template/detail-by-template/:templateId',
    {
      schema: route(
        {
          modules: lookups,
          summary: 'One message template with its parts',
          headers: TOKEN_BEARER_HEADERS,
          params: Closed({
            templateId: Str(20, {
              pattern: '^\\s*\\d+\\s*$',
              description: 'The template (a whole number).',
              'x-message': say('campaign.templateIdPositive'),
            }),
          }),
        },
        { 200: TemplateDetail },
        404,
      ),
    },
    async (request) => {
      const raw = request.params.templateId.trim();
      const template = findTemplate(area(), Number(raw));
      if (!template) throw notFound(say('campaign.templateMissing', { id: raw }));
      return { message: 'OK', data: template };
    },
  );
}
