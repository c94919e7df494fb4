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

/**
 * POST /api/reports/filter: `filters` is a list of {property, value}, read by the filter engine
 * (filterEngine.ts: blanks ignored, values of one property OR-ed, properties AND-ed). A bad filter is a 400
 * (FilterError, with the message to send).
 */

export { FilterError };

/** Schema of the POST /api/reports/filter body (absent, null or an object with an optional list). */
export const REPORT_FILTERS_BODY_SCHEMA = Type.Union(
  [
    Closed({
      filters: lenientFilterList(REPORT_FILTERS),
    }),
    Type.Null(),
  ],
  { 'x-message': say('filter.listBody'), 'x-optional-body': true },
);

/**
 * The filters of a request body that passed the route's schema (REPORT_FILTERS_BODY_SCHEMA: a list of
 * {property, value} with known properties and text or number values); the values' formats are checked by
 * the report matcher table (state/filters/filterAreas.ts).
 */
export function parseReportFilters(raw: readonly RawFilter[] | null | undefined): Filters<Report> {
  return parseFilters(REPORT_FILTERS, raw);
}

export function filterReports(reports: readonly Report[], filters: Filters<Report>): Report[] {
  return applyFilters(reports, filters);
}
