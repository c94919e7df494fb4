/** One rule for the filters, the campaign form and the schemas: the `pattern` accepts February 29 only in leap years. */
const LONG_MONTH = '(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])';
const SHORT_MONTH = '(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)';
const FEBRUARY = '02-(?:0[1-9]|1\\d|2[0-8])';
const LEAP_YEAR = '(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)';

export const CALENDAR_DAY = `(?:\\d{4}-(?:${LONG_MONTH}|${SHORT_MONTH}|${FEBRUARY})|${LEAP_YEAR}-02-29)`;

const CALENDAR_DAY_ONLY = new RegExp(`^${CALENDAR_DAY}$`, 'u');

export function isCalendarDay(value: unknown): value is string {
  return typeof value === 'string' && CALENDAR_DAY_ONLY.test(value);
}
