/**
 * The limits of a new campaign's fields, declared once: the backend refuses more (the mock's validation of
 * POST /api/campaigns reads them here) and the New Campaign form takes no more, so the form never accepts what
 * the server refuses. The minimum of 0 of the repeat inputs is the spec's (part 2 section 5); the maximums are
 * the backend's.
 */
export const CAMPAIGN_LIMITS = {
  /** Characters of the campaign name. */
  name: 200,
  /** Characters of a template parameter's value and of the media link. */
  parameterValue: 1000,
  /** Repeat every N days, weeks, months or years. */
  countRepeat: { min: 0, max: 365 },
  /** How many times a repeated campaign is sent. */
  occurrences: { min: 0, max: 100 },
} as const;
