import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { REPORT_PLANS } from '../../src/seed/reports.js';
import { findReport, MAX_ATTEMPTS } from '../../src/state/reports/reports.js';
import { writeSnapshotFile } from '../../src/state/store/snapshot.js';
import { bearer } from '../helpers.js';
import { listReports, waitForReport } from '../support/reportFixtures.js';

/** PERSIST_STATE=on: reports interrupted by a restart are resumed, or failed with a reason; none hangs. */

let dataDir: string | undefined;
const apps: FastifyInstance[] = [];

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

async function start(dir: string): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ dataDir: dir, persistState: true, campaignEngine: false }));
  apps.push(app);
  await app.ready();
  return app;
}

async function stop(app: FastifyInstance): Promise<void> {
  apps.splice(apps.indexOf(app), 1);
  await app.close();
}

const ramadan = {
  client_id: 'div-marketing',
  campaign_name: 'Ramadan Service Promo',
  channel_account_id: 1,
  request_status: ['FINISHED'],
};

describe('report generation across a restart', () => {
  it('resumes pending and interrupted reports, and fails one interrupted too often, with a reason', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-report-restart-'));
    const first = await start(dataDir);
    const marketer = await bearer(first, 'marketer');
    first.reportWorker.held = true;
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await first.inject({
        method: 'POST',
        url: '/api/reports/request',
        headers: marketer,
        payload: ramadan,
      });
      expect(response.json().status).toBe(1);
      ids.push(response.json().data.id);
    }
    const [pending, interrupted, exhausted] = ids.map((id) => findReport(first.store.state.reports, id));
    if (!pending || !interrupted || !exhausted) throw new Error('requested reports are missing');
    // The process dies while one is being generated for the first time and another for the last time.
    interrupted.status = 'PROCESSING';
    interrupted.attempts = 1;
    exhausted.status = 'PROCESSING';
    exhausted.attempts = MAX_ATTEMPTS;
    first.store.changed('reports');
    await stop(first);

    const second = await start(dataDir);
    const headers = await bearer(second, 'marketer');
    const afterRestart = await waitForReport(second, headers, exhausted.id, ['FAILED'], 2000);
    expect(afterRestart.information).toBe(
      `The report generation was interrupted ${MAX_ATTEMPTS} times (server restarts). Request it again.`,
    );
    for (const id of [pending.id, interrupted.id]) {
      const ready = await waitForReport(second, headers, id);
      expect(ready.status).toBe('READY');
      const name = ready.file?.split('/').pop() ?? '';
      const file = await second.inject({ method: 'GET', url: `/download-file/reports/${name}`, headers });
      expect(file.statusCode).toBe(200);
    }
    expect(
      (await listReports(second, headers)).filter((report) =>
        ['PENDING', 'PROCESSING'].includes(report.status),
      ),
    ).toEqual([]);
  });

  it('ready files survive the restart; a snapshot from before the reports area is seeded in place', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-report-restart-'));
    const first = await start(dataDir);
    const ready = first.store.state.reports.reports.filter((report) => report.status === 'READY');
    expect(ready.length).toBeGreaterThan(0);
    first.store.changed('reports');
    await stop(first);

    const second = await start(dataDir);
    const headers = await bearer(second, 'approver');
    for (const report of ready) {
      const name = report.file?.split('/').pop() ?? '';
      expect(
        (await second.inject({ method: 'GET', url: `/download-file/reports/${name}`, headers })).statusCode,
      ).toBe(200);
    }
    await stop(second);

    // A snapshot from before the reports area existed: its reports file holds no reports.
    await writeSnapshotFile(path.join(dataDir, 'state', 'reports.ndjson'), {});
    const third = await start(dataDir);
    const thirdHeaders = await bearer(third, 'approver');
    const reports = await listReports(third, thirdHeaders);
    expect(reports.map((report) => report.campaign_name)).toEqual(
      REPORT_PLANS.map((plan) => plan.campaign).reverse(),
    );
    const seededReady = reports.find((report) => report.status === 'READY');
    const name = seededReady?.file?.split('/').pop() ?? '';
    expect(
      (await third.inject({ method: 'GET', url: `/download-file/reports/${name}`, headers: thirdHeaders }))
        .statusCode,
    ).toBe(200);
  });
});
