#!/usr/bin/env node
// `npm run bench campaign-polling`: what one open campaign detail page costs the backend, per minute, for a
// campaign of about 125,000 recipients (BENCH_CUSTOMERS customers, default 250,000: one recipient per phone
// number), in three situations: while it waits for approval, while it waits for its start date (approved,
// scheduled three days ahead) and while it sends.
//
//   npm run build && npm run bench campaign-polling
//   BENCH_ROOT=/tmp/i21-before npm run bench campaign-polling     # the builds of another checkout
//
// It drives the real page in Debian's Chromium (the built SPA served by the built mock server) rather than
// replaying its polling: what is measured is whatever the page's code does (its timers, its decisions on what
// to fetch again, a download still running when the next poll is due), which a replay could only assume.
// Requests and bytes are read from Chromium's network events (CDP) over a window of BENCH_WINDOW_S seconds
// (default 60) after the page has settled: the API requests, the JSON bytes the backend had to build
// (decoded body size) and the bytes on the wire; the window of the campaign waiting for its start date is
// BENCH_DATE_WINDOW_S (default 330 s: longer than one look every 5 minutes). The mock runs at TIME_SCALE=10
// (an engine tick every 15 s), so the 125,000 messages take about 150 s to send and the whole sending window is
// inside the send.
// Figures, not pass/fail.
import path from 'node:path';
import { accessToken, launchChromium, requireBuildsAndChromium, root, startMock } from './support.mjs';
import { register } from 'tsx/esm/api';

register();
const { campaignBody, everyoneSegment } = await import('@crm/fixtures');

const BUILD_ROOT = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : root;
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 250_000);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_S ?? 60) * 1000;
const DATE_WINDOW_MS = Number(process.env.BENCH_DATE_WINDOW_S ?? 330) * 1000;
const SETTLE_MS = 8000;

requireBuildsAndChromium(BUILD_ROOT);

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function api(base, token, method, pathName, body) {
  const response = await fetch(`${base}${pathName}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      token_bearer: `user.${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathName}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The canonical campaign (@crm/fixtures) for every customer, optionally scheduled. */
async function createCampaign(base, token, name, schedule) {
  const created = await api(
    base,
    token,
    'POST',
    '/api/campaigns',
    campaignBody({
      name,
      ...(await everyoneSegment((pathName) => api(base, token, 'GET', pathName))),
      is_scheduled: Boolean(schedule),
      schedule_start_date: schedule?.start ?? null,
      schedule_end_date: schedule?.end ?? null,
    }),
  );
  return created.data.campaign.id;
}

const campaignOf = async (base, token, id) =>
  (await api(base, token, 'GET', `/api/campaigns/${id}`)).data.campaign;

async function waitForStatus(base, token, id, statuses, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const campaign = await campaignOf(base, token, id);
    if (statuses.includes(campaign.status)) return campaign;
    if (Date.now() > deadline) throw new Error(`campaign ${id} stayed ${campaign.status}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Bytes per minute, readable whatever their size. */
function perMinute(bytes) {
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${(bytes / 1e3).toFixed(1)} KB`;
  return `${bytes.toFixed(0)} B`;
}

/** Requests and bytes of the page's API calls over the window, per minute. */
async function measureDetail(page, context, id, windowMs) {
  await page.evaluate((campaignId) => sessionStorage.setItem('campaignId', String(campaignId)), id);
  await page.goto(`${new URL(page.url()).origin}/campaign/detail`);
  await page.getByRole('heading', { name: 'Campaign Detail' }).waitFor();
  await page.getByText('Search By Account').first().waitFor({ timeout: 120_000 });
  await page.waitForTimeout(SETTLE_MS);
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (/^\/(api|api-admin|message-template)\//.test(url.pathname))
      requests.set(event.requestId, { path: url.pathname, decoded: 0, encoded: 0, done: false });
  });
  cdp.on('Network.dataReceived', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) entry.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = requests.get(event.requestId);
    if (entry) {
      entry.encoded = event.encodedDataLength;
      entry.done = true;
    }
  });
  await cdp.send('Network.enable');
  await page.waitForTimeout(windowMs);
  await cdp.send('Network.disable');
  await cdp.detach();
  const all = [...requests.values()];
  const scale = 60_000 / windowMs;
  const byPath = new Map();
  for (const entry of all) {
    const key = entry.path.replace(/\/\d+(?=\/|$)/, '/{id}');
    byPath.set(key, (byPath.get(key) ?? 0) + 1);
  }
  return {
    windowS: windowMs / 1000,
    requests: all.length * scale,
    decoded: all.reduce((sum, entry) => sum + entry.decoded, 0) * scale,
    encoded: all.reduce((sum, entry) => sum + entry.encoded, 0) * scale,
    unfinished: all.filter((entry) => !entry.done).length,
    byPath: [...byPath.entries()].map(([key, count]) => `${key} ×${count}`).join(', '),
  };
}

console.log(`builds of ${BUILD_ROOT}`);
console.log(`seeding ${CUSTOMERS.toLocaleString('en-US')} customers (TIME_SCALE=10)...`);
const { base, stop } = await startMock(CUSTOMERS, 900_000, { root: BUILD_ROOT, env: { TIME_SCALE: '10' } });
const browser = await launchChromium();
const results = [];
try {
  const token = await accessToken(base, 'admin');
  const sending = await createCampaign(base, token, 'Bench Polling Sending');
  const scheduled = await createCampaign(base, token, 'Bench Polling Scheduled', {
    start: day(3),
    end: day(10),
  });
  const waiting = await waitForStatus(base, token, sending, ['WAITING APPROVAL']);
  await waitForStatus(base, token, scheduled, ['WAITING APPROVAL']);
  console.log(`campaigns of ${waiting.total_recipients.toLocaleString('en-US')} recipients each`);

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Sign in as admin' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oauth') && !url.pathname.startsWith('/auth'));

  const run = async (label, id, expected, windowMs = WINDOW_MS) => {
    const figures = await measureDetail(page, context, id, windowMs);
    const status = (await campaignOf(base, token, id)).status;
    if (!expected.includes(status)) console.warn(`  (the campaign was ${status} at the end of the window)`);
    results.push({ label, ...figures });
    console.log(
      `${label} (${figures.windowS} s): ${figures.requests.toFixed(1)} requests/min, ${perMinute(figures.decoded)}/min of JSON built, ${perMinute(figures.encoded)}/min on the wire${figures.unfinished ? ` (${figures.unfinished} unfinished at the end)` : ''}\n  ${figures.byPath || 'no request'}`,
    );
  };

  await run('waiting for approval', sending, ['WAITING APPROVAL']);
  await api(base, token, 'POST', '/api/campaigns/state', { state: 'ACCEPTED', campaign_id: scheduled });
  await run('approved, waiting for its start date (in 3 days)', scheduled, ['ON GOING'], DATE_WINDOW_MS);
  await api(base, token, 'POST', '/api/campaigns/state', { state: 'ACCEPTED', campaign_id: sending });
  await waitForStatus(base, token, sending, ['ON GOING']);
  await run('sending', sending, ['ON GOING', 'PROCCESSED']);
  await context.close();
} finally {
  await browser.close();
  await stop();
}

console.log('\n| open campaign detail | requests/min | JSON built per minute | on the wire per minute |');
console.log('|---|---|---|---|');
for (const result of results)
  console.log(
    `| ${result.label} | ${result.requests.toFixed(1)} | ${perMinute(result.decoded)} | ${perMinute(result.encoded)} |`,
  );
