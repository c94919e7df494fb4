import {
  campaignPace,
  canManageCampaigns,
  channelNameOf,
  detailStatusOf,
  channelOptions,
  channelText,
  isCurrentCampaign,
  isSending,
  listProgressOf,
  occurrenceText,
  offeredActions,
  percentOf,
  rejectionOf,
  repeatEveryText,
  repeatOf,
  pendingStartText,
} from './campaignRules';
import { campaignStatusEntry } from '../../lib/statuses';
import { CAMPAIGN_STATUSES } from '@crm/domain';
import { campaign } from '../../test/campaigns';
import { activate, inEnglish, translate } from '../../i18n/i18n';
import indonesian from '../../i18n/catalogues/id.json';

const ALL = [
  'crm.campaign.list',
  'crm.campaign.list.approve',
  'crm.campaign.list.reject',
  'crm.campaign.list.stop',
];

describe('action offering (spec part 2 section 4)', () => {
  it.each([
    ['WAITING APPROVAL', { approve: true, reject: true, stop: false }],
    ['waiting approval', { approve: true, reject: true, stop: false }],
    ['ON GOING', { approve: false, reject: false, stop: true }],
    ['PROCCESSED', { approve: false, reject: false, stop: true }],
    ['DONE', { approve: false, reject: false, stop: true }],
    ['INITIAL', { approve: false, reject: false, stop: false }],
    ['FINISHED', { approve: false, reject: false, stop: false }],
    ['REJECTED', { approve: false, reject: false, stop: false }],
    ['STOPPED', { approve: false, reject: false, stop: false }],
    ['', { approve: false, reject: false, stop: false }],
  ])('%j offers %j to a user with all three modules', (status, offered) => {
    expect(offeredActions(status, ALL)).toEqual(offered);
  });

  it.each([
    [['crm.campaign.list.approve', 'crm.campaign.list.reject']],
    [['crm.campaign.list.approve', 'crm.campaign.list.stop']],
    [['crm.campaign.list.reject', 'crm.campaign.list.stop']],
    [['crm.campaign.list']],
  ])('nothing is offered without all three modules: %j', (modules) => {
    expect(canManageCampaigns(modules)).toBe(false);
    expect(offeredActions('WAITING APPROVAL', modules)).toEqual({
      approve: false,
      reject: false,
      stop: false,
    });
    expect(offeredActions('ON GOING', modules)).toEqual({ approve: false, reject: false, stop: false });
  });
});

describe('statuses', () => {
  it('are shown lower-cased', () => {
    expect(campaignStatusEntry('WAITING APPROVAL').label).toBe('waiting approval');
    expect(campaignStatusEntry(null).label).toBe('');
  });

  it('the list holds every status but finished', () => {
    expect(['INITIAL', 'REJECTED', 'STOPPED', 'DONE'].every(isCurrentCampaign)).toBe(true);
    expect(isCurrentCampaign('FINISHED')).toBe(false);
  });

  it('the detail polls until the campaign is done, finished, stopped or rejected', () => {
    const isLive = (status: string) => campaignStatusEntry(status).live;
    expect(['INITIAL', 'WAITING APPROVAL', 'ON GOING', 'proccessed'].every(isLive)).toBe(true);
    expect(['DONE', 'FINISHED', 'STOPPED', 'rejected', ''].some(isLive)).toBe(false);
    expect(['ON GOING', 'PROCCESSED'].every(isSending)).toBe(true);
    expect(isSending('WAITING APPROVAL')).toBe(false);
  });
});

describe('repeat texts', () => {
  it.each([
    ['daily', 1, 'Repeat Every 1 Day(s)'],
    ['weekly', 2, 'Repeat Every 2 Week(s)'],
    ['monthly', 3, 'Repeat Every 3 Month(s)'],
    ['yearly', 1, 'Repeat Every 1 Year(s)'],
    [null, 1, '-'],
  ] as const)('%s × %i → %s', (type, count, text) => {
    expect(inEnglish(repeatEveryText(type, count))).toBe(text);
  });

  it('occurrences keep the spec spelling', () => {
    expect(inEnglish(occurrenceText(3))).toBe('3 Occurence(s)');
  });

  it('the repeat in Bahasa Indonesia', () => {
    activate('id', indonesian);
    expect(translate(repeatEveryText('weekly', 2))).toBe('Ulangi Setiap 2 Minggu');
    expect(translate(occurrenceText(3))).toBe('3 kali');
  });

  it('what is sent, as the backend reads 0: a count of 0 repeats every 1, 0 or 1 occurrences send once', () => {
    const oneOff = { is_repeated: true, repeat_type: 'daily' as const, count_repeat: 0, num_of_occurence: 0 };
    expect(repeatOf(oneOff)).toBeNull();
    expect(repeatOf({ ...oneOff, num_of_occurence: 1 })).toBeNull();
    const repeat = repeatOf({ ...oneOff, num_of_occurence: 3 });
    expect(repeat && { every: inEnglish(repeat.every), occurrences: inEnglish(repeat.occurrences) }).toEqual({
      every: 'Repeat Every 1 Day(s)',
      occurrences: '3 Occurence(s)',
    });
    expect(repeatOf({ ...oneOff, is_repeated: false, num_of_occurence: 3 })).toBeNull();
  });
});

describe('channels', () => {
  const accounts = [
    { id: 1, name: 'Electrolux_M2M', channel_id: 1, client_id: 'c' },
    { id: 2, name: 'Electrolux_Service', channel_id: 1, client_id: 'c' },
    { id: 3, name: 'Electrolux_SMS', channel_id: 2, client_id: 'c' },
  ];
  const channels = [
    { id: 1, name: 'whatsapp-business' },
    { id: 2, name: 'sms-gateway' },
  ];

  it('uses channel_name when present, else looks it up through the account', () => {
    expect(channelNameOf(campaign({ channel_name: 'x-y' }), accounts, channels)).toBe('x-y');
    expect(channelNameOf(campaign({ channel_name: null, channel_account_id: 3 }), accounts, channels)).toBe(
      'sms-gateway',
    );
    expect(
      channelNameOf(campaign({ channel_name: null, channel_account_id: 9 }), accounts, channels),
    ).toBeNull();
    expect(channelText('whatsapp-business')).toBe('whatsapp business');
    expect(channelText(null)).toBe('-');
  });

  it('filter options: one per account in the data, named by channel, with the account when a channel has several', () => {
    const campaigns = [
      campaign({ id: 1, channel_account_id: 1 }),
      campaign({ id: 2, channel_account_id: 2, channel_name: 'whatsapp-business' }),
      campaign({ id: 3, channel_account_id: 3, channel_name: 'sms-gateway' }),
      campaign({ id: 4, channel_account_id: 1 }),
    ];
    expect(channelOptions(campaigns, accounts, channels)).toEqual([
      { label: 'sms gateway', accountId: 3 },
      { label: 'whatsapp business (Electrolux_M2M)', accountId: 1 },
      { label: 'whatsapp business (Electrolux_Service)', accountId: 2 },
    ]);
  });
});

describe('acting safely: the start and the rejection', () => {
  const NOW = Date.parse('2026-11-24T10:00:00.000Z');

  it('a scheduled campaign that has not started says when it starts', () => {
    const scheduled = { is_scheduled: true, schedule_start_date: '2026-11-26', sent_recipients: 0 };
    expect(pendingStartText(scheduled, NOW)).toBe('2026-11-26 00:00 UTC');
    expect(pendingStartText({ ...scheduled, schedule_start_date: '2026-11-01' }, NOW)).toBeNull();
  });

  it('a rejected campaign shows its note and the newest rejecting user', () => {
    const step = (action: string, by: string, note: string | null) => ({
      at: '2024-05-01T10:00:00Z',
      action,
      from_status: null,
      to_status: 'REJECTED',
      by_username: by.toLowerCase(),
      by_name: by,
      note,
    });
    expect(
      rejectionOf({
        status: 'REJECTED',
        rejection_note: 'Wrong segment',
        histories: [step('SUBMITTED', 'Citra', null), step('REJECTED', 'Budi', 'Wrong segment')],
      }),
    ).toEqual({ note: 'Wrong segment', by: 'Budi', at: '2024-05-01T10:00:00Z' });
    expect(rejectionOf({ status: 'REJECTED', rejection_note: '' })).toEqual({
      note: '-',
      by: null,
      at: null,
    });
    expect(rejectionOf({ status: 'ON GOING', rejection_note: null })).toBeNull();
  });
});

describe("the detail's status: what it says and whether it is being followed closely", () => {
  const NOW = Date.parse('2026-11-24T10:00:00.000Z');
  const schedules = [
    { name: 'not scheduled', is_scheduled: false, schedule_start_date: null },
    { name: 'starting in 8 days', is_scheduled: true, schedule_start_date: '2026-12-02' },
    { name: 'started yesterday', is_scheduled: true, schedule_start_date: '2026-11-23' },
  ];

  it.each(CAMPAIGN_STATUSES.flatMap((status) => schedules.map((schedule) => [status, schedule] as const)))(
    '%s, %o: the spinner only while the next look is a few seconds away; approved and waiting for its date says so',
    (status, { is_scheduled, schedule_start_date }) => {
      for (const sent of [0, 5]) {
        const shown = campaign({ status, is_scheduled, schedule_start_date, sent_recipients: sent });
        const { badge, start, live } = detailStatusOf(shown, NOW);
        expect(live).toBe(campaignPace(shown, NOW)?.kind === 'soon');
        const waitsForDate = is_scheduled && schedule_start_date === '2026-12-02' && sent === 0;
        const approved = campaignStatusEntry(status).sending;
        expect(translate(badge.label)).toBe(
          approved && waitsForDate ? 'Approved' : translate(campaignStatusEntry(status).text),
        );
        expect(start).toBe(
          waitsForDate && campaignStatusEntry(status).awaitsStart ? '2026-12-02 00:00 UTC' : null,
        );
        if (approved && waitsForDate) expect(live).toBe(false);
      }
    },
  );
});

describe('list progress', () => {
  const base = {
    total_recipients: 40,
    sent_recipients: 30,
    read_recipients: 12,
    is_scheduled: false,
    schedule_start_date: null,
  };

  it.each(['ON GOING', 'PROCCESSED', 'DONE', 'FINISHED', 'STOPPED'])(
    '%s: recipients with sent and read',
    (status) => {
      expect(listProgressOf({ ...base, status })).toEqual({
        recipients: 40,
        progress: { sent: 30, read: 12 },
        scheduledStart: null,
      });
    },
  );

  it.each(['WAITING APPROVAL', 'INITIAL', 'REJECTED'])('%s: recipients only', (status) => {
    expect(listProgressOf({ ...base, sent_recipients: 0, read_recipients: 0, status })).toEqual({
      recipients: 40,
      progress: null,
      scheduledStart: null,
    });
  });

  it('a scheduled campaign that has sent nothing yet shows its start', () => {
    const scheduled = {
      ...base,
      sent_recipients: 0,
      read_recipients: 0,
      is_scheduled: true,
      schedule_start_date: '2026-12-01T08:00:00.000Z',
    };
    expect(listProgressOf({ ...scheduled, status: 'WAITING APPROVAL' }).scheduledStart).toBe(
      '2026-12-01T08:00:00.000Z',
    );
    expect(listProgressOf({ ...scheduled, status: 'ON GOING' })).toMatchObject({
      progress: null,
      scheduledStart: '2026-12-01T08:00:00.000Z',
    });
    expect(listProgressOf({ ...scheduled, status: 'REJECTED' }).scheduledStart).toBeNull();
    expect(
      listProgressOf({ ...scheduled, sent_recipients: 3, status: 'ON GOING' }).scheduledStart,
    ).toBeNull();
  });

  it('an answer without the counts shows none', () => {
    expect(listProgressOf({ status: 'ON GOING', is_scheduled: false, schedule_start_date: null })).toEqual({
      recipients: null,
      progress: null,
      scheduledStart: null,
    });
  });

  it('bars are clamped percentages', () => {
    expect(percentOf(30, 40)).toBe('75%');
    expect(percentOf(50, 40)).toBe('100%');
    expect(percentOf(1, 0)).toBe('0%');
    expect(percentOf(1, null)).toBe('0%');
  });
});
