/**
 * `npm run determinism -w contracts`: runs verify:remote DETERMINISM_RUNS (20) times per mode against one mock
 * server beside a CPU hog (--no-cpu-hog: none); exit 1 when a run failed or differed from the first.
 */
import { spawn } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import type { VerificationReport } from '../provider/verification/run';
import { startMock, verifyMode } from '../test/support/remoteMock';

const RUNS = Number(process.env.DETERMINISM_RUNS ?? 20);
const hog = process.argv.includes('--no-cpu-hog')
  ? undefined
  : spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
const mock = await startMock({ compiled: !process.argv.includes('--source') });
const lines: string[] = [];
let allPassed = true;
try {
  for (const mode of ['safe', 'include-mutating'] as const) {
    const seconds: number[] = [];
    const failures: string[] = [];
    let first: VerificationReport | undefined;
    for (let index = 1; index <= RUNS; index += 1) {
      const started = Date.now();
      const { code, report } = await verifyMode(mock, mode, `${mode}-${index}`);
      seconds.push((Date.now() - started) / 1000);
      first ??= report?.passed ? report : undefined;
      const same = report !== undefined && first !== undefined && isDeepStrictEqual(report, first);
      const passed = code === 0 && report?.passed === true && same;
      if (!passed) {
        const failed = report?.verified
          .filter((entry) => entry.result !== 'OK')
          .map((entry) => entry.description);
        failures.push(
          `    run ${index}: exit ${code}${same ? '' : ', report differs from the first'}; state errors: ` +
            `${JSON.stringify(report?.stateErrors ?? 'no report')}; failed: ${JSON.stringify(failed ?? [])}`,
        );
      }
      console.log(`${mode} run ${index}: ${passed ? 'passed' : 'FAILED'}`);
    }
    allPassed &&= failures.length === 0;
    const median = [...seconds].sort((a, b) => a - b)[Math.floor(seconds.length / 2)] ?? 0;
    const name = mode === 'safe' ? 'safe mode:         ' : '--include-mutating:';
    lines.push(
      `  ${name} ${RUNS - failures.length} of ${RUNS} passed with the same report (median ${median.toFixed(1)} s a run)`,
      ...failures,
    );
  }
} finally {
  hog?.kill();
  const errors = mock
    .output()
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));
  if (errors.length > 0)
    lines.push(
      `\nThe mock server logged ${errors.length} errors; the first ones:`,
      ...errors.slice(0, 5).map((line) => `  ${line.slice(0, 400)}`),
    );
  await mock.stop();
}
console.log(
  `\nverify:remote, ${RUNS} consecutive runs of each mode against one freshly started mock server` +
    `${hog ? ', with a CPU hog beside them' : ''}:\n${lines.join('\n')}`,
);
process.exit(allPassed ? 0 : 1);
