import { dateAt, fastestPace, PERSON, POLL_INTERVALS, pollDelay, SOON } from './pollingPolicy';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');

describe('the polling policy', () => {
  it('looks again soon at work the server moves by itself, slowly at work waiting for a person', () => {
    expect(pollDelay(SOON, NOW)).toBe(3000);
    expect(pollDelay(PERSON, NOW)).toBe(30_000);
  });

  it('looks at work waiting for a date every 5 minutes, or at the date when it comes sooner', () => {
    const inTwoDays = NOW + 2 * 86_400_000;
    expect(pollDelay(dateAt(inTwoDays), NOW)).toBe(300_000);
    expect(pollDelay(dateAt(NOW + 60_000), NOW)).toBe(60_000);
    // Due or past: as soon as work moving by itself.
    expect(pollDelay(dateAt(NOW - 1000), NOW)).toBe(3000);
    expect(pollDelay(dateAt(null), NOW)).toBe(300_000);
  });

  it('backs off after failures in a row, up to 5 minutes', () => {
    expect([0, 1, 2, 3].map((failures) => pollDelay(SOON, NOW, failures))).toEqual([
      3000, 6000, 12_000, 24_000,
    ]);
    expect(pollDelay(SOON, NOW, 10)).toBe(POLL_INTERVALS.max);
    expect(pollDelay(PERSON, NOW, 4)).toBe(POLL_INTERVALS.max);
  });

  it('follows several works at the pace of the one that may change soonest', () => {
    expect(fastestPace([null, PERSON, SOON], NOW)).toEqual(SOON);
    expect(fastestPace([PERSON, dateAt(NOW + 2 * 86_400_000)], NOW)).toEqual(PERSON);
    expect(fastestPace([PERSON, dateAt(NOW + 10_000)], NOW)).toEqual(dateAt(NOW + 10_000));
    expect(fastestPace([null, null], NOW)).toBeNull();
  });
});
