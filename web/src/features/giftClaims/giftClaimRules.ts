import { GIFT_CLAIM_KEYS, type GiftClaimKey, type GiftClaimsById } from '../../api/giftClaims';

/** One claim as a table row: its id, its values by key, and its last update. */
export type GiftClaimRow = { id: string; updated_at: string } & Record<GiftClaimKey, string>;

/**
 * Flattens `data.gift_claims` (claims keyed by id, each a list of key/value entries) into rows, newest
 * update first (the last update of a claim is the latest of its entries').
 */
export function toGiftClaimRows(claims: GiftClaimsById | null | undefined): GiftClaimRow[] {
  const rows = Object.entries(claims ?? {}).map(([id, entries]) => {
    const row = { id, updated_at: '' } as GiftClaimRow;
    for (const key of GIFT_CLAIM_KEYS) row[key] = '';
    for (const entry of Array.isArray(entries) ? entries : []) {
      if ((GIFT_CLAIM_KEYS as readonly string[]).includes(entry.key)) {
        row[entry.key as GiftClaimKey] = entry.value == null ? '' : String(entry.value);
      }
      if (entry.updated_at && entry.updated_at > row.updated_at) row.updated_at = entry.updated_at;
    }
    return row;
  });
  const time = (value: string) => {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
  };
  return rows.sort((a, b) => time(b.updated_at) - time(a.updated_at) || Number(b.id) - Number(a.id));
}
