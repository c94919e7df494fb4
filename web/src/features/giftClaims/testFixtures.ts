import type { GiftClaimEntry } from '../../api/giftClaims';

/** The key/value entries of one claim, as the API sends them. */
export function entries(id: number, values: Record<string, string>, updatedAt: string): GiftClaimEntry[] {
  return Object.entries(values).map(([key, value], index) => ({
    id: id * 100 + index,
    table_data_id: id,
    order_number: index + 1,
    name: key,
    key,
    value,
    datatype: 'string',
    is_mandatory: true,
    input_type: 'text',
    updated_at: updatedAt,
  }));
}
