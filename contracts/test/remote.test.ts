import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { VerificationReport } from '../provider/verification/run';
import { startMock, verifyMode, verifyRemote, type RemoteMock } from './support/remoteMock';

/**
 * `npm run verify:remote -w contracts` against a backend reached only by URL: the mock server started as a separate
 * process on its own free loopback port (test/support/remoteMock.ts), compiled as `npm start -w mock-server` runs
 * it (needs `npm run build`). Each mode runs once here: before the mock's resets waited for their background jobs,
 * 1 of 6 --include-mutating runs passed, so one run catches that. `npm run determinism -w contracts` runs both
 * modes DETERMINISM_RUNS=20 times beside a busy CPU and checks every repeat gives the first report
 * (docs/backend-team.md quotes its figure); a second run in npm test cost about 50 s beside a hog.
 */

const RUNS = process.env.DETERMINISM_RUNS;
const RUNS_OF = { safe: Number(RUNS ?? 1), 'include-mutating': Number(RUNS ?? 1) };

let mock: RemoteMock;
let dataDir: string;
let baseUrl: string;

async function run(mode: 'safe' | 'include-mutating', name: string): Promise<VerificationReport> {
  const { code, output, report } = await verifyMode(mock, mode, name);
  expect(code, output).toBe(0);
  return report as VerificationReport;
}

beforeAll(async () => {
  mock = await startMock({ compiled: true });
  ({ dataDir, baseUrl } = mock);
}, 120_000);

afterAll(async () => {
  await mock?.stop();
});

describe('verify:remote against a separately started mock server', () => {
  it('refuses to start without a target, and --include-mutating against a target that is not a test instance', async () => {
    const none = await verifyRemote([], {});
    expect(none.code).toBe(2);
    expect(none.output).toContain('PROVIDER_BASE_URL is required');
    const notTest = await verifyRemote(['--include-mutating'], {
      PROVIDER_BASE_URL: baseUrl,
      // Answers, but not {testInstance: true}.
      PROVIDER_STATES_SETUP_URL: `${baseUrl}/oauth/assets/login.css`,
    });
    expect(notTest.code, notTest.output).toBe(2);
    expect(notTest.output).toContain('does not answer {"testInstance": true}');
  });

  it('a state setup that answers no token fails the interactions that need one, naming them', async () => {
    // A state URL that sets nothing up and answers no token: the requests carry the consumer's placeholder.
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const reportFile = path.join(dataDir, 'no-token.json');
      const { code, output } = await verifyRemote(['--report', reportFile], {
        PROVIDER_BASE_URL: baseUrl,
        PROVIDER_STATES_SETUP_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/states`,
      });
      expect(code, output).toBe(1);
      const report = JSON.parse(await readFile(reportFile, 'utf8')) as VerificationReport;
      expect(report.passed).toBe(false);
      expect(
        report.verified.find(
          (entry) => entry.description === 'a gift claim list request from a user without the module',
        ),
      ).toMatchObject({ result: 'Error', mismatches: ['status: expected 403 but was 401'] });
      // The 401 interactions pass: the placeholder is a token the backend never issued.
      expect(
        report.verified.find(
          (entry) => entry.description === 'a report list request with a token the backend never issued',
        )?.result,
      ).toBe('OK');
      expect(output).toMatch(/FAILED: \d+ verified, \d+ failed, \d+ skipped\. \d+ interactions failed/);
    } finally {
      server.close();
    }
  });

  it(`safe mode and every interaction (${RUNS_OF.safe} and ${RUNS_OF['include-mutating']} runs): all pass, a repeat gives the first report`, async () => {
    const hog = process.env.DETERMINISM_CPU_HOG
      ? spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' })
      : undefined;
    const seconds = { safe: [] as number[], 'include-mutating': [] as number[] };
    const first: { safe?: VerificationReport; 'include-mutating'?: VerificationReport } = {};
    try {
      for (let index = 1; index <= Math.max(...Object.values(RUNS_OF)); index += 1)
        for (const mode of ['safe', 'include-mutating'] as const) {
          if (index > RUNS_OF[mode]) continue;
          const started = Date.now();
          const report = await run(mode, `${mode}-${index}`);
          seconds[mode].push((Date.now() - started) / 1000);
          if (first[mode]) expect(report, `${mode} run ${index} differs from the first`).toEqual(first[mode]);
          first[mode] = report;
        }
    } finally {
      hog?.kill();
    }
    const { safe, 'include-mutating': all } = first as Required<typeof first>;
    expect(safe.passed).toBe(true);
    expect(safe.stateErrors).toEqual([]);
    expect(safe.verified.filter((entry) => entry.result !== 'OK')).toEqual([]);
    expect(safe.verified.every((entry) => !entry.mutating)).toBe(true);
    expect(safe.skipped.length).toBeGreaterThan(0);
    expect(safe.skipped.every((entry) => entry.reason.includes('safe mode'))).toBe(true);

    expect(all.passed, JSON.stringify(all.stateErrors)).toBe(true);
    expect(all.skipped).toEqual([]);
    expect(all.verified.filter((entry) => entry.result !== 'OK')).toEqual([]);
    expect(all.verified.length).toBe(safe.verified.length + safe.skipped.length);

    const median = (values: number[]) =>
      [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
    console.log(
      `verify:remote against one mock server${hog ? ' beside a CPU hog' : ''}: ${RUNS_OF.safe} safe and ` +
        `${RUNS_OF['include-mutating']} --include-mutating runs passed, each mode with one report ` +
        `(median ${median(seconds.safe).toFixed(1)} s and ${median(seconds['include-mutating']).toFixed(1)} s a run)`,
    );
  });
});
