import { type CampaignParameter, type CampaignStatus, type RepeatType } from '@crm/domain';
import { findPersona } from '../personas.js';
import {
  buildAudienceIndex,
  selectAudience,
  type AudienceCustomer,
  type Segmentation,
} from '../state/campaigns/campaignAudience.js';
import { applyRequest, stepCampaign, type Actor } from '../state/campaigns/campaignEngine.js';
import type { CampaignInput } from '../state/campaigns/campaignInput.js';
import { createCampaign, type Submitter } from '../state/campaigns/campaignRecords.js';
import {
  findChannelAccount,
  findTemplate,
  type Campaign,
  type CampaignsState,
} from '../state/campaigns/campaigns.js';
import type { MockState } from '../state/store/mockState.js';
import { CHANNEL_ACCOUNTS, CHANNELS, TEMPLATES } from './campaignCatalog.js';

// Each campaign is driven through the real engine with a simulated clock, so its history and recipients are
// what the running engine would have produced.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Simulated tick lengths: sending is minutes, waiting between repeats is days (8 ticks a day). */
const SENDING_TICK = 2 * MINUTE;
const WAITING_TICK = 3 * HOUR;

const custom = (value: string): CampaignParameter => ({ source: 'custom_text', value });
const customer = (value: string): CampaignParameter => ({ source: 'customer_data', value });

interface Plan {
  name: string;
  templateId: number;
  by: 'marketer' | 'admin';
  daysAgo: number;
  target: CampaignStatus;
  segment: { lineRank: number; size: number };
  header?: CampaignParameter[];
  body?: CampaignParameter[];
  buttons?: CampaignParameter[];
  media?: string;
  repeat?: { type: RepeatType; count: number; occurrences: number };
  schedule?: { startIn: number; endIn: number };
  rejectionNote?: string;
  ticksAfterApproval?: number;
}

const MEDIA = 'https://cdn.electrolux-demo.example/media';

/** The fields every plan has, in one line; `more` holds the optional ones. */
function plan(
  name: string,
  templateId: number,
  by: Plan['by'],
  daysAgo: number,
  target: CampaignStatus,
  [lineRank, size]: [number, number],
  more: Partial<Plan> = {},
): Plan {
  return { name, templateId, by, daysAgo, target, segment: { lineRank, size }, ...more };
}

export const CAMPAIGN_PLANS: readonly Plan[] = [
  plan('SMS Flash Sale', 301, 'admin', 58, 'FINISHED', [3, 30], { body: [custom('30%')] }),
  plan('Ramadan Service Promo', 101, 'marketer', 45, 'FINISHED', [0, 40], {
    header: [customer('customer_name')],
    body: [customer('model_description'), custom('30 April')],
    buttons: [custom('BOOK_SERVICE'), custom('NOT_NOW')],
  }),
  plan('Kitchen Appliance Launch', 102, 'marketer', 38, 'FINISHED', [1, 25], {
    media: `${MEDIA}/kitchen-launch.jpg`,
    body: [customer('customer_name'), custom('UltimateTaste 900 oven'), custom('1 June')],
    repeat: { type: 'weekly', count: 1, occurrences: 3 },
  }),
  plan('Cooker Hood Upgrade', 201, 'admin', 30, 'FINISHED', [2, 20], {
    header: [custom('confirmed')],
    body: [customer('customer_name'), custom('Monday at 09:00')],
    schedule: { startIn: 1, endIn: 3 },
  }),
  plan('Warranty Care Video', 103, 'marketer', 21, 'REJECTED', [2, 30], {
    media: `${MEDIA}/care-guide.mp4`,
    body: [customer('customer_name')],
    buttons: [custom('THANKS')],
    rejectionNote: 'The video still shows the 2022 branding. Please link the 2024 version and submit again.',
  }),
  plan('Year End Clearance', 106, 'marketer', 14, 'STOPPED', [0, 50], {
    body: [customer('customer_name'), customer('engineer_name')],
    buttons: [custom('GREAT'), custom('OKAY'), custom('POOR')],
    ticksAfterApproval: 4,
  }),
  plan('Invoice Reminder June', 104, 'admin', 9, 'REJECTED', [1, 20], {
    media: `${MEDIA}/invoice-sample.png`,
    body: [customer('customer_name'), custom('INV-2024-0611')],
    rejectionNote: 'Duplicate of the reminder already sent to this segment.',
  }),
  plan('Feedback Survey Q3', 106, 'marketer', 0.5, 'DONE', [3, 20], {
    body: [customer('customer_name'), customer('engineer_name')],
    buttons: [custom('GREAT'), custom('OKAY'), custom('POOR')],
    repeat: { type: 'monthly', count: 1, occurrences: 3 },
  }),
  plan('Water Purifier Filter Reminder', 101, 'marketer', 0.4, 'PROCCESSED', [4, 30], {
    header: [customer('customer_name')],
    body: [custom('water purifier filter'), custom('15 July')],
    buttons: [custom('BOOK_FILTER'), custom('LATER')],
  }),
  plan('Air Conditioner Cleaning', 101, 'admin', 0.3, 'ON GOING', [1, 40], {
    header: [customer('customer_name')],
    body: [customer('model_description'), custom('31 July')],
    buttons: [custom('BOOK_CLEANING'), custom('NOT_NOW')],
    ticksAfterApproval: 3,
  }),
  plan('Independence Day Greeting', 105, 'marketer', 0.25, 'ON GOING', [0, 60], {
    schedule: { startIn: 5, endIn: 12 },
  }),
  plan('Vacuum Cleaner Trade-in', 101, 'marketer', 0.2, 'WAITING APPROVAL', [2, 25], {
    header: [customer('customer_name')],
    body: [customer('model_description'), custom('30 September')],
    buttons: [custom('TRADE_IN'), custom('NO_THANKS')],
  }),
  plan('Refrigerator Promo Bundle', 102, 'marketer', 0.15, 'WAITING APPROVAL', [3, 25], {
    media: `${MEDIA}/fridge-bundle.png`,
    body: [customer('customer_name'), custom('NutriFresh fridge bundle'), custom('1 October')],
  }),
  plan('Dishwasher Demo Invitation', 105, 'admin', 0.1, 'WAITING APPROVAL', [4, 15], {
    schedule: { startIn: 2, endIn: 4 },
    repeat: { type: 'daily', count: 1, occurrences: 2 },
  }),
  plan('Laundry Care Tips', 103, 'marketer', 0.0002, 'INITIAL', [0, 20], {
    media: `${MEDIA}/laundry-tips.mp4`,
    body: [customer('customer_name')],
    buttons: [custom('THANKS')],
  }),
];

function actorOf(username: string): Submitter {
  const persona = findPersona(username);
  if (!persona) throw new Error(`seed: unknown persona ${username}`);
  const division = persona.user.divisions[0] ?? { id: 'div-none', name: '-' };
  return { username, name: persona.user.display_name, division };
}

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export class SegmentPicker {
  private readonly lines: { key: string; customers: AudienceCustomer[] }[];

  constructor(
    index: readonly AudienceCustomer[],
    private readonly today: string,
  ) {
    const byLine = new Map<string, AudienceCustomer[]>();
    for (const entry of index) {
      if (!entry.phone || !entry.purchaseDate || !entry.productLine || !entry.city) continue;
      if (!entry.modelCode || !entry.serviceType) continue;
      let list = byLine.get(entry.productLine);
      if (!list) byLine.set(entry.productLine, (list = []));
      list.push(entry);
    }
    this.lines = [...byLine]
      .map(([key, customers]) => ({ key, customers }))
      .sort((a, b) => b.customers.length - a.customers.length || a.key.localeCompare(b.key));
  }

  pick(lineRank: number, wanted: number): { segmentation: Segmentation; audience: AudienceCustomer[] } {
    const line = this.lines[lineRank % Math.max(1, this.lines.length)];
    if (!line) {
      const segmentation: Segmentation = {
        product_line: ['WM01'],
        city: ['Jakarta'],
        model_type: ['EWF8024'],
        service_type: ['Repair'],
        purchase_start_date: '2020-01-01',
        purchase_end_date: this.today,
      };
      return { segmentation, audience: [] };
    }
    const byCity = new Map<string, AudienceCustomer[]>();
    for (const entry of line.customers) {
      let list = byCity.get(entry.city);
      if (!list) byCity.set(entry.city, (list = []));
      list.push(entry);
    }
    const cities = [...byCity.values()].sort(
      (a, b) => b.length - a.length || (a[0]?.city ?? '').localeCompare(b[0]?.city ?? ''),
    );
    const chosen: AudienceCustomer[] = [];
    for (const city of cities) {
      if (chosen.length > 0 && chosen.length + city.length > wanted * 1.5) break;
      chosen.push(...city);
      if (chosen.length >= wanted) break;
    }
    const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
    const dates = chosen.map((entry) => entry.purchaseDate).sort();
    const segmentation: Segmentation = {
      product_line: [chosen[0]?.raw.productLine ?? line.key],
      city: distinct(chosen.map((entry) => entry.raw.city)),
      model_type: distinct(chosen.map((entry) => entry.raw.modelCode)),
      service_type: distinct(chosen.map((entry) => entry.raw.serviceType)),
      purchase_start_date: dates[0] ?? '2020-01-01',
      purchase_end_date: dates[dates.length - 1] ?? this.today,
    };
    // Only customers of the chosen product line can match (same rules, same order).
    return { segmentation, audience: selectAudience(line.customers, segmentation) };
  }
}

function simulate(
  state: CampaignsState,
  campaign: Campaign,
  fromMs: number,
  seed: number,
  done: () => boolean,
  maxTicks = 20_000,
): number {
  let now = fromMs;
  for (let tick = 0; tick < maxTicks && !done(); tick += 1) {
    const scheduleStart = campaign.schedule_start_date
      ? Date.parse(`${campaign.schedule_start_date}T09:00:00.000Z`)
      : 0;
    if (campaign.status === 'ON GOING' && campaign.runtime.occurrence === 0 && scheduleStart > now)
      now = scheduleStart;
    else now += campaign.status === 'DONE' && campaign.runtime.wait_ticks > 0 ? WAITING_TICK : SENDING_TICK;
    stepCampaign(state, campaign, now, seed);
  }
  return now;
}

function seedOne(
  state: CampaignsState,
  plan: Plan,
  picker: SegmentPicker,
  nowMs: number,
  seed: number,
): void {
  const template = findTemplate(state, plan.templateId);
  const account = template && findChannelAccount(state, template.account_id);
  if (!template || !account) throw new Error(`seed: template ${plan.templateId} is not in the catalogue`);
  const createdMs = nowMs - Math.round(plan.daysAgo * DAY);
  const { segmentation, audience } = picker.pick(plan.segment.lineRank, plan.segment.size);
  const input: CampaignInput = {
    name: plan.name,
    channel_account_id: account.id,
    template_id: template.id,
    ...segmentation,
    product_line: [...segmentation.product_line],
    city: [...segmentation.city],
    model_type: [...segmentation.model_type],
    service_type: [...segmentation.service_type],
    is_scheduled: Boolean(plan.schedule),
    schedule_start_date: plan.schedule ? dateOf(createdMs + plan.schedule.startIn * DAY) : null,
    schedule_end_date: plan.schedule ? dateOf(createdMs + plan.schedule.endIn * DAY) : null,
    is_repeated: Boolean(plan.repeat),
    repeat_type: plan.repeat?.type ?? null,
    count_repeat: plan.repeat?.count ?? 0,
    num_of_occurence: plan.repeat?.occurrences ?? 0,
    header_parameter: plan.header ?? [],
    body_parameter: plan.body ?? [],
    media_parameter: plan.media ? custom(plan.media) : null,
    button_parameter: plan.buttons ?? [],
  };
  const campaign = createCampaign(
    state,
    input,
    template,
    account,
    audience,
    actorOf(plan.by),
    new Date(createdMs).toISOString(),
  );
  if (plan.target === 'INITIAL') return;
  let now = simulate(state, campaign, createdMs, seed, () => campaign.status !== 'INITIAL');
  if (plan.target === 'WAITING APPROVAL') return;

  const approver: Actor = actorOf('approver');
  now += plan.daysAgo > 2 ? 5 * HOUR : 20 * MINUTE;
  const at = () => new Date(now).toISOString();
  if (plan.target === 'REJECTED') {
    applyRequest(state, campaign, 'REJECTED', approver, plan.rejectionNote ?? '', at());
    return;
  }
  applyRequest(state, campaign, 'ACCEPTED', approver, null, at());
  if (plan.ticksAfterApproval !== undefined) {
    let ticks = 0;
    now = simulate(state, campaign, now, seed, () => ticks++ >= (plan.ticksAfterApproval ?? 0));
  }
  if (plan.target === 'STOPPED') {
    now += SENDING_TICK;
    applyRequest(state, campaign, 'STOP', approver, 'Stopped: the clearance stock sold out.', at());
    return;
  }
  if (plan.target === 'ON GOING') return;
  simulate(state, campaign, now, seed, () => campaign.status === plan.target);
}

export function seedCampaigns(state: MockState, now: Date): void {
  const area = state.campaigns;
  area.channels = structuredClone([...CHANNELS]);
  area.channelAccounts = structuredClone([...CHANNEL_ACCOUNTS]);
  area.templates = structuredClone([...TEMPLATES]);
  const picker = new SegmentPicker(buildAudienceIndex(state.customers), dateOf(now.getTime()));
  for (const plan of CAMPAIGN_PLANS) seedOne(area, plan, picker, now.getTime(), state.seed);
}
