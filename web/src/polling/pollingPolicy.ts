/**
 * The one policy for following moving work (campaigns, uploads, reports): how long to wait before looking again,
 * from what the work is waiting for. Pure; the saga side is poll.ts.
 *
 * - 'soon': the server moves it by itself within seconds (a campaign sending, an upload or a report being
 *   processed): every 3 s;
 * - 'person': it waits for someone's decision (a campaign waiting approval): every 30 s;
 * - 'date': it waits for a date (a scheduled start days away, the next occurrence of a repeating campaign):
 *   every 5 minutes, or at that date when it comes sooner;
 * - null: nothing can change it any more (done, failed, rejected): no polling at all.
 * After failures the wait doubles per failure in a row, up to 5 minutes. While the tab is hidden nothing is
 * polled (poll.ts).
 */
export type PollPace = { kind: 'soon' } | { kind: 'person' } | { kind: 'date'; at: number | null };

export const POLL_INTERVALS = {
  soon: 3000,
  person: 30_000,
  date: 300_000,
  /** The longest wait, also after many failures. */
  max: 300_000,
} as const;

export const SOON: PollPace = { kind: 'soon' };
export const PERSON: PollPace = { kind: 'person' };
export const dateAt = (at: number | null): PollPace => ({ kind: 'date', at });

const RANK: Record<PollPace['kind'], number> = { soon: 0, date: 1, person: 2 };

/** The wait before the next look at work at `pace`, after `failures` failed looks in a row. */
export function pollDelay(pace: PollPace, now: number, failures = 0): number {
  let base: number;
  if (pace.kind === 'soon') base = POLL_INTERVALS.soon;
  else if (pace.kind === 'person') base = POLL_INTERVALS.person;
  else if (pace.at === null) base = POLL_INTERVALS.date;
  else base = Math.min(POLL_INTERVALS.date, Math.max(POLL_INTERVALS.soon, pace.at - now));
  return Math.min(POLL_INTERVALS.max, base * 2 ** Math.max(0, failures));
}

/** The pace of several works followed together (a list's rows): the one that may change soonest. */
export function fastestPace(paces: readonly (PollPace | null)[], now: number): PollPace | null {
  let best: PollPace | null = null;
  for (const pace of paces) {
    if (!pace) continue;
    if (
      !best ||
      pollDelay(pace, now) < pollDelay(best, now) ||
      (pollDelay(pace, now) === pollDelay(best, now) && RANK[pace.kind] < RANK[best.kind])
    )
      best = pace;
  }
  return best;
}
