import type { CampaignRecipient } from '../../../api/campaigns';
import { msg, useT } from '../../../i18n/i18n';
import { funnel, percentText, type FunnelFigures, type FunnelStage } from '../funnel';

/**
 * Recipients → sent → delivered → read, and failed, as horizontal bars (plain CSS, no chart library): the
 * campaign answer's `figures` when it has them, else counted from the recipient list. Each stage is a toggle
 * button that filters the recipient table.
 */
export function DeliveryFunnel({
  rows,
  figures = null,
  selected,
  onSelect,
}: {
  rows: readonly CampaignRecipient[];
  figures?: FunnelFigures | null;
  selected: FunnelStage | null;
  onSelect(stage: FunnelStage | null): void;
}) {
  const t = useT();
  const bars = funnel(rows, figures);
  return (
    <section className="funnel" aria-label={t('campaigns.funnel.label')}>
      <h3 className="section-title">{t('campaigns.funnel.title')}</h3>
      <ul>
        {bars.map((bar) => {
          const pressed = selected === bar.stage || (selected === null && bar.stage === 'recipients');
          return (
            <li key={bar.stage}>
              <button
                type="button"
                className={`funnel-stage ${bar.stage}`}
                aria-pressed={pressed}
                aria-label={t('campaigns.funnel.stage', {
                  stage: msg(bar.label),
                  count: bar.count,
                  percent: percentText(bar.percent),
                })}
                onClick={() =>
                  onSelect(bar.stage === 'recipients' || selected === bar.stage ? null : bar.stage)
                }
              >
                {/* The visible text reads as the name does, "Sent 3 (60%)" (WCAG 2.5.3, label in name). */}
                <span className="funnel-label">{`${t(bar.label)} `}</span>
                <span className="funnel-track" aria-hidden="true">
                  <span className="funnel-bar" style={{ width: `${bar.percent}%` }} />
                </span>
                <span className="funnel-value">
                  {bar.count} <span className="funnel-percent">({percentText(bar.percent)})</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
