import { raw, type MessageId, type Text } from '../i18n/i18n';
import { campaignStatusEntry, campaignStatusOf, type CampaignStatus } from './statuses';

/**
 * A campaign status in the user's words. Statuses are the server's values (filters send them unchanged); the
 * screens show them from these keys, one per status of the catalogue (a new status fails the typecheck here).
 */
const STATUS_WORDS = {
  INITIAL: 'campaigns.status.initial',
  'WAITING APPROVAL': 'campaigns.status.waitingApproval',
  'ON GOING': 'campaigns.status.onGoing',
  PROCCESSED: 'campaigns.status.proccessed',
  DONE: 'campaigns.status.done',
  FINISHED: 'campaigns.status.finished',
  REJECTED: 'campaigns.status.rejected',
  STOPPED: 'campaigns.status.stopped',
} as const satisfies Record<CampaignStatus, MessageId>;

/** The status's words; a status the catalogue does not know is shown as sent, lower-cased ('-' when blank). */
export function campaignStatusText(status: string | null | undefined): Text {
  const known = campaignStatusOf(status);
  if (known) return STATUS_WORDS[known];
  return raw(campaignStatusEntry(status).label || '-');
}
