import type { Report } from './reports.js';

/**
 * POST /api/reports/filter: `filters` is a list of {property, value}. Blank values are ignored; several
 * values of one property are alternatives; properties combine with AND. A bad filter is a 400 (thrown as
 * FilterError with the message to send).
 */

export const REPORT_FILTER_PROPERTIES = ['report_id', 'campaign_name', 'client_id', 'created_at'] as const;
export type ReportFilterProperty = (typeof REPORT_FILTER_PROPERTIES)[number];

export class FilterError extends Error {}

const DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/;

function normalise(property: ReportFilterProperty, text: string, index: number): string {
  switch (property) {
    case 'report_id':
      if (!/^\d+$/.test(text)) throw new FilterError(`filters[${index}]: report_id must be a whole number.`);
      return String(Number(text));
    case 'created_at': {
      const match = DATE.exec(text);
      const day = match?.[1];
      if (!day || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || !isCalendarDay(day))
        throw new FilterError(`filters[${index}]: created_at must be a date as YYYY-MM-DD.`);
      return day;
    }
    case 'campaign_name':
      return text.toLowerCase();
    case 'client_id':
      return text;
  }
}

function isCalendarDay(day: string): boolean {
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

export function parseReportFilters(raw: unknown): Map<ReportFilterProperty, string[]> {
  const filters = new Map<ReportFilterProperty, string[]>();
  if (raw === undefined || raw === null) return filters;
  if (!Array.isArray(raw)) throw new FilterError('filters must be a list of {property, value}.');
  raw.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw new FilterError(`filters[${index}] must be an object with a property and a value.`);
    const { property, value } = item as { property?: unknown; value?: unknown };
    if (!(REPORT_FILTER_PROPERTIES as readonly unknown[]).includes(property))
      throw new FilterError(
        `filters[${index}].property must be one of ${REPORT_FILTER_PROPERTIES.join(', ')}.`,
      );
    if (value !== null && value !== undefined && typeof value !== 'string' && typeof value !== 'number')
      throw new FilterError(`filters[${index}].value must be a text or a number.`);
    const text = String(value ?? '').trim();
    if (!text) return;
    const key = property as ReportFilterProperty;
    filters.set(key, [...(filters.get(key) ?? []), normalise(key, text, index)]);
  });
  return filters;
}

function matches(report: Report, property: ReportFilterProperty, value: string): boolean {
  switch (property) {
    case 'report_id':
      return String(report.id) === value;
    case 'campaign_name':
      return report.campaign_name.trim().toLowerCase() === value;
    case 'client_id':
      return report.client_id === value;
    case 'created_at':
      return report.created_at.slice(0, 10) === value;
  }
}

export function filterReports(
  reports: readonly Report[],
  filters: Map<ReportFilterProperty, string[]>,
): Report[] {
  return reports.filter((report) =>
    [...filters].every(([property, values]) => values.some((value) => matches(report, property, value))),
  );
}
