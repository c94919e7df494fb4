#!/usr/bin/env node
// Interaction latency on the customer list at 4x CPU (issue 35): each interaction is real input (page.click /
// keyboard); its figure is the longest Event Timing entry (input → next paint) it produced. Figures, not
// pass/fail: median over the runs, flagged over 100 ms; they depend on the machine and its load.
/* global window, document -- functions passed to page.evaluate run in the browser */
import { parseArgs } from 'node:util';
import { launchChromium, median, requireBuildsAndChromium, signIn, startMock } from './support.mjs';

const HELP = `npm run bench interactions [-- options]
  --sizes=N,...  BENCH_SIZES, default 500,10000: seeded customers, one mock per size
  --runs=N       BENCH_RUNS, default 3: runs per interaction (median)
  --rate=N       BENCH_RATE, default 4: CPU throttling rate`;
const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: process.env.BENCH_SIZES ?? '500,10000' },
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    rate: { type: 'string', default: process.env.BENCH_RATE ?? '4' },
    help: { type: 'boolean', default: false },
  },
});
if (options.help) {
  console.log(HELP);
  process.exit(0);
}
const SIZES = options.sizes.split(',').map(Number);
const RUNS = Number(options.runs);
const RATE = Number(options.rate);
if (![...SIZES, RUNS, RATE].every((n) => Number.isInteger(n) && n > 0)) {
  console.error(HELP);
  process.exit(1);
}
const LIMIT = 100;

/** Starts collecting Event Timing entries (≥ 16 ms) in the page; `take()` returns and clears them. */
async function observeEvents(page) {
  await page.evaluate(() => {
    window.__events = [];
    new PerformanceObserver((list) =>
      window.__events.push(...list.getEntries().map((e) => e.duration)),
    ).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    });
  });
}
/** The longest entry since the last call (0 when none passed the threshold); waits two frames for late entries. */
async function takeMax(page) {
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const max = Math.max(0, ...window.__events);
    window.__events = [];
    return max;
  });
}

const filters = (page) => page.getByRole('search', { name: 'Customer Data filters' });
const toggleFilters = (page) => page.getByRole('button', { name: 'Toggle filters' }).click();
const dropDownItem = (page) => page.locator('.p-dropdown-panel .p-dropdown-item').first();
const sortHeader = (page) => page.getByRole('columnheader', { name: 'Service Order', exact: true });

async function openEdit(page) {
  await page.getByRole('table').getByRole('button', { name: 'Edit', exact: true }).first().click();
  await page.getByRole('dialog').waitFor();
}
const noDialog = (page) =>
  page.waitForFunction(() => !document.querySelector('[role="dialog"]'), null, { timeout: 60_000 });

// Each: [label, act (the measured input + wait for its result), reset (undo, unmeasured)].
const INTERACTIONS = [
  [
    'open the filter panel',
    async (page) => {
      await toggleFilters(page);
      await filters(page).waitFor();
    },
    async (page) => {
      await toggleFilters(page);
      await filters(page).waitFor({ state: 'hidden' });
    },
  ],
  [
    'open a filter drop-down',
    async (page) => {
      // The panel is opened unmeasured: takeMax drops its entries.
      await toggleFilters(page);
      await filters(page).waitFor();
      await takeMax(page);
      await filters(page).locator('.p-dropdown').first().click();
      await dropDownItem(page).waitFor();
    },
    async (page) => {
      await page.keyboard.press('Escape');
      await dropDownItem(page).waitFor({ state: 'hidden' });
      await toggleFilters(page);
      await filters(page).waitFor({ state: 'hidden' });
    },
  ],
  [
    'sort by a column',
    async (page) => {
      const before = await sortHeader(page).getAttribute('aria-sort');
      await page.getByRole('table').getByRole('button', { name: 'Service Order', exact: true }).click();
      await page.waitForFunction(
        (sort) =>
          document.querySelector('th[aria-sort]:not([aria-sort="none"])')?.getAttribute('aria-sort') !== sort,
        before,
      );
    },
    async () => {},
  ],
  [
    'next page',
    async (page) => {
      const footer = await page.getByText(/^Showing \d+ - \d+ of/).textContent();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByText(footer, { exact: true }).waitFor({ state: 'detached' });
    },
    async () => {},
  ],
  [
    'type a character in the quick search',
    async (page) => {
      await page.getByRole('searchbox', { name: 'Quick search' }).focus();
      await page.keyboard.type('a');
      await page.waitForURL(/[?&]q=a/);
    },
    async (page) => {
      await page.keyboard.press('Backspace');
      await page.waitForURL((url) => !url.searchParams.has('q'));
    },
  ],
  [
    'open the edit dialog',
    openEdit,
    async (page) => {
      await page.keyboard.press('Escape');
      await noDialog(page);
    },
  ],
  [
    'save the edit dialog',
    async (page) => {
      // Opened unmeasured (takeMax drops its entries); the save's own paint is the figure.
      await openEdit(page);
      await takeMax(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor({ state: 'detached' });
    },
    // The success notice goes by itself.
    noDialog,
  ],
  [
    'switch language',
    async (page) => {
      // The profile menu's language group: the language not shown now is chosen, so runs go back and forth.
      const lang = await page.locator('html').getAttribute('lang');
      await page.getByRole('button', { name: /, (Profile menu|Menu profil)$/ }).click();
      const other = lang === 'id' ? 'English' : 'Bahasa Indonesia';
      await takeMax(page);
      await page.getByRole('menuitemradio', { name: other }).click();
      await page.waitForFunction((before) => document.documentElement.lang !== before, lang);
    },
    async () => {},
  ],
];

requireBuildsAndChromium();
const browser = await launchChromium();
const table = new Map(); // label → size → ms
try {
  for (const size of SIZES) {
    const { base, stop } = await startMock(size);
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await signIn(page, base);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      await observeEvents(page);
      for (const [label, act, reset] of INTERACTIONS) {
        const values = [];
        for (let run = 0; run < RUNS; run += 1) {
          try {
            await act(page);
            values.push(await takeMax(page));
            await reset(page);
            await takeMax(page);
          } catch (error) {
            console.log(`  ${size} ${label}: failed (${error.message.split('\n')[0]})`);
            break;
          }
        }
        if (values.length) table.set(label, { ...table.get(label), [size]: median(values) });
      }
      await context.close();
    } finally {
      await stop();
    }
  }
} finally {
  await browser.close();
}
console.log(
  `\nInteractions at ${RATE}x CPU, longest Event Timing entry, median of ${RUNS} (> ${LIMIT} ms flagged)`,
);
console.log(`  ${'interaction'.padEnd(40)}${SIZES.map((s) => String(s).padStart(12)).join('')}`);
for (const [label] of INTERACTIONS) {
  const row = SIZES.map((size) => {
    const ms = table.get(label)?.[size];
    return (ms === undefined ? '—' : `${ms.toFixed(0)}${ms > LIMIT ? ' !' : ''}`).padStart(12);
  });
  console.log(`  ${label.padEnd(40)}${row.join('')}`);
}
