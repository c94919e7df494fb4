#!/usr/bin/env node
// The customer list and the customer-wide calls at each size, against the built mock (embedded mode, it serves
// the SPA) seeded with that many customers, driving Debian's Chromium (playwright-core, headless). Figures, not
// pass/fail tests: median and range over the runs, next to the targets; they depend on the machine and its load.
// Builds nothing itself and says so when the builds are missing. Options (`npm run bench customer-list -- --help`)
// take their defaults from the BENCH_* variables named in HELP.
/* global window, document, MutationObserver, requestAnimationFrame -- functions passed to page.evaluate run in the browser */
import * as XLSX from '@e965/xlsx';
import autocannon from 'autocannon';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { customerUploadRows } from './customerUploadRows.mjs';
import {
  accessToken,
  launchChromium,
  LIST_PATH,
  median,
  requireBuildsAndChromium,
  root,
  signIn,
  startMock,
  uploadFromChild,
} from './support.mjs';

const PARTS = ['seed', 'calls', 'screen', 'campaigns', 'upload'];
const HELP = `npm run bench customer-list [-- options]; each option's default is the variable beside it.
  --sizes=N,...       BENCH_SIZES, default 10000: the seeded customers, one mock per size
  --runs=N            BENCH_RUNS, default 3: runs per figure (the campaign and upload parts run once)
  --rates=N,...       BENCH_RATES, default 1,4: CPU throttling rates of the screen part
  --upload-rows=N     BENCH_UPLOAD_ROWS, default 100000: rows of the upload part's .xlsx
  --only=PART,...     BENCH_PARTS, default all of ${PARTS.join(',')}:
    seed       seeding time in a fresh process
    calls      the list body (its sizes, the mock's memory, the floor: download, decompress, native parse;
               screen measures it too), the list call's latency at 10 connections (autocannon, a
               bare-server control, Node's http client)
    screen     in Chromium per rate: first rows, whole list, blocking time, browser memory; the HTTP-cached
               revisit; the six filter drop-downs; a filter applied
    campaigns  "Select All" on New Campaign: lookups, two campaigns, the recipient list
    upload     an .xlsx customer upload to Completed, /healthz meanwhile, a filter call for an imported row`;

/** Bad options: what is wrong, and the usage. */
function usageError(message) {
  console.error(`${message}\n\n${HELP}`);
  process.exit(1);
}
let options;
try {
  ({ values: options } = parseArgs({
    options: {
      sizes: { type: 'string', default: process.env.BENCH_SIZES ?? '10000' },
      runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
      rates: { type: 'string', default: process.env.BENCH_RATES ?? '1,4' },
      'upload-rows': { type: 'string', default: process.env.BENCH_UPLOAD_ROWS ?? '100000' },
      only: { type: 'string', default: process.env.BENCH_PARTS ?? PARTS.join(',') },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  usageError(error.message);
}
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
/** A comma-separated list of positive whole numbers (only one unless `list`). */
function numbers(name, text, list = true) {
  const values = text.split(',').map(Number);
  if (values.some((value) => !Number.isInteger(value) || value < 1) || (!list && values.length > 1))
    usageError(
      `--${name}=${text}: expected ${list ? 'positive whole numbers separated by commas' : 'a positive whole number'}.`,
    );
  return values;
}
const SIZES = numbers('sizes', options.sizes);
const [RUNS] = numbers('runs', options.runs, false);
const RATES = numbers('rates', options.rates);
const [UPLOAD_ROWS] = numbers('upload-rows', options['upload-rows'], false);
const ONLY = new Set(options.only.split(','));
const unknownParts = [...ONLY].filter((part) => !PARTS.includes(part));
if (unknownParts.length) usageError(`--only=${options.only}: no part named ${unknownParts.join(', ')}.`);

const TARGETS = {
  firstRows: { 1: 1000, 4: 2500 },
  whole: { 1: 10_000 },
  tbt: 200,
  memory: 1000,
  dropdown: 200,
  apply: 300,
  p99: 50,
};
const DROPDOWN_KEYS = [
  ['Customer Name', 'customer_name'],
  ['Contact', 'mobile_no'],
  ['Service Order', 'service_order_no'],
  ['Service Type', 'call_type'],
  ['Product Code', 'model_code'],
  ['Cust. Location', 'city'],
];
const MB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------- helpers
const summary = [];
/** Prints a figure (median and range of `values`) next to its target and keeps it for the summary. */
function record(size, label, values, { unit = 'ms', target = undefined, detail = '' } = {}) {
  const value = median(values);
  const range =
    values.length > 1 ? ` (range ${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})` : '';
  const verdict = target === undefined ? '' : `  target ≤ ${target} ${value <= target ? 'ok' : 'MISSED'}`;
  console.log(`  ${label}: ${value.toFixed(0)} ${unit}${range}${detail}${verdict}`);
  summary.push({ size, label, value, unit, target });
}

const ps = (...args) => execFileSync('ps', args, { encoding: 'utf8' }).trim();
const rssMb = (pid) => Number(ps('-o', 'rss=', '-p', String(pid))) / 1024;
const loadNow = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
/** The value at quantile `q` of ascending `sorted`. */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(run) {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
}

async function json(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  return { body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/** POSTs `body` as JSON: the answer's JSON and size, or a clear error. */
async function post(url, headers, body) {
  const type = { 'content-type': 'application/json' };
  const request = { method: 'POST', headers: { ...headers, ...type }, body: JSON.stringify(body) };
  return json(await fetch(url, request), `POST ${new URL(url).pathname}`);
}

/** Total RSS (bytes) of the Chromium processes descending from this one (browser, renderer, helpers). */
function chromiumRss() {
  const rows = ps('-e', '-o', 'pid=,ppid=,rss=,comm=')
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const wanted = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of rows) {
      if (wanted.has(Number(parent)) && !wanted.has(Number(child))) {
        wanted.add(Number(child));
        grew = true;
      }
    }
  }
  return rows
    .filter(([child, , , comm]) => wanted.has(Number(child)) && /chrom/i.test(comm ?? ''))
    .reduce((sum, [, , rss]) => sum + Number(rss) * 1024, 0);
}

/** A GET's status, headers and (unless `discard`) bytes as sent: Node's http does not decompress. */
function rawGet(url, headers, { agent = undefined, discard = false } = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => discard || chunks.push(chunk));
        const { statusCode, headers: answer } = response;
        response.on('end', () => resolve({ statusCode, headers: answer, bytes: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

// ------------------------------------------------------------------------------------------------- seed
const seedScript = `
  const { seedState } = await import(${JSON.stringify(path.join(root, 'mock-server/dist/seed/index.js'))});
  const started = performance.now();
  const state = await seedState({ seed: 20240611, seedCustomers: Number(process.argv[1]), dataDir: '/tmp', now: new Date() });
  const ms = performance.now() - started;
  if (Object.keys(state.customers.records).length !== Number(process.argv[1])) throw new Error('wrong count');
  console.log(ms);
`;

function measureSeeding(size) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', seedScript, String(size)], {
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(result.stderr);
    times.push(Number(result.stdout.trim()));
  }
  record(size, 'seed (mock-server/dist/seed, a fresh process per run)', times);
}

// ---------------------------------------------------------------------------------------- calls: the body
/**
 * JSON.parse of the whole body in ~4 MB slices cut at record boundaries (`}],"`), the native floor (only the
 * parsing is timed); and, outside the timing, the distinct values of each drop-down's column.
 */
function parseInSlices(bytes) {
  const boundary = Buffer.from('}],"');
  const sets = DROPDOWN_KEYS.map(() => new Set());
  let start = bytes.indexOf('{"data":{"customers":{') + '{"data":{"customers":{'.length;
  let count = 0;
  let ms = 0;
  while (start < bytes.length - 3) {
    const cut = bytes.indexOf(boundary, Math.min(start + 4 * MB, bytes.length));
    const end = cut < 0 ? bytes.length - 3 : cut + 2;
    const started = performance.now();
    const records = JSON.parse(`{${bytes.toString('utf8', start, end)}}`);
    ms += performance.now() - started;
    for (const entries of Object.values(records)) {
      count += 1;
      for (const [index, [, key]] of DROPDOWN_KEYS.entries()) {
        const value = entries.find((entry) => entry.key === key)?.value.trim();
        if (value) sets[index].add(value);
      }
    }
    start = cut < 0 ? bytes.length : end + 1;
  }
  const optionCounts = Object.fromEntries(DROPDOWN_KEYS.map(([label], index) => [label, sets[index].size]));
  return { ms, count, optionCounts };
}

/** Body sizes, the mock's memory once it holds the stored brotli copy, and the floor of the same bytes. */
async function measureBody(size, base, server, auth) {
  const url = `${base}/api/customers`;
  // Wait for the stored brotli copy (a response with a Content-Length), as a running server has it.
  let brotli = await rawGet(url, { ...auth, 'accept-encoding': 'br' });
  for (let attempt = 0; !brotli.headers['content-length'] && attempt < 600; attempt += 1) {
    await pause(1000);
    brotli = await rawGet(url, { ...auth, 'accept-encoding': 'br' });
  }
  record(size, 'mock: memory (RSS, with the stored brotli copy)', [rssMb(server.pid)], { unit: 'MB' });
  const gzip = (await rawGet(url, { ...auth, 'accept-encoding': 'gzip' })).bytes.length;
  // Node's fetch decompresses: the time of download + decompression.
  const download = await timed(async () =>
    Buffer.from(await (await fetch(url, { headers: { ...auth, 'accept-encoding': 'br' } })).arrayBuffer()),
  );
  const parsed = parseInSlices(download.result);
  if (parsed.count !== size) throw new Error(`floor parse read ${parsed.count} customers, not ${size}`);
  const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
  console.log(
    `  body: ${mb(brotli.bytes.length)} brotli, ${mb(gzip)} gzip, ${mb(download.result.length)} JSON`,
  );
  record(size, 'floor: download + decompress (Node)', [download.ms]);
  record(size, 'floor: native JSON.parse in record slices (Node)', [parsed.ms]);
  record(size, 'floor: total', [download.ms + parsed.ms]);
  return { brotli: brotli.bytes, etag: brotli.headers.etag, optionCounts: parsed.optionCounts };
}

// ------------------------------------------------------------------------------------- calls: latency
/** `connections` keep-alive loops of GETs for `durationMs`; the latency percentiles of every response. */
async function nativeLoad(url, headers, connections, durationMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const end = Date.now() + durationMs;
  const loop = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      const { statusCode } = await rawGet(url, headers, { agent, discard: true });
      if (statusCode !== 200) throw new Error(`${url}: HTTP ${statusCode}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const perSecond = latencies.length / (durationMs / 1000);
  return { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), perSecond };
}

/** autocannon at 10 connections for 10 s; fails on any error, timeout or answer outside `expected`. */
async function cannon(url, headers, expected = '2xx') {
  const result = await autocannon({ url, connections: 10, duration: 10, headers });
  const unexpected = ['1xx', '2xx', '3xx', '4xx', '5xx']
    .filter((range) => range !== expected)
    .reduce((sum, range) => sum + (result[range] ?? 0), 0);
  if (result.errors || result.timeouts || unexpected > 0 || !result[expected]) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${unexpected} answers other than ${expected}`,
    );
  }
  const { p50, p99, max } = result.latency;
  return { p99, detail: `, p50 ${p50} ms, max ${max} ms, ${result.requests.average.toFixed(0)} req/s` };
}

async function measureListCalls(size, base, auth, body) {
  console.log('  GET /api/customers at 10 connections, 10 s each:');
  const url = `${base}/api/customers`;
  const br = { ...auth, 'accept-encoding': 'br' };
  const full = await cannon(url, br);
  record(size, 'list p99, autocannon, brotli body', [full.p99], { target: TARGETS.p99, detail: full.detail });
  const again = await cannon(url, { ...br, 'if-none-match': body.etag }, '3xx');
  record(size, 'list p99, autocannon, revalidation (ETag → 304)', [again.p99], { detail: again.detail });
  // autocannon appends every body chunk to a string (pipelinedRequestsQueue.addBody): about 25 ms of client
  // CPU per 2 MB body, so with full bodies it measures itself. The control proves it: the same bytes from a
  // bare Node server that only writes a buffer. Node's own client (llhttp, body discarded) measures the mock.
  const bare = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br' });
    response.end(body.brotli);
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const control = await cannon(`http://127.0.0.1:${bare.address().port}/`, {}).finally(
    () => new Promise((resolve) => bare.close(resolve)),
  );
  record(size, 'control: autocannon p99, bare server, same body', [control.p99], { detail: control.detail });
  const native = await nativeLoad(url, br, 10, 10_000);
  const detail = `, p50 ${native.p50.toFixed(1)} ms, ${native.perSecond.toFixed(0)} req/s`;
  record(size, 'list p99, Node http client, brotli body', [native.p99], { target: TARGETS.p99, detail });
}

// ---------------------------------------------------------------------------------------------- screen
/** A browser context whose pages mark when the first row and the footer appear, and collect long tasks. */
async function benchContext(browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() => {
    const marks = { firstRow: null, complete: null, longTasks: [] };
    window.__bench = marks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    const check = () => {
      const cell = document.querySelector('table[aria-label="Customer Data"] tbody tr td:not(.empty)');
      if (cell && marks.firstRow === null) marks.firstRow = performance.now();
      const footer = document.querySelector('.table-footer span')?.textContent ?? '';
      if (/^Showing \d+ - \d+ of \d+ entries$/.test(footer) && marks.complete === null)
        marks.complete = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return context;
}

/** One navigation to the list at `rate`x CPU throttling: its marks, blocking time and browser memory. */
async function loadOnce(page, url, rate, cold) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: cold });
  await page.goto('about:blank');
  const idle = chromiumRss();
  let peak = idle;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const sampler = setInterval(() => (peak = Math.max(peak, chromiumRss())), 250);
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.__bench?.complete !== null, null, {
      timeout: 900_000,
      polling: 100,
    });
  } finally {
    clearInterval(sampler);
  }
  // Long tasks right after the list arrives belong to the load too.
  await page.waitForTimeout(500);
  const marks = await page.evaluate(() => window.__bench);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const tbt = marks.longTasks
    .filter(([start]) => start <= marks.complete + 500)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  return { firstRow: marks.firstRow, complete: marks.complete, tbt, memory: (peak - idle) / 1e6 };
}

async function measureLoads(size, page, url) {
  for (const rate of RATES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await loadOnce(page, url, rate, true));
    const figure = (label, key, unit, target) => {
      const values = runs.map((run) => run[key]);
      record(size, `${rate}x: ${label}`, values, { unit, target });
    };
    figure('first rows', 'firstRow', 'ms', TARGETS.firstRows[rate]);
    figure('whole list loaded (footer shown)', 'complete', 'ms', TARGETS.whole[rate]);
    figure('total blocking time during the load', 'tbt', 'ms', TARGETS.tbt);
    figure('browser peak memory over idle (page + worker)', 'memory', 'MB', TARGETS.memory);
  }
  const revisits = [];
  for (let run = 0; run < RUNS; run += 1) revisits.push(await loadOnce(page, url, 1, false));
  const firstRows = revisits.map((run) => run.firstRow);
  record(size, '1x: first rows, HTTP cache on (ETag → 304)', firstRows);
}

/** Clicks the drop-down of the filter labelled `label`: the time until its options are painted. */
async function openDropdown(page, label) {
  const opened = await page.evaluate(async (wanted) => {
    const field = [...document.querySelectorAll('.filter-bar .field')].find(
      (candidate) => candidate.querySelector('label')?.textContent === wanted,
    );
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const started = performance.now();
    field.querySelector('.p-dropdown').click();
    while (!document.querySelector('.p-dropdown-panel .p-dropdown-item')) await frame();
    await frame();
    const inDom = document.querySelectorAll('.p-dropdown-panel .p-dropdown-item').length;
    return { ms: performance.now() - started, inDom };
  }, label);
  return opened;
}

async function closeDropdown(page) {
  await page.keyboard.press('Escape');
  await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
}

/** Each drop-down opened RUNS + 1 times at `rate`x; the first opening (it hands the list over) apart. */
async function measureDropdowns(size, page, rate, firstTime, optionCounts) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  for (const [label] of DROPDOWN_KEYS) {
    const times = [];
    let inDom = 0;
    for (let run = 0; run <= RUNS; run += 1) {
      ({ ms: times[run], inDom } = await openDropdown(page, label));
      await closeDropdown(page);
    }
    const what = `${rate}x: "${label}" (${optionCounts[label]} options, ${inDom} in the DOM) opens`;
    if (firstTime) record(size, `${what}, first time`, times.slice(0, 1), { target: TARGETS.dropdown });
    record(size, `${what} again`, times.slice(1), { target: TARGETS.dropdown });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
}

/** Picks the first city and applies the filter (once: clearing it reloads the whole list). */
async function measureFilterApply(size, page) {
  await openDropdown(page, 'Cust. Location');
  const firstOption = page.locator('.p-dropdown-panel .p-dropdown-item').first();
  const option = (await firstOption.textContent()).trim();
  await firstOption.click();
  const applied = await page.evaluate(async (expected) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const footer = () => document.querySelector('.table-footer span')?.textContent ?? '';
    const before = footer();
    const started = performance.now();
    [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Apply').click();
    for (;;) {
      await frame();
      const cells = [
        ...document.querySelectorAll('table[aria-label="Customer Data"] tbody tr td:nth-child(6)'),
      ];
      const rowsMatch = cells.length > 0 && cells.every((cell) => cell.textContent === expected);
      if (footer() !== before && /^Showing/.test(footer()) && rowsMatch) break;
    }
    return performance.now() - started;
  }, option);
  const label = `1x: a filter applies ("${option}", footer and rows updated)`;
  record(size, label, [applied], { target: TARGETS.apply });
}

async function measureScreen(size, base, browser, optionCounts) {
  const context = await benchContext(browser);
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const url = `${base}${LIST_PATH}`;
    await signIn(page, base);
    console.log(`  screen: ${await page.getByText(/^Showing 1 - 5 of/).textContent()}`);
    console.log('  navigation start → first rows / whole list (HTTP cache disabled unless said):');
    await measureLoads(size, page, url);
    await page.getByRole('button', { name: 'Toggle filters' }).click();
    console.log('  filter drop-downs, click → options painted:');
    for (const [index, rate] of RATES.entries()) {
      await measureDropdowns(size, page, rate, index === 0, optionCounts);
    }
    await measureFilterApply(size, page);
    if (errors.length) console.log(`  page errors: ${errors.join('; ')}`);
  } finally {
    await context.close();
  }
}

// ------------------------------------------------------------------------------------------- campaigns
async function measureCampaigns(size, base, server) {
  console.log(`  "Select All" campaign audience (load average ${loadNow()}):`);
  const { campaignBody, everyoneSegment } = await import('@crm/fixtures');
  const marketer = await accessToken(base, 'marketer');
  const headers = { authorization: `Bearer ${marketer}`, token_bearer: `user.${marketer}` };
  const get = async (url) => json(await fetch(`${base}${url}`, { headers }), url);
  const lookups = await timed(() => everyoneSegment(async (url) => (await get(url)).body));
  const segmentation = lookups.result;
  const found = `${segmentation.city.length} cities, ${segmentation.service_type.length} service types, ${segmentation.product_line.length} product lines, ${segmentation.model_type.length} model codes`;
  record(size, 'segmentation lookups (cities, service types, product lines)', [lookups.ms], {
    detail: `, ${found}`,
  });
  let campaign;
  for (const [label, name] of [
    ['first (indexes the customers)', 'Bench select all 1'],
    ['second (index reused)', 'Bench select all 2'],
  ]) {
    const body = campaignBody({ name, ...segmentation });
    const created = await timed(() => post(`${base}/api/campaigns`, headers, body));
    campaign = created.result.body.data.campaign;
    const recipients = Number(campaign.total_recipients ?? 0).toLocaleString('en');
    record(size, `POST /api/campaigns, Select All, ${label}`, [created.ms], {
      detail: `, ${recipients} recipients`,
    });
  }
  const list = await timed(() => get(`/api/campaigns/${campaign.id}/customers`));
  const rows = list.result.body.data.customer_campaigns.length.toLocaleString('en');
  const detail = `, ${rows} rows, ${(list.result.bytes / MB).toFixed(1)} MB`;
  record(size, 'GET /api/campaigns/{id}/customers (the second)', [list.ms], { detail });
  record(size, 'mock RSS after the campaigns', [rssMb(server.pid)], { unit: 'MB' });
}

// ---------------------------------------------------------------------------------------------- upload
/** The upload file: new service orders (BENCH-SO…), 2 % invalid; written once and kept in bench-results/. */
async function uploadFile(count) {
  const file = path.join(root, `bench-results/customer-list/customers-${count}-v1.xlsx`);
  if (existsSync(file)) return file;
  await mkdir(path.dirname(file), { recursive: true });
  const { CUSTOMER_COLUMNS } = await import(
    pathToFileURL(path.join(root, 'mock-server/dist/state/records/columns.js')).href
  );
  const rows = customerUploadRows(CUSTOMER_COLUMNS, count, {
    name: 'Pelanggan Bench',
    phoneBase: 1300000000,
    orderPrefix: 'BENCH-SO',
  });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Data');
  await writeFile(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
  return file;
}

/** Sends the upload from another process and polls it to its end, probing /healthz all along. */
async function uploadAndWait(base, server, auth, file) {
  const probes = [];
  const probe = async () =>
    probes.push((await timed(async () => (await fetch(`${base}/healthz`)).text())).ms);
  const upload = uploadFromChild(base, auth.authorization, file, path.basename(file));
  const started = performance.now();
  let peak = rssMb(server.pid);
  while (upload.child.exitCode === null) {
    await probe();
    await pause(50);
  }
  const sent = upload.result();
  if (sent.status !== 201 && sent.status !== 200)
    throw new Error(`upload refused: ${sent.status} ${JSON.stringify(sent.body)}`);
  let state = sent.body.data;
  for (let polls = 1; state.status === 'execute' || state.status === 'process'; polls += 1) {
    await probe();
    peak = Math.max(peak, rssMb(server.pid));
    await pause(50);
    if (polls % 10 === 0) {
      const filter = { filters: [{ key: 'id', value: state.uuid }] };
      [state] = (await post(`${base}/api/files/filter`, auth, filter)).body.data;
    }
  }
  return { sent, record: state, importMs: performance.now() - started, probes, peak };
}

async function measureUpload(size, base, server, file) {
  console.log(`  ${UPLOAD_ROWS.toLocaleString('en')}-row customer upload (load average ${loadNow()}):`);
  const auth = { authorization: `Bearer ${await accessToken(base, 'admin')}` };
  const { sent, record: done, importMs, probes, peak } = await uploadAndWait(base, server, auth, file);
  const counts = `${Number(done.num_of_success).toLocaleString('en')} imported, ${Number(done.num_of_failed).toLocaleString('en')} invalid`;
  record(size, `upload (${(statSync(file).size / MB).toFixed(1)} MB .xlsx): sent`, [sent.ms]);
  record(size, `upload: ${done.status}`, [importMs], { detail: `, ${counts}` });
  const sorted = [...probes].sort((a, b) => a - b);
  const [p50, p95] = [0.5, 0.95].map((q) => quantile(sorted, q).toFixed(0));
  const probed = `, p50 ${p50} ms, p95 ${p95} ms (${probes.length} probes)`;
  record(size, '/healthz during the upload: max', [sorted.at(-1)], { detail: probed });
  record(size, 'mock peak RSS during the upload', [peak], { unit: 'MB' });
  const filter = { filters: [{ property: 'service_order_no', value: 'BENCH-SO000000001' }] };
  const found = await timed(() => post(`${base}/api/customers`, auth, filter));
  const matches = Object.keys(found.result.body.data.customers).length;
  const over = (size + Number(done.num_of_success)).toLocaleString('en');
  record(size, `filter call for an imported service order over ${over} customers`, [found.ms], {
    detail: `, ${matches} match(es)`,
  });
}

// ------------------------------------------------------------------------------------------------ sizes
/** Runs `measure` against a mock seeded with `size` customers (with `env`), recording its start. */
async function withMock(size, env, measure) {
  const seeded = await timed(() => startMock(size, 600_000, { env }));
  const { base, server, stop } = seeded.result;
  try {
    const settings = Object.entries(env).map(([name, value]) => ` ${name}=${value}`);
    record(size, `mock${settings.join('')}: start and seed`, [seeded.ms]);
    await measure(base, server);
  } finally {
    await stop();
  }
}

async function measureSize(size, browser, file) {
  console.log(`\n=== ${size.toLocaleString('en')} customers (load average ${loadNow()})`);
  if (ONLY.has('seed')) measureSeeding(size);
  if (ONLY.has('calls') || ONLY.has('screen')) {
    await withMock(size, {}, async (base, server) => {
      const auth = { authorization: `Bearer ${await accessToken(base)}` };
      const body = await measureBody(size, base, server, auth);
      if (ONLY.has('calls')) await measureListCalls(size, base, auth, body);
      if (ONLY.has('screen')) await measureScreen(size, base, browser, body.optionCounts);
    });
  }
  // Their own mock: TIME_SCALE shrinks the upload queue's simulated waits (not the import work).
  if (ONLY.has('campaigns') || ONLY.has('upload')) {
    await withMock(size, { TIME_SCALE: '0.001', MAX_UPLOAD_MB: '128' }, async (base, server) => {
      if (ONLY.has('campaigns')) await measureCampaigns(size, base, server);
      if (ONLY.has('upload')) await measureUpload(size, base, server, file);
    });
  }
}

requireBuildsAndChromium();
register(); // @crm/fixtures is TypeScript
console.log(
  `Customer list: ${SIZES.join(', ')} customers; ${RUNS} run(s) per figure; rates ${RATES.join(', ')}; ` +
    `parts ${[...ONLY].join(', ')}; ${os.cpus().length} CPUs`,
);
const file = ONLY.has('upload') ? await uploadFile(UPLOAD_ROWS) : undefined;
const browser = ONLY.has('screen') ? await launchChromium() : undefined;
try {
  for (const size of SIZES) await measureSize(size, browser, file);
} finally {
  await browser?.close();
}
console.log(`\nSummary (median over the runs; load average now ${loadNow()})`);
const width = Math.max(...summary.map((row) => row.label.length));
for (const row of summary) {
  const verdict = row.target === undefined ? '' : row.value <= row.target ? 'ok' : 'MISSED';
  const value = `${row.value.toFixed(0)} ${row.unit}`;
  console.log(
    `  ${String(row.size).padStart(7)}  ${row.label.padEnd(width)}  ${value.padStart(10)}  ${verdict}`,
  );
}
