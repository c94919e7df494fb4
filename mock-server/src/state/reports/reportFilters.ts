import { Type } from 'typebox';
import { Closed } from '../../lib/schemas.js';
import { say } from '../../i18n/messages.js';
import { REPORT_FILTERS } from '../filters/filterAreas.js';
import {
  applyFilters,
  FilterError,
  parseFilters,
  type Filters,
  type RawFilter,
} from '../filters/filterEngine.js';
import { lenientFilterList } from '../filters/filterSchema.js';
import type { Report } from './reports.js';

export { FilterError };

export const REPORT_FILTERS_BODY_SCHEMA = Type.Union(
  [
    Closed({
      filters: lenientFilterList(REPORT_FILTERS),
    }),
    Type.Null(),
  ],
  { 'x-message': say('filter.listBody'), 'x-optional-body': true },
);

/** The values' formats are checked by the report matcher table (state/filters/filterAreas.ts). */
export function parseReportFilters(raw: readonly RawFilter[] | null | undefined): Filters<Report> {
  return parseFilters(REPORT_FILTERS, raw);
}

export function filterReports(reports: readonly Report[], filters: Filters<Report>): Report[] {
  return applyFilters(reports, filters);
}
