import type { MessageId } from '../../i18n/i18n';

/** What the campaign sagas share: error handling. */

/** Lookups (campaigns, channels, channel accounts, lists) fail quietly: logged, no message to the user. */
export function logLookupFailure(what: string, error: unknown): void {
  console.error(`Could not load ${what}:`, error);
}

/**
 * Approve, reject or stop failed (spec part 2 section 8); the server's reason goes beside it (e.g. "The campaign
 * cannot be approved: its status is 'on going' ..." when someone else acted first): errorMessage's `fixed`.
 */
export const ACTION_FAILED: MessageId = 'campaigns.action.failed';
