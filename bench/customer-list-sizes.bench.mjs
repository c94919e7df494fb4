#!/usr/bin/env node
// The customer list at 10,000, 100,000 and 250,000 customers (BENCH_SIZES=10000,100000,250000): the screen
// in Debian's Chromium at 1x and 4x CPU throttling, next to the physical floor of the same bytes.
//
//   npm run build && npm run bench customer-list-sizes
//
// For each size: a mock server (embedded mode, it serves the SPA) seeded with SEED_CUSTOMERS, its seeding
// time and memory; the floor (download the brotli body and decompress it in Node, then JSON.parse it natively
// in slices cut at record boundaries, no scanning or rendering); then in Chromium, per throttling rate, the
// time to the first rows and to the whole list (footer shown), the total blocking time of the main thread
// during the load, the browser's peak memory over its idle level (page + list worker), and once loaded the
// time for a filter drop-down to open and for a filter to apply. Figures, not pass/fail tests; they depend
// on the machine and what else runs on it.
/* global window, document, MutationObserver, requestAnimationFrame -- functions passed to page.evaluate run in the browser */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import {
  accessToken,
  launchChromium,
  LIST_PATH,
  median,
  requireBuildsAndChromium,
  startMock,
} from './support.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,250000').split(',').map(Number);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 2));
const RATES = (process.env.BENCH_RATES ?? '1,4').split(',').map(Number);

requireBuildsAndChromium();

const summary = [];
function report(size, label, values, unit = 'ms', target) {
  const value = median(values);
  const range =
    values.length > 1 ? ` (range ${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})` : '';
  const verdict =
    target === undefined ? '' : value <= target ? `  target ≤ ${target} ok` : `  target ≤ ${target} MISSED`;
  console.log(`  ${label}: ${value.toFixed(0)} ${unit}${range}${verdict}`);
  summary.push({ size, label, value, unit, target });
}

const rssOf = (pid) =>
  Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  ) * 1024;

/** Total RSS (bytes) of the Chromium processes descending from this one (browser, renderer, helpers). */
function chromiumRss(pid = process.pid) {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss=,comm=']).toString().trim().split('\n');
  const rows = table.map((line) => {
    const [child, parent, rss, comm] = line.trim().split(/\s+/);
    return [Number(child), Number(parent), Number(rss), comm ?? ''];
  });
  const wanted = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of rows) {
      if (wanted.has(parent) && !wanted.has(child)) {
        wanted.add(child);
        grew = true;
      }
    }
  }
  return rows
    .filter(([child, , , comm]) => wanted.has(child) && /chrom/i.test(comm))
    .reduce((sum, [, , rss]) => sum + rss * 1024, 0);
}

/** The raw brotli body; `stored` says whether it came from the stored copy (it has a Content-Length). */
async function brotliBody(base, token) {
  const started = performance.now();
  const response = await fetch(`${base}/api/customers`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
  });
  // Node's fetch decompresses; read the decompressed bytes to time download + decompression.
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, ms: performance.now() - started, stored: response.headers.get('content-length') !== null };
}

/** JSON.parse of the whole body in ~4 MB slices cut at record boundaries (`}],"`), the native floor. */
function parseInSlices(bytes) {
  const started = performance.now();
  const boundary = Buffer.from('}],"');
  const open = bytes.indexOf('{"data":{"customers":{') + '{"data":{"customers":{'.length;
  let start = open;
  let count = 0;
  while (start < bytes.length - 3) {
    const cut = bytes.indexOf(boundary, Math.min(start + 4 * 1024 * 1024, bytes.length));
    const end = cut < 0 ? bytes.length - 3 : cut + 2;
    const text = bytes.toString('utf8', start, end);
    count += Object.keys(JSON.parse(`{${text}}`)).length;
    start = cut < 0 ? bytes.length : end + 1;
  }
  return { ms: performance.now() - started, count };
}

async function measureSize(size, browser) {
  console.log(`\n=== ${size.toLocaleString('en')} customers`);
  const started = performance.now();
  const { base, server, stop } = await startMock(size);
  try {
    report(size, 'mock: start and seed', [performance.now() - started]);
    const token = await accessToken(base);
    // Wait for the stored brotli copy (a response with a Content-Length), as a running server has it.
    let floor;
    for (let attempt = 0; attempt < 600; attempt += 1) {
      floor = await brotliBody(base, token);
      if (floor.stored) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    report(size, 'mock: memory (RSS, with the stored brotli copy)', [rssOf(server.pid) / 1e6], 'MB');
    floor = await brotliBody(base, token);
    const parsed = parseInSlices(floor.bytes);
    if (parsed.count !== size) throw new Error(`floor parse read ${parsed.count} customers, not ${size}`);
    console.log(`  body: ${(floor.bytes.length / 1e6).toFixed(0)} MB of JSON`);
    report(size, 'floor: download + decompress (Node)', [floor.ms]);
    report(size, 'floor: native JSON.parse in record slices (Node)', [parsed.ms]);
    report(size, 'floor: total', [floor.ms + parsed.ms]);
    floor = undefined;

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
        const footer = document.querySelector('.table-footer span');
        if (
          footer &&
          /^Showing \d+ - \d+ of \d+ entries$/.test(footer.textContent ?? '') &&
          marks.complete === null
        )
          marks.complete = performance.now();
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const page = await context.newPage();
    await page.goto(`${base}${LIST_PATH}`);
    await page.getByRole('button', { name: 'Sign in as admin' }).click();
    await page.waitForURL((url) => url.pathname === LIST_PATH);
    await page.getByText(/^Showing 1 - 5 of/).waitFor({ timeout: 600_000 });
    console.log(`  screen: ${await page.getByText(/^Showing 1 - 5 of/).textContent()}`);

    for (const rate of RATES) {
      const results = [];
      for (let run = 0; run < RUNS; run += 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await page.goto('about:blank');
        const idle = chromiumRss();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.goto(`${base}${LIST_PATH}`);
        let peak = idle;
        const sampler = setInterval(() => {
          peak = Math.max(peak, chromiumRss());
        }, 250);
        await page.waitForFunction(() => window.__bench?.complete !== null, null, {
          timeout: 900_000,
          polling: 100,
        });
        clearInterval(sampler);
        await page.waitForTimeout(500);
        const marks = await page.evaluate(() => window.__bench);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await cdp.detach();
        const tbt = marks.longTasks
          .filter(([start]) => start <= marks.complete + 500)
          .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
        results.push({ ...marks, tbt, memory: (peak - idle) / 1e6 });
      }
      const targets = rate === 1 ? { first: 1000, whole: 10_000 } : {};
      report(
        size,
        `${rate}x: first rows`,
        results.map((r) => r.firstRow),
        'ms',
        targets.first,
      );
      report(
        size,
        `${rate}x: whole list loaded`,
        results.map((r) => r.complete),
        'ms',
        targets.whole,
      );
      report(
        size,
        `${rate}x: total blocking time during the load`,
        results.map((r) => r.tbt),
        'ms',
        200,
      );
      report(
        size,
        `${rate}x: browser peak memory over idle (page + worker)`,
        results.map((r) => r.memory),
        'MB',
        1000,
      );
    }

    // Once loaded: a drop-down opens (a few times), a filter applies (once: clearing reloads the whole list).
    await page.getByRole('button', { name: 'Toggle filters' }).click();
    const openDropdown = (label) =>
      page.evaluate(async (wanted) => {
        const field = [...document.querySelectorAll('.filter-bar .field')].find(
          (candidate) => candidate.querySelector('label')?.textContent === wanted,
        );
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
        const started = performance.now();
        field.querySelector('.p-dropdown').click();
        while (!document.querySelector('.p-dropdown-panel .p-dropdown-item')) await frame();
        await frame();
        return performance.now() - started;
      }, label);
    const openLocation = () => openDropdown('Cust. Location');
    // The longest list (a service order per customer): its first opening hands the list to the drop-down.
    const orders = [];
    for (let run = 0; run < RUNS + 1; run += 1) {
      orders.push(await openDropdown('Service Order'));
      await page.keyboard.press('Escape');
      await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
    }
    report(size, 'once loaded: "Service Order" drop-down opens, first time', orders.slice(0, 1), 'ms', 200);
    report(size, 'once loaded: "Service Order" drop-down opens again', orders.slice(1), 'ms', 200);
    const opens = [];
    for (let run = 0; run < RUNS + 1; run += 1) {
      const opened = await openLocation();
      if (run > 0) opens.push(opened); // the first opening is a warm-up
      await page.keyboard.press('Escape');
      await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
    }
    report(size, 'once loaded: "Cust. Location" drop-down opens', opens, 'ms', 200);
    await openLocation();
    const option = (await page.locator('.p-dropdown-panel .p-dropdown-item').first().textContent()).trim();
    await page.locator('.p-dropdown-panel .p-dropdown-item').first().click();
    const applied = await page.evaluate(async (expected) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      const footer = () => document.querySelector('.table-footer span')?.textContent ?? '';
      const before = footer();
      const started = performance.now();
      [...document.querySelectorAll('button')]
        .find((button) => button.textContent?.trim() === 'Apply')
        .click();
      for (;;) {
        await frame();
        const cells = [
          ...document.querySelectorAll('table[aria-label="Customer Data"] tbody tr td:nth-child(6)'),
        ];
        if (
          footer() !== before &&
          /^Showing/.test(footer()) &&
          cells.length > 0 &&
          cells.every((cell) => cell.textContent === expected)
        )
          break;
      }
      return performance.now() - started;
    }, option);
    report(
      size,
      `once loaded: a filter applies ("${option}", footer and rows updated)`,
      [applied],
      'ms',
      300,
    );
    await context.close();
  } finally {
    await stop();
  }
}

console.log(
  `Customer list by size: ${SIZES.join(', ')} customers; ${RUNS} run(s) per figure; ${os.cpus().length} CPUs`,
);
const browser = await launchChromium();
try {
  for (const size of SIZES) await measureSize(size, browser);
} finally {
  await browser.close();
}
console.log('\nSummary');
for (const row of summary) {
  const verdict = row.target === undefined ? '' : row.value <= row.target ? 'ok' : 'MISSED';
  console.log(
    `  ${String(row.size).padStart(7)}  ${row.label.padEnd(58)} ${row.value.toFixed(0).padStart(7)} ${row.unit}  ${verdict}`,
  );
}
