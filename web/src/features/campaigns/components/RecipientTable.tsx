import { useState, type FocusEvent, type MouseEvent } from 'react';
import type { CampaignRecipient } from '../../../api/campaigns';
import type { Column } from '../../../components/DataTable';
import { formatUtc } from '../../../lib/dates';
import type { FilterDecl, FilterValues } from '../../../lists/filters';
import { ListTable } from '../../../lists/ListTable';
import type { LocalListModel } from '../../../lists/useLocalList';
import { FUNNEL_STAGES, rowsInStage, rowsOfOccurrence, type FunnelStage } from '../funnel';

const COLUMNS: readonly Column<CampaignRecipient>[] = [
  { header: 'Platform', value: () => 'Whatsapp', unsortable: true },
  { header: 'Account', value: (row) => row.customer_detail?.phone_number ?? '', blank: '-' },
  { header: 'State', value: (row) => row.customer_detail?.state ?? '', blank: '-' },
];

/** A repeated campaign's messages also say which occurrence they belong to (an added column). */
const WITH_OCCURRENCE: readonly Column<CampaignRecipient>[] = [
  ...COLUMNS,
  { header: 'Occurrence', value: (row) => String(row.occurrence ?? 1) },
];

export const recipientColumns = (showOccurrence: boolean) => (showOccurrence ? WITH_OCCURRENCE : COLUMNS);

/**
 * The recipient table's own filters, kept in the URL under RECIPIENT_PREFIX with its page, sort and quick
 * search: Search By Account (the server's answer replaces the rows), the occurrence and the funnel stage
 * (both narrow the rows here).
 */
export const RECIPIENT_PREFIX = 'r.';
export const RECIPIENT_FILTERS: readonly FilterDecl<CampaignRecipient>[] = [
  { field: 'account', label: 'Account', kind: 'select' },
  { field: 'occurrence', label: 'Occurrence', kind: 'select' },
  { field: 'stage', label: 'Delivery', kind: 'select' },
];

/** The funnel stage of the filters (anything else, 'recipients' included, is no stage). */
export function stageOf(filters: FilterValues): FunnelStage | null {
  const stage = FUNNEL_STAGES.find((entry) => entry.stage === filters.stage)?.stage ?? null;
  return stage === 'recipients' ? null : stage;
}

export function occurrenceOf(filters: FilterValues): number | null {
  return /^\d{1,4}$/.test(filters.occurrence ?? '') ? Number(filters.occurrence) : null;
}

/** The rows the table shows: of the chosen occurrence, in the chosen funnel stage. */
export function narrowRecipients(rows: readonly CampaignRecipient[], filters: FilterValues) {
  return rowsInStage(rowsOfOccurrence(rows, occurrenceOf(filters)), stageOf(filters));
}

export const recipientKey = (row: CampaignRecipient, index = 0) =>
  `${row.occurrence ?? 1}-${row.customer_id}-${row.message_id ?? index}`;

/** How to see every recipient again when the search or a funnel stage hides them. */
export const SEE_ALL_RECIPIENTS =
  'Reset the search and pick Recipients in the funnel to see every recipient.';

/**
 * Recipients, 5 a page, on the list kit (useLocalList: page, sort, quick search and the filters in the
 * URL; export of the recipients as shown); hovering (or focusing) a row shows its message id and times.
 * `filtered`: the search or a funnel stage hides some recipients (the empty state says so); `error`: the
 * search failed, shown with "Try again" (`onRetry`).
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
  error?: string | null;
  onRetry?(): void;
}) {
  const [hovered, setHovered] = useState<{ row: CampaignRecipient; top: number } | null>(null);
  const show =
    (row: CampaignRecipient) =>
    (event: MouseEvent<HTMLTableRowElement> | FocusEvent<HTMLTableRowElement>) => {
      const element = event.currentTarget;
      setHovered({ row, top: element.offsetTop + element.offsetHeight });
    };
  const hide = () => setHovered(null);
  return (
    <div className="recipient-table" onMouseLeave={hide}>
      <ListTable
        title="Campaign Recipients"
        label="Recipients"
        model={model}
        rowKey={(row) => recipientKey(row)}
        loading={loading}
        filtered={filtered}
        howToSeeAll={SEE_ALL_RECIPIENTS}
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
      {hovered && (
        <dl
          id="recipient-message-panel"
          className="recipient-panel"
          role="tooltip"
          style={{ top: hovered.top }}
        >
          <dt>Message ID</dt>
          <dd>{hovered.row.message_id ?? '-'}</dd>
          <dt>Created</dt>
          <dd>{formatUtc(hovered.row.created_at) || '-'}</dd>
          <dt>Sent</dt>
          <dd>{formatUtc(hovered.row.sent_at) || '-'}</dd>
          <dt>Delivered</dt>
          <dd>{formatUtc(hovered.row.delivered_at) || '-'}</dd>
          <dt>Read</dt>
          <dd>{formatUtc(hovered.row.read_at) || '-'}</dd>
        </dl>
      )}
    </div>
  );
}
