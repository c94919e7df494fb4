import { MatchersV3 } from '@pact-foundation/pact';

const { boolean, integer, regex, string } = MatchersV3;

/** ISO 8601 time, as updated_at is sent. */
export const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A field entry: the app reads key, value and updated_at, and sends every field back in the PUT. */
export function fieldEntry(key: string, value: string, recordId = 1) {
  return {
    id: integer(1),
    table_data_id: integer(recordId),
    order_number: integer(1),
    name: string('Customer Name'),
    key: string(key),
    value: string(value),
    datatype: string('string'),
    is_mandatory: boolean(true),
    input_type: string('text'),
    updated_at: regex(ISO_TIME, '2024-05-01T10:00:00.000Z'),
  };
}
