import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Campaign } from '../../api/campaigns';
import { makeStore } from '../../test/appStore';
import { campaign } from '../../test/campaigns';
import { fakeHttp } from '../../test/fakeHttp';
import { makeDeps, NOW } from '../../test/sagaDeps';
import { CAMPAIGN_STATUSES } from '@crm/domain';
import CampaignDetailPage from './CampaignDetailPage';
import { campaignPace } from './campaignRules';
import { detailActions } from './detailSlice';
import { recipient } from './testData';

/** The campaign detail screen over a fake backend; the polling's looks are dispatched by the test. */
function renderDetail(shown: Campaign, rows = [recipient(1, 'queued'), recipient(2, 'queued')]) {
  sessionStorage.setItem('campaignId', String(shown.id));
  const { http } = fakeHttp({
    [`GET /api/campaigns/${shown.id}`]: () => ({ data: { campaign: shown } }),
    [`GET /api/campaigns/${shown.id}/customers`]: () => ({ data: { customer_campaigns: rows } }),
    [`GET /api/campaigns/${shown.id}/summary`]: () => ({
      data: { summary_campaign: { id: shown.id, created_at: shown.created_at } },
    }),
    'GET /message-template/detail-by-template/101': () => ({ data: { id: 101 } }),
    'GET /api/product-lines': () => ({ data: { product_lines: {} } }),
    'GET /api/lists': () => ({ data: { list: [] } }),
  });
  const store = makeStore(makeDeps(http), {
    session: {
      status: 'authenticated',
      accessToken: 'token',
      callback: 'idle',
      user: { display_name: 'Budi', applications: ['crm'], modules: ['crm.campaign.list'], divisions: [] },
    },
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/campaign/detail']}>
        <CampaignDetailPage />
      </MemoryRouter>
    </Provider>,
  );
  return { store };
}

const funnelCounts = () =>
  within(screen.getByRole('region', { name: 'Delivery funnel' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('campaign detail', { timeout: 20_000 }, () => {
  it('the funnel moves with every look at the campaign, not only when the recipient list comes again', async () => {
    const sending = campaign({
      id: 7,
      status: 'ON GOING',
      total_recipients: 2,
      sent_recipients: 0,
      delivered_recipients: 0,
      read_recipients: 0,
      failed_recipients: 0,
    });
    const { store } = renderDetail(sending);
    await screen.findByRole('region', { name: 'Delivery funnel' });
    expect(funnelCounts()).toContain('Sent: 0 (0%)');
    // Each look of the polling brings the campaign only (its recipient list stays as it was).
    const looks: [number, number, number][] = [
      [1, 0, 0],
      [2, 1, 0],
      [2, 2, 1],
    ];
    for (const [sent, delivered, read] of looks) {
      act(() => {
        store.dispatch(
          detailActions.campaignRefreshed({
            campaign: {
              ...sending,
              sent_recipients: sent,
              delivered_recipients: delivered,
              read_recipients: read,
            },
            at: NOW,
          }),
        );
      });
      expect(funnelCounts()).toEqual([
        'Recipients: 2 (100%)',
        `Sent: ${sent} (${sent * 50}%)`,
        `Delivered: ${delivered} (${delivered * 50}%)`,
        `Read: ${read} (${read * 50}%)`,
        'Failed: 0 (0%)',
      ]);
    }
  });

  it('an approved campaign waiting for its start says "Approved · starts …" without the spinner', async () => {
    const start = '2999-12-02';
    renderDetail(
      campaign({
        id: 8,
        status: 'ON GOING',
        is_scheduled: true,
        schedule_start_date: start,
        sent_recipients: 0,
      }),
    );
    await screen.findByRole('region', { name: 'Delivery funnel' });
    const header = screen.getByRole('heading', { name: 'Campaign Detail' }).closest('header') as HTMLElement;
    expect(header).toHaveTextContent(new RegExp(`Approved\\s*starts ${start} 00:00 UTC`));
    expect(header).not.toHaveTextContent('on going');
    expect(within(header).queryByText('Updating while the campaign runs')).not.toBeInTheDocument();
  });

  it.each(CAMPAIGN_STATUSES)(
    '%s: the spinner shows exactly while the next look is seconds away',
    async (status) => {
      const shown = campaign({ id: 9, status, total_recipients: 2, sent_recipients: 1 });
      renderDetail(shown);
      await screen.findByRole('region', { name: 'Delivery funnel' });
      const header = screen
        .getByRole('heading', { name: 'Campaign Detail' })
        .closest('header') as HTMLElement;
      const soon = campaignPace(shown, NOW)?.kind === 'soon';
      expect(within(header).queryAllByText('Updating while the campaign runs')).toHaveLength(soon ? 1 : 0);
    },
  );
});
