/**
 * `npm run determinism -w contracts`: runs verify:remote DETERMINISM_RUNS (20) times per mode against one mock
 * server beside a CPU hog (--no-cpu-hog: none); exit 1 when a run failed or differed from the first.
 */
import { spawn } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import type { VerificationReport } from '../provider/verification/run';
import { startMock, verifyMode, type Mode } from '../test/support/remoteMock';

const RUNS = Number(process.env.DETERMINISM_RUNS ?? 20);
const hog = process.argv.includes('--no-cpu-hog')
  ? undefined
  : spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });

interface Tally {
  passed: number;
  seconds: number[];
  failures: string[];
}

const mock = await startMock({ compiled: !process.argv.includes('--source') });
const tallies = new Map<Mode, Tally>();
let mockErrors: string[] = [];
try {
  for (const mode of ['safe', 'include-mutating'] as const) {
    const tally: Tally = { passed: 0, seconds: [], failures: [] };
    tallies.set(mode, tally);
    let first: VerificationReport | undefined;
    for (let index = 1; index <= RUNS; index += 1) {
      const started = Date.now();
      const { code, report } = await verifyMode(mock, mode, `${mode}-${index}`);
      tally.seconds.push((Date.now() - started) / 1000);
      first ??= report?.passed ? report : undefined;
      const same = report !== undefined && first !== undefined && isDeepStrictEqual(report, first);
      if (code === 0 && report?.passed && same) tally.passed += 1;
      else {
        const failed = report?.verified
          .filter((entry) => entry.result !== 'OK')
          .map((entry) => entry.description);
        tally.failures.push(
          `run ${index}: exit ${code}${same ? '' : ', report differs from the first'}; ` +
            `state errors: ${JSON.stringify(report?.stateErrors ?? 'no report')}; failed: ${JSON.stringify(failed ?? [])}`,
        );
      }
      process.stdout.write(`${mode} run ${index}: ${code === 0 && same ? 'passed' : 'FAILED'}\n`);
    }
  }
} finally {
  hog?.kill();
  mockErrors = mock
    .output()
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));
  await mock.stop();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(
  `\nverify:remote, ${RUNS} consecutive runs of each mode against one freshly started mock server` +
    `${hog ? ', with a CPU hog beside them' : ''}:`,
);
let allPassed = true;
for (const [mode, tally] of tallies) {
  allPassed &&= tally.passed === RUNS;
  console.log(
    `  ${mode === 'safe' ? 'safe mode:         ' : '--include-mutating:'} ${tally.passed} of ${RUNS} passed ` +
      `with the same report (median ${median(tally.seconds).toFixed(1)} s a run)`,
  );
  for (const failure of tally.failures) console.log(`    ${failure}`);
}
if (mockErrors.length > 0) {
  console.log(`\nThe mock server logged ${mockErrors.length} errors; the first ones:`);
  for (const line of mockErrors.slice(0, 5)) console.log(`  ${line.slice(0, 400)}`);
}
process.exit(allPassed ? 0 : 1);
