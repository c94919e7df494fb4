import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { SessionUser } from '../../api/types';
import { makeStore } from '../../test/appStore';
import ReportPage from './ReportPage';
import { reportList } from './reportList';
import { ApiError } from '../../api/apiError';
import { fakeHttp } from '../../test/fakeHttp';
import { makeDeps } from '../../test/sagaDeps';
import { report } from './testData';
import { locationProbe } from '../../test/locationProbe';

const MARKETER: SessionUser = {
  display_name: 'Citra Marketer',
  applications: ['crm'],
  modules: ['crm.report.list', 'crm.report.request'],
  divisions: [{ id: 'div-marketing', name: 'Marketing' }],
};
const APPROVER: SessionUser = { ...MARKETER, modules: ['crm.report.list'] };

const REPORTS = [
  report({ id: 1, created_at: '2024-06-01T08:00:00.000Z' }),
  report({
    id: 2,
    status: 'FAILED',
    file: null,
    information: 'No campaign matched.',
    channel_name: 'sms-gateway',
    created_at: '2024-06-03T08:00:00.000Z',
  }),
  ...[3, 4, 5, 6].map((id) =>
    report({ id, status: 'READY', created_at: `2024-06-0${id}T09:15:30.000Z`, division: 'Consumer Care' }),
  ),
];

const where = locationProbe();
function renderPage(
  user: SessionUser,
  reports = REPORTS,
  routes: Record<string, () => unknown> = {},
  url = '/campaign/report',
) {
  const { http, requests } = fakeHttp({ 'GET /api/reports': () => ({ data: reports }), ...routes });
  const store = makeStore(makeDeps(http), {
    session: { status: 'authenticated', user, accessToken: 'token', callback: 'idle' },
  });
  // What the screen dispatches.
  const dispatched: string[] = [];
  const original = store.dispatch;
  store.dispatch = ((action: { type: string }) => {
    dispatched.push(action.type);
    return original(action);
  }) as typeof store.dispatch;
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <ReportPage />
        <where.Where />
      </MemoryRouter>
    </Provider>,
  );
  return { store, requests, view, dispatched };
}

describe('ReportPage', { timeout: 20_000 }, () => {
  it('lists the reports newest first, 5 a page, with the spec columns and formats', async () => {
    renderPage(APPROVER);
    const table = await screen.findByRole('table', { name: 'Reports' });
    expect(screen.getByRole('heading', { name: 'Reporting Data' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Campaign Name', 'Channel', 'Division', 'Created Date', 'Status', 'Action']);
    await within(table).findByText('2024-06-06 09:15:30');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '6',
      '5',
      '4',
      '3',
      '2',
    ]);
    const failed = rows[4] as HTMLElement;
    expect(within(failed).getByText('sms gateway')).toBeInTheDocument();
    expect(within(failed).getByText('failed')).toBeInTheDocument();
    expect(within(failed).getByRole('img', { name: 'Reason: No campaign matched.' })).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Download report 2' })).toBeDisabled();
    // The failed report's icon says why, not that the file is coming; statuses are coloured badges.
    expect(within(failed).getByRole('button', { name: 'Download report 2' })).toHaveAttribute(
      'title',
      'The report failed: No campaign matched.',
    );
    expect(within(failed).getByText('failed')).toHaveClass('status-badge', 'danger');
    expect(within(rows[0] as HTMLElement).getByText('ready')).toHaveClass('status-badge', 'success');
    expect(within(rows[0] as HTMLElement).getByText('ready')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Download report 6' })).toBeEnabled();
    expect(screen.getByText('Showing 1 to 5 of 6 entries')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 6 to 6 of 6 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('the approver (crm.report.list only) has no Request Download button; the marketer has', async () => {
    renderPage(APPROVER);
    await screen.findByText('2024-06-06 09:15:30');
    expect(screen.queryByRole('button', { name: 'Request Download' })).not.toBeInTheDocument();
    document.body.innerHTML = '';
    renderPage(MARKETER);
    expect(await screen.findByRole('button', { name: 'Request Download' })).toBeInTheDocument();
  });

  it("an empty list says 'No data available.'", async () => {
    renderPage(APPROVER, []);
    expect(await screen.findByText('No data available.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('an empty filtered list says that the filters hide the rows', async () => {
    const { requests } = renderPage(
      APPROVER,
      REPORTS,
      { 'POST /api/reports/filter': () => ({ data: [] }) },
      '/campaign/report?report_id=99',
    );
    expect(
      await screen.findByText('No data matches the applied filters. Clear All shows every entry.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No data available.')).not.toBeInTheDocument();
    expect(requests[0]!.body).toEqual({ filters: [{ property: 'report_id', value: '99' }] });
  });

  it('sorts by a column and searches the loaded rows; both in the URL', async () => {
    renderPage(APPROVER);
    const table = await screen.findByRole('table', { name: 'Reports' });
    await within(table).findByText('2024-06-06 09:15:30');
    await userEvent.click(within(table).getByRole('button', { name: 'ID' }));
    expect(within(table).getAllByRole('row')[1]!.firstElementChild).toHaveTextContent('1');
    expect(where.search).toBe('?sort=ID');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Quick search' }), 'sms gateway');
    await screen.findByText('Showing 1 to 1 of 1 entries');
    expect(within(table).getAllByRole('row')[1]!.firstElementChild).toHaveTextContent('2');
    expect(where.search).toBe('?sort=ID&q=sms+gateway');
  });

  it('a failed load shows the reason and "Try again", with no zero-row footer; Try again loads again', async () => {
    let fail = true;
    renderPage(APPROVER, REPORTS, {
      'GET /api/reports': () => {
        if (fail) throw new ApiError(500, 'The reports could not be loaded.');
        return { data: REPORTS };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The reports could not be loaded.');
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2024-06-06 09:15:30')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 5 of 6 entries')).toBeInTheDocument();
  });

  it('unmounting closes the list (its refresh stops)', async () => {
    const { view, dispatched } = renderPage(APPROVER);
    await screen.findByText('2024-06-06 09:15:30');
    expect(dispatched).not.toContain(reportList.actions.closed.type);
    view.unmount();
    expect(dispatched).toContain(reportList.actions.closed.type);
  });
});
