/**
 * A real calendar day written YYYY-MM-DD (proleptic Gregorian, years 0000 to 9999), as the source of a regular
 * expression: one rule for the filters' dates, the campaign form's dates and the route schemas that document
 * them (a JSON Schema `pattern` says exactly what `Date` would accept: February 29 only in leap years).
 */
const LONG_MONTH = '(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])';
const SHORT_MONTH = '(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)';
const FEBRUARY = '02-(?:0[1-9]|1\\d|2[0-8])';
const LEAP_YEAR = '(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)';

export const CALENDAR_DAY = `(?:\\d{4}-(?:${LONG_MONTH}|${SHORT_MONTH}|${FEBRUARY})|${LEAP_YEAR}-02-29)`;

const CALENDAR_DAY_ONLY = new RegExp(`^${CALENDAR_DAY}$`, 'u');

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: unknown): value is string {
  return typeof value === 'string' && CALENDAR_DAY_ONLY.test(value);
}
