import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldLabelFrom, previewModel } from '../preview';
import { IMAGE_TEMPLATE, recipient, TEXT_TEMPLATE } from '../testData';
import { DeliveryFunnel } from './DeliveryFunnel';
import { MessagePreview } from './MessagePreview';
import { MemoryRouter } from 'react-router-dom';
import type { CampaignRecipient } from '../../../api/campaigns';
import { useLocalList } from '../../../lists/useLocalList';
import { PAGE_SIZE } from '../../../lib/pagination';
import { activate, raw, t, type Text } from '../../../i18n/i18n';
import english from '../../../i18n/catalogues/en.json';
import indonesian from '../../../i18n/catalogues/id.json';
import { locationProbe } from '../../../test/locationProbe';
import { RECIPIENT_STATES } from '../funnel';
import {
  narrowRecipients,
  RECIPIENT_FILTERS,
  RECIPIENT_PREFIX,
  recipientColumns,
  RecipientTable,
} from './RecipientTable';

/** The table as the detail page uses it: over the rows it holds, its view in the URL. */
function Recipients({
  rows,
  showOccurrence = false,
  ...props
}: {
  rows: readonly CampaignRecipient[];
  loading: boolean;
  filtered?: boolean;
  error?: Text | null;
  onRetry?(): void;
  showOccurrence?: boolean;
}) {
  const model = useLocalList({
    rows,
    columns: recipientColumns(showOccurrence),
    pageSize: PAGE_SIZE,
    prefix: RECIPIENT_PREFIX,
    filters: RECIPIENT_FILTERS,
    narrow: narrowRecipients,
    settled: !props.loading,
  });
  return <RecipientTable model={model} {...props} />;
}

function RecipientsAt({
  url = '/campaign/detail',
  ...props
}: Parameters<typeof Recipients>[0] & { url?: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <Recipients {...props} />
    </MemoryRouter>
  );
}

const label = fieldLabelFrom([]);

describe('MessagePreview', () => {
  it('renders template and parameter text as text, never as HTML', () => {
    const model = previewModel(
      TEXT_TEMPLATE,
      {
        header: [{ source: 'custom_text', value: '<img src=x onerror=alert(1)>' }],
        body: [
          { source: 'custom_text', value: '<b>bold</b>' },
          { source: 'customer_data', value: 'customer_name' },
        ],
        buttons: [],
        media: null,
      },
      label,
    );
    const { container } = render(<MessagePreview model={model} />);
    expect(screen.getByText('Hi <img src=x onerror=alert(1)>!')).toBeInTheDocument();
    expect(screen.getByText('Your <b>bold</b> is due. Book before [Customer Name].')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('quick replies show the template text without a parameter; URL opens a new tab safely; phone is tel:', () => {
    const model = previewModel(TEXT_TEMPLATE, { header: [], body: [], buttons: [], media: null }, label);
    render(<MessagePreview model={model} />);
    expect(screen.getByText('Book now')).toBeInTheDocument();
    expect(screen.getByText('Not now')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'See details' });
    expect(link).toHaveAttribute('href', 'https://www.electrolux.co.id/promo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+6221500888');
  });

  it('a media header is a placeholder linking to the media value', () => {
    const model = previewModel(
      IMAGE_TEMPLATE,
      { header: [], body: [], buttons: [], media: 'https://cdn.example.com/a.jpg' },
      label,
    );
    const { container } = render(<MessagePreview model={model} />);
    expect(screen.getByRole('link', { name: 'Image' })).toHaveAttribute(
      'href',
      'https://cdn.example.com/a.jpg',
    );
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('DeliveryFunnel', () => {
  const rows = [
    recipient(1, 'read'),
    recipient(2, 'delivered'),
    recipient(3, 'failed'),
    recipient(4, 'queued'),
  ];

  it('shows counts and percentages; a stage is a toggle that filters (mouse and keyboard)', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<DeliveryFunnel rows={rows} selected={null} onSelect={onSelect} />);
    const funnel = screen.getByRole('region', { name: 'Delivery funnel' });
    expect(within(funnel).getByRole('button', { name: 'Recipients: 4 (100%)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const read = within(funnel).getByRole('button', { name: 'Read: 1 (25%)' });
    expect(within(funnel).getByRole('button', { name: 'Sent: 3 (75%)' })).toBeInTheDocument();
    expect(within(funnel).getByRole('button', { name: 'Failed: 1 (25%)' })).toBeInTheDocument();
    await user.click(read);
    expect(onSelect).toHaveBeenLastCalledWith('read');
    rerender(<DeliveryFunnel rows={rows} selected="read" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'Read: 1 (25%)' })).toHaveAttribute('aria-pressed', 'true');
    screen.getByRole('button', { name: 'Read: 1 (25%)' }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });
});

describe('RecipientTable', () => {
  it.each([
    ['en', english, ['Queued', 'Sent', 'Delivered', 'Read', 'Failed', 'Cancelled']],
    ['id', indonesian, ['Antre', 'Terkirim', 'Diterima', 'Dibaca', 'Gagal', 'Dibatalkan']],
  ] as const)(
    'words every state of a message in the language shown (%s), one a state it does not know as sent',
    (language, catalogue, words) => {
      activate(language, catalogue);
      const states = [...RECIPIENT_STATES, 'bounced'];
      const rows = states.map((state, index) => recipient(index + 1, state));
      render(<RecipientsAt rows={rows} loading={false} url="/campaign/detail?r.sort=Account" />);
      const shown: string[] = [];
      for (let page = 0; page * PAGE_SIZE < rows.length; page += 1) {
        const table = screen.getByRole('table');
        shown.push(
          ...within(table)
            .getAllByRole('row')
            .slice(1)
            .map((row) => within(row).getAllByRole('cell')[2]?.textContent ?? ''),
        );
        if ((page + 1) * PAGE_SIZE < rows.length)
          act(() => screen.getByRole('button', { name: t('list.next') }).click());
      }
      expect(shown).toEqual([...words, 'bounced']);
    },
  );

  it('Platform is always Whatsapp, 5 a page; hovering a row shows its message id and times', async () => {
    const rows = Array.from({ length: 7 }, (_, index) => recipient(index + 1, 'read'));
    const user = userEvent.setup();
    render(<RecipientsAt rows={rows} loading={false} />);
    const table = screen.getByRole('table', { name: 'Recipients' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(5);
    expect(
      within(bodyRows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Whatsapp', '628001', 'Read']);
    expect(screen.getByText('Showing 1 to 5 of 7 entries')).toBeInTheDocument();
    await user.hover(bodyRows[1] as HTMLElement);
    const panel = screen.getByRole('tooltip');
    expect(within(panel).getByText('wamid.2')).toBeInTheDocument();
    expect(within(panel).getAllByText('2024-06-01 10:00:00')).toHaveLength(4);
    expect(within(panel).getByText('Message ID')).toBeInTheDocument();
  });

  it("says 'No data available.' when the campaign has no recipient", () => {
    render(<RecipientsAt rows={[]} loading={false} />);
    expect(screen.getByText('No data available.')).toBeInTheDocument();
  });

  it('says that the search or the funnel stage hides the recipients, and how to see them all', () => {
    render(<RecipientsAt rows={[]} loading={false} filtered />);
    expect(
      screen.getByText(
        'No data matches the applied filters. Reset the search and pick Recipients in the funnel to see every recipient.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No data available.')).not.toBeInTheDocument();
  });

  it('shows no zero-row footer while loading', () => {
    render(<RecipientsAt rows={[]} loading />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('a failed search shows its reason and "Try again", which searches again', async () => {
    const onRetry = vi.fn();
    const rows = [recipient(1, 'read')];
    render(<RecipientsAt rows={rows} loading={false} error={raw('Network Error')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    expect(screen.queryByText('628001')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('RecipientTable of a repeated campaign', () => {
  it('adds an Occurrence column saying which occurrence each message belongs to', () => {
    const rows = [recipient(1, 'read', { occurrence: 1 }), recipient(1, 'sent', { occurrence: 2 })];
    render(<RecipientsAt rows={rows} loading={false} showOccurrence />);
    const table = screen.getByRole('table', { name: 'Recipients' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Platform', 'Account', 'State', 'Occurrence']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Whatsapp', '628001', 'Read', '1'],
      ['Whatsapp', '628001', 'Sent', '2'],
    ]);
  });

  it('a campaign that is not repeated keeps the spec columns', () => {
    render(<RecipientsAt rows={[recipient(1, 'read')]} loading={false} />);
    expect(
      within(screen.getByRole('table', { name: 'Recipients' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Platform', 'Account', 'State']);
  });
});

describe('RecipientTable on the list kit', () => {
  const rows = Array.from({ length: 12 }, (_, index) =>
    recipient(index + 1, index % 3 === 0 ? 'read' : 'delivered', { occurrence: (index % 2) + 1 }),
  );
  const bodyCells = (column: number) =>
    within(screen.getByRole('table', { name: 'Recipients' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[column]?.textContent);

  it('a pasted link restores the funnel stage, the occurrence, the sort and the page (keys under r.)', async () => {
    render(
      <RecipientsAt
        rows={rows}
        loading={false}
        showOccurrence
        url="/campaign/detail?page=7&r.stage=delivered&r.occurrence=2&r.sort=-Account&r.page=2"
      />,
    );
    // Occurrence 2 are the even indexes; delivered covers delivered and read: 6 rows, descending by account.
    expect(screen.getByText('Showing 6 to 6 of 6 entries')).toBeInTheDocument();
    expect(bodyCells(1)).toEqual(['628002']);
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText('Occurrence: 2')).toBeInTheDocument();
    expect(within(chips).getByText('Delivery: delivered')).toBeInTheDocument();
    await userEvent.click(within(chips).getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('Showing 1 to 5 of 12 entries')).toBeInTheDocument();
    expect(bodyCells(1)).toEqual(['6280012', '6280011', '6280010', '628009', '628008']);
  });

  it("its chip bar's Clear all shows every row: the quick search goes with the filters", async () => {
    render(
      <RecipientsAt
        rows={rows}
        loading={false}
        showOccurrence
        url="/campaign/detail?r.occurrence=2&r.q=628001"
      />,
    );
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('Showing 1 to 5 of 12 entries')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Quick search' })).toHaveValue('');
  });

  it('a page beyond the last shows the last one and the address says so, once the rows are there', async () => {
    const where = locationProbe();
    const { rerender } = render(
      <MemoryRouter initialEntries={['/campaign/detail?r.page=9']}>
        <Recipients rows={[]} loading />
        <where.Where />
      </MemoryRouter>,
    );
    expect(where.search).toBe('?r.page=9');
    rerender(
      <MemoryRouter initialEntries={['/campaign/detail?r.page=9']}>
        <Recipients rows={rows} loading={false} />
        <where.Where />
      </MemoryRouter>,
    );
    expect(screen.getByText('Showing 11 to 12 of 12 entries')).toBeInTheDocument();
    await waitFor(() => expect(where.search).toBe('?r.page=3'));
  });

  it('sorts by a column and the quick search narrows across the visible columns', async () => {
    render(<RecipientsAt rows={rows} loading={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'State' }));
    expect(bodyCells(2)).toEqual(['Delivered', 'Delivered', 'Delivered', 'Delivered', 'Delivered']);
    await userEvent.click(screen.getByRole('button', { name: 'State' }));
    expect(bodyCells(2)).toEqual(['Read', 'Read', 'Read', 'Read', 'Delivered']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Quick search' }), '6280010');
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(bodyCells(1)).toEqual(['6280010']);
  });
});
