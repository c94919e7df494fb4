import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VerificationReport } from '../../provider/verification/run';

/**
 * `npm run verify:remote -w contracts` against a backend reached only by URL: the mock server started as a
 * separate process on its own free loopback port, with its own DATA_DIR, states (and the tokens they answer)
 * through its /__pact/provider-states.
 * Used by test/remote.test.ts (also `npm run determinism -w contracts`).
 */

export const contractsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mockServerDir = path.resolve(contractsDir, '../mock-server');

type Mode = 'safe' | 'include-mutating';

export interface RemoteMock {
  baseUrl: string;
  statesUrl: string;
  /** The mock's DATA_DIR; reports are written there too. */
  dataDir: string;
  /** What the mock printed so far (its log). */
  output(): string;
  /** Ends the mock (SIGTERM) and removes its DATA_DIR. */
  stop(): Promise<void>;
}

/** The newest modification time of the files under `dir`. */
async function newestChange(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, (await stat(path.join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

/**
 * The compiled server (mock-server/dist/server.js), as `npm start -w mock-server` runs it (docs/backend-team.md):
 * its import workers start in a fraction of the time they take under tsx, which is what made the state
 * setups race them. Refuses a build older than the sources, which would test other code.
 */
async function compiledEntry(): Promise<string> {
  const entry = path.join(mockServerDir, 'dist/server.js');
  const built = await stat(entry).catch(() => undefined);
  if (!built || built.mtimeMs < (await newestChange(path.join(mockServerDir, 'src')))) {
    throw new Error(
      `${entry} is missing or older than mock-server/src: run npm run build -w mock-server first.`,
    );
  }
  return entry;
}

/**
 * Starts a fresh mock server (its own DATA_DIR, port 0) and resolves once it listens: from its sources under
 * tsx, or `compiled` (mock-server/dist, built by npm run build).
 */
export async function startMock(options: { compiled?: boolean } = {}): Promise<RemoteMock> {
  const args = options.compiled
    ? [await compiledEntry()]
    : ['--import', 'tsx', path.join(mockServerDir, 'src/server.ts')];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-pact-remote-'));
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: mockServerDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST: 'off',
      MOCK_CONTROL: 'on',
      CAMPAIGN_ENGINE: 'off',
      PERSIST_STATE: 'off',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) =>
        reject(new Error(`the mock server exited (${code}) before listening:\n${output}`)),
      );
    });
    return {
      baseUrl,
      statesUrl: `${baseUrl}/__pact/provider-states`,
      dataDir,
      output: () => output,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs `npm run verify:remote -- <args>` in contracts/ with only the given PROVIDER_ and PACT_ variables. */
export function verifyRemote(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'verify:remote', '--', ...args], {
      cwd: contractsDir,
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(PROVIDER_|PACT_)/.test(key))),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** One verify:remote run of `mode` against the mock with every credential it needs; the report as JSON. */
export async function verifyMode(
  mock: RemoteMock,
  mode: Mode,
  name: string,
): Promise<{ code: number | null; output: string; report: VerificationReport | undefined }> {
  const reportFile = path.join(mock.dataDir, `${name}.json`);
  const args = ['--report', reportFile, ...(mode === 'include-mutating' ? ['--include-mutating'] : [])];
  const { code, output } = await verifyRemote(args, {
    PROVIDER_BASE_URL: mock.baseUrl,
    PROVIDER_STATES_SETUP_URL: mock.statesUrl,
  });
  const report = await readFile(reportFile, 'utf8')
    .then((text) => JSON.parse(text) as VerificationReport)
    .catch(() => undefined);
  return { code, output, report };
}
