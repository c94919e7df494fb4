// What the browser benchmarks share: the builds they need, a mock server (embedded mode, it serves the SPA)
// on a free loopback port, a live access token, Debian's Chromium, and the median of a set of figures.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort } from '../scripts/freePort.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const LIST_PATH = '/customer/list-customer';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Exits with a message when the production builds or Chromium are missing: a benchmark builds nothing. */
export function requireBuildsAndChromium(buildRoot = root) {
  for (const [file, hint] of [
    ['web/dist/index.html', 'npm run build -w web'],
    ['mock-server/dist/server.js', 'npm run build -w mock-server'],
  ]) {
    if (!existsSync(path.join(buildRoot, file))) {
      console.error(`${file} is missing: run "npm run build" (or "${hint}") before this benchmark.`);
      process.exit(1);
    }
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium is not at ${CHROMIUM} (set CHROMIUM_PATH).`);
    process.exit(1);
  }
}

/**
 * The built mock server seeded with `customers` customers, in its own data folder, once /healthz answers.
 * `stop()` ends it and removes the folder. `options.root`: the checkout whose builds run (another worktree, to
 * measure the code before a change); `options.env`: more settings (TIME_SCALE, ...).
 */
export async function startMock(customers, timeoutMs = 600_000, options = {}) {
  const buildRoot = options.root ?? root;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(buildRoot, 'mock-server/dist/server.js')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_CUSTOMERS: String(customers),
      WEB_DIST: path.join(buildRoot, 'web/dist'),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MOCK_CONTROL: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the mock server exited with ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error('the mock server did not start');
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, server, stop };
}

/** A live access token through the mock provider's authorize + token endpoints. */
export async function accessToken(base, username = 'admin') {
  const redirectUri = `${base}/auth/callback`;
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: 'crm-web',
    redirect_uri: redirectUri,
    state: 'bench-state',
    tenant_id: 'crm-backoffice',
    login_hint: username,
  });
  const authorize = await fetch(`${base}/oauth/authorize?${query}`, { redirect: 'manual' });
  const code = new URL(authorize.headers.get('location')).searchParams.get('code');
  const token = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'crm-web',
      code_verifier: 'bench-state',
      client_secret: 'crm-web-secret',
    }),
  });
  return (await token.json()).access_token;
}

/** Debian's Chromium, headless, as the e2e suite starts it; `extraArgs` are added (a remote debugging port...). */
export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', ...extraArgs],
  });
}

/**
 * Sends a customer upload of `file` (named `name`) to `base` from another process, so that encoding a large
 * multipart body here cannot stall what a bench measures. `upload.child` runs until the answer is in;
 * `upload.result()` is then `{ ms, status, body }` (the time to the answer, its status and its JSON).
 */
export function uploadFromChild(base, authorization, file, name) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { readFile } from 'node:fs/promises';
       const form = new FormData();
       form.append('category', 'customer');
       form.append('file', new Blob([await readFile(process.env.FILE)]), process.env.NAME);
       const started = performance.now();
       const response = await fetch(process.env.URL, { method: 'POST', headers: { authorization: process.env.AUTH }, body: form });
       process.stdout.write(JSON.stringify({ ms: performance.now() - started, status: response.status, body: await response.json() }));`,
    ],
    {
      env: { ...process.env, FILE: file, NAME: name, URL: `${base}/api/files`, AUTH: authorization },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return { child, result: () => JSON.parse(output) };
}

/**
 * Opens `base` + `pathname` on `page`, signs in as `user` through the mock provider and waits for the list footer
 * (either wording of TableFooter: "Showing 1 - 10 of" or "Showing 1 to 10 of").
 */
export async function signIn(page, base, pathname = LIST_PATH, user = 'admin') {
  await page.goto(`${base}${pathname}`);
  await page.getByRole('button', { name: `Sign in as ${user}` }).click();
  await page.waitForURL((address) => address.pathname === pathname);
  await page.getByText(/^Showing \d+ (-|to) \d+ of/).waitFor({ timeout: 600_000 });
}
