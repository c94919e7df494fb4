import { act, fireEvent, render as renderOnly, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { ApiError } from '../../../api/apiError';
import english from '../../../i18n/catalogues/en.json';
import indonesian from '../../../i18n/catalogues/id.json';
import { activate } from '../../../i18n/i18n';
import { makeStore } from '../../../test/appStore';
import { campaign } from '../../../test/campaigns';
import { fakeHttp, type Handler } from '../../../test/fakeHttp';
import { makeDeps } from '../../../test/sagaDeps';
import { MANAGE_MODULES } from '@crm/domain';
import { CampaignActions } from './CampaignActions';

const waiting = { id: 3, name: 'Promo', status: 'WAITING APPROVAL', total_recipients: 40 };
const running = { ...waiting, status: 'ON GOING', sent_recipients: 15 };

/** The campaign as the server has it now (GET /api/campaigns/3): by default as the screen shows it. */
let server: Handler = () => ({ data: { campaign: campaign({ ...running, status: shownStatus }) } });
let shownStatus = 'ON GOING';

/** Renders with a store whose backend answers the confirmation's fetch of the campaign. */
function render(ui: ReactElement) {
  const { http } = fakeHttp({ 'GET /api/campaigns/3': (request) => server(request) });
  const store = makeStore(makeDeps(http));
  const result = renderOnly(<Provider store={store}>{ui}</Provider>);
  return {
    ...result,
    rerender: (next: ReactElement) => result.rerender(<Provider store={store}>{next}</Provider>),
  };
}

beforeEach(() => {
  shownStatus = 'ON GOING';
  server = () => ({ data: { campaign: campaign({ ...running, status: shownStatus }) } });
});

function slots(container: HTMLElement) {
  return [...container.querySelectorAll('button, .action-slot')].map((node) =>
    node.tagName === 'BUTTON' ? node.getAttribute('aria-label') : 'slot',
  );
}

describe('CampaignActions', () => {
  it('every action keeps its own slot: Stop never takes the place of Approve', () => {
    const { container, rerender } = render(
      <CampaignActions campaign={waiting} modules={MANAGE_MODULES} busy={false} onAct={vi.fn()} />,
    );
    expect(slots(container)).toEqual(['Approve Promo', 'Reject Promo', 'slot']);
    rerender(<CampaignActions campaign={running} modules={MANAGE_MODULES} busy={false} onAct={vi.fn()} />);
    expect(slots(container)).toEqual(['slot', 'slot', 'Stop Promo']);
  });

  it('without all three modules nothing is offered', () => {
    const { container } = render(
      <CampaignActions campaign={waiting} modules={['crm.campaign.list']} busy={false} onAct={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('Approve asks first, naming the audience; a double click acts at most once', async () => {
    shownStatus = 'WAITING APPROVAL';
    const user = userEvent.setup();
    const onAct = vi.fn();
    render(<CampaignActions campaign={waiting} modules={MANAGE_MODULES} busy={false} onAct={onAct} />);
    await user.dblClick(screen.getByRole('button', { name: 'Approve Promo' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Approve "Promo"? Approve starts sending to 40 recipients.');
    expect(onAct).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(onAct).toHaveBeenCalledTimes(1);
    expect(onAct).toHaveBeenCalledWith('approve');
  });

  it('Approve of a campaign scheduled later says when sending starts', async () => {
    const user = userEvent.setup();
    const scheduled = {
      ...waiting,
      is_scheduled: true,
      schedule_start_date: '2999-11-26',
      sent_recipients: 0,
    };
    server = () => ({ data: { campaign: campaign(scheduled) } });
    render(<CampaignActions campaign={scheduled} modules={MANAGE_MODULES} busy={false} onAct={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Approve Promo' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Approve "Promo"? Sending to 40 recipients starts 2999-11-26 00:00 UTC.',
    );
  });

  it('Stop asks first; Cancel sends nothing; busy disables the actions', async () => {
    const user = userEvent.setup();
    const onAct = vi.fn();
    const { rerender } = render(
      <CampaignActions campaign={running} modules={MANAGE_MODULES} busy={false} onAct={onAct} />,
    );
    await user.click(screen.getByRole('button', { name: 'Stop Promo' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Stop "Promo"? 15 of its 40 messages are already sent; the other 25 will be cancelled. Stop cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onAct).not.toHaveBeenCalled();
    rerender(<CampaignActions campaign={running} modules={MANAGE_MODULES} busy onAct={onAct} />);
    expect(screen.getByRole('button', { name: 'Stop Promo' })).toBeDisabled();
  });

  it('Reject asks for a note in its own dialog and sends it; Approve then asks its own question again', async () => {
    shownStatus = 'WAITING APPROVAL';
    const user = userEvent.setup();
    const onAct = vi.fn();
    render(<CampaignActions campaign={waiting} modules={MANAGE_MODULES} busy={false} onAct={onAct} />);
    await user.click(screen.getByRole('button', { name: 'Reject Promo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Campaign' });
    expect(dialog).toHaveTextContent('Reject Promo?');
    await user.type(within(dialog).getByLabelText('Note'), 'too early');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onAct).toHaveBeenCalledExactlyOnceWith('reject', 'too early');
    await user.click(screen.getByRole('button', { name: 'Approve Promo' }));
    expect(await screen.findByRole('dialog', { name: 'Approve Campaign' })).toHaveTextContent(
      'Approve "Promo"? Approve starts sending to 40 recipients.',
    );
  });

  it('speaks Bahasa Indonesia: Setujui, Tolak, Hentikan, their questions and buttons; re-words on a switch', async () => {
    shownStatus = 'WAITING APPROVAL';
    const user = userEvent.setup();
    const onAct = vi.fn();
    activate('id', indonesian);
    const { container, rerender } = render(
      <CampaignActions campaign={waiting} modules={MANAGE_MODULES} busy={false} onAct={onAct} />,
    );
    expect(slots(container)).toEqual(['Setujui Promo', 'Tolak Promo', 'slot']);
    expect(screen.getByRole('button', { name: 'Setujui Promo' })).toHaveAttribute('title', 'Setujui');

    await user.click(screen.getByRole('button', { name: 'Setujui Promo' }));
    const approve = await screen.findByRole('dialog', { name: 'Setujui Kampanye' });
    expect(approve).toHaveTextContent(
      'Setujui "Promo"? Persetujuan akan langsung memulai pengiriman ke 40 penerima.',
    );
    expect(within(approve).getByRole('button', { name: 'Batal' })).toBeInTheDocument();
    await user.click(within(approve).getByRole('button', { name: 'Setujui' }));
    expect(onAct).toHaveBeenCalledWith('approve');

    await user.click(screen.getByRole('button', { name: 'Tolak Promo' }));
    const reject = await screen.findByRole('dialog', { name: 'Tolak Kampanye' });
    expect(reject).toHaveTextContent('Tolak Promo?');
    expect(within(reject).getByLabelText('Catatan')).toBeInTheDocument();
    await user.click(within(reject).getByRole('button', { name: 'Batal' }));

    shownStatus = 'ON GOING';
    rerender(<CampaignActions campaign={running} modules={MANAGE_MODULES} busy={false} onAct={onAct} />);
    await user.click(screen.getByRole('button', { name: 'Hentikan Promo' }));
    expect(await screen.findByRole('dialog', { name: 'Hentikan Kampanye' })).toHaveTextContent(
      'Hentikan "Promo"? 15 dari 40 pesannya sudah terkirim; 25 pesan sisanya akan dibatalkan. Penghentian tidak dapat dibatalkan.',
    );

    // A language switch re-words what is on the screen.
    act(() => activate('en', english));
    expect(screen.getByRole('button', { name: 'Stop Promo' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Stop Campaign' })).toHaveTextContent(
      'Stop "Promo"? 15 of its 40',
    );
  });
});

describe('the confirmation states the campaign as it is when it opens', () => {
  // The words for every sent count are campaignActions.test.ts's; here: the count is the server's at opening.
  it('Stop: the dialog states the sent count the server has as it opens, whatever the screen showed before', async () => {
    const shown = { ...running, sent_recipients: 0 };
    const total = 40;
    for (const sent of [0, 1, 39, 40]) {
      server = () => ({ data: { campaign: campaign({ ...shown, sent_recipients: sent }) } });
      const { unmount } = render(
        <CampaignActions campaign={shown} modules={MANAGE_MODULES} busy={false} onAct={vi.fn()} />,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Stop Promo' }));
      const dialog = await screen.findByRole('dialog', { name: 'Stop Campaign' });
      const expected =
        sent === total
          ? 'Its 40 messages are already sent: nothing is left to cancel'
          : `${sent} of its 40 messages are already sent; the other ${total - sent} will be cancelled.`;
      await vi.waitFor(() => expect(dialog).toHaveTextContent(expected));
      unmount();
    }
  });

  it('until the campaign has come it says it is checking, and Stop cannot be confirmed', async () => {
    let answer: (value: unknown) => void = () => undefined;
    server = () => new Promise((resolve) => (answer = resolve));
    const onAct = vi.fn();
    render(<CampaignActions campaign={running} modules={MANAGE_MODULES} busy={false} onAct={onAct} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop Promo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop Campaign' });
    expect(dialog).toHaveTextContent('Checking the campaign as it is now…');
    const stop = within(dialog).getByRole('button', { name: 'Stop' });
    expect(stop).toBeDisabled();
    fireEvent.click(stop);
    expect(onAct).not.toHaveBeenCalled();
    act(() => answer({ data: { campaign: campaign({ ...running, sent_recipients: 39 }) } }));
    await vi.waitFor(() => expect(dialog).toHaveTextContent('39 of its 40 messages are already sent'));
    expect(stop).toBeEnabled();
  });

  it('when the campaign cannot be fetched, Stop claims no figure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server = () => {
      throw new ApiError(null, 'error.network');
    };
    render(<CampaignActions campaign={running} modules={MANAGE_MODULES} busy={false} onAct={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop Promo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop Campaign' });
    await vi.waitFor(() =>
      expect(dialog).toHaveTextContent('Stop "Promo"? Messages not sent yet will be cancelled.'),
    );
  });
});
