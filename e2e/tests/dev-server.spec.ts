import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { apiCall } from '../support/api';
import { signIn } from '../support/fixtures';
import { openFromMenu } from '../support/menu';
import { RecordListPage } from '../support/pages/recordList';
import { freePort, REPO_ROOT } from '../support/stack';

/**
 * The development loop, as an engineer meets it: `npm run dev` (Vite with hot reload, the mock backend
 * restarting on change) on free loopback ports and a data folder of its own, driven in a real browser. Every
 * list opens through the side menu, and one of each kind by its address, with its rows (the customer list's
 * worker starts: it imports no CSS; React's StrictMode, on in development, mounts each screen twice and it
 * loads once), a component edit shows without a reload, a mock-server edit restarts the mock with the user
 * still signed in and the data as it was, nothing logs an error, and SIGTERM to `npm run dev` leaves no
 * process and no port. It edits two files of the working tree and puts them back: tagged @worktree, npm test
 * runs it after every other step.
 */

/** Every list of the side menu, for the admin persona (who holds every module): [group, link, path]. */
const LISTS: [string, string | undefined, string][] = [
  ['Customer Data', 'List Customer', '/customer/list-customer'],
  ['Product Line', 'List Product Line', '/product-line/list-product-line'],
  ['Gift Claim Data', 'List Gift Claim', '/giftclaim/list-gift-claim'],
  ['Campaign', 'List Campaign', '/campaign/list-campaign'],
  ['Customer Data', 'Upload Data', '/customer/upload-data'],
  ['Product Line', 'Upload Data', '/product-line/upload-data'],
  ['Gift Claim Data', 'Upload Data', '/giftclaim/upload-data'],
  ['Campaign', 'History', '/campaign/history'],
  ['Report Campaign', undefined, '/campaign/report'],
];
/** A component file on every signed-in screen, and a line of it the HMR probe marks. */
const COMPONENT = path.join(REPO_ROOT, 'web/src/shell/Layout.tsx');
const COMPONENT_ANCHOR = '<main className="content">';
/** A file the mock server runs (tsx watch restarts it on a change). */
const MOCK_FILE = path.join(REPO_ROOT, 'mock-server/src/server.ts');
const MOCK_BOOTED = 'CRM mock backend listening on';

interface DevServer {
  appUrl: string;
  pid: number;
  ports: number[];
  output(): string;
  /** Mock boots so far (one line each). */
  boots(): number;
  exited: Promise<number | null>;
}

async function startDev(dataDir: string): Promise<DevServer> {
  const [port, mockPort] = [await freePort(), await freePort()];
  const child = spawn('npm', ['run', 'dev'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      MOCK_PORT: String(mockPort),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: DevServer = {
    appUrl: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    ports: [port, mockPort],
    output: () => output,
    boots: () => output.split(MOCK_BOOTED).length - 1,
    exited,
  };
  // Up when the mock answers, and Vite with it (its proxy takes /config.js to the mock).
  const answers = async (url: string) => {
    if (child.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
    return fetch(url).then(
      (response) => response.status,
      () => 0,
    );
  };
  for (const url of [`http://127.0.0.1:${mockPort}/healthz`, `${server.appUrl}/config.js`])
    await expect
      .poll(() => answers(url), { timeout: 60_000, intervals: [250], message: `npm run dev answers ${url}` })
      .toBe(200);
  return server;
}

/** The process and every process below it, now (ps: pid and parent of every process). */
function processTree(root: number): number[] {
  const parents = spawnSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1)
    for (const [pid, ppid] of parents) if (ppid === tree[index]) tree.push(pid);
  return tree;
}

/** Whether a process runs (a zombie, ended but not yet reaped, does not). */
function running(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(stat, 'utf8'));
  } catch {
    return false;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Errors the page, its workers and its console report, and the workers the page started. `signedIn()` ends the sign-in, whose first step is
 * refused as the flow expects: the session bootstrap's token call (no provider session yet) answers 400, which
 * the browser logs; nothing else is allowed, before or after.
 */
function collectErrors(page: Page): { errors: string[]; signedIn(): void; workers: string[] } {
  const errors: string[] = [];
  const workers: string[] = [];
  let signingIn = true;
  const onConsole = (where: string) => (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (signingIn && url.endsWith('/oauth/token') && message.text().includes('status of 400')) return;
    errors.push(`${where} console: ${message.text()} (${url || 'no address'})`);
  };
  page.on('console', onConsole('page'));
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('worker', (worker) => {
    workers.push(worker.url());
    worker.on('console', onConsole(`worker ${worker.url()}`));
  });
  return { errors, signedIn: () => (signingIn = false), workers };
}

/** Rows of the list on screen (a table row of a record, not the loading, empty or error row). */
const listRows = (page: Page) => page.getByRole('main').locator('tbody tr[data-row-key]');

/**
 * Writes `text` to `file` in one step (written outside the watched folders, renamed over it): written in place,
 * a watcher woken by the truncation could read it empty on a loaded machine, and Vite hot-swapped an empty module.
 */
async function replaceFile(file: string, text: string): Promise<void> {
  const folder = path.join(REPO_ROOT, 'node_modules/.cache');
  await mkdir(folder, { recursive: true });
  const next = path.join(folder, `dev-server-spec-${process.pid}`);
  await writeFile(next, text);
  await rename(next, file);
}

/**
 * Replaces `file` by `edit(text)`; the function returned puts it back as it was (again: a no-op). Every
 * edited file is put back when the test ends, whatever happened.
 */
const restores: (() => Promise<void>)[] = [];
async function editFile(file: string, edit: (text: string) => string): Promise<() => Promise<void>> {
  const original = await readFile(file, 'utf8');
  const edited = edit(original);
  expect(edited, `${path.relative(REPO_ROOT, file)} was not changed by the edit`).not.toBe(original);
  await replaceFile(file, edited);
  const restore = async () => {
    if ((await readFile(file, 'utf8')) !== original) await replaceFile(file, original);
  };
  restores.push(restore);
  return restore;
}

test(
  'npm run dev: lists by address and through the menu, hot reload, a mock restart that keeps the session and the data, a clean stop',
  { tag: '@worktree' },
  async ({ page }) => {
    // 2.5-3 minutes on the shared 2-core machine under a load average of 25 (most of it the mock's start and
    // restart under tsx, and Vite compiling each module on its first request).
    test.setTimeout(300_000);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-dev-test-'));
    let dev: DevServer | undefined;
    let tree: number[] = [];
    let finished = false;
    try {
      dev = await startDev(dataDir);
      const { appUrl } = dev;
      const { errors, signedIn, workers } = collectErrors(page);

      await test.step('sign in on the Vite port; every list by its address, then through the side menu', async () => {
        await signIn(page, 'admin', `${appUrl}/`);
        signedIn();
        // Vite compiles each module on its first request: a screen's first visit takes longer than a build's.
        const rowsOf = (what: string) =>
          expect(listRows(page).first(), `rows of ${what}`).toBeVisible({ timeout: 30_000 });
        // By address, a list of each kind (a full page load in dev is seconds of module requests): the customer
        // list, whose rows its worker holds, and one whose rows the page holds; every list through the menu.
        for (const pathname of [LISTS[0]![2], LISTS[1]![2]]) {
          await page.goto(`${appUrl}${pathname}`);
          await rowsOf(`${pathname} (by its address)`);
        }
        // The last screen has its rows, so the menu has settled: each group's state is read as it is.
        for (const [group, link, pathname] of LISTS) {
          await openFromMenu(page, group, link);
          await expect(page).toHaveURL(`${appUrl}${pathname}`);
          await rowsOf(`${group} ${link ?? ''} (through the menu)`);
        }
        expect(workers.filter((url) => url.includes('customerList.worker'))).not.toEqual([]);
      });

      // A full reload would lose this: hot module replacement keeps it.
      await page.evaluate(() => ((window as unknown as Record<string, string>).devLoopMarker = 'same page'));
      const samePage = () => page.evaluate(() => (window as unknown as Record<string, string>).devLoopMarker);

      await test.step('a component edit shows without a reload', async () => {
        const probe = `probe-${process.pid}-${Date.now()}`;
        const restore = await editFile(COMPONENT, (text) =>
          text.replace(COMPONENT_ANCHOR, `<main className="content" data-dev-probe="${probe}">`),
        );
        // Vite's watcher and transform share the loaded machine with the browser: up to a minute beside a hog.
        await expect(page.locator(`main[data-dev-probe="${probe}"]`)).toBeAttached({ timeout: 60_000 });
        await restore();
        await expect(page.locator('main[data-dev-probe]')).toHaveCount(0, { timeout: 60_000 });
        expect(await samePage()).toBe('same page');
      });

      await test.step('a mock-server edit restarts the mock; the user stays signed in with the same data', async () => {
        await openFromMenu(page, 'Customer Data', 'List Customer');
        const list = new RecordListPage(page, 'Customer Data');
        await expect(list.footer).toBeVisible();
        const total = await list.total();
        // A change of the data, which a fresh seed would undo: the first customer deleted.
        const deleted = (await listRows(page).first().getAttribute('data-row-key')) as string;
        const deletion = await apiCall<{ status: number }>(page, 'DELETE', `/api/customers/${deleted}`);
        expect(deletion.status).toBe(200);

        // Put back when the test ends (after the stop), which spares a second restart.
        const boots = dev!.boots();
        await editFile(
          MOCK_FILE,
          (text) => `${text}\n// dev-server.spec.ts: a change the mock restarts on\n`,
        );
        // tsx compiles the server again on a restart: about 20 s on a loaded 2-core machine.
        await expect.poll(() => dev!.boots(), { timeout: 60_000 }).toBe(boots + 1);
        expect(dev!.output()).toContain('sign-ins restored from the state snapshot');

        // The lists load again from the restarted mock with the session's token (no sign-in page).
        await openFromMenu(page, 'Product Line', 'List Product Line');
        await expect(listRows(page).first()).toBeVisible();
        await openFromMenu(page, 'Customer Data', 'List Customer');
        await expect.poll(() => list.total()).toBe(total - 1);
        await expect(page.locator(`tr[data-row-key="${deleted}"]`)).toHaveCount(0);
        expect(new URL(page.url()).pathname).toBe('/customer/list-customer');
        expect(await samePage()).toBe('same page');
      });

      expect(errors, 'errors in the console, the page or a worker').toEqual([]);

      await test.step('SIGTERM to npm run dev stops Vite, the mock and everything they started', async () => {
        tree = processTree(dev!.pid);
        // npm, the script, Vite, tsx watch and the mock server at least.
        expect(tree.length, `the processes of npm run dev: ${tree.join(', ')}`).toBeGreaterThanOrEqual(5);
        process.kill(dev!.pid, 'SIGTERM');
        const code = await Promise.race([
          dev!.exited,
          new Promise((resolve) => setTimeout(() => resolve('still running'), 20_000)),
        ]);
        expect(code, dev!.output().slice(-3000)).toBe(0);
        await expect.poll(() => tree.filter(running), { timeout: 10_000 }).toEqual([]);
        for (const port of dev!.ports) expect(await accepts(port), `port ${port} is closed`).toBe(false);
      });
      finished = true;
    } finally {
      for (const restore of restores) await restore();
      // Whatever a failed step left running.
      for (const pid of [...tree, ...(dev ? processTree(dev.pid) : [])])
        if (running(pid)) process.kill(pid, 'SIGKILL');
      // What Vite and the mock said (hot updates, reloads, restarts): the way to read a failure afterwards.
      if (dev && (process.env.E2E_KEEP_LOGS || !finished))
        await test.info().attach('npm run dev output', { body: dev.output(), contentType: 'text/plain' });
      await rm(dataDir, { recursive: true, force: true });
    }
  },
);

test('npm run dev on a taken port names it, and the setting that moves it, and starts nothing', async () => {
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const { port } = taken.address() as net.AddressInfo;
  try {
    const result = spawnSync('npm', ['run', 'dev'], {
      cwd: REPO_ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(await freePort()), MOCK_PORT: String(port) },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const output = result.stdout + result.stderr;
    expect(result.status, output).toBe(1);
    expect(output).toMatch(
      new RegExp(
        `Port ${port} on 127\\.0\\.0\\.1 \\(the mock server\\) is already in use.*MOCK_PORT=\\d+ npm run dev`,
      ),
    );
    expect(output).not.toMatch(/VITE|listening on/);
  } finally {
    taken.close();
  }
});
