import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../api/apiError';
import type { Campaign } from '../../api/campaigns';
import type { SessionUser } from '../../api/types';
import { makeStore } from '../../test/appStore';
import { campaign } from '../../test/campaigns';
import { fakeHttp, type Handler } from '../../test/fakeHttp';
import { makeDeps } from '../../test/sagaDeps';
import CampaignTablePage from './CampaignTablePage';
import { campaignHistory, campaignList, toCampaignRows } from './campaignList';
import { locationProbe } from '../../test/locationProbe';

const USER: SessionUser = {
  display_name: 'Citra Marketer',
  applications: ['crm'],
  modules: ['crm.campaign.list', 'crm.campaign.history'],
  divisions: [{ id: 'div-marketing', name: 'Marketing' }],
};

const CAMPAIGNS: Campaign[] = [
  campaign({ id: 1, name: 'Ramadan Service Promo', status: 'ON GOING' }),
  campaign({ id: 2, name: 'Year End Promo', status: 'REJECTED', created_at: '2024-06-02T08:00:00.000Z' }),
];

const PAGES = [
  {
    name: 'campaign list',
    Page: () => <CampaignTablePage view="list" />,
    kit: campaignList,
    table: 'Campaigns',
    path: '/campaign/list-campaign',
  },
  {
    name: 'campaign history',
    Page: () => <CampaignTablePage view="history" />,
    kit: campaignHistory,
    table: 'Campaign history',
    path: '/campaign/history',
  },
] as const;

const where = locationProbe();
function renderPage(
  pageUnderTest: (typeof PAGES)[number],
  routes: Record<string, Handler>,
  query = '',
  user: SessionUser = USER,
) {
  const { http, requests } = fakeHttp({
    'GET /api/channels': () => ({ data: [] }),
    'GET /api/channel-accounts': () => ({ data: [] }),
    ...routes,
  });
  const store = makeStore(makeDeps(http), {
    session: { status: 'authenticated', user, accessToken: 'token', callback: 'idle' },
  });
  const { Page } = pageUnderTest;
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`${pageUnderTest.path}${query}`]}>
        <Page />
        <where.Where />
      </MemoryRouter>
    </Provider>,
  );
  return { store, requests };
}

describe.each(PAGES)('$name', { timeout: 20_000 }, (pageUnderTest) => {
  it('shows no zero-row footer while loading', async () => {
    let answer: (value: unknown) => void = () => undefined;
    renderPage(pageUnderTest, {
      'GET /api/campaigns': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    act(() => answer({ data: { campaigns: CAMPAIGNS } }));
    expect(await screen.findByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
  });

  it('a failed load shows the reason and "Try again", which loads again', async () => {
    let fail = true;
    renderPage(pageUnderTest, {
      'GET /api/campaigns': () => {
        if (fail) throw new ApiError(500, 'The campaigns could not be loaded.');
        return { data: { campaigns: CAMPAIGNS } };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The campaigns could not be loaded.');
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Year End Promo')).toBeInTheDocument();
  });

  it('an empty filtered list says that the filters hide the rows', async () => {
    const { requests } = renderPage(
      pageUnderTest,
      {
        'GET /api/campaigns': () => ({ data: { campaigns: CAMPAIGNS } }),
        'POST /api/campaigns/filter': () => ({ data: { campaigns: [] } }),
      },
      '?name=Nothing',
    );
    expect(
      await screen.findByText('No data matches the applied filters. Clear All shows every entry.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No data available.')).not.toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/campaigns/filter')?.body).toMatchObject({
      filters: [{ property: 'name', value: 'Nothing' }],
    });
  });

  it("an empty list without filters says 'No data available.'", async () => {
    renderPage(pageUnderTest, { 'GET /api/campaigns': () => ({ data: { campaigns: [] } }) });
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
  });

  it('a background refresh shows the new status and keeps the page the user is on', async () => {
    const many = Array.from({ length: 7 }, (_, index) =>
      campaign({
        id: index + 1,
        name: `Promo ${index + 1}`,
        status: 'ON GOING',
        created_at: `2024-06-0${index + 1}T08:00:00.000Z`,
      }),
    );
    const { store } = renderPage(pageUnderTest, {
      'GET /api/campaigns': () => ({ data: { campaigns: many } }),
    });
    await screen.findByText('Promo 7');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Promo 1')).toBeInTheDocument();
    act(() => {
      store.dispatch(
        pageUnderTest.kit.actions.refreshed({
          rows: toCampaignRows(
            many.map((item) => (item.id === 1 ? { ...item, status: 'DONE' } : item)),
            { accounts: [], channels: [] },
          ),
          unfiltered: true,
        }),
      );
    });
    const row = screen.getByText('Promo 1').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('done');
    expect(screen.getByText('Showing 6 to 7 of 7 entries')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('a pasted link restores the filter, the sort and the page; the chip clears it back to the whole list', async () => {
    const many = Array.from({ length: 7 }, (_, index) =>
      campaign({ id: index + 1, name: `Promo ${index + 1}`, status: 'ON GOING' }),
    );
    const { requests } = renderPage(
      pageUnderTest,
      {
        'GET /api/campaigns': () => ({ data: { campaigns: many } }),
        'POST /api/campaigns/filter': () => ({ data: { campaigns: many } }),
      },
      '?status=ON+GOING&sort=-Campaign+Name&page=2',
    );
    expect(await screen.findByText('Showing 6 to 7 of 7 entries')).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/campaigns/filter')?.body).toEqual({
      target: pageUnderTest.name === 'campaign list' ? 'list' : 'history',
      filters: [{ property: 'status', value: 'ON GOING' }],
    });
    const table = screen.getByRole('table', { name: pageUnderTest.table });
    expect(within(table).getByRole('columnheader', { name: 'Campaign Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Descending by name: Promo 7 ... Promo 3 on page 1, Promo 2 and Promo 1 on page 2.
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Promo 2'), expect.stringContaining('Promo 1')]);
    // Both lists open with the filter panel collapsed: the applied filter is a chip.
    expect(screen.getByRole('button', { name: 'Toggle filters' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove filter Status: on going' }));
    await screen.findByText('Showing 1 to 5 of 7 entries');
    expect(where.url).toBe(`${pageUnderTest.path}?sort=-Campaign+Name`);
  });

  it('the quick search narrows the rows across the visible columns', async () => {
    renderPage(pageUnderTest, { 'GET /api/campaigns': () => ({ data: { campaigns: CAMPAIGNS } }) });
    await screen.findByText('Year End Promo');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Quick search' }), 'year end');
    expect(await screen.findByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    expect(screen.queryByText('Ramadan Service Promo')).not.toBeInTheDocument();
    expect(where.url).toBe(`${pageUnderTest.path}?q=year+end`);
  });

  it('details keep the campaign id in session storage and open the detail', async () => {
    renderPage(pageUnderTest, { 'GET /api/campaigns': () => ({ data: { campaigns: CAMPAIGNS } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'View details of Year End Promo' }));
    expect(sessionStorage.getItem('campaignId')).toBe('2');
    expect(where.url).toBe('/campaign/detail');
  });
});

describe('campaign list actions', { timeout: 20_000 }, () => {
  it('a double click on the confirmation sends one approval; the actions stay disabled until the list shows it', async () => {
    let status = 'WAITING APPROVAL';
    let answerReload: () => void = () => undefined;
    const { requests } = renderPage(
      PAGES[0],
      {
        'GET /api/campaigns': () =>
          status === 'WAITING APPROVAL'
            ? { data: { campaigns: [campaign({ id: 5, name: 'Promo', status })] } }
            : new Promise((resolve) => {
                answerReload = () =>
                  resolve({ data: { campaigns: [campaign({ id: 5, name: 'Promo', status })] } });
              }),
        'POST /api/campaigns/state': () => {
          status = 'ON GOING';
          return { message: 'ok' };
        },
      },
      '',
      {
        ...USER,
        modules: [
          ...USER.modules,
          'crm.campaign.list.approve',
          'crm.campaign.list.reject',
          'crm.campaign.list.stop',
        ],
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Promo' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog)
      .getAllByRole('button')
      .find((button) => /approve/i.test(button.textContent ?? ''));
    await userEvent.dblClick(confirm as HTMLElement);
    await vi.waitFor(() =>
      expect(requests.filter((request) => request.url === '/api/campaigns/state')).toHaveLength(1),
    );
    expect(screen.getByRole('button', { name: 'Reject Promo' })).toBeDisabled();
    act(() => answerReload());
    expect(await screen.findByRole('button', { name: 'Stop Promo' })).toBeEnabled();
    expect(requests.filter((request) => request.url === '/api/campaigns/state')).toHaveLength(1);
  });
});

describe('campaign list progress', { timeout: 20_000 }, () => {
  it('shows recipients and a sent/read bar under a running status, and the start of a scheduled one', async () => {
    renderPage(PAGES[0], {
      'GET /api/campaigns': () => ({
        data: {
          campaigns: [
            campaign({
              id: 1,
              name: 'Running Promo',
              status: 'ON GOING',
              total_recipients: 40,
              sent_recipients: 30,
              read_recipients: 12,
            }),
            campaign({
              id: 2,
              name: 'Scheduled Promo',
              status: 'WAITING APPROVAL',
              total_recipients: 8,
              sent_recipients: 0,
              read_recipients: 0,
              is_scheduled: true,
              schedule_start_date: '2026-12-01T08:00:00.000Z',
              created_at: '2024-06-03T08:00:00.000Z',
            }),
          ],
        },
      }),
    });
    const running = (await screen.findByText('Running Promo')).closest('tr') as HTMLElement;
    expect(running).toHaveTextContent('on going');
    expect(running).toHaveTextContent('40 recipients · 30 sent · 12 read');
    expect(within(running).getByRole('img', { name: '30 of 40 sent, 12 read' })).toBeInTheDocument();
    const scheduled = screen.getByText('Scheduled Promo').closest('tr') as HTMLElement;
    expect(scheduled).toHaveTextContent('8 recipients');
    expect(scheduled).toHaveTextContent('starts 2026-12-01 08:00 UTC');
    expect(within(scheduled).queryByRole('img')).not.toBeInTheDocument();
  });
});
