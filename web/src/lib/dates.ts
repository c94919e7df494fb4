import { msg, type MessageId, type Text } from '../i18n/i18n';
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

/** YYYY-MM-DD HH:mm:ss in UTC; blank when missing or invalid (spec part 1 section 3). */
export function formatUtc(value: unknown): string {
  return parse(value)?.format(DISPLAY_FORMAT) ?? '';
}

/** "2026-11-26 00:00 UTC": when a scheduled campaign starts sending. */
export function formatUtcMinute(value: unknown): string {
  const parsed = parse(value);
  return parsed ? `${parsed.format('YYYY-MM-DD HH:mm')} UTC` : '';
}

/** "2026-12-02 05:04:09 WIB" beside the UTC the screens show; `timeZone`: the browser's unless given. */
export function formatLocal(value: unknown, language: string, timeZone?: string): string {
  const parsed = parse(value);
  if (!parsed) return '';
  const date = parsed.toDate();
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const zone = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  const shown = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  return zone ? `${shown} ${zone}` : shown;
}

/** As a local Date of the same numbers for the pickers: a WIB user is on the next day from 17:00 UTC. */
export function utcToday(now: number): Date {
  const today = new Date(now);
  return new Date(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

/** YYYY-MM-DD of the local day the user picked, not shifted to UTC. */
export function toRequestDate(value: Date | null | undefined): string {
  return value ? dayjs(value).format('YYYY-MM-DD') : '';
}

/** Campaign segmentation dates: DD/MM/YYYY. */
export function formatDayMonthYear(value: unknown): string {
  return parse(value)?.format('DD/MM/YYYY') ?? '';
}

/** A local Date for date pickers; null when missing or invalid. */
export function fromRequestDate(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getMonth() === Number(match[2]) - 1 ? date : null;
}

export const DATE_FORMAT_MESSAGE: MessageId = 'date.format';

const dayOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Empty is no date and no error; a malformed, impossible ("2025-02-30") or out-of-range date gets a message. */
export function checkTypedDate(
  text: string,
  range: { min?: Date | null; max?: Date | null } = {},
): { date: Date | null; error: Text | null } {
  const trimmed = text.trim();
  if (!trimmed) return { date: null, error: null };
  const date = fromRequestDate(trimmed);
  if (!date) return { date: null, error: DATE_FORMAT_MESSAGE };
  if (range.min && dayOf(date) < dayOf(range.min)) {
    return { date: null, error: msg('date.onOrAfter', { date: toRequestDate(range.min) }) };
  }
  if (range.max && dayOf(date) > dayOf(range.max)) {
    return { date: null, error: msg('date.onOrBefore', { date: toRequestDate(range.max) }) };
  }
  return { date, error: null };
}
