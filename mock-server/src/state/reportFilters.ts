import { Type } from 'typebox';
import { Closed, FilterList } from '../lib/schemas.js';
import type { Report } from './reports.js';

/**
 * POST /api/reports/filter: `filters` is a list of {property, value}. Blank values are ignored; several
 * values of one property are alternatives; properties combine with AND. A bad filter is a 400 (thrown as
 * FilterError with the message to send).
 */

export const REPORT_FILTER_PROPERTIES = ['report_id', 'campaign_name', 'client_id', 'created_at'] as const;
export type ReportFilterProperty = (typeof REPORT_FILTER_PROPERTIES)[number];

export class FilterError extends Error {}

/** Schema of the POST /api/reports/filter body (absent, null or an object with an optional list). */
export const REPORT_FILTERS_BODY_SCHEMA = Type.Union(
  [
    Closed({
      filters: Type.Optional(
        Type.Union([
          FilterList('property', REPORT_FILTER_PROPERTIES, {
            name: `{path} must be one of ${REPORT_FILTER_PROPERTIES.join(', ')}.`,
            value: '{path} must be a text or a number.',
            item: '{path} must be an object with a property and a value.',
            list: 'filters must be a list of {property, value}.',
            nullable: true,
            valueOptional: true,
          }),
          Type.Null(),
        ]),
      ),
    }),
    Type.Null(),
  ],
  { 'x-message': 'The request body must be a JSON object with a list of filters.', 'x-optional-body': true },
);

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

export interface ReportFilterInput {
  property: string;
  value?: string | number | null;
}

/**
 * The filters of a request body that passed the route's schema (REPORT_FILTERS_BODY_SCHEMA: a list of
 * {property, value} with known properties and text or number values); the values' formats are checked here.
 */
export function parseReportFilters(
  raw: readonly ReportFilterInput[] | null | undefined,
): Map<ReportFilterProperty, string[]> {
  const filters = new Map<ReportFilterProperty, string[]>();
  if (raw === undefined || raw === null) return filters;
  raw.forEach(({ property, value }, index) => {
    if (!(REPORT_FILTER_PROPERTIES as readonly string[]).includes(property))
      throw new FilterError(
        `filters[${index}].property must be one of ${REPORT_FILTER_PROPERTIES.join(', ')}.`,
      );
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
