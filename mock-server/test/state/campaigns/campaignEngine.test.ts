import { SEND_NOW } from '@crm/fixtures';
import { describe, expect, it } from 'vitest';
import {
  applyRequest,
  countRecipients,
  ENGINE,
  messageIdOf,
  OUTCOME_SHARES,
  outcomeOf,
  queueOccurrence,
  stepAll,
} from '../../../src/state/campaigns/campaignEngine.js';
import { createCampaign } from '../../../src/state/campaigns/campaignRecords.js';
import { emptyCampaigns, recipientsOf, type CampaignsState } from '../../../src/state/campaigns/campaigns.js';
import type { CampaignInput } from '../../../src/state/campaigns/campaignInput.js';
import { CHANNEL_ACCOUNTS, TEMPLATES } from '../../../src/seed/campaignCatalog.js';

const T0 = Date.parse('2024-05-01T08:00:00.000Z');
const SEED = 7;
const approver = { username: 'approver', name: 'Budi Approver' };
const submitter = {
  username: 'marketer',
  name: 'Citra Marketer',
  division: { id: 'div-marketing', name: 'Marketing' },
};

function input(overrides: Partial<CampaignInput> = {}): CampaignInput {
  return {
    name: 'Engine test',
    channel_account_id: 1,
    template_id: 105,
    product_line: ['A'],
    city: ['B'],
    model_type: ['C'],
    service_type: ['D'],
    purchase_start_date: '2020-01-01',
    purchase_end_date: '2024-01-01',
    ...SEND_NOW,
    header_parameter: [],
    body_parameter: [],
    media_parameter: null,
    button_parameter: [],
    ...overrides,
  };
}

function world(audienceSize: number, overrides: Partial<CampaignInput> = {}) {
  const state: CampaignsState = emptyCampaigns();
  state.channelAccounts = structuredClone([...CHANNEL_ACCOUNTS]);
  state.templates = structuredClone([...TEMPLATES]);
  const audience = Array.from({ length: audienceSize }, (_, index) => ({
    id: index + 1,
    name: `C${index + 1}`,
    phone: `62800${index}`,
  }));
  const campaign = createCampaign(
    state,
    input(overrides),
    state.templates.find((template) => template.id === 105)!,
    state.channelAccounts[0]!,
    audience,
    submitter,
    new Date(T0).toISOString(),
  );
  let now = T0;
  const tick = (count = 1) => {
    for (let index = 0; index < count; index += 1) {
      now += 1000;
      stepAll(state, now, SEED);
    }
  };
  return {
    state,
    campaign,
    tick,
    rows: () => recipientsOf(state, campaign.id),
    at: () => new Date(now).toISOString(),
  };
}

describe('message outcomes', () => {
  it('are fixed by seed, campaign, occurrence and customer, in roughly the configured shares', () => {
    const outcomes = Array.from({ length: 5000 }, (_, index) => outcomeOf(SEED, 1, 1, index));
    const share = (outcome: string) => outcomes.filter((value) => value === outcome).length / outcomes.length;
    expect(share('failed')).toBeGreaterThan(OUTCOME_SHARES.failed / 1000 - 0.02);
    expect(share('failed')).toBeLessThan(OUTCOME_SHARES.failed / 1000 + 0.02);
    expect(share('delivered')).toBeGreaterThan(OUTCOME_SHARES.deliveredOnly / 1000 - 0.03);
    expect(share('read')).toBeGreaterThan(0.65);
    expect(outcomeOf(SEED, 1, 1, 42)).toBe(outcomeOf(SEED, 1, 1, 42));
    const other = Array.from({ length: 200 }, (_, index) => outcomeOf(SEED + 1, 1, 1, index));
    expect(other).not.toEqual(outcomes.slice(0, 200));
  });

  it('message ids are unique per message and stable', () => {
    const ids = new Set(
      Array.from({ length: 2000 }, (_, index) => messageIdOf(SEED, 1, 1 + (index % 2), index)),
    );
    expect(ids.size).toBe(2000);
    expect(messageIdOf(SEED, 3, 1, 9)).toBe(messageIdOf(SEED, 3, 1, 9));
  });
});

describe('stepping', () => {
  it('sends an occurrence in SEND_TICKS batches, one stage per message per tick', () => {
    const { campaign, tick, rows, state, at } = world(95);
    tick(ENGINE.REVIEW_TICKS);
    expect(campaign.status).toBe('WAITING APPROVAL');
    tick(10);
    expect(rows().every((row) => row.state === 'queued')).toBe(true); // waiting approval sends nothing
    applyRequest(state, campaign, 'ACCEPTED', approver, null, at());
    tick(1);
    expect(countRecipients(rows())).toMatchObject({ sent: 10, delivered: 0, queued: 85 });
    tick(1);
    const counts = countRecipients(rows());
    expect(counts.sent).toBe(20);
    expect(counts.delivered + counts.failed).toBe(10);
    tick(ENGINE.SEND_TICKS - 2);
    expect(campaign.status).toBe('PROCCESSED');
    expect(countRecipients(rows()).queued).toBe(0);
    tick(2);
    expect(campaign.status).toBe('DONE');
    const final = countRecipients(rows());
    expect(final.read + final.failed + (final.delivered - final.read)).toBe(95);
    tick(ENGINE.CLOSE_TICKS);
    expect(campaign.status).toBe('FINISHED');
    expect(
      campaign.histories.filter((entry) => entry.by_username === null).map((entry) => entry.action),
    ).toEqual(['SUBMITTED', 'SENDING', 'PROCCESSED', 'DONE', 'FINISHED']);
  });

  it('a campaign with no recipients still runs to FINISHED', () => {
    const { campaign, tick, state, at } = world(0);
    tick(ENGINE.REVIEW_TICKS);
    applyRequest(state, campaign, 'ACCEPTED', approver, null, at());
    tick(ENGINE.CLOSE_TICKS + 3);
    expect(campaign.status).toBe('FINISHED');
  });

  it('the schedule end stops further occurrences', () => {
    const today = new Date(T0).toISOString().slice(0, 10);
    const { campaign, tick, state, at } = world(3, {
      is_scheduled: true,
      schedule_start_date: today,
      schedule_end_date: today,
      is_repeated: true,
      repeat_type: 'yearly',
      count_repeat: 1,
      num_of_occurence: 2,
    });
    tick(ENGINE.REVIEW_TICKS);
    applyRequest(state, campaign, 'ACCEPTED', approver, null, at());
    tick(20);
    expect(campaign.status).toBe('DONE');
    // a year of ticks later (each tick is a second here) the end date has long passed
    for (let index = 0; index < 365 * ENGINE.DAY_TICKS + 1; index += 1)
      stepAll(state, T0 + 2 * 86_400_000, SEED);
    expect(campaign.status).toBe('FINISHED');
    expect(campaign.histories.at(-1)?.note).toMatch(/schedule ended on/);
    expect(recipientsOf(state, campaign.id).every((row) => row.occurrence === 1)).toBe(true);
  });

  it('queueOccurrence numbers rows after the existing ones', () => {
    const { state, campaign, rows } = world(2);
    queueOccurrence(state, campaign, 2, [{ id: 9, name: 'X', phone: '1' }], '2024-01-01T00:00:00.000Z');
    expect(rows().map((row) => [row.id, row.occurrence, row.customer_id])).toEqual([
      [1, 1, 1],
      [2, 1, 2],
      [3, 2, 9],
    ]);
  });
});
