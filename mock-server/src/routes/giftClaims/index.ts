import type { FastifyInstance } from 'fastify';
import { filtersBodySchema } from '../../lib/filterSchemas.js';
import { badRequest } from '../../lib/httpErrors.js';
import { RecordMapSchema } from '../../lib/recordQueries.js';
import { Open, PROTECTED_ERRORS, protectedRoute, responses } from '../../lib/schemas.js';
import { requireModules } from '../../plugins/auth.js';
import { GIFT_CLAIM_COLUMNS } from '../../state/columns.js';
import { recordValues, type FieldEntry, type RecordTable } from '../../state/recordTable.js';

/**
 * Gift claims (spec part 2 sections 2, 3, 7). A claim is "a list of key/value pairs": like customers, the
 * answer is `data.gift_claims` keyed by claim id, each a list of field entries
 * ({ id, table_data_id, order_number, name, key, value, datatype, is_mandatory, input_type, updated_at }).
 *
 * POST /api/gift_claims filters with [{property, value}]: text properties match the whole value without
 * regard to case, date properties take YYYY-MM-DD (updated_at: the UTC day of the last update); different
 * properties must all match, a property given twice matches either value.
 */

const LIST_MODULE = 'crm.giftclaim.list';

const DATE_PROPERTIES = new Set(['tanggal_pembelian', 'tanggal_klaim', 'updated_at']);
export const GIFT_CLAIM_FILTER_PROPERTIES = [...GIFT_CLAIM_COLUMNS.map((column) => column.key), 'updated_at'];

interface PropertyFilter {
  property: string;
  value: string | number;
}

const filterBody = filtersBodySchema('property', { filtersRequired: true });
const route = protectedRoute('gift claims');
const listAnswer = Open({ data: Open({ gift_claims: RecordMapSchema }) });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function lastUpdate(entries: readonly FieldEntry[]): string {
  return entries.reduce((latest, entry) => (entry.updated_at > latest ? entry.updated_at : latest), '');
}

export function filterGiftClaims(
  table: RecordTable,
  filters: readonly PropertyFilter[],
): Record<string, FieldEntry[]> {
  const wanted = new Map<string, string[]>();
  for (const filter of filters) {
    if (!GIFT_CLAIM_FILTER_PROPERTIES.includes(filter.property)) {
      throw badRequest(
        `Unknown filter property "${filter.property}": use ${GIFT_CLAIM_FILTER_PROPERTIES.join(', ')}`,
      );
    }
    const value = String(filter.value).trim();
    if (!value) continue;
    if (DATE_PROPERTIES.has(filter.property) && (!DAY.test(value) || Number.isNaN(Date.parse(value)))) {
      throw badRequest(`${filter.property} must be a date as YYYY-MM-DD, got "${value}"`);
    }
    wanted.set(filter.property, [...(wanted.get(filter.property) ?? []), value.toLowerCase()]);
  }
  const result: Record<string, FieldEntry[]> = {};
  for (const [id, entries] of Object.entries(table.records)) {
    const values = recordValues(entries);
    const matches = [...wanted].every(([property, accepted]) => {
      const actual =
        property === 'updated_at'
          ? lastUpdate(entries)
            ? new Date(lastUpdate(entries)).toISOString().slice(0, 10)
            : ''
          : (values[property] ?? '').trim().toLowerCase();
      return accepted.includes(actual);
    });
    if (matches) result[id] = entries;
  }
  return result;
}

export default async function giftClaimsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/gift_claims',
    {
      preHandler: requireModules(LIST_MODULE),
      schema: { ...route, summary: 'Every gift claim', response: responses({ 200: listAnswer }, 401, 403) },
    },
    async () => ({
      data: { gift_claims: app.store.state.giftClaims.records },
    }),
  );

  app.post<{ Body: { filters: PropertyFilter[] } }>(
    '/api/gift_claims',
    {
      preHandler: requireModules(LIST_MODULE),
      schema: {
        ...route,
        summary: 'Gift claims matching every filter',
        body: filterBody,
        response: responses({ 200: listAnswer }, ...PROTECTED_ERRORS),
      },
    },
    async (request) => ({
      data: { gift_claims: filterGiftClaims(app.store.state.giftClaims, request.body.filters) },
    }),
  );
}
