import { badRequest } from '../../lib/httpErrors.js';
import { CATEGORIES } from '../../state/columns.js';
import type { UploadRecord } from '../../state/files.js';

/**
 * POST /api/files/filter semantics: `filters` is a list of {key, value}; different keys must all match,
 * a key given more than once matches any of its values (the "On Going" status filter sends execute and
 * process). No filters: every upload. The answer is sorted newest first (updated_at, then created_at).
 */

export interface UploadFilter {
  key: string;
  value: string | number;
}

export const UPLOAD_FILTER_KEYS = ['status', 'id', 'upload_at', 'upload_by', 'division', 'category'] as const;
type FilterKey = (typeof UPLOAD_FILTER_KEYS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The UTC calendar day of an ISO timestamp. */
const utcDay = (iso: string) => (iso ? new Date(iso).toISOString().slice(0, 10) : '');

const MATCHERS: Record<FilterKey, (upload: UploadRecord, value: string) => boolean> = {
  status: (upload, value) => same(upload.status, value),
  id: (upload, value) => same(upload.uuid, value),
  // The day the file was uploaded or last updated (UTC): the "Last Update" filter of the screens.
  upload_at: (upload, value) => utcDay(upload.upload_at) === value || utcDay(upload.updated_at) === value,
  upload_by: (upload, value) =>
    same(upload.upload_by_user_name, value) || same(upload.upload_by_username, value),
  division: (upload, value) =>
    same(upload.upload_by_division_name, value) || same(upload.upload_by_division_id, value),
  category: (upload, value) => same(upload.category, value === 'giftclaim' ? 'gift_claim' : value),
};

function isFilterKey(key: string): key is FilterKey {
  return (UPLOAD_FILTER_KEYS as readonly string[]).includes(key);
}

export function filterUploads(
  uploads: readonly UploadRecord[],
  filters: readonly UploadFilter[],
): UploadRecord[] {
  const wanted = new Map<FilterKey, string[]>();
  for (const filter of filters) {
    if (!isFilterKey(filter.key)) {
      throw badRequest(`Unknown filter key "${filter.key}": use ${UPLOAD_FILTER_KEYS.join(', ')}`);
    }
    const value = String(filter.value).trim();
    if (!value) continue;
    if (filter.key === 'upload_at' && (!DAY.test(value) || Number.isNaN(Date.parse(value)))) {
      throw badRequest(`upload_at must be a date as YYYY-MM-DD, got "${value}"`);
    }
    if (
      filter.key === 'category' &&
      !(CATEGORIES as readonly string[]).includes(value) &&
      value !== 'giftclaim'
    ) {
      throw badRequest(`Unknown category "${value}": use one of ${CATEGORIES.join(', ')}`);
    }
    wanted.set(filter.key, [...(wanted.get(filter.key) ?? []), value]);
  }
  const matches = (upload: UploadRecord) =>
    [...wanted].every(([key, values]) => values.some((value) => MATCHERS[key](upload, value)));
  return uploads
    .filter(matches)
    .sort(
      (a, b) =>
        b.updated_at.localeCompare(a.updated_at) ||
        b.created_at.localeCompare(a.created_at) ||
        a.uuid.localeCompare(b.uuid),
    );
}
