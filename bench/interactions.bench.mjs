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

// Each: [label, act (the measured input + wait for its result), reset (undo, unmeasured)].
const INTERACTIONS = [
  [
    'open the filter panel',
    async (page) => {
      await page.getByRole('button', { name: 'Toggle filters' }).click();
      await page.getByRole('combobox').first().waitFor();
    },
    async (page) => {
      await page.getByRole('button', { name: 'Toggle filters' }).click();
      await page.getByRole('combobox').first().waitFor({ state: 'hidden' });
    },
  ],
  [
    'open a filter drop-down',
    async (page) => {
      // The previous interaction's reset closed the panel; reopen it (its entries are dropped by takeMax below).
      await page.getByRole('button', { name: 'Toggle filters' }).click();
      await page.getByRole('combobox').first().waitFor();
      await takeMax(page);
      await page.getByRole('combobox').first().click();
      await page.getByRole('listbox').first().waitFor();
    },
    async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('listbox').first().waitFor({ state: 'hidden' });
    },
  ],
  [
    'sort by a column',
    async (page) => {
      const before = await page.locator('table tbody tr').first().textContent();
      await page.locator('table thead th').nth(1).click();
      await page.waitForFunction(
        (text) => document.querySelector('table tbody tr')?.textContent !== text,
        before,
      );
    },
    async () => {},
  ],
  [
    'next page',
    async (page) => {
      const footer = await page.getByText(/^Showing \d+ - \d+ of/).textContent();
      await page.getByRole('button', { name: /next page/i }).click();
      await page.waitForFunction(
        (text) => document.querySelector('.table-footer span')?.textContent !== text,
        footer,
      );
    },
    async () => {},
  ],
  [
    'type a character in the quick search',
    async (page) => {
      await page.getByRole('searchbox').first().focus();
      await page.keyboard.type('a');
    },
    async (page) => {
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(500);
    },
  ],
  [
    'open the edit dialog',
    async (page) => {
      await page.getByRole('button', { name: /edit/i }).first().click();
      await page.getByRole('dialog').waitFor();
    },
    async () => {},
  ],
  [
    'save the edit dialog',
    async (page) => {
      await page.getByRole('dialog').getByRole('button', { name: /save/i }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    },
    async () => {},
  ],
  [
    'switch language',
    async (page) => {
      const lang = await page.locator('html').getAttribute('lang');
      await page
        .getByRole('button', { name: /language|bahasa/i })
        .first()
        .click();
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
