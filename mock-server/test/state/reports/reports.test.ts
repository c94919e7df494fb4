import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportFileName, reportsDir, resolveReportFile } from '../../../src/state/reports/reportFiles.js';
import { seedState } from '../../../src/seed/index.js';
import { REPORT_PLANS } from '../../../src/seed/reports.js';
import { emptyCampaigns, type Campaign } from '../../../src/state/campaigns/campaigns.js';
import { REPORT_FILTERS } from '../../../src/state/filters/filterAreas.js';
import { applyFilters, FilterError, parseFilters } from '../../../src/state/filters/filterEngine.js';
import { MAX_ATTEMPTS, moveReport, REPORT_MOVES, type Report } from '../../../src/state/reports/reports.js';
import { REPORT_STATUSES, type ReportStatus } from '@crm/domain';
import { matchingCampaigns, neutraliseCell, utcText } from '../../../src/state/reports/reportWorkbook.js';

function report(overrides: Partial<Report> = {}): Report {
  return {
    id: 1,
    campaign_name: 'Ramadan Service Promo',
    client_id: 'div-marketing',
    division: 'Marketing',
    channel_account_id: 1,
    channel_name: 'whatsapp-business',
    request_status: ['FINISHED'],
    requested_by_username: 'marketer',
    requested_by_name: 'Citra Marketer',
    created_at: '2024-06-11T10:00:00.000Z',
    updated_at: '2024-06-11T10:00:00.000Z',
    status: 'PENDING',
    file: null,
    information: null,
    total_rows: null,
    attempts: 0,
    ...overrides,
  };
}

describe('report status machine', () => {
  it('allows exactly PENDING → PROCESSING → READY | FAILED (and back to PENDING on resume); final stays final', () => {
    const allowed: [ReportStatus, ReportStatus][] = [
      ['PENDING', 'PROCESSING'],
      ['PENDING', 'FAILED'],
      ['PROCESSING', 'READY'],
      ['PROCESSING', 'FAILED'],
      ['PROCESSING', 'PENDING'],
    ];
    for (const from of REPORT_STATUSES) {
      for (const to of REPORT_STATUSES) {
        const subject = report({ status: from });
        const ok = allowed.some(([a, b]) => a === from && b === to);
        if (ok) {
          moveReport(subject, to, '2024-06-11T10:01:00.000Z');
          expect(subject.status).toBe(to);
          expect(subject.updated_at).toBe('2024-06-11T10:01:00.000Z');
        } else expect(() => moveReport(subject, to, 'x'), `${from} → ${to}`).toThrow(/no move/);
      }
    }
    expect(REPORT_MOVES.READY).toEqual([]);
    expect(REPORT_MOVES.FAILED).toEqual([]);
  });

  it('counts generation attempts and sets the file or the reason with the move', () => {
    const subject = report();
    moveReport(subject, 'PROCESSING', 'a');
    moveReport(subject, 'PENDING', 'b');
    moveReport(subject, 'PROCESSING', 'c');
    expect(subject.attempts).toBe(2);
    moveReport(subject, 'READY', 'd', { file: 'reports/x.xlsx', total_rows: 3 });
    expect(subject).toMatchObject({ status: 'READY', file: 'reports/x.xlsx', total_rows: 3 });
    expect(MAX_ATTEMPTS).toBeGreaterThan(1);
  });
});

describe('formula neutralisation', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['+1+1', `'+1+1`],
    ['-1+1', `'-1+1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
    ['Plain', 'Plain'],
    ['a=b', 'a=b'],
    ['6281234', '6281234'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(neutraliseCell(input)).toBe(output);
  });

  it('null and undefined are empty cells; timestamps are UTC text', () => {
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(undefined)).toBe('');
    expect(utcText('2024-06-11T10:05:07.123Z')).toBe('2024-06-11 10:05:07');
    expect(utcText('2024-06-11T12:05:07+02:00')).toBe('2024-06-11 10:05:07');
    expect(utcText(null)).toBe('');
    expect(utcText('not a date')).toBe('');
  });
});

describe('report files', () => {
  it('names files after id, campaign and creation time, with only safe characters', () => {
    expect(reportFileName(report({ id: 12, campaign_name: 'Ramadan Service Promo' }))).toBe(
      'report-12-ramadan-service-promo-20240611-100000.xlsx',
    );
    expect(reportFileName(report({ campaign_name: '../../etc/passwd' }))).toBe(
      'report-1-etc-passwd-20240611-100000.xlsx',
    );
    expect(reportFileName(report({ campaign_name: 'Éxito Café ☕' }))).toBe(
      'report-1-exito-cafe-20240611-100000.xlsx',
    );
    expect(reportFileName(report({ campaign_name: '***' }))).toBe('report-1-campaign-20240611-100000.xlsx');
  });

  it('resolves only plain .xlsx names inside the reports folder', () => {
    const dataDir = path.resolve('/srv/data');
    expect(resolveReportFile(dataDir, 'report-1-a-20240611-100000.xlsx')).toBe(
      path.join(reportsDir(dataDir), 'report-1-a-20240611-100000.xlsx'),
    );
    for (const name of [
      '../state.json',
      '..\\state.xlsx',
      '/etc/passwd.xlsx',
      'a/b.xlsx',
      '.hidden.xlsx',
      'report..xlsx',
      'report.xlsx.tmp',
      'report.json',
      'report .xlsx',
      'report\u0000.xlsx',
      '',
    ]) {
      expect(resolveReportFile(dataDir, name), name).toBeUndefined();
    }
  });
});

describe('report filters', () => {
  const reports = [
    report({ id: 1, created_at: '2024-06-10T23:59:59.000Z' }),
    report({
      id: 2,
      campaign_name: 'Other',
      client_id: 'div-service',
      created_at: '2024-06-11T00:00:00.000Z',
    }),
  ];

  it('matches by id, name (any case), division and UTC creation day; several values of one property are alternatives', () => {
    const ids = (filters: Parameters<typeof parseFilters>[1]) =>
      applyFilters(reports, parseFilters(REPORT_FILTERS, filters)).map((entry) => entry.id);
    expect(ids([{ property: 'report_id', value: '02' }])).toEqual([2]);
    expect(ids([{ property: 'report_id', value: 2 }])).toEqual([2]);
    expect(ids([{ property: 'campaign_name', value: 'RAMADAN service PROMO' }])).toEqual([1]);
    expect(ids([{ property: 'client_id', value: 'div-service' }])).toEqual([2]);
    expect(ids([{ property: 'created_at', value: '2024-06-11' }])).toEqual([2]);
    expect(ids([{ property: 'created_at', value: '2024-06-10T08:00:00Z' }])).toEqual([1]);
    expect(
      ids([
        { property: 'report_id', value: '1' },
        { property: 'report_id', value: '2' },
      ]),
    ).toEqual([1, 2]);
    expect(
      ids([
        { property: 'report_id', value: '1' },
        { property: 'client_id', value: 'div-service' },
      ]),
    ).toEqual([]);
    expect(ids(undefined)).toEqual([1, 2]);
    expect(ids([{ property: 'campaign_name', value: null }])).toEqual([1, 2]);
  });

  it('refuses unknown properties and malformed values', () => {
    expect(() => parseFilters(REPORT_FILTERS, [{ property: 'status', value: 'READY' }])).toThrow(FilterError);
    expect(() => parseFilters(REPORT_FILTERS, [{ property: 'created_at', value: '2024-13-01' }])).toThrow(
      'created_at must be a date as YYYY-MM-DD',
    );
  });
});

describe('matching campaigns', () => {
  function campaign(overrides: Partial<Campaign>): Campaign {
    return {
      id: 1,
      name: 'Promo',
      channel_account_id: 1,
      client_id: 'div-marketing',
      division: 'div-consumer-care',
      status: 'FINISHED',
      created_at: '2024-06-01T00:00:00.000Z',
      ...overrides,
    } as Campaign;
  }

  it('same name (any case), same account, a requested status, and the division as client or submitter', () => {
    const state = emptyCampaigns();
    state.campaigns = [
      campaign({ id: 1 }),
      campaign({ id: 2, name: ' promo ', created_at: '2024-05-01T00:00:00.000Z' }),
      campaign({ id: 3, channel_account_id: 2 }),
      campaign({ id: 4, status: 'DONE' }),
      campaign({ id: 5, client_id: 'div-service', division: 'div-service' }),
      campaign({ id: 6, name: 'Promo 2' }),
    ];
    const criteria = { campaign_name: 'PROMO', channel_account_id: 1, request_status: ['FINISHED' as const] };
    const ids = (client_id: string) =>
      matchingCampaigns(state, { ...criteria, client_id }).map((entry) => entry.id);
    expect(ids('div-marketing')).toEqual([2, 1]);
    expect(ids('div-consumer-care')).toEqual([2, 1]);
    expect(ids('div-service')).toEqual([5]);
    expect(ids('div-it-support')).toEqual([]);
  });
});

describe('report seed', () => {
  const options = { seed: 20240611, seedCustomers: 200, now: new Date('2024-06-11T10:00:00.000Z') };

  it('is deterministic and has reports in every stage; ready ones name their files, failed ones say why', async () => {
    const os = await import('node:os');
    const { mkdtemp, readdir, rm } = await import('node:fs/promises');
    const dirA = await mkdtemp(path.join(os.tmpdir(), 'crm-report-seed-'));
    const dirB = await mkdtemp(path.join(os.tmpdir(), 'crm-report-seed-'));
    try {
      const a = await seedState({ ...options, dataDir: dirA });
      const b = await seedState({ ...options, dataDir: dirB });
      expect(JSON.stringify(b.reports)).toBe(JSON.stringify(a.reports));
      const reports = a.reports.reports;
      expect(reports).toHaveLength(REPORT_PLANS.length);
      expect(new Set(reports.map((entry) => entry.status))).toEqual(new Set(REPORT_STATUSES));
      const ready = reports.filter((entry) => entry.status === 'READY');
      expect((await readdir(path.join(dirA, 'reports'))).sort()).toEqual(
        ready.map((entry) => entry.file?.split('/').pop()).sort(),
      );
      expect(ready.every((entry) => (entry.total_rows ?? 0) > 0)).toBe(true);
      const failed = reports.filter((entry) => entry.status === 'FAILED');
      expect(failed.map((entry) => entry.information)).toEqual([
        "The campaign 'Warranty Care Video' is rejected, and has not been finished: request the report again with the status it has.",
        'The report file could not be written (ENOSPC). Request it again.',
      ]);
      expect(reports.every((entry) => entry.created_at <= options.now.toISOString())).toBe(true);
    } finally {
      await rm(dirA, { recursive: true, force: true });
      await rm(dirB, { recursive: true, force: true });
    }
  });
});
