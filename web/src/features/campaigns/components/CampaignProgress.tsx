import type { Campaign } from '../../../api/campaigns';
import { formatUtcMinute } from '../../../lib/dates';
import { listProgressOf, percentOf } from '../campaignRules';

/**
 * Under a campaign's status in the list: its recipient count, a small sent/read bar for running and finished
 * campaigns, and the start of a scheduled one. Nothing when the answer carries none of these.
 */
export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const { recipients, progress, scheduledStart } = listProgressOf(campaign);
  if (recipients === null && !progress && !scheduledStart) return null;
  const recipientText = recipients === null ? null : `${recipients} recipient${recipients === 1 ? '' : 's'}`;
  return (
    <div className="campaign-progress">
      {progress ? (
        <>
          <div
            className="campaign-progress-bar"
            role="img"
            aria-label={`${progress.sent} of ${recipients ?? 0} sent, ${progress.read} read`}
          >
            <span className="sent" style={{ width: percentOf(progress.sent, recipients) }} />
            <span className="read" style={{ width: percentOf(progress.read, recipients) }} />
          </div>
          <span className="campaign-progress-text">
            {[recipientText, `${progress.sent} sent`, `${progress.read} read`].filter(Boolean).join(' · ')}
          </span>
        </>
      ) : (
        recipientText && <span className="campaign-progress-text">{recipientText}</span>
      )}
      {scheduledStart && (
        <span className="campaign-progress-text">starts {formatUtcMinute(scheduledStart)}</span>
      )}
    </div>
  );
}
