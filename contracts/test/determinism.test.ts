import type { VerificationReport } from '../provider/verification/run';
import { startMock, verifyMode, type Mode, type RemoteMock } from './support/remoteMock';

/**
 * verify:remote is deterministic: each mode, run three times in a row against one freshly started mock server
 * (compiled, as `npm start -w mock-server` runs it: needs `npm run build`), passes every time with the same
 * report; before, a state setup now and then answered 500 (a reset removed the uploads folder while an import
 * still wrote into it): 1 of 6 --include-mutating runs passed. scripts/determinism.ts runs 20 of each with a
 * busy CPU beside them (docs/backend-team.md quotes its figure).
 */

const RUNS = 3;

let mock: RemoteMock;

beforeAll(async () => {
  mock = await startMock({ compiled: true });
}, 120_000);

afterAll(async () => {
  await mock?.stop();
});

async function runs(mode: Mode): Promise<VerificationReport[]> {
  const reports: VerificationReport[] = [];
  for (let index = 1; index <= RUNS; index += 1) {
    const { code, output, report } = await verifyMode(mock, mode, `${mode}-${index}`);
    expect(code, `run ${index} of ${mode}:\n${output}`).toBe(0);
    if (!report) throw new Error(`run ${index} of ${mode} wrote no report:\n${output}`);
    expect(report.stateErrors, `run ${index} of ${mode}`).toEqual([]);
    expect(report.verified.filter((entry) => entry.result !== 'OK')).toEqual([]);
    reports.push(report);
  }
  return reports;
}

describe('verify:remote is deterministic against one mock server', () => {
  it(`safe mode ${RUNS} times in a row: every run passes with the same report`, async () => {
    const [first, ...rest] = await runs('safe');
    expect(first?.passed).toBe(true);
    for (const report of rest) expect(report).toEqual(first);
  });

  it(`every interaction (--include-mutating) ${RUNS} times in a row: every run passes with the same report`, async () => {
    const [first, ...rest] = await runs('include-mutating');
    expect(first?.passed).toBe(true);
    expect(first?.skipped).toEqual([]);
    for (const report of rest) expect(report).toEqual(first);
  });
});
