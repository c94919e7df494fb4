import { createAction } from '@reduxjs/toolkit';
import type { Report } from '../../api/reports';

// The report watch's actions and timings, apart from the saga (reportWatch.ts) so that its lazily loaded work
// (reportWatchWork.ts) can use them without importing the module that loads it (no import cycle).

export const reportWatchActions = {
  /** A report request was accepted (its answer's report): watch it until it is ready or failed. */
  requested: createAction<Report>('reportWatch/requested'),
  /** The ready toast's Download. */
  downloadRequested: createAction<Report>('reportWatch/downloadRequested'),
};

/** How often a pending report is looked at (the report screen's polling interval). */
export const WATCH_POLL_MS = 3000;

/** Long enough to notice the toast and reach its Download button. */
export const READY_TOAST_LIFE_MS = 20_000;
