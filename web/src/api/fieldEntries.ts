import type { FieldEntry } from '@crm/domain';

/** Records arrive as field entries grouped under a record id (spec part 1 section 3), one shape in @crm/domain. */
export type { FieldEntry, RecordMap } from '@crm/domain';

/** The value of `key` in a record's entries ('' when the record has no such entry or no value). */
export function entryValue(entries: readonly FieldEntry[], key: string): string {
  for (const entry of entries) {
    if (entry.key === key) return entry.value == null ? '' : String(entry.value);
  }
  return '';
}
