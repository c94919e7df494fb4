import { activate, raw, translate } from '../i18n/i18n';
import english from '../i18n/catalogues/en.json';
import indonesian from '../i18n/catalogues/id.json';
import {
  CAMPAIGN_STATUS_CATALOGUE,
  campaignStatusEntry,
  campaignStatusOf,
  campaignStatusRank,
  FINISHED_CAMPAIGN_STATUS,
  isUploadInProgress,
  REPORT_STATUS_CATALOGUE,
  reportStatusEntry,
  UPLOAD_STATUS_CATALOGUE,
  UPLOAD_STATUS_LABELS,
  uploadStatusesLabelled,
  uploadStatusEntry,
  uploadStatusLabelText,
  uploadStatusLabel,
  type BadgeTone,
  type StatusEntry,
} from './statuses';
import { CAMPAIGN_ACTIONS, CAMPAIGN_STATUSES, REPORT_STATUSES, UPLOAD_STATUSES } from '@crm/domain';

const TONES: readonly BadgeTone[] = ['success', 'info', 'danger', 'neutral'];

/** Every status of a catalogue has a label, a known tone and an action list, and nothing else is listed. */
function expectComplete(
  statuses: readonly string[],
  catalogue: Record<string, StatusEntry<string>>,
  actions: readonly string[],
) {
  expect(Object.keys(catalogue).sort()).toEqual([...statuses].sort());
  for (const status of statuses) {
    const entry = catalogue[status];
    if (!entry) throw new Error(`${status} has no entry`);
    expect(entry.label.trim(), status).not.toBe('');
    expect(TONES, status).toContain(entry.tone);
    expect(Array.isArray(entry.actions), status).toBe(true);
    for (const action of entry.actions) expect(actions, status).toContain(action);
    expect(new Set(entry.actions).size, status).toBe(entry.actions.length);
  }
}

describe('campaign status catalogue', () => {
  it('lists every status once, each with a label, a tone and its actions', () => {
    expect(new Set(CAMPAIGN_STATUSES).size).toBe(CAMPAIGN_STATUSES.length);
    expectComplete(CAMPAIGN_STATUSES, CAMPAIGN_STATUS_CATALOGUE, CAMPAIGN_ACTIONS);
  });

  it('labels each status lower-cased, as the screens show it (spec part 2 section 2)', () => {
    for (const status of CAMPAIGN_STATUSES) {
      expect(CAMPAIGN_STATUS_CATALOGUE[status].label).toBe(status.toLowerCase());
    }
  });

  it("offers approve and reject only while 'waiting approval', stop only while 'on going', 'proccessed' or 'done'", () => {
    const offering = (action: string) =>
      CAMPAIGN_STATUSES.filter((status) =>
        (CAMPAIGN_STATUS_CATALOGUE[status].actions as readonly string[]).includes(action),
      );
    expect(offering('approve')).toEqual(['WAITING APPROVAL']);
    expect(offering('reject')).toEqual(['WAITING APPROVAL']);
    expect(offering('stop')).toEqual(['ON GOING', 'PROCCESSED', 'DONE']);
  });

  it('keeps its flags consistent: sending statuses are live and current; only FINISHED is history only', () => {
    for (const status of CAMPAIGN_STATUSES) {
      const entry = CAMPAIGN_STATUS_CATALOGUE[status];
      if (entry.sending) expect(entry.live, status).toBe(true);
      expect(entry.current, status).toBe(status !== FINISHED_CAMPAIGN_STATUS);
    }
    const live = CAMPAIGN_STATUSES.filter((status) => CAMPAIGN_STATUS_CATALOGUE[status].live);
    expect(live).toEqual(['INITIAL', 'WAITING APPROVAL', 'ON GOING', 'PROCCESSED']);
  });

  it('says which statuses have started sending and in which a scheduled start can still be ahead', () => {
    const flagged = (flag: 'started' | 'awaitsStart') =>
      CAMPAIGN_STATUSES.filter((status) => CAMPAIGN_STATUS_CATALOGUE[status][flag]);
    expect(flagged('started')).toEqual(['ON GOING', 'PROCCESSED', 'DONE', 'FINISHED', 'STOPPED']);
    expect(flagged('awaitsStart')).toEqual(['INITIAL', 'WAITING APPROVAL', 'ON GOING', 'PROCCESSED']);
  });

  it('reads raw values whatever their case; unknown ones are shown as sent, neutral, with no action', () => {
    expect(campaignStatusOf(' waiting approval ')).toBe('WAITING APPROVAL');
    expect(campaignStatusOf('paused')).toBeNull();
    expect(campaignStatusEntry('Paused')).toEqual({
      label: 'paused',
      text: raw('paused'),
      tone: 'neutral',
      actions: [],
      live: true,
      sending: false,
      current: true,
      started: false,
      awaitsStart: false,
    });
    expect(campaignStatusEntry(null).label).toBe('');
    expect(campaignStatusEntry(null).live).toBe(false);
  });

  it('shows a status in the words of the language shown; its label (the filter value) stays the server’s', () => {
    activate('id', indonesian);
    expect(campaignStatusEntry('WAITING APPROVAL').label).toBe('waiting approval');
    expect(translate(campaignStatusEntry('WAITING APPROVAL').text)).toBe('Menunggu Persetujuan');
    expect(translate(uploadStatusEntry('done').text)).toBe('Selesai');
    expect(translate(uploadStatusLabelText('On Going'))).toBe('Sedang Diproses');
    expect(translate(reportStatusEntry('READY').text)).toBe('Siap');
    expect(translate(campaignStatusEntry('paused').text)).toBe('paused');
  });

  it('ranks statuses in lifecycle order, unknown ones last', () => {
    expect(campaignStatusRank('initial')).toBe(0);
    expect(campaignStatusRank('STOPPED')).toBe(CAMPAIGN_STATUSES.length - 1);
    expect(campaignStatusRank('paused')).toBe(CAMPAIGN_STATUSES.length);
  });
});

describe('upload status catalogue', () => {
  it('lists every status once, each with a label, a tone and no action (the server sets it)', () => {
    expectComplete(UPLOAD_STATUSES, UPLOAD_STATUS_CATALOGUE, []);
    for (const status of UPLOAD_STATUSES) expect(UPLOAD_STATUS_CATALOGUE[status].actions).toEqual([]);
  });

  it('gives each label one tone and at least one status', () => {
    for (const label of UPLOAD_STATUS_LABELS) {
      const statuses = uploadStatusesLabelled(label);
      expect(statuses.length, label).toBeGreaterThan(0);
      expect(new Set(statuses.map((status) => UPLOAD_STATUS_CATALOGUE[status].tone)).size, label).toBe(1);
    }
    expect(uploadStatusesLabelled('On Going')).toEqual(['execute', 'process']);
  });

  it.each([
    ['done', 'Completed'],
    ['execute', 'On Going'],
    ['process', 'On Going'],
    ['failed', 'Failed'],
    ['error', 'Failed'],
    ['', 'Failed'],
    [null, 'Failed'],
    ['DONE', 'Failed'],
    ['constructor', 'Failed'],
  ])('%j shows as %s (spec part 1 section 4)', (status, label) => {
    expect(uploadStatusLabel(status)).toBe(label);
  });

  it('colours Completed green and Failed red', () => {
    expect(UPLOAD_STATUS_CATALOGUE.done.tone).toBe('success');
    expect(UPLOAD_STATUS_CATALOGUE.failed.tone).toBe('danger');
  });

  it('is in progress only while On Going', () => {
    for (const status of UPLOAD_STATUSES) {
      expect(isUploadInProgress(status), status).toBe(uploadStatusLabel(status) === 'On Going');
    }
    expect(isUploadInProgress('whatever')).toBe(false);
  });
});

describe('report status catalogue', () => {
  it('lists every status once, each with a label, a tone and its actions', () => {
    expectComplete(REPORT_STATUSES, REPORT_STATUS_CATALOGUE, ['download']);
    for (const status of REPORT_STATUSES) {
      expect(REPORT_STATUS_CATALOGUE[status].label).toBe(status.toLowerCase());
    }
  });

  it('allows the download only once ready, and a generating report allows nothing', () => {
    for (const status of REPORT_STATUSES) {
      const entry = REPORT_STATUS_CATALOGUE[status];
      expect(entry.actions.length > 0, status).toBe(status === 'READY');
      if (entry.generating) expect(entry.actions, status).toEqual([]);
    }
  });

  it('treats an unknown status as generating unless its word says it ended', () => {
    expect(reportStatusEntry('queued')).toMatchObject({ label: 'queued', generating: true, tone: 'neutral' });
    expect(reportStatusEntry('Cancelled')).toMatchObject({ generating: false, actions: [], tone: 'danger' });
    expect(reportStatusEntry(' ready ')).toBe(REPORT_STATUS_CATALOGUE.READY);
  });
});

describe('one casing rule for every status, in each language', () => {
  /** Every status the screens word: campaigns, uploads and reports. */
  const ENTRIES = [
    ...CAMPAIGN_STATUSES.map((status) => ['campaign', CAMPAIGN_STATUS_CATALOGUE[status]] as const),
    ...UPLOAD_STATUSES.map((status) => ['upload', UPLOAD_STATUS_CATALOGUE[status]] as const),
    ...REPORT_STATUSES.map((status) => ['report', REPORT_STATUS_CATALOGUE[status]] as const),
  ];
  const titleCase = (words: string) => words.split(' ').every((word) => /^\p{Lu}/u.test(word));

  it("English: the spec's words, campaign and report statuses lower-cased, upload statuses as Completed / On Going / Failed", () => {
    activate('en', english);
    for (const [kind, entry] of ENTRIES) {
      const words = translate(entry.text);
      if (kind === 'upload') {
        expect(UPLOAD_STATUS_LABELS).toContain(words);
        expect(titleCase(words), words).toBe(true);
      } else expect(words, words).toBe(words.toLowerCase());
    }
  });

  it('Bahasa Indonesia, which the spec does not word: every status in title case, as its other labels', () => {
    activate('id', indonesian);
    for (const [, entry] of ENTRIES) {
      const words = translate(entry.text);
      expect(titleCase(words), words).toBe(true);
    }
  });
});
