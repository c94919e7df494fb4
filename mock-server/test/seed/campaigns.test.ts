import { CAMPAIGN_STATUSES } from '@crm/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_PLANS } from '../../src/seed/campaigns.js';
import { seedState } from '../../src/seed/index.js';
import { validateCampaignInput } from '../../src/state/campaigns/campaignInput.js';
import { recipientsOf } from '../../src/state/campaigns/campaigns.js';
import { bearer, type TestApp } from '../helpers.js';

const NOW = new Date('2024-06-11T10:00:00.000Z');
// The seed writes files (the ready reports): give it a folder of its own.
let seedDir = '';
beforeAll(async () => {
  seedDir = await mkdtemp(path.join(os.tmpdir(), 'crm-campaign-seed-'));
});
afterAll(async () => {
  await rm(seedDir, { recursive: true, force: true });
});
const options = (seedCustomers: number) => ({ seed: 20240611, seedCustomers, dataDir: seedDir, now: NOW });

let ctx: TestApp | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

describe('campaign seed', () => {
  it('has campaigns in every status, with histories and recipients', async () => {
    const state = await seedState(options(500));
    const campaigns = state.campaigns.campaigns;
    expect(campaigns).toHaveLength(CAMPAIGN_PLANS.length);
    expect(new Set(campaigns.map((campaign) => campaign.status))).toEqual(new Set(CAMPAIGN_STATUSES));
    for (const campaign of campaigns) {
      expect(campaign.histories[0]?.action).toBe('CREATED');
      expect(recipientsOf(state.campaigns, campaign.id).length).toBeGreaterThan(0);
    }
    const rejected = campaigns.filter((campaign) => campaign.status === 'REJECTED');
    expect(rejected.every((campaign) => (campaign.rejection_note ?? '').length > 10)).toBe(true);
    const finished = campaigns.find((campaign) => campaign.name === 'Kitchen Appliance Launch');
    expect(finished?.status).toBe('FINISHED');
    expect(new Set(recipientsOf(state.campaigns, finished!.id).map((row) => row.occurrence))).toEqual(
      new Set([1, 2, 3]),
    );
    const created = campaigns.map((campaign) => campaign.created_at);
    expect(created).toEqual([...created].sort());
    expect(campaigns.every((campaign) => campaign.updated_at <= NOW.toISOString())).toBe(true);
  });

  it('is deterministic', async () => {
    const a = await seedState(options(300));
    const b = await seedState(options(300));
    expect(JSON.stringify(b.campaigns)).toBe(JSON.stringify(a.campaigns));
  });

  it("every seeded campaign's parameters fit its template", async () => {
    const state = await seedState(options(200));
    for (const campaign of state.campaigns.campaigns) {
      const result = validateCampaignInput(
        {
          ...campaign,
          status: 'INITIAL',
          is_scheduled: false,
          schedule_start_date: null,
          schedule_end_date: null,
        },
        state.campaigns,
        '2024-06-11',
      );
      expect(result.ok ? [] : result.errors, campaign.name).toEqual([]);
    }
  });

  it('copes with no customers at all: the campaigns exist, without recipients', async () => {
    const state = await seedState(options(0));
    expect(Object.keys(state.customers.records)).toHaveLength(0);
    expect(state.campaigns.campaigns).toHaveLength(CAMPAIGN_PLANS.length);
    expect(
      state.campaigns.campaigns.every((campaign) => recipientsOf(state.campaigns, campaign.id).length === 0),
    ).toBe(true);
  });
});

describe('PERSIST_STATE: the engine resumes after a restart', () => {
  it('campaigns left running finish after the app is rebuilt on the same snapshot', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const { buildApp } = await import('../../src/app.js');
    const { testConfig } = await import('../../src/config.js');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-campaign-persist-'));
    try {
      const config = testConfig({ dataDir, persistState: true, campaignEngine: false });
      const first = await buildApp(config);
      await first.ready();
      const running = first.store.state.campaigns.campaigns.filter((campaign) =>
        ['ON GOING', 'PROCCESSED', 'INITIAL'].includes(campaign.status),
      );
      expect(running.length).toBeGreaterThan(0);
      // Approved before the restart: only the snapshot knows, a fresh seed would have it waiting approval.
      const approved = first.store.state.campaigns.campaigns.find(
        (campaign) => campaign.name === 'Vacuum Cleaner Trade-in',
      );
      const approval = await first.inject({
        method: 'POST',
        url: '/api/campaigns/state',
        headers: await bearer(first, 'approver'),
        payload: { state: 'ACCEPTED', campaign_id: approved?.id },
      });
      expect(approval.statusCode).toBe(200);
      running.push(approved!);
      await first.store.flush();
      await first.close();

      const second = await buildApp({ ...config, campaignEngine: true, timeScale: 0.005 });
      ctx = { app: second, close: () => second.close() };
      await second.ready();
      const headers = await bearer(second, 'admin');
      const deadline = Date.now() + 10_000;
      const status = async (id: number) =>
        (await second.inject({ method: 'GET', url: `/api/campaigns/${id}`, headers })).json().data.campaign
          .status;
      const ids = running.map((campaign) => campaign.id);
      // Everything moves on, except the campaign that waits for its schedule date (still on going, nothing sent).
      const waiting = new Set(
        running.filter((campaign) => campaign.is_scheduled).map((campaign) => campaign.id),
      );
      const settled = (id: number, value: string) =>
        waiting.has(id)
          ? value === 'ON GOING'
          : id === approved?.id
            ? value === 'FINISHED'
            : ['WAITING APPROVAL', 'FINISHED'].includes(value);
      let statuses: string[] = [];
      while (Date.now() < deadline) {
        statuses = await Promise.all(ids.map(status));
        if (statuses.every((value, index) => settled(ids[index] as number, value))) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(statuses.every((value, index) => settled(ids[index] as number, value))).toBe(true);
      expect(waiting.size).toBe(1);
      expect(second.campaignEngine).toBeDefined();
    } finally {
      await ctx?.close();
      ctx = undefined;
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
