import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { campaign } from '../testData';
import { activate, raw } from '../../../i18n/i18n';
import indonesian from '../../../i18n/catalogues/id.json';
import { RequestDownloadDialog } from './RequestDownloadDialog';

const STATUSES = [
  { label: raw('done'), value: 'DONE' },
  { label: raw('finished'), value: 'FINISHED' },
];

function renderDialog(
  onSend = vi.fn(),
  onCancel = vi.fn(),
  extra: Partial<Parameters<typeof RequestDownloadDialog>[0]> = {},
) {
  render(
    <RequestDownloadDialog
      visible
      sending={false}
      campaignNames={['Ramadan Service Promo', 'Kitchen Appliance Launch']}
      divisions={[{ label: raw('Marketing'), value: 'div-marketing' }]}
      channels={[{ label: raw('Electrolux_M2M (whatsapp business)'), value: 1 }]}
      statuses={STATUSES}
      loadingCampaigns={false}
      onCancel={onCancel}
      onSend={onSend}
      {...extra}
    />,
  );
  return { onSend, onCancel };
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const field = screen.getAllByLabelText(label)[0]?.closest('.field') as HTMLElement;
  await user.click(field.querySelector('.p-dropdown, .p-multiselect') as HTMLElement);
  // jsdom cannot lay the overlay out (PrimeReact leaves it display:none there): look past visibility.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('RequestDownloadDialog', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("an incomplete Send shows 'All fields are required.' for 4 s and sends nothing", async () => {
    vi.useFakeTimers();
    const { onSend } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Request Download' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('All fields are required.');
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('All fields are required.');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('in Bahasa Indonesia the dialog, its fields and the refusal speak Indonesian, for 4 s', () => {
    vi.useFakeTimers();
    activate('id', indonesian);
    const { onSend } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Minta Laporan' });
    for (const label of ['Nama Kampanye', 'Divisi', 'Kanal', 'Status Kampanye'])
      expect(within(dialog).getAllByLabelText(label)[0], label).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Semua kolom wajib diisi.');
    expect(within(dialog).getAllByLabelText('Divisi')[0]).toHaveAttribute('aria-invalid', 'true');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('with one field missing it still refuses; complete, it sends the request body', async () => {
    const user = userEvent.setup();
    const { onSend } = renderDialog();
    await pick(user, 'Campaign Name', 'Kitchen Appliance Launch');
    await pick(user, 'Division', 'Marketing');
    await pick(user, 'Channel', 'Electrolux_M2M (whatsapp business)');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required.');
    expect(onSend).not.toHaveBeenCalled();

    await pick(user, 'Campaign Status', 'Select All');
    expect(await screen.findByRole('option', { name: 'Deselect All', hidden: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({
      client_id: 'div-marketing',
      campaign_name: 'Kitchen Appliance Launch',
      channel_account_id: 1,
      request_status: ['DONE', 'FINISHED'],
    });
  });

  it("'All fields are required.' marks the fields that are missing, each until it is filled", async () => {
    const user = userEvent.setup();
    renderDialog();
    await pick(user, 'Campaign Name', 'Kitchen Appliance Launch');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required.');
    const field = (label: string) => screen.getAllByLabelText(label)[0] as HTMLElement;
    expect(field('Campaign Name')).not.toHaveAttribute('aria-invalid');
    for (const label of ['Division', 'Channel', 'Campaign Status'])
      expect(field(label), label).toHaveAttribute('aria-invalid', 'true');
    await pick(user, 'Division', 'Marketing');
    expect(field('Division')).not.toHaveAttribute('aria-invalid');
    expect(field('Channel')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lookups that could not be loaded say so, with Retry, as New Campaign does', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderDialog(vi.fn(), vi.fn(), {
      loadErrors: {
        campaigns: 'reports.request.loadFailed.campaigns',
        channels: 'reports.request.loadFailed.channels',
      },
      onRetry,
    });
    const dialog = screen.getByRole('dialog', { name: 'Request Download' });
    expect(dialog).toHaveTextContent('Could not load the campaigns.');
    expect(dialog).toHaveTextContent('Could not load the channels.');
    await user.click(within(dialog).getByRole('button', { name: 'Retry loading Campaign Name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Retry loading Channel' }));
    expect(onRetry.mock.calls).toEqual([['campaigns'], ['channels']]);
  });

  it('Escape on an open drop-down closes only the drop-down; a second Escape closes the dialog', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog();
    const field = screen.getAllByLabelText('Campaign Status')[0]?.closest('.field') as HTMLElement;
    await user.click(field.querySelector('.p-multiselect') as HTMLElement);
    await screen.findByRole('option', { name: 'Select All', hidden: true });
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Channel and Campaign Status narrow to what the chosen campaign has', async () => {
    const user = userEvent.setup();
    render(
      <RequestDownloadDialog
        visible
        sending={false}
        campaignNames={['Ramadan Service Promo', 'SMS Blast']}
        divisions={[{ label: raw('Marketing'), value: 'div-marketing' }]}
        channels={[
          { label: raw('Electrolux_M2M (whatsapp business)'), value: 1 },
          { label: raw('Electrolux_SMS (sms)'), value: 3 },
        ]}
        statuses={STATUSES}
        campaigns={[
          campaign({ id: 1, name: 'Ramadan Service Promo', channel_account_id: 1, status: 'FINISHED' }),
          campaign({ id: 2, name: 'SMS Blast', channel_account_id: 3, status: 'DONE' }),
        ]}
        loadingCampaigns={false}
        onCancel={vi.fn()}
        onSend={vi.fn()}
      />,
    );
    await pick(user, 'Campaign Name', 'SMS Blast');
    const channel = screen.getAllByLabelText('Channel')[0]?.closest('.field') as HTMLElement;
    await user.click(channel.querySelector('.p-dropdown') as HTMLElement);
    expect(
      await screen.findByRole('option', { name: 'Electrolux_SMS (sms)', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('option', { name: 'Electrolux_M2M (whatsapp business)', hidden: true }),
    ).toBeNull();
    await user.keyboard('{Escape}');
    const status = screen.getAllByLabelText('Campaign Status')[0]?.closest('.field') as HTMLElement;
    await user.click(status.querySelector('.p-multiselect') as HTMLElement);
    expect(await screen.findByRole('option', { name: 'done', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'finished', hidden: true })).toBeNull();
  });

  it('a mouse click on Campaign Name while the campaigns load opens it, saying "Loading..."', async () => {
    const user = userEvent.setup();
    renderDialog(vi.fn(), vi.fn(), { campaignNames: [], loadingCampaigns: true });
    const field = screen.getAllByLabelText('Campaign Name')[0]?.closest('.field') as HTMLElement;
    await user.click(field.querySelector('.p-dropdown') as HTMLElement);
    expect(await screen.findByText('Loading...', { selector: '.p-dropdown-panel *' })).toBeInTheDocument();
  });

  it('Cancel closes', async () => {
    const user = userEvent.setup();
    const { onCancel, onSend } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
  });
});
