import { useState, type FocusEvent, type MouseEvent } from 'react';
import type { CampaignRecipient } from '../../../api/campaigns';
import type { Column } from '../../../components/column';
import { formatLocal, formatUtc } from '../../../lib/dates';
import { translate, useLanguage, useT, type Text } from '../../../i18n/i18n';
import type { FilterDecl, FilterValues } from '../../../lists/filters';
import { ListTable } from '../../../lists/ListTable';
import type { LocalListModel } from '../../../lists/useLocalList';
import {
  FUNNEL_STAGES,
  recipientStateText,
  rowsInStage,
  rowsOfOccurrence,
  type FunnelStage,
} from '../funnel';

/** A repeated campaign's messages also say which occurrence they belong to. */
export function recipientColumns(showOccurrence: boolean): Column<CampaignRecipient>[] {
  const columns: Column<CampaignRecipient>[] = [
    // The platform's name, not a word to translate.
    { header: 'campaigns.recipients.platform', value: () => 'Whatsapp', unsortable: true },
    {
      header: 'campaigns.recipients.account',
      value: (row) => row.customer_detail?.phone_number ?? '',
      blank: '-',
    },
    {
      header: 'campaigns.recipients.state',
      // Sorting, the search and the export read the same words.
      value: (row) => translate(recipientStateText(row.customer_detail?.state)),
      blank: '-',
    },
  ];
  if (!showOccurrence) return columns;
  return [...columns, { header: 'campaigns.detail.occurrence', value: (row) => String(row.occurrence ?? 1) }];
}

/** In the URL under this prefix; Search By Account replaces the rows from the server, the rest narrow them here. */
export const RECIPIENT_PREFIX = 'r.';
export const RECIPIENT_FILTERS: readonly FilterDecl<CampaignRecipient>[] = [
  { field: 'account', label: 'campaigns.recipients.account', kind: 'select' },
  { field: 'occurrence', label: 'campaigns.detail.occurrence', kind: 'select' },
  { field: 'stage', label: 'campaigns.funnel.title', kind: 'select' },
];

/** Anything else, 'recipients' included, is no stage. */
export function stageOf(filters: FilterValues): FunnelStage | null {
  const stage = FUNNEL_STAGES.find((entry) => entry.stage === filters.stage)?.stage ?? null;
  return stage === 'recipients' ? null : stage;
}

export function occurrenceOf(filters: FilterValues): number | null {
  return /^\d{1,4}$/.test(filters.occurrence ?? '') ? Number(filters.occurrence) : null;
}

export function narrowRecipients(rows: readonly CampaignRecipient[], filters: FilterValues) {
  return rowsInStage(rowsOfOccurrence(rows, occurrenceOf(filters)), stageOf(filters));
}

export const recipientKey = (row: CampaignRecipient, index = 0) =>
  `${row.occurrence ?? 1}-${row.customer_id}-${row.message_id ?? index}`;

function RecipientPanel({ row, top }: { row: CampaignRecipient; top: number }) {
  const t = useT();
  const language = useLanguage();
  const time = (value: string | null | undefined) => {
    const utc = formatUtc(value);
    if (!utc) return '-';
    return (
      <>
        {utc}
        <span className="local-time">{t('date.local', { time: formatLocal(value, language) })}</span>
      </>
    );
  };
  return (
    <dl id="recipient-message-panel" className="recipient-panel" role="tooltip" style={{ top }}>
      <dt>{t('campaigns.recipients.messageId')}</dt>
      <dd>{row.message_id ?? '-'}</dd>
      <dt>{t('campaigns.recipients.created')}</dt>
      <dd>{time(row.created_at)}</dd>
      <dt>{t('campaigns.funnel.sent')}</dt>
      <dd>{time(row.sent_at)}</dd>
      <dt>{t('campaigns.funnel.delivered')}</dt>
      <dd>{time(row.delivered_at)}</dd>
      <dt>{t('campaigns.funnel.read')}</dt>
      <dd>{time(row.read_at)}</dd>
    </dl>
  );
}

/**
 * Recipients, 5 a page, on the list kit (useLocalList); hovering or focusing a row shows its message id and times
 * beside the table. `filtered`: the search or a funnel stage hides some (the empty state says so).
 */
export function RecipientTable({
  model,
  loading,
  filtered = false,
  error = null,
  onRetry,
}: {
  model: LocalListModel<CampaignRecipient>;
  loading: boolean;
  filtered?: boolean;
  error?: Text | null;
  onRetry?(): void;
}) {
  const t = useT();
  const [hovered, setHovered] = useState<{ row: CampaignRecipient; top: number } | null>(null);
  // In its own column (campaigns.css): it never covers other rows.
  const show =
    (row: CampaignRecipient) =>
    (event: MouseEvent<HTMLTableRowElement> | FocusEvent<HTMLTableRowElement>) => {
      const container = event.currentTarget.closest('.recipient-table');
      const top = container
        ? event.currentTarget.getBoundingClientRect().top - container.getBoundingClientRect().top
        : 0;
      setHovered({ row, top });
    };
  const hide = () => setHovered(null);
  return (
    <div className="recipient-table" onMouseLeave={hide}>
      <ListTable
        title={t('campaigns.recipients.title')}
        label={t('campaigns.recipients.label')}
        model={model}
        rowKey={(row) => recipientKey(row)}
        loading={loading}
        filtered={filtered}
        howToSeeAll={t('campaigns.recipients.seeAll')}
        error={error}
        onRetry={onRetry}
        wording="to"
        rowProps={(row) => ({
          tabIndex: 0,
          'aria-describedby': hovered?.row === row ? 'recipient-message-panel' : undefined,
          onMouseEnter: show(row),
          onFocus: show(row),
          onBlur: hide,
        })}
      />
      {hovered && <RecipientPanel row={hovered.row} top={hovered.top} />}
    </div>
  );
}
