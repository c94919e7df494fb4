import { defineConfig } from '@playwright/test';

const CI = Boolean(process.env.CI);
/**
 * Each worker starts a stack of its own (mock backend + nginx, see support/fixtures.ts), so files run side by
 * side; the tests of one file stay in order on one worker. Three workers on the 2-core machines: most of a
 * test's time is spent waiting (the app's delays, polling, timers), so a third keeps both cores busy (beside a
 * CPU hog the suite took 11.4 minutes with three, 13.6 with two).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);
/** Where a run writes results and report: its own folder lets npm test's docs step run a spec beside another run. */
const RUN_DIR = process.env.E2E_RUN_DIR ?? '.';

export default defineConfig({
  testDir: './tests',
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // A whole journey (New Campaign: ~30 s idle) can take twice as long on a busy CI machine; a stuck step still
  // fails on its own 10-15 s expect/action limit.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: CI
    ? [['list'], ['html', { open: 'never', outputFolder: `${RUN_DIR}/playwright-report` }]]
    : [['list']],
  outputDir: `${RUN_DIR}/test-results`,
  use: {
    browserName: 'chromium',
    // Debian's Chromium: Playwright's own browser download cannot work on these machines.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    viewport: { width: 1366, height: 900 },
    // Recording a trace of every test costs CPU on a busy 2-core machine; in CI the retry of a failed test is
    // recorded instead (retries: 1), locally a failed test keeps its trace. Locally without the screencast: its
    // frames were a quarter of the e2e CPU (auth.spec.ts: 258 → 193 CPU s); DOM snapshots and the failure
    // screenshot remain.
    trace: CI ? 'on-first-retry' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
});
