import type { FieldEntry } from '@crm/domain';
import type { AxiosInstance } from 'axios';
import type { PropertyFilter } from '../lib/filters';

/** The keys of a gift claim (spec part 2 section 3), named once in @crm/domain. */
export { GIFT_CLAIM_KEYS, type GiftClaimKey } from '@crm/domain';

/** One key/value pair of a claim: a field entry, the same shape as a customer's. */
export type GiftClaimEntry = FieldEntry;

/** `data.gift_claims`: the claims keyed by claim id, each a list of key/value entries. */
export type GiftClaimsById = Record<string, GiftClaimEntry[]>;

/** GET /api/gift_claims and its filter variant POST /api/gift_claims (spec part 2 section 7). */
export function createGiftClaimsApi(http: AxiosInstance) {
  return {
    async list(): Promise<GiftClaimsById> {
      const response = await http.get<{ data: { gift_claims: GiftClaimsById } }>('/api/gift_claims');
      return response.data.data.gift_claims;
    },
    async filter(filters: PropertyFilter[]): Promise<GiftClaimsById> {
      const response = await http.post<{ data: { gift_claims: GiftClaimsById } }>('/api/gift_claims', {
        filters,
      });
      return response.data.data.gift_claims;
    },
  };
}
