import { badRequest } from '../../lib/httpErrors.js';
import { CUSTOMER_COLUMNS } from '../../state/records/columns.js';
import { Closed, protectedRoute, Str, type TypedApp } from '../../lib/schemas.js';
import { Lists } from './answers.js';
import { CAMPAIGN_MODULES, TOKEN_BEARER_HEADERS } from './permissions.js';
import { say } from '../../i18n/messages.js';

export const LIST_PROPERTIES = ['customer.fields', 'city', 'call_type'] as const;
const PROPERTY_MESSAGE = say('validation.enum', { path: 'property', values: LIST_PROPERTIES.join(', ') });

export function listsRoutes(app: TypedApp): void {
  const route = protectedRoute('campaign lookups');
  app.get(
    '/api/lists',
    {
      schema: route(
        {
          modules: CAMPAIGN_MODULES.lookups,
          summary: 'The customer fields, cities or service types to pick from',
          headers: TOKEN_BEARER_HEADERS,
          querystring: Closed({
            property: Str(50, {
              pattern: `^\\s*(?:${LIST_PROPERTIES.map((name) => name.replace('.', '\\.')).join('|')})\\s*$`,
              description: `One of ${LIST_PROPERTIES.join(', ')}.`,
              'x-message': PROPERTY_MESSAGE,
            }),
          }),
        },
        { 200: Lists },
      ),
    },
    async (request) => {
      const property = request.query.property.trim();
      if (!(LIST_PROPERTIES as readonly string[]).includes(property)) throw badRequest(PROPERTY_MESSAGE);
      const list =
        property === 'customer.fields'
          ? CUSTOMER_COLUMNS.map((column) => ({ key: column.key, value: column.name }))
          : app.customerListCache.distinctValues(property).map((value) => ({ value }));
      return { message: 'OK', data: { property, list } };
    },
  );
}
