import { useState, type FocusEvent, type MouseEvent } from 'react';
import type { CampaignRecipient } from '../../../api/campaigns';
import type { Column } from '../../../components/DataTable';
import { PagedTable } from '../../../components/PagedTable';
import { formatUtc } from '../../../lib/dates';
import { emptyListText } from '../../../lib/emptyListText';
import { slicePage } from '../../../lib/pagination';
import { PAGE_SIZE } from '../campaignRules';

const COLUMNS: readonly Column<CampaignRecipient>[] = [
  { header: 'Platform', cell: () => 'Whatsapp' },
  { header: 'Account', cell: (row) => row.customer_detail?.phone_number ?? '-' },
  { header: 'State', cell: (row) => row.customer_detail?.state ?? '-' },
];

/** A repeated campaign's messages also say which occurrence they belong to (an added column). */
const WITH_OCCURRENCE: readonly Column<CampaignRecipient>[] = [
  ...COLUMNS,
  { header: 'Occurrence', cell: (row) => row.occurrence ?? 1 },
];

export const recipientKey = (row: CampaignRecipient, index = 0) =>
  `${row.occurrence ?? 1}-${row.customer_id}-${row.message_id ?? index}`;

/** How to see every recipient again when the search or a funnel stage hides them. */
export const SEE_ALL_RECIPIENTS =
  'Reset the search and pick Recipients in the funnel to see every recipient.';

/**
 * Recipients, 5 a page; hovering (or focusing) a row shows its message id and times. `filtered`: the search
 * or a funnel stage hides some recipients (the empty state says so); `error`: the search failed, shown with
 * "Try again" (`onRetry`).
 */
export function RecipientTable({
  rows,
  page,
  onPage,
  loading,
  filtered = false,
  error = null,
  onRetry,
  showOccurrence = false,
}: {
  rows: readonly CampaignRecipient[];
  page: number;
  onPage(page: number): void;
  loading: boolean;
  filtered?: boolean;
  error?: string | null;
  onRetry?(): void;
  /** Add the Occurrence column (repeated campaigns). */
  showOccurrence?: boolean;
}) {
  const [hovered, setHovered] = useState<{ row: CampaignRecipient; top: number } | null>(null);
  const current = slicePage(rows, page, PAGE_SIZE);
  const show =
    (row: CampaignRecipient) =>
    (event: MouseEvent<HTMLTableRowElement> | FocusEvent<HTMLTableRowElement>) => {
      const element = event.currentTarget;
      setHovered({ row, top: element.offsetTop + element.offsetHeight });
    };
  const hide = () => setHovered(null);
  return (
    <div className="recipient-table" onMouseLeave={hide}>
      <PagedTable
        label="Recipients"
        columns={showOccurrence ? WITH_OCCURRENCE : COLUMNS}
        page={current}
        rowKey={(row) => recipientKey(row)}
        loading={loading}
        emptyText={emptyListText(filtered, SEE_ALL_RECIPIENTS)}
        error={error}
        onRetry={onRetry}
        onPage={onPage}
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
