import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/httpErrors.js';
import { DIVISIONS } from '../../personas.js';
import { findChannelAccount, findTemplate } from '../../state/campaigns.js';
import { anyOf, CAMPAIGN_MODULES, checkTokenBearer } from './permissions.js';

/** Channels, channel accounts, the admin account options and message templates. */
export function catalogRoutes(app: FastifyInstance): void {
  const area = () => app.store.state.campaigns;
  const lookups = anyOf(CAMPAIGN_MODULES.lookups);

  app.get('/api/channels', { preHandler: lookups }, async () => ({
    message: 'OK',
    data: area().channels.map(({ id, name }) => ({ id, name })),
  }));

  app.get('/api/channel-accounts', { preHandler: lookups }, async () => ({
    message: 'OK',
    data: area().channelAccounts.map(({ id, name, channel_id, client_id, phone_number }) => ({
      id,
      name,
      channel_id,
      client_id,
      phone_number,
    })),
  }));

  app.get<{ Params: { client: string } }>(
    '/api-admin/clients/:client/accounts',
    { preHandler: lookups },
    async (request) => {
      const client = request.params.client.trim();
      const state = area();
      const known =
        state.channelAccounts.some((account) => account.client_id === client) ||
        Object.values(DIVISIONS).some((division) => division.id === client);
      if (!known) throw notFound(`Client '${client}' does not exist.`);
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

  const listTemplates = async (request: { query: { account_id?: string } }) => {
    const raw = request.query.account_id?.trim();
    if (!raw) throw badRequest('account_id is required (the channel account whose templates to list).');
    if (!/^\d+$/.test(raw)) throw badRequest('account_id must be a positive whole number.');
    const state = area();
    const account = findChannelAccount(state, Number(raw));
    if (!account) throw notFound(`Channel account ${raw} does not exist.`);
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
  for (const url of ['/message-template', '/message-template/']) {
    app.get<{ Querystring: { account_id?: string } }>(
      url,
      { preHandler: [lookups, checkTokenBearer] },
      listTemplates,
    );
  }

  app.get<{ Params: { templateId: string } }>(
    '/message-template/detail-by-template/:templateId',
    { preHandler: [lookups, checkTokenBearer] },
    async (request) => {
      const raw = request.params.templateId.trim();
      if (!/^\d+$/.test(raw)) throw badRequest('The template id must be a positive whole number.');
      const template = findTemplate(area(), Number(raw));
      if (!template) throw notFound(`Template ${raw} does not exist.`);
      return { message: 'OK', data: template };
    },
  );
}
