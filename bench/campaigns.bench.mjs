// `npm run bench campaigns`: the campaign engine and seed at 100,000 customers.
// Prints median and range over several runs of: indexing the customer table for segmentation, seeding every
// campaign, selecting a "Select All" audience, one engine tick over a 100,000-recipient campaign, and the size
// of its recipient list as GET /api/campaigns/{id}/customers sends it. Figures only, no pass/fail.
import { register } from 'tsx/esm/api';

register();

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const { CUSTOMER_COLUMNS, PRODUCT_LINE_COLUMNS } =
  await import('../mock-server/src/state/records/columns.ts');
const { emptyTable, insertRecord } = await import('../mock-server/src/state/records/recordTable.ts');
const { buildAudienceIndex, selectAudience } =
  await import('../mock-server/src/state/campaigns/campaignAudience.ts');
const { seedCampaigns } = await import('../mock-server/src/seed/campaigns.ts');
const { emptyCampaigns } = await import('../mock-server/src/state/campaigns/campaigns.ts');
const { applyRequest, stepAll, ENGINE } =
  await import('../mock-server/src/state/campaigns/campaignEngine.ts');
const { createCampaign, recipientDto } =
  await import('../mock-server/src/state/campaigns/campaignRecords.ts');
const { SEND_NOW, PERSONAS } = await import('@crm/fixtures');

const LINES = ['WM01', 'WM02', 'RF01', 'AC01', 'VC01', 'CK01', 'DW01', 'OV01', 'HD01', 'WP01'];
const CITIES = Array.from({ length: 40 }, (_, index) => `City ${index + 1}`);
const TYPES = ['Installation', 'Repair', 'Maintenance', 'Inspection'];

function buildState() {
  const at = '2024-06-11T00:00:00.000Z';
  const customers = emptyTable();
  const productLines = emptyTable();
  LINES.forEach((code, index) =>
    insertRecord(
      productLines,
      PRODUCT_LINE_COLUMNS,
      { code, value: code, model_code: `M${index}`, model_description: code },
      at,
    ),
  );
  for (let index = 0; index < CUSTOMERS; index += 1) {
    const line = index % LINES.length;
    insertRecord(
      customers,
      CUSTOMER_COLUMNS,
      {
        customer_name: `Customer ${index}`,
        mobile_no: `62812${String(index).padStart(8, '0')}`,
        call_type: TYPES[index % TYPES.length],
        service_order_no: `SO${index}`,
        model_code: `M${line}`,
        city: CITIES[(index * 7) % CITIES.length],
        closure_date: `20${18 + (index % 6)}-0${1 + (index % 9)}-1${index % 10}`,
        'product_line_alpha_-_numeric': LINES[line],
      },
      at,
    );
  }
  return {
    schemaVersion: 1,
    seed: 20240611,
    seededAt: at,
    customers,
    productLines,
    giftClaims: emptyTable(),
    files: {},
    campaigns: emptyCampaigns(),
    reports: {},
  };
}

function measure(label, fn) {
  const times = [];
  let result;
  for (let run = 0; run < RUNS; run += 1) {
    const started = process.hrtime.bigint();
    result = fn();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `${label.padEnd(58)} median ${median.toFixed(1).padStart(8)} ms   range ${times[0].toFixed(1)}–${times.at(-1).toFixed(1)} ms`,
  );
  return result;
}

console.log(`customers: ${CUSTOMERS.toLocaleString('en')}, runs: ${RUNS}, node ${process.version}`);
const startedBuild = Date.now();
const state = buildState();
console.log(`(building the customer table took ${Date.now() - startedBuild} ms; not measured below)`);

const index = measure('index the customer table for segmentation', () => buildAudienceIndex(state.customers));
measure('seed every campaign (catalogue, segments, simulated runs)', () => {
  state.campaigns = emptyCampaigns();
  seedCampaigns(state, new Date('2024-06-11T10:00:00.000Z'));
  return state.campaigns;
});
const segmentation = {
  product_line: LINES,
  city: CITIES,
  model_type: LINES.map((_, line) => `M${line}`),
  service_type: TYPES,
  purchase_start_date: '1919-01-01',
  purchase_end_date: '2024-06-11',
};
const audience = measure('select a "Select All" audience', () => selectAudience(index, segmentation));
console.log(`  audience: ${audience.length.toLocaleString('en')} recipients`);

const area = state.campaigns;
const template = area.templates.find((entry) => entry.id === 105);
const campaign = createCampaign(
  area,
  {
    name: 'Bench',
    channel_account_id: 1,
    template_id: 105,
    ...segmentation,
    ...SEND_NOW,
    header_parameter: [],
    body_parameter: [],
    media_parameter: null,
    button_parameter: [],
  },
  template,
  area.channelAccounts[0],
  audience,
  { ...PERSONAS.marketer, division: { id: 'div-marketing', name: 'Marketing' } },
  '2024-06-11T10:00:00.000Z',
);
let now = Date.parse('2024-06-11T10:00:00.000Z');
for (let tick = 0; tick < ENGINE.REVIEW_TICKS; tick += 1) stepAll(area, (now += 1000), state.seed);
applyRequest(
  area,
  campaign,
  'ACCEPTED',
  { username: 'approver', name: 'Budi Approver' },
  null,
  new Date(now).toISOString(),
);
measure(`one engine tick while sending ${audience.length.toLocaleString('en')} messages`, () =>
  stepAll(area, (now += 1000), state.seed),
);
const rows = area.recipients[String(campaign.id)];
const body = measure('serialise GET /api/campaigns/{id}/customers', () =>
  JSON.stringify({ message: 'OK', data: { customer_campaigns: rows.map(recipientDto) } }),
);
console.log(`  response size: ${(Buffer.byteLength(body) / 1024 / 1024).toFixed(1)} MB`);
const heap = process.memoryUsage().heapUsed / 1024 / 1024;
console.log(`heap used at the end: ${heap.toFixed(0)} MB`);
