/**
 * Customers, product lines and gift claims arrive as field entries grouped under a record id
 * (spec part 1 section 3): `{ "<id>": FieldEntry[] }`. The mock backend stores them so, the web app reads them so.
 */
export interface FieldEntry {
  id: number;
  /** The record (group) id the entry belongs to. */
  table_data_id: number;
  order_number: number;
  name: string;
  key: string;
  value: string;
  datatype: string;
  is_mandatory: boolean;
  input_type: string;
  /** ISO time. */
  updated_at: string;
}

/** Records by id, each its list of field entries. */
export type RecordMap = Record<string, FieldEntry[]>;

/** The keys of a gift claim's field entries, in the order the API sends them (spec part 2 sections 3 and 7). */
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
