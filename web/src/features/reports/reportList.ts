import type { WithSlice } from '@reduxjs/toolkit';
import type { Apis } from '../../api/apis';
import type { Report } from '../../api/reports';
import { rootReducer } from '../../store/store';
import type { PropertyFilter } from '../../lib/filters';
import type { FilterDecl } from '../../lists/filters';
import { createListSaga, type ListLoadContext } from '../../lists/listSaga';
import { createListSlice } from '../../lists/listSlice';
import { SOON } from '../../polling/pollingPolicy';
import { buildReportFilters, isGenerating, newestFirst } from './reportRules';

/**
 * The filters of the report list (spec part 2 section 2), in panel order: ID, Campaign Name and Division
 * (drop-downs built from the loaded reports) and Created Date. Division is picked by name; the filter call
 * gets its client id (buildReportFilters).
 */
export const REPORT_FILTERS: readonly FilterDecl<Report>[] = [
  { field: 'report_id', label: 'reports.list.id', kind: 'select', options: (row) => row.id },
  {
    field: 'campaign_name',
    label: 'reports.list.campaignName',
    kind: 'select',
    options: (row) => row.campaign_name,
  },
  { field: 'division', label: 'reports.list.division', kind: 'select', options: (row) => row.division },
  { field: 'created_at', label: 'reports.list.createdDate', kind: 'date', utcDay: true },
];

export const reportList = createListSlice<Report, 'reportList'>({
  name: 'reportList',
  title: 'reports.list.title',
  tableLabel: 'reports.list.tableLabel',
  idPrefix: 'report-filter',
  wording: 'to',
  filters: REPORT_FILTERS,
  rowId: (row) => String(row.id),
});

declare module '../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof reportList.slice> {}
}

reportList.slice.injectInto(rootReducer);

/**
 * GET /api/reports without filters, POST /api/reports/filter with them; newest first. A division filter
 * needs the reports' client ids: from the last full list, or (a pasted link, nothing loaded yet) a full
 * list fetched first.
 */
export async function loadReportRows(
  { reports }: Apis,
  filters: PropertyFilter[],
  { optionRows }: ListLoadContext<Report>,
): Promise<Report[]> {
  if (!filters.length) return [...(await reports.list())].sort(newestFirst);
  const byDivision = filters.some((filter) => filter.property === 'division');
  const known = byDivision && optionRows.length === 0 ? await reports.list() : optionRows;
  return [...(await reports.filter(buildReportFilters(filters, known)))].sort(newestFirst);
}

/** The list, refreshing itself quietly by the polling policy while a report is being generated. */
export const reportListSaga = createListSaga(reportList, {
  load: loadReportRows,
  refresh: { pace: (rows) => (rows.some(isGenerating) ? SOON : null) },
});
