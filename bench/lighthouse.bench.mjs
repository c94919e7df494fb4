#!/usr/bin/env node
// Lighthouse mobile performance (its default config: simulated slow 4G, 4x CPU) of the signed-in landing lists,
// served as production serves them: the built app behind the project's nginx (compression and caching headers
// real), the mock backend behind it. Each persona signs in once through the real SSO flow (support.mjs signIn)
// in the browser's default context; Lighthouse (Node API, same browser through its debugging port) then opens
// each screen with that session kept in localStorage and an EMPTY HTTP cache. Figures, not pass/fail: medians
// of the runs, flagged ⚠ when the score is under 95 or LCP over 2.5 s; they depend on the machine and its load.
/* global window -- functions passed to page.evaluate run in the browser */
import lighthouse from 'lighthouse';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { register } from 'tsx/esm/api';
import { freePort } from '../scripts/freePort.mjs';
import { launchChromium, median, requireBuildsAndChromium, signIn } from './support.mjs';

register();
const { startStack } = await import('../e2e/support/stack.ts');

const HELP = `npm run bench lighthouse [-- options]
  --runs=N       BENCH_RUNS, default 3: Lighthouse runs per screen (median of each figure)
  --customers=N  BENCH_CUSTOMERS, default 500: customers the mock seeds
  --only=S,...   BENCH_SCREENS, default all of customer-list,upload-list,report-list,campaign-list
  --out=DIR      BENCH_OUT: also write each screen's median-score Lighthouse report there (<screen>.report.json)`;
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    customers: { type: 'string', default: process.env.BENCH_CUSTOMERS ?? '500' },
    only: { type: 'string', default: process.env.BENCH_SCREENS },
    out: { type: 'string', default: process.env.BENCH_OUT },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const RUNS = Number(options.runs);
const CUSTOMERS = Number(options.customers);
if (![RUNS, CUSTOMERS].every((n) => Number.isInteger(n) && n > 0)) {
  console.error(HELP);
  process.exit(1);
}
const MIN_SCORE = 95;
const MAX_LCP_MS = 2500;

// The approver is the persona whose landing list is the campaigns; each persona signs in on its landing list
// (the app goes there after the sign-in, whatever was asked for).
const LANDING = { admin: '/customer/list-customer', approver: '/campaign/list-campaign' };
const ALL_SCREENS = [
  { label: 'customer list', user: 'admin', pathname: '/customer/list-customer' },
  { label: 'upload list', user: 'admin', pathname: '/customer/upload-data' },
  { label: 'report list', user: 'admin', pathname: '/campaign/report' },
  { label: 'campaign list', user: 'approver', pathname: '/campaign/list-campaign' },
];
const slug = (label) => label.replaceAll(' ', '-');
const only = options.only?.split(',');
const SCREENS = ALL_SCREENS.filter(({ label }) => !only || only.includes(slug(label)));
if (!SCREENS.length || only?.some((name) => !ALL_SCREENS.some(({ label }) => slug(label) === name))) {
  console.error(HELP);
  process.exit(1);
}

/**
 * `disableStorageReset: true` keeps localStorage (the session), but it also turns off Lighthouse's own cache
 * clearing (both sit behind that one flag in core/gather/driver/prepare.js), so the HTTP cache is emptied here
 * before each run the way Lighthouse does it: the disk cache, then the memory cache by toggling it off and on.
 */
async function clearHttpCache(cdp) {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
}

/** The run's figures; `cached` counts the app's responses that came from a cache (must be 0). */
function figures(lhr, origin) {
  const audit = (id) => lhr.audits[id].numericValue;
  const requests = lhr.audits['network-requests'].details.items;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    kib: audit('total-byte-weight') / 1024,
    cached: requests.filter(
      (request) => request.url.startsWith(origin) && request.transferSize === 0 && request.resourceSize > 0,
    ).length,
  };
}

requireBuildsAndChromium();
const stack = await startStack({
  mode: 'nginx',
  env: { SEED_CUSTOMERS: String(CUSTOMERS), MOCK_CONTROL: 'off', LOG_LEVEL: 'warn' },
});
const port = await freePort();
const browser = await launchChromium([
  `--remote-debugging-port=${port}`,
  '--remote-debugging-address=127.0.0.1',
]);
const rows = [];
try {
  // Lighthouse opens its page in the browser's default context: the session must be there, which only a CDP
  // connection (not the launched browser's own contexts) gives Playwright.
  const cdpBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const [context] = cdpBrowser.contexts();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let signedInAs = null;
  for (const { label, user, pathname } of SCREENS) {
    if (signedInAs !== user) {
      await page.goto(`${stack.baseUrl}/healthz`);
      await page.evaluate(() => window.localStorage.clear());
      await context.clearCookies();
      await signIn(page, stack.baseUrl, LANDING[user], user);
      signedInAs = user;
      // Off the app, so that this page keeps nothing of it in memory while Lighthouse loads it in its own tab.
      await page.goto('about:blank');
    }
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      let lhr;
      // On the loaded machine a trace now and then misses its navigation start (NO_NAVSTART): run it again once.
      for (let attempt = 1; ; attempt += 1) {
        await clearHttpCache(cdp);
        ({ lhr } = await lighthouse(`${stack.baseUrl}${pathname}`, {
          port,
          hostname: '127.0.0.1',
          onlyCategories: ['performance'],
          disableStorageReset: true,
          logLevel: 'error',
        }));
        if (!lhr.runtimeError) break;
        const problem = `${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
        if (attempt === 2) throw new Error(problem);
        console.log(`  ${problem}; again`);
      }
      if (new URL(lhr.finalDisplayedUrl).pathname !== pathname)
        throw new Error(`${label}: Lighthouse ended on ${lhr.finalDisplayedUrl}, not signed in?`);
      runs.push({ ...figures(lhr, stack.baseUrl), lhr });
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    const row = {
      label,
      user,
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      kib: pick('kib'),
      cached: Math.max(...runs.map((run) => run.cached)),
    };
    rows.push(row);
    console.log(
      `  ${label} (${user}): score ${runs.map((run) => run.score).join(', ')}; LCP ${runs.map((run) => run.lcp.toFixed(0)).join(', ')} ms`,
    );
    if (options.out) {
      // The run whose score is the median: the report to read for what is on the critical path.
      const sorted = [...runs].sort((a, b) => a.score - b.score);
      await mkdir(options.out, { recursive: true });
      const file = path.join(options.out, `${slug(label)}.report.json`);
      await writeFile(file, JSON.stringify(sorted[Math.floor(sorted.length / 2)].lhr));
    }
  }
  await cdpBrowser.close();
} finally {
  await browser.close();
  await stack.stop();
}

console.log(
  `\nLighthouse mobile (simulated slow 4G, 4x CPU), empty HTTP cache, signed in, ` +
    `${CUSTOMERS} customers, median of ${RUNS} (score < ${MIN_SCORE} or LCP > ${MAX_LCP_MS / 1000} s flagged ⚠)`,
);
console.log(
  `  ${'screen'.padEnd(24)}${['score', 'FCP ms', 'LCP ms', 'TBT ms', 'KiB'].map((h) => h.padStart(10)).join('')}`,
);
for (const row of rows) {
  const cells = [
    `${row.score}${row.score < MIN_SCORE ? ' ⚠' : ''}`,
    row.fcp.toFixed(0),
    `${row.lcp.toFixed(0)}${row.lcp > MAX_LCP_MS ? ' ⚠' : ''}`,
    row.tbt.toFixed(0),
    row.kib.toFixed(0),
  ];
  console.log(`  ${`${row.label} (${row.user})`.padEnd(24)}${cells.map((c) => c.padStart(10)).join('')}`);
}
const cached = rows.filter((row) => row.cached);
if (cached.length) {
  console.error(
    `Responses came from the HTTP cache on ${cached.map((row) => row.label).join(', ')}: the cache was not empty.`,
  );
  process.exit(1);
}
