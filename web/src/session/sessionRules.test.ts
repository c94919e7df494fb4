import { msUntilRefresh, needsRefresh, secondsLeft } from './sessionRules';

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

  it('a short-lived token needs a refresh at once', () => {
    expect(needsRefresh({ expires_in: 60, created_at: created }, at(0))).toBe(true);
  });

  it('an unreadable created_at counts as expired', () => {
    expect(needsRefresh({ expires_in: 3600, created_at: 'garbage' }, at(0))).toBe(true);
  });

  it('tells how long until the threshold', () => {
    expect(msUntilRefresh({ expires_in: 3600, created_at: created }, at(3000))).toBe(480_000);
    expect(msUntilRefresh({ expires_in: 3600, created_at: created }, at(3500))).toBe(0);
  });
});
