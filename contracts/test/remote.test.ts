import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { VerificationReport } from '../provider/verification/run';
import { startMock, TOKEN_COMMAND, verifyMode, verifyRemote, type RemoteMock } from './support/remoteMock';

/**
 * `npm run verify:remote -w contracts` against a backend reached only by URL: the mock server started as a separate
 * process on its own free loopback port (test/support/remoteMock.ts).
 */

let mock: RemoteMock;
let dataDir: string;
let baseUrl: string;

async function run(mode: 'safe' | 'include-mutating', name: string): Promise<VerificationReport> {
  const { code, output, report } = await verifyMode(mock, mode, name);
  expect(code, output).toBe(0);
  return report as VerificationReport;
}

beforeAll(async () => {
  mock = await startMock();
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
      PROVIDER_TOKEN_COMMAND: 'echo unused',
    });
    expect(notTest.code, notTest.output).toBe(2);
    expect(notTest.output).toContain('does not answer {"testInstance": true}');
  });

  it('without a state-setup URL: refuses, unless --allow-skips, which verifies what needs no state and counts the rest as skipped', async () => {
    const refused = await verifyRemote([], {
      PROVIDER_BASE_URL: baseUrl,
      PROVIDER_TOKEN_COMMAND: TOKEN_COMMAND,
    });
    expect(refused.code, refused.output).toBe(2);
    expect(refused.output).toMatch(
      /PROVIDER_STATES_SETUP_URL is not set, so \d+ of the \d+ interactions, which need provider states .* would be skipped: set it, or pass --allow-skips/,
    );
    const reportFile = path.join(dataDir, 'no-states.json');
    const { code, output } = await verifyRemote(['--allow-skips', '--report', reportFile], {
      PROVIDER_BASE_URL: baseUrl,
      PROVIDER_TOKEN_COMMAND: TOKEN_COMMAND,
    });
    expect(code, output).toBe(0);
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as VerificationReport;
    expect(report.verified.map((entry) => entry.description)).toContain(
      'a report list request with a token the backend never issued',
    );
    expect(
      report.skipped.find((entry) => entry.description === 'a request for the whole customer list')?.reason,
    ).toBe('it needs the provider state "customers exist" and PROVIDER_STATES_SETUP_URL is not set');
    expect(output).toMatch(/Skipped \(\d+\):/);
    expect(output).toContain(
      `PASSED: ${report.counts.verified} verified, 0 failed, ${report.counts.skipped} skipped.`,
    );
    expect(report.counts.skipped).toBe(report.skipped.length);
  });

  it('a persona token the backend does not accept fails the run, naming the interaction', async () => {
    const reportFile = path.join(dataDir, 'bad-token.json');
    const { code, output } = await verifyRemote(['--allow-skips', '--report', reportFile], {
      PROVIDER_BASE_URL: baseUrl,
      PROVIDER_TOKEN_MARKETER: 'not-a-token-this-backend-issued',
    });
    expect(code, output).toBe(1);
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as VerificationReport;
    expect(report.passed).toBe(false);
    expect(
      report.verified.find(
        (entry) => entry.description === 'a gift claim list request from a user without the module',
      ),
    ).toMatchObject({ result: 'Error', mismatches: ['status: expected 403 but was 401'] });
    expect(output).toMatch(/FAILED: \d+ verified, 1 failed, \d+ skipped\. 1 interaction failed/);
  });

  it('safe mode, then every interaction, then safe mode again: all pass, and the repeat gives the same result', async () => {
    const safe = await run('safe', 'safe-1');
    expect(safe.passed).toBe(true);
    expect(safe.verified.filter((entry) => entry.result !== 'OK')).toEqual([]);
    expect(safe.verified.every((entry) => !entry.mutating)).toBe(true);
    expect(safe.skipped.length).toBeGreaterThan(0);
    expect(safe.skipped.every((entry) => entry.reason.includes('safe mode'))).toBe(true);

    const all = await run('include-mutating', 'all');
    expect(all.passed, JSON.stringify(all.stateErrors)).toBe(true);
    expect(all.skipped).toEqual([]);
    expect(all.verified.filter((entry) => entry.result !== 'OK')).toEqual([]);
    expect(all.verified.length).toBe(safe.verified.length + safe.skipped.length);

    const again = await run('safe', 'safe-2');
    expect(again).toEqual(safe);
  });
});
