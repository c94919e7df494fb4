import { UPLOAD_FILTERS } from '../../state/filters/filterAreas.js';
import { applyFilters, parseFilters, type RawFilter } from '../../state/filters/filterEngine.js';
import type { UploadRecord } from '../../state/files/files.js';

/**
 * POST /api/files/filter: `filters` is a list of {key, value}, read by the filter engine
 * (state/filters/filterEngine.ts: different keys must all match, a key given more than once matches any of its
 * values, as the "On Going" status filter sends execute and process). No filters: every upload. The answer
 * is sorted newest first (updated_at, then created_at).
 */

export function filterUploads(
  uploads: readonly UploadRecord[],
  filters: readonly RawFilter[],
): UploadRecord[] {
  return applyFilters(uploads, parseFilters(UPLOAD_FILTERS, filters)).sort(
    (a, b) =>
      b.updated_at.localeCompare(a.updated_at) ||
      b.created_at.localeCompare(a.created_at) ||
      a.uuid.localeCompare(b.uuid),
  );
}
