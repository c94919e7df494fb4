import { translate } from '../i18n/i18n';
import {
  formatDayMonthYear,
  formatLocal,
  formatUtc,
  utcToday,
  fromRequestDate,
  toRequestDate,
  checkTypedDate,
  DATE_FORMAT_MESSAGE,
} from './dates';

describe('formatUtc', () => {
  it('shows timestamps in UTC as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatUtc('2024-03-05T23:04:09.123Z')).toBe('2024-03-05 23:04:09');
    expect(formatUtc('2024-03-06T01:04:09+07:00')).toBe('2024-03-05 18:04:09');
    expect(formatUtc(Date.UTC(2023, 11, 31, 0, 0, 1))).toBe('2023-12-31 00:00:01');
  });

  it.each([null, undefined, '', 'not a date', {}, []])('is blank for %j', (value) => {
    expect(formatUtc(value)).toBe('');
  });
});

describe('toRequestDate', () => {
  it('sends the picked calendar day as YYYY-MM-DD', () => {
    expect(toRequestDate(new Date(2024, 0, 9, 23, 30))).toBe('2024-01-09');
    expect(toRequestDate(null)).toBe('');
  });
});

describe('formatDayMonthYear', () => {
  it('shows segmentation dates as DD/MM/YYYY', () => {
    expect(formatDayMonthYear('2019-07-04')).toBe('04/07/2019');
    expect(formatDayMonthYear('')).toBe('');
  });
});

describe('fromRequestDate', () => {
  it('turns YYYY-MM-DD back into that calendar day for the date pickers', () => {
    const date = fromRequestDate('2024-01-09');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2024, 0, 9]);
    expect(toRequestDate(fromRequestDate('2024-12-31'))).toBe('2024-12-31');
  });
  it.each([null, undefined, '', '2024-02-30', '09/01/2024'])('is null for %j', (value) => {
    expect(fromRequestDate(value)).toBeNull();
  });
});

describe('checkTypedDate: a date typed by hand', () => {
  const day = (text: string) => fromRequestDate(text)!;

  it('is the calendar day when well formed and in range; empty is no date and no message', () => {
    const checked = checkTypedDate(' 2025-03-31 ', { min: day('2025-01-01'), max: day('2025-12-31') });
    expect(checked.error).toBeNull();
    expect(toRequestDate(checked.date)).toBe('2025-03-31');
    expect(checkTypedDate('')).toEqual({ date: null, error: null });
  });

  it.each(['2025-3-1', '31/03/2025', '2025-02-30', '2025-13-01', 'tomorrow', '20250331'])(
    'a malformed or impossible date (%j) says how to write one',
    (text) => {
      expect(checkTypedDate(text)).toEqual({ date: null, error: DATE_FORMAT_MESSAGE });
    },
  );

  it('a day outside the range says which days are accepted (a past schedule date among them)', () => {
    const today = new Date(2026, 4, 20, 15, 30);
    const early = checkTypedDate('2026-05-19', { min: today });
    expect(early.date).toBeNull();
    expect(translate(early.error!)).toBe('Enter a date on or after 2026-05-20.');
    expect(checkTypedDate('2026-05-20', { min: today }).error).toBeNull();
    const late = checkTypedDate('2027-01-01', { max: today });
    expect(late.date).toBeNull();
    expect(translate(late.error!)).toBe('Enter a date on or before 2026-05-20.');
  });
});

describe("a timestamp in the user's own time (shown beside the UTC the spec fixes)", () => {
  const day = Date.UTC(2026, 11, 1);
  it.each([
    ['Asia/Jakarta', 7, 'id', 'WIB'],
    ['Asia/Jakarta', 7, 'en', 'GMT+7'],
    ['Asia/Makassar', 8, 'id', 'WITA'],
    ['UTC', 0, 'en', 'UTC'],
  ] as const)(
    '%s (%s h), in %s: every hour of the day, its date and time there, and the zone',
    (zone, offset, language, name) => {
      for (let hour = 0; hour < 24; hour += 1) {
        const at = day + hour * 3_600_000 + 5 * 60_000 + 9_000;
        const there = new Date(at + offset * 3_600_000).toISOString();
        expect(formatLocal(new Date(at).toISOString(), language, zone)).toBe(
          `${there.slice(0, 10)} ${there.slice(11, 19)} ${name}`,
        );
      }
    },
  );

  it('is blank for a missing or invalid value', () => {
    expect(formatLocal(null, 'en')).toBe('');
    expect(formatLocal('not a date', 'id')).toBe('');
  });
});

describe('today in UTC (the day the lists show their UTC timestamps in)', () => {
  const zones = ['Asia/Jakarta', 'America/New_York', 'Pacific/Kiritimati', 'UTC'];
  afterEach(() => {
    delete process.env.TZ;
  });
  it.each(zones)('%s: at every hour of two days, the calendar day of UTC, whatever the local day', (zone) => {
    process.env.TZ = zone;
    const start = Date.UTC(2026, 11, 1);
    for (let hour = 0; hour < 48; hour += 1) {
      const now = start + hour * 3_600_000 + 30 * 60_000;
      expect(toRequestDate(utcToday(now))).toBe(new Date(now).toISOString().slice(0, 10));
    }
  });
});
