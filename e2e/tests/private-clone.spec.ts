import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type SpawnOptionsWithStdioTuple } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, lstat, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../support/stack';

/**
 * A checkout in a private folder (mode 700, such as /root or a default Debian 12 home) runs the end-to-end
 * tests as well as one anywhere else: its own Playwright, its own stack (mock server and nginx) serving its own
 * build, the sign-in journey through it, as the user running npm test and, when that is root, as an ordinary
 * user. (nginx started by root hands its workers to another user, which cannot read such a folder: every page
 * was a 403. support/stack.ts's workerUserDirective is the fix.)
 *
 * The copy holds what a clone of this working tree holds (git ls-files: tracked and new files, as they are
 * now, so a change is tested before it is committed) plus the builds npm test has made; node_modules is linked,
 * not installed again.
 */

const JOURNEY = ['tests/auth.spec.ts', '-g', 'then each persona through the redirect round trip'];
const ORDINARY_USER = 'crm-clone-test';
const isRoot = process.getuid?.() === 0;
const INSTALLED = ['node_modules', 'e2e/node_modules', 'mock-server/node_modules'].filter((dir) =>
  existsSync(path.join(REPO_ROOT, dir)),
);

interface Owner {
  uid: number;
  gid: number;
}

function must(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

/** A folder only its owner may enter, holding a copy of the checkout; returns the checkout's path. */
async function privateClone(owner: Owner | null, readable: (file: string) => boolean): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'crm-private-'));
  const clone = path.join(folder, 'crm-backoffice');
  const files = must('git', ['-C', REPO_ROOT, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'])
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(REPO_ROOT, file);
    if (!existsSync(from) || (await lstat(from)).isDirectory()) continue; // deleted, or a submodule
    await mkdir(path.dirname(path.join(clone, file)), { recursive: true });
    // npm test's other steps run beside this one: a scratch file may go between the listing and the copy.
    await cp(from, path.join(clone, file), { preserveTimestamps: true, verbatimSymlinks: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
  }
  for (const build of ['web/dist', 'mock-server/dist'])
    await cp(path.join(REPO_ROOT, build), path.join(clone, build), { recursive: true });
  if (owner) must('chown', ['-R', `${owner.uid}:${owner.gid}`, folder]);
  for (const dir of INSTALLED) {
    const target = path.join(REPO_ROOT, dir);
    // Linked where the owner can read the installed packages; else hard-linked into the folder (same disk).
    if (readable(path.join(target, '.package-lock.json')) || readable(path.join(target, '.bin')))
      await symlink(target, path.join(clone, dir));
    else must('cp', ['-al', target, path.join(clone, dir)]);
    if (owner) await chown(path.join(clone, dir), owner.uid, owner.gid).catch(() => undefined);
  }
  await chmod(folder, 0o700);
  return clone;
}

/** Runs the clone's own Playwright on the sign-in journey; resolves with its exit code and output. */
function runJourney(clone: string, asUser?: string): Promise<{ code: number; output: string }> {
  const cli = path.join(clone, 'node_modules/@playwright/test/cli.js');
  const args = [cli, 'test', ...JOURNEY, '--workers=1', '--retries=0', '--reporter=line'];
  // The checkout's own Node (npm ci's node_modules/.bin/node), first on PATH as npm would put it: the ordinary
  // user may not enter this checkout's folder, where the Node running this test is.
  const bin = path.join(clone, 'node_modules/.bin');
  const node = path.join(bin, 'node');
  // A clean environment: the outer Playwright's worker variables must not reach the inner one.
  const env = {
    PATH: [bin, process.env.PATH ?? '/usr/bin:/bin'].join(path.delimiter),
    HOME: path.dirname(clone),
    ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
  };
  const options: SpawnOptionsWithStdioTuple<'ignore', 'pipe', 'pipe'> = {
    cwd: path.join(clone, 'e2e'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  };
  const pairs = Object.entries(env).map(([name, value]) => `${name}=${value}`);
  return new Promise((resolve) => {
    const child = asUser
      ? spawn('runuser', ['-u', asUser, '--', 'env', ...pairs, node, ...args], options)
      : spawn(node, args, options);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

test.describe('a checkout in a private folder (mode 700)', () => {
  test.describe.configure({ timeout: 180_000 });
  const folders: string[] = [];
  let createdUser = false;

  test.afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
    if (createdUser) spawnSync('userdel', [ORDINARY_USER]);
  });

  test(`signs in through its own stack, as the user running the tests (${os.userInfo().username})`, async () => {
    const clone = await privateClone(null, () => true);
    folders.push(path.dirname(clone));
    expect((await lstat(path.dirname(clone))).mode & 0o777).toBe(0o700);
    const { code, output } = await runJourney(clone);
    expect(output, 'the journey ran through nginx').toMatch(/\(nginx\): app http/);
    expect(code, output).toBe(0);
    expect(output).toMatch(/1 passed/);
  });

  test('signs in through its own stack, as an ordinary user', async () => {
    test.skip(!isRoot, 'the tests run as an ordinary user already: the test above is this case');
    if (spawnSync('id', ['-u', ORDINARY_USER]).status !== 0) {
      must('useradd', [
        '--system',
        '--user-group',
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
        ORDINARY_USER,
      ]);
      createdUser = true;
    }
    const owner = {
      uid: Number(must('id', ['-u', ORDINARY_USER])),
      gid: Number(must('id', ['-g', ORDINARY_USER])),
    };
    const readable = (file: string) =>
      spawnSync('runuser', ['-u', ORDINARY_USER, '--', 'test', '-r', file]).status === 0;
    const clone = await privateClone(owner, readable);
    folders.push(path.dirname(clone));
    expect(readable(path.join(clone, 'web/dist/index.html')), 'the owner reads the build').toBe(true);
    expect(
      spawnSync('runuser', ['-u', 'nobody', '--', 'test', '-r', path.join(clone, 'web/dist/index.html')])
        .status,
      'nobody else does',
    ).not.toBe(0);
    const { code, output } = await runJourney(clone, ORDINARY_USER);
    expect(output, 'the journey ran through nginx').toMatch(/\(nginx\): app http/);
    expect(code, output).toBe(0);
    expect(output).toMatch(/1 passed/);
  });
});
