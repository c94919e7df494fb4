import type { AxiosInstance } from 'axios';
import type { PropertyFilter } from '../lib/filters';

/** The keys of a gift claim (spec part 2 section 3). */
export const GIFT_CLAIM_KEYS = [
  'nama',
  'no_hp',
  'id_claim',
  'toko_',
  'tanggal_pembelian',
  'pembelian',
  'tanggal_klaim',
  'hadiah',
  'qty',
  'resi',
  'status_klaim',
] as const;
export type GiftClaimKey = (typeof GIFT_CLAIM_KEYS)[number];

/** One key/value pair of a claim: a field entry, the same shape as a customer's. */
export interface GiftClaimEntry {
  id: number;
  table_data_id: number;
  order_number: number;
  name: string;
  key: string;
  value: string;
  datatype: string;
  is_mandatory: boolean;
  input_type: string;
  updated_at: string;
}

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
