import { MatchersV3 } from '@pact-foundation/pact';
import { createGiftClaimsApi } from '../../web/src/api/giftClaims';
import { createHttp } from '../../web/src/api/http';
import { AUTH, makePact, TEST_TOKEN } from './pact';

const { eachValueMatches, eachLike, integer, string, boolean, regex } = MatchersV3;

/** The gift claim calls of spec part 2 section 7, made with the web app's own module. */

export const GIFT_CLAIM_FIXTURE = { idClaim: 'GC-202406-99999' };

/** Claims keyed by id (any id), each a list of entries like `claimEntry`. */
const claimsById = (claimEntry: Record<string, unknown>) =>
  eachValueMatches({ '7': [claimEntry] }, eachLike(claimEntry));

/** One key/value pair of a claim: what the list reads (key, value, updated_at) and the entry's shape. */
const entry = {
  id: integer(101),
  table_data_id: integer(7),
  order_number: integer(1),
  name: string('Nama'),
  key: string('nama'),
  value: string('Siti Rahayu'),
  datatype: string('string'),
  is_mandatory: boolean(true),
  input_type: string('text'),
  updated_at: regex('^\\d{4}-\\d{2}-\\d{2}T.+$', '2024-06-01T10:00:00.000Z'),
};

function api(baseURL: string) {
  return createGiftClaimsApi(
    createHttp({ baseURL, getAccessToken: () => TEST_TOKEN, onUnauthorized: () => undefined }),
  );
}

describe('Gift claims contract (crm-web → crm-backend)', () => {
  it('lists gift claims keyed by id, each a list of key/value entries', async () => {
    await makePact()
      .addInteraction()
      .given('gift claims exist')
      .uponReceiving('a request for the gift claim list')
      .withRequest('GET', '/api/gift_claims', (builder) => builder.headers(AUTH))
      .willRespondWith(200, (builder) => builder.jsonBody({ data: { gift_claims: claimsById(entry) } }))
      .executeTest(async (server) => {
        const claims = await api(server.url).list();
        const [first] = Object.values(claims);
        expect(first?.[0]?.key).toBe('nama');
      });
  });

  it('filters gift claims with {property, value} pairs', async () => {
    await makePact()
      .addInteraction()
      .given('a gift claim with id_claim {id_claim} exists', { id_claim: GIFT_CLAIM_FIXTURE.idClaim })
      .uponReceiving('a gift claim filter call by ID Claim')
      .withRequest('POST', '/api/gift_claims', (builder) =>
        builder
          .headers(AUTH)
          .jsonBody({ filters: [{ property: 'id_claim', value: GIFT_CLAIM_FIXTURE.idClaim }] }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({
          data: {
            gift_claims: claimsById({
              ...entry,
              key: string('id_claim'),
              value: string(GIFT_CLAIM_FIXTURE.idClaim),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const claims = await api(server.url).filter([
          { property: 'id_claim', value: GIFT_CLAIM_FIXTURE.idClaim },
        ]);
        expect(Object.keys(claims)).toHaveLength(1);
      });
  });

  it('a user without crm.giftclaim.list is refused with a message', async () => {
    await makePact()
      .addInteraction()
      .given('the signed-in user lacks crm.giftclaim.list')
      .uponReceiving('a gift claim list request from a user without the module')
      .withRequest('GET', '/api/gift_claims', (builder) => builder.headers(AUTH))
      .willRespondWith(403, (builder) => builder.jsonBody({ message: string('Forbidden') }))
      .executeTest(async (server) => {
        await expect(api(server.url).list()).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
      });
  });
});
