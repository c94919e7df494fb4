import type { Campaign } from '../../../api/campaigns';
import { useT } from '../../../i18n/i18n';
import { formatUtcMinute } from '../../../lib/dates';
import { listProgressOf, percentOf } from '../campaignRules';

/**
 * Under a campaign's status in the list: its recipient count, a small sent/read bar for running and finished
 * campaigns, and the start of a scheduled one. Nothing when the answer carries none of these.
 */
export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const t = useT();
  const { recipients, progress, scheduledStart } = listProgressOf(campaign);
  if (recipients === null && !progress && !scheduledStart) return null;
  const recipientText = recipients === null ? null : t('campaigns.action.recipients', { count: recipients });
  return (
    <div className="campaign-progress">
      {progress ? (
        <>
          <div
            className="campaign-progress-bar"
            role="img"
            aria-label={t('campaigns.progress.bar', {
              sent: progress.sent,
              total: recipients ?? 0,
              read: progress.read,
            })}
          >
            <span className="sent" style={{ width: percentOf(progress.sent, recipients) }} />
            <span className="read" style={{ width: percentOf(progress.read, recipients) }} />
          </div>
          <span className="campaign-progress-text">
            {[
              recipientText,
              t('campaigns.progress.sent', { count: progress.sent }),
              t('campaigns.progress.read', { count: progress.read }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </>
      ) : (
        recipientText && <span className="campaign-progress-text">{recipientText}</span>
      )}
      {scheduledStart && (
        <span className="campaign-progress-text">
          {t('campaigns.progress.starts', { date: formatUtcMinute(scheduledStart) })}
        </span>
      )}
    </div>
  );
}
