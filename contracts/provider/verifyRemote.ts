/** Verifies the pact against a backend reached by URL (docs/backend-team.md; `--help`). Safe mode by default. */
import { writeFile } from 'node:fs/promises';
import { parseRemoteArgs, USAGE } from './verification/cli';
import { formatReport, RefusalError, verifyProvider } from './verification/run';

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}

const parsed = parseRemoteArgs(argv, process.env);
if (!parsed.options) {
  console.error('verify:remote refuses to start:');
  for (const problem of parsed.problems) console.error(`  - ${problem}`);
  console.error(`\n${USAGE}`);
  process.exit(2);
}

try {
  const report = await verifyProvider(parsed.options);
  console.log(`\n${formatReport(report)}`);
  if (parsed.reportFile) await writeFile(parsed.reportFile, `${JSON.stringify(report, null, 2)}\n`);
  process.exit(report.passed ? 0 : 1);
} catch (error) {
  if (error instanceof RefusalError) {
    console.error(`verify:remote refuses to start:\n  - ${error.message}`);
    process.exit(2);
  }
  throw error;
}
