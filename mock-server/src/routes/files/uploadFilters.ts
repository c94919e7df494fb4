import { UPLOAD_FILTERS } from '../../state/filters/filterAreas.js';
import { applyFilters, parseFilters, type RawFilter } from '../../state/filters/filterEngine.js';
import type { UploadRecord } from '../../state/files/files.js';

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
