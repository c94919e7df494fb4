import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

export const DISPLAY_FORMAT = 'YYYY-MM-DD HH:mm:ss';

function parse(value: unknown): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (!(typeof value === 'string' || typeof value === 'number' || value instanceof Date)) return null;
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed : null;
}

/** Timestamps are shown in UTC as YYYY-MM-DD HH:mm:ss; blank when missing or invalid (spec part 1 section 3). */
export function formatUtc(value: unknown): string {
  return parse(value)?.format(DISPLAY_FORMAT) ?? '';
}

/** A moment to the minute, marked UTC ("2026-11-26 00:00 UTC"): when a scheduled campaign starts sending. */
export function formatUtcMinute(value: unknown): string {
  const parsed = parse(value);
  return parsed ? `${parsed.format('YYYY-MM-DD HH:mm')} UTC` : '';
}

/** Dates sent to the server: YYYY-MM-DD of the calendar day the user picked (local day, not shifted to UTC). */
export function toRequestDate(value: Date | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD') : '';
}

/** Campaign segmentation dates: DD/MM/YYYY; blank when missing or invalid. */
export function formatDayMonthYear(value: unknown): string {
  return parse(value)?.format('DD/MM/YYYY') ?? '';
}

/** The calendar day of a YYYY-MM-DD string as a local Date (for date pickers); null when missing or invalid. */
export function fromRequestDate(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getMonth() === Number(match[2]) - 1 ? date : null;
}

/**
 * Why a date typed by hand (YYYY-MM-DD) was not taken by a date picker, whose rule is to drop a day it does not
 * offer without a word; null when it was taken or nothing was typed. `today` names a minimum of today "the past".
 */
export function typedDateProblem(
  text: string,
  minDate?: Date,
  maxDate?: Date,
  today: Date = new Date(),
): string | null {
  const typed = text.trim();
  if (!typed) return null;
  const date = fromRequestDate(typed);
  if (!date) return `"${typed}" is not a date: enter it as YYYY-MM-DD.`;
  const day = (value: Date) => toRequestDate(value);
  if (minDate && day(date) < day(minDate))
    return day(minDate) === day(today)
      ? `${typed} is in the past: choose ${day(minDate)} or a later date.`
      : `${typed} is before ${day(minDate)}, the earliest date allowed here.`;
  if (maxDate && day(date) > day(maxDate))
    return `${typed} is after ${day(maxDate)}, the latest date allowed here.`;
  return null;
}
