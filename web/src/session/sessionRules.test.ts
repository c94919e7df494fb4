import {
  MIN_REFRESH_INTERVAL_SECONDS,
  msUntilRefresh,
  needsRefresh,
  REFRESH_THRESHOLD_SECONDS,
  refreshThresholdSeconds,
  secondsLeft,
} from './sessionRules';

const created = '2024-01-01T00:00:00.000Z';
const at = (seconds: number) => Date.parse(created) + seconds * 1000;

describe('refresh threshold', () => {
  it('measures what is left from created_at', () => {
    expect(secondsLeft({ expires_in: 3600, created_at: created }, at(600))).toBe(3000);
  });

  it('refreshes when fewer than 120 seconds remain', () => {
    const session = { expires_in: 3600, created_at: created };
    expect(needsRefresh(session, at(3480))).toBe(false); // exactly 120 left
    expect(needsRefresh(session, at(3481))).toBe(true); // 119 left
    expect(needsRefresh(session, at(4000))).toBe(true); // expired
  });

  it('a token of 240 s or less is refreshed at half its life, not at once (one refresh per half lifetime)', () => {
    expect(needsRefresh({ expires_in: 60, created_at: created }, at(0))).toBe(false);
    expect(needsRefresh({ expires_in: 60, created_at: created }, at(29))).toBe(false);
    expect(needsRefresh({ expires_in: 60, created_at: created }, at(31))).toBe(true);
    expect(needsRefresh({ expires_in: 100, created_at: created }, at(49))).toBe(false);
    expect(needsRefresh({ expires_in: 100, created_at: created }, at(51))).toBe(true);
    expect(msUntilRefresh({ expires_in: 60, created_at: created }, at(0))).toBe(30_001);
    expect(refreshThresholdSeconds({ expires_in: 100 })).toBe(50);
    expect(refreshThresholdSeconds({ expires_in: 3600 })).toBe(REFRESH_THRESHOLD_SECONDS);
  });

  it('never sooner than a few seconds after the last refresh, whatever the token says', () => {
    expect(needsRefresh({ expires_in: 6, created_at: created }, at(4))).toBe(false);
    expect(needsRefresh({ expires_in: 6, created_at: created }, at(MIN_REFRESH_INTERVAL_SECONDS))).toBe(true);
    expect(msUntilRefresh({ expires_in: 6, created_at: created }, at(1))).toBe(
      (MIN_REFRESH_INTERVAL_SECONDS - 1) * 1000,
    );
  });

  it('a wait of msUntilRefresh ends where the session is due, to the millisecond', () => {
    // A 20 s token waited 10,000 ms and was found not due (exactly 10 s left): the loop then slept 30 s.
    const session = { expires_in: 20, created_at: created };
    for (const start of [0, 1234, 9999, 10_000]) {
      const now = Date.parse(created) + start;
      const later = now + msUntilRefresh(session, now);
      expect(needsRefresh(session, later)).toBe(true);
      if (later > now) expect(needsRefresh(session, later - 1)).toBe(false);
    }
  });

  it('an unreadable created_at counts as expired', () => {
    expect(needsRefresh({ expires_in: 3600, created_at: 'garbage' }, at(0))).toBe(true);
  });

  it('tells how long until the threshold', () => {
    expect(msUntilRefresh({ expires_in: 3600, created_at: created }, at(3000))).toBe(480_001);
    expect(msUntilRefresh({ expires_in: 3600, created_at: created }, at(3500))).toBe(0);
  });
});
