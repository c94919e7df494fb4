import { type CampaignStatus } from '@crm/domain';
import * as XLSX from '@e965/xlsx';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { findCampaign } from '../../src/state/campaigns/campaigns.js';
import type { RecordValues } from '../../src/state/records/recordTable.js';
import { campaignBody, insertCustomers, testCustomer } from './campaignFixtures.js';

/** What a report test needs: campaigns with recipients, created through the campaign API and engine. */

export type Headers = Record<string, string>;

/**
 * Inserts `customers` (test segment values plus the overrides), creates a campaign for them as `creator`
 * on channel account 1 (div-marketing), has `approver` approve it and steps the engine until it reaches
 * `until` (FINISHED by default). Returns the campaign id.
 */
export async function campaignWithRecipients(
  app: FastifyInstance,
  headers: { creator: Headers; approver: Headers },
  options: { name: string; customers: RecordValues[]; until?: CampaignStatus },
): Promise<number> {
  const before = Object.keys(app.store.state.customers.records).length;
  insertCustomers(
    app,
    options.customers.map((overrides, index) => testCustomer(before + index + 1, overrides)),
  );
  const created = await app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers: headers.creator,
    payload: campaignBody({ name: options.name }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.campaign.id as number;
  const engine = app.campaignEngine;
  const campaign = findCampaign(app.store.state.campaigns, id);
  if (!campaign) throw new Error('the created campaign is not in the state');
  for (let tick = 0; tick < 50 && campaign.status !== 'WAITING APPROVAL'; tick += 1) engine.step();
  const until = options.until ?? 'FINISHED';
  if (until === 'WAITING APPROVAL') return id;
  const approved = await app.inject({
    method: 'POST',
    url: '/api/campaigns/state',
    headers: headers.approver,
    payload: { state: 'ACCEPTED', campaign_id: id },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  for (let tick = 0; tick < 500 && campaign.status !== until; tick += 1) engine.step();
  expect(campaign.status).toBe(until);
  return id;
}

export interface ReportJson {
  id: number;
  campaign_name: string;
  client_id: string;
  division: string;
  channel_name: string;
  channel_account_id: number;
  request_status: string[];
  created_at: string;
  updated_at: string;
  status: string;
  file: string | null;
  information: string | null;
  total_rows: number | null;
}

export async function listReports(app: FastifyInstance, headers: Headers): Promise<ReportJson[]> {
  const response = await app.inject({ method: 'GET', url: '/api/reports', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ReportJson[];
}

/** Polls the list until the report reaches one of `statuses` (the worker runs on real, scaled timers). */
export async function waitForReport(
  app: FastifyInstance,
  headers: Headers,
  id: number,
  statuses: readonly string[] = ['READY', 'FAILED'],
  timeoutMs = 10_000,
): Promise<ReportJson> {
  const deadline = Date.now() + timeoutMs;
  let last: ReportJson | undefined;
  while (Date.now() < deadline) {
    last = (await listReports(app, headers)).find((report) => report.id === id);
    if (last && statuses.includes(last.status)) return last;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  throw new Error(`report ${id} did not reach ${statuses.join('/')}: ${JSON.stringify(last)}`);
}

/** Parses an .xlsx body: every sheet as rows of text. */
export function readWorkbook(bytes: Buffer): Record<string, string[][]> {
  const book = XLSX.read(bytes, { type: 'buffer' });
  return Object.fromEntries(
    book.SheetNames.map((name) => [
      name,
      XLSX.utils.sheet_to_json<string[]>(book.Sheets[name] as XLSX.WorkSheet, {
        header: 1,
        raw: false,
        defval: '',
      }),
    ]),
  );
}

/** The raw cell objects of a sheet (to check types and that no cell carries a formula). */
export function cellsOf(bytes: Buffer, sheet: string): XLSX.CellObject[] {
  const book = XLSX.read(bytes, { type: 'buffer', cellFormula: true });
  const ws = book.Sheets[sheet] as XLSX.WorkSheet;
  return Object.entries(ws)
    .filter(([key]) => !key.startsWith('!'))
    .map(([, cell]) => cell as XLSX.CellObject);
}
