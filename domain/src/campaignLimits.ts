/**
 * New campaign field limits, shared by the mock's POST /api/campaigns validation and the form, so the form never
 * accepts what the server refuses. The repeat minimum of 0 is the spec's (part 2 section 5).
 */
export const CAMPAIGN_LIMITS = {
  name: 200,
  /** A template parameter's value and the media link. */
  parameterValue: 1000,
  /** Repeat every N days, weeks, months or years. */
  countRepeat: { min: 0, max: 365 },
  occurrences: { min: 0, max: 100 },
} as const;
