import {
  buildReportFilters,
  campaignNameOptions,
  campaignStatusOptions,
  canRequestReports,
  channelOptions,
  channelText,
  divisionOptions,
  EMPTY_REQUEST_FORM,
  isGenerating,
  isRequestComplete,
  mergeCampaigns,
  toReportRequest,
  canDownload,
  downloadHint,
  failureReason,
  NO_REASON,
  NOT_READY_HINT,
  REQUIRED_MESSAGE,
} from './reportRules';
import { activate, msg, raw, translate } from '../../i18n/i18n';
import indonesian from '../../i18n/catalogues/id.json';
import { campaignStatusEntry, reportStatusEntry } from '../../lib/statuses';
import { filterChoices, toFilterRequest, type FilterValues } from '../../lists/filters';
import { REPORT_FILTERS } from './reportList';
import { campaign, report } from './testData';

describe('campaign options of the Request Download dialog', () => {
  it('merges the list with the FINISHED history: each campaign once (by id), newest first by created_at', () => {
    const list = [
      campaign({ id: 1, name: 'A', status: 'ON GOING', created_at: '2024-05-03T00:00:00Z' }),
      campaign({ id: 2, name: 'B', status: 'WAITING APPROVAL', created_at: '2024-05-05T00:00:00Z' }),
    ];
    const finished = [
      campaign({ id: 3, name: 'C', created_at: '2024-05-04T00:00:00Z' }),
      campaign({ id: 1, name: 'A (history copy)', status: 'FINISHED', created_at: '2024-05-03T00:00:00Z' }),
      campaign({ id: 4, name: 'D', created_at: '2024-04-01T00:00:00Z' }),
    ];
    const merged = mergeCampaigns(list, finished);
    expect(merged.map((entry) => entry.id)).toEqual([2, 3, 1, 4]);
    // The list call came first: its copy of campaign 1 is kept.
    expect(merged.find((entry) => entry.id === 1)?.name).toBe('A');
    expect(mergeCampaigns([], [])).toEqual([]);
    expect(mergeCampaigns([], finished).map((entry) => entry.id)).toEqual([3, 1, 4]);
  });

  it('equal creation times keep a stable order (higher id first)', () => {
    const at = '2024-05-01T00:00:00Z';
    expect(
      mergeCampaigns([campaign({ id: 5, created_at: at })], [campaign({ id: 9, created_at: at })]).map(
        (entry) => entry.id,
      ),
    ).toEqual([9, 5]);
  });

  it('names: newest campaign first, each name once, blanks left out', () => {
    expect(
      campaignNameOptions([
        campaign({ id: 3, name: 'Promo' }),
        campaign({ id: 2, name: 'Launch' }),
        campaign({ id: 1, name: 'Promo' }),
        campaign({ id: 0, name: '  ' }),
      ]),
    ).toEqual(['Promo', 'Launch']);
  });

  it('statuses come from the loaded campaigns, in lifecycle order, shown lower-cased and sent as received', () => {
    const options = campaignStatusOptions([
      campaign({ status: 'STOPPED' }),
      campaign({ status: 'FINISHED' }),
      campaign({ status: 'WAITING APPROVAL' }),
      campaign({ status: 'FINISHED' }),
      campaign({ status: 'ARCHIVED' }),
    ]);
    expect(options).toEqual([
      { label: 'status.campaign.waitingApproval', value: 'WAITING APPROVAL' },
      { label: 'status.campaign.finished', value: 'FINISHED' },
      { label: 'status.campaign.stopped', value: 'STOPPED' },
      // A status the catalogue does not know: the server's value, lower-cased, never looked up.
      { label: raw('archived'), value: 'ARCHIVED' },
    ]);
    expect(options.map((option) => translate(option.label))).toEqual([
      'waiting approval',
      'finished',
      'stopped',
      'archived',
    ]);
    activate('id', indonesian);
    expect(options.map((option) => translate(option.label))).toEqual([
      'Menunggu Persetujuan',
      'Berakhir',
      'Dihentikan',
      'archived',
    ]);
  });

  it('divisions are the user’s (value: the id); channels are the accounts, named with their channel', () => {
    expect(divisionOptions([{ id: 'div-marketing', name: 'Marketing' }])).toEqual([
      { label: raw('Marketing'), value: 'div-marketing' },
    ]);
    expect(divisionOptions(undefined)).toEqual([]);
    expect(
      channelOptions(
        [
          { id: 1, name: 'Electrolux_M2M', channel_id: 1, client_id: 'div-marketing' },
          { id: 7, name: 'Orphan', channel_id: 9, client_id: 'div-marketing' },
        ],
        [{ id: 1, name: 'whatsapp-business' }],
      ),
    ).toEqual([
      { label: raw('Electrolux_M2M (whatsapp business)'), value: 1 },
      { label: raw('Orphan'), value: 7 },
    ]);
  });
});

describe('the request form', () => {
  const complete = {
    campaignName: 'Ramadan Service Promo',
    division: 'div-marketing',
    channelAccountId: 1,
    statuses: ['FINISHED', 'DONE'],
  };

  it('needs all four fields', () => {
    expect(isRequestComplete(complete)).toBe(true);
    expect(isRequestComplete(EMPTY_REQUEST_FORM)).toBe(false);
    expect(isRequestComplete({ ...complete, campaignName: ' ' })).toBe(false);
    expect(isRequestComplete({ ...complete, division: null })).toBe(false);
    expect(isRequestComplete({ ...complete, channelAccountId: null })).toBe(false);
    expect(isRequestComplete({ ...complete, statuses: [] })).toBe(false);
    expect(translate(REQUIRED_MESSAGE)).toBe('All fields are required.');
  });

  it('becomes the request body: client_id is the division id', () => {
    expect(toReportRequest(complete)).toEqual({
      client_id: 'div-marketing',
      campaign_name: 'Ramadan Service Promo',
      channel_account_id: 1,
      request_status: ['FINISHED', 'DONE'],
    });
  });

  it('the button needs both report modules', () => {
    expect(canRequestReports(['crm.report.list', 'crm.report.request'])).toBe(true);
    expect(canRequestReports(['crm.report.list'])).toBe(false);
    expect(canRequestReports(['crm.report.request'])).toBe(false);
  });
});

describe('the report list', () => {
  it('shows statuses lower-cased and channels with spaces', () => {
    expect(reportStatusEntry('READY').label).toBe('ready');
    expect(reportStatusEntry(null).label).toBe('');
    expect(channelText('whatsapp-business')).toBe('whatsapp business');
  });

  it('says report and campaign statuses in the chosen language; unknown ones as the server sent them', () => {
    expect(reportStatusEntry('READY').text).toBe('status.report.ready');
    expect(reportStatusEntry(' pending ').text).toBe('status.report.pending');
    expect(reportStatusEntry('Queued').text).toEqual(raw('queued'));
    expect(reportStatusEntry(null).text).toEqual(raw(''));
    expect(campaignStatusEntry('ON GOING').text).toBe('status.campaign.onGoing');
    expect(
      ['PENDING', 'PROCESSING', 'READY', 'FAILED'].map((s) => translate(reportStatusEntry(s).text)),
    ).toEqual(['pending', 'processing', 'ready', 'failed']);
    activate('id', indonesian);
    expect(
      ['PENDING', 'PROCESSING', 'READY', 'FAILED'].map((s) => translate(reportStatusEntry(s).text)),
    ).toEqual(['Menunggu', 'Diproses', 'Siap', 'Gagal']);
    expect(translate(campaignStatusEntry('DONE').text)).toBe('Selesai');
  });

  it('a report without a file that has not failed is still being generated', () => {
    expect(isGenerating(report({ status: 'PENDING', file: null }))).toBe(true);
    expect(isGenerating(report({ status: 'PROCESSING', file: null }))).toBe(true);
    expect(isGenerating(report({ status: 'queued', file: null }))).toBe(true);
    expect(isGenerating(report({ status: 'READY' }))).toBe(false);
    expect(isGenerating(report({ status: 'FAILED', file: null }))).toBe(false);
    expect(isGenerating(report({ status: 'error', file: null }))).toBe(false);
    expect(isGenerating(report({ status: 'cancelled', file: null }))).toBe(false);
  });

  it('offers the download only with a file and a status that allows it', () => {
    expect(canDownload(report({ status: 'READY' }))).toBe(true);
    expect(canDownload(report({ status: 'READY', file: null }))).toBe(false);
    expect(canDownload(report({ status: 'PROCESSING', file: null }))).toBe(false);
    expect(canDownload(report({ status: 'FAILED' }))).toBe(false);
    // A status this backend does not send: the file decides (the spec's only rule).
    expect(canDownload(report({ status: 'available' }))).toBe(true);
  });

  it('filter options come from the loaded reports (the declared filters)', () => {
    const reports = [
      report({ id: 12, division: 'Marketing' }),
      report({ id: 3, campaign_name: 'Launch', division: 'Consumer Care', client_id: 'div-consumer-care' }),
    ];
    const values = Object.fromEntries(
      Object.entries(filterChoices(REPORT_FILTERS, reports)).map(([field, options]) => [
        field,
        options.map((option) => option.value),
      ]),
    );
    expect(values).toEqual({
      report_id: ['3', '12'],
      campaign_name: ['Launch', 'Ramadan Service Promo'],
      division: ['Consumer Care', 'Marketing'],
    });
  });

  it('filters: blanks dropped; the division is sent as its client id; the date as YYYY-MM-DD', () => {
    const reports = [
      report({ division: 'Consumer Care', client_id: 'div-consumer-care' }),
      report({ division: 'Marketing', client_id: 'div-marketing' }),
    ];
    const request = (values: FilterValues) =>
      buildReportFilters(toFilterRequest(REPORT_FILTERS, values), reports);
    expect(request({})).toEqual([]);
    expect(
      request({ report_id: '12', campaign_name: '  ', division: 'Consumer Care', created_at: '2024-06-11' }),
    ).toEqual([
      { property: 'report_id', value: '12' },
      { property: 'client_id', value: 'div-consumer-care' },
      { property: 'created_at', value: '2024-06-11' },
    ]);
    expect(request({ campaign_name: 'Launch' })).toEqual([{ property: 'campaign_name', value: 'Launch' }]);
    // A division no loaded report has is sent as it is.
    expect(request({ division: 'Sales' })).toEqual([{ property: 'client_id', value: 'Sales' }]);
  });
});

describe('report hints', () => {
  it('a ready report offers its file', () => {
    const hint = downloadHint(report());
    expect(hint).toEqual(
      msg('reports.hint.download', { name: 'report-1-ramadan-service-promo-20240601-080000.xlsx' }),
    );
    expect(translate(hint)).toBe('Download report-1-ramadan-service-promo-20240601-080000.xlsx');
    expect(failureReason(report())).toBeNull();
  });

  it('a failed report says why it failed (the server words as written), not that the file is coming', () => {
    const failed = report({ status: 'FAILED', file: null, information: 'The campaign has no recipients.' });
    expect(translate(downloadHint(failed))).toBe('The report failed: The campaign has no recipients.');
    expect(failureReason(failed)).toEqual(raw('The campaign has no recipients.'));
    expect(failureReason(report({ status: 'FAILED', file: null }))).toEqual(NO_REASON);
    expect(translate(downloadHint(report({ status: 'FAILED', file: null })))).toBe(
      'The report failed: The server gave no reason.',
    );
    // Another backend's word for it counts too.
    expect(failureReason(report({ status: 'error', file: null, information: 'Timed out' }))).toEqual(
      raw('Timed out'),
    );
  });

  it('a report still on its way says the file is not ready yet', () => {
    for (const status of ['PENDING', 'PROCESSING'])
      expect(downloadHint(report({ status, file: null }))).toBe(NOT_READY_HINT);
    expect(translate(NOT_READY_HINT)).toBe('The file is not ready yet');
    expect(failureReason(report({ status: 'PENDING', file: null }))).toBeNull();
  });
});
