import { anyOf } from '../../lib/access.js';
import { MODULES } from '../../lib/modules.js';
import { RecordMapSchema } from '../records/recordQueries.js';
import { Closed, Open, protectedRoute, type TypedApp } from '../../lib/schemas.js';
import { GIFT_CLAIM_FILTERS } from '../../state/filters/filterAreas.js';
import { applyRecordFilters, parseFilters } from '../../state/filters/filterEngine.js';
import { filterListSchema } from '../../state/filters/filterSchema.js';

const CAN_LIST = anyOf(MODULES.giftClaimList);

const filterBody = Closed({ filters: filterListSchema(GIFT_CLAIM_FILTERS) });
const route = protectedRoute('gift claims');
const listAnswer = Open({ data: Open({ gift_claims: RecordMapSchema }) });

export default async function giftClaimsRoutes(app: TypedApp): Promise<void> {
  app.get(
    '/api/gift_claims',
    {
      schema: route({ modules: CAN_LIST, summary: 'Every gift claim' }, { 200: listAnswer }),
    },
    async () => ({
      data: { gift_claims: app.store.state.giftClaims.records },
    }),
  );

  app.post(
    '/api/gift_claims',
    {
      schema: route(
        { modules: CAN_LIST, summary: 'Gift claims matching every filter', body: filterBody },
        { 200: listAnswer },
      ),
    },
    async (request) => ({
      data: {
        gift_claims: applyRecordFilters(
          app.store.state.giftClaims.records,
          parseFilters(GIFT_CLAIM_FILTERS, request.body.filters),
        ),
      },
    }),
  );
}
