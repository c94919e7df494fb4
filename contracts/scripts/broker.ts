/**
 * `npm run broker -w contracts -- <publish | can-i-deploy | record-deployment> [--dry-run]` (docs/backend-team.md):
 * pact-broker's command line built from the environment, so CI and a developer run the same, credentials staying
 * in the environment. pact-broker has no timeout: the broker is checked first, then pact-broker is stopped past
 * that timeout plus can-i-deploy's deliberate wait.
 */
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrokerError, brokerConnection, brokerIndex } from '../provider/verification/broker';

const [action = '', ...flags] = process.argv.slice(2);
const COMMANDS = ['publish', 'can-i-deploy', 'record-deployment'];
if (!COMMANDS.includes(action) || flags.some((flag) => flag !== '--dry-run')) {
  console.error(`Usage: npm run broker -w contracts -- <${COMMANDS.join(' | ')}> [--dry-run]`);
  process.exit(2);
}
const env = process.env;
const git = (...args: string[]) => {
  try {
    return (
      execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined
    );
  } catch {
    return undefined;
  }
};
const problems: string[] = [];
const broker = brokerConnection(env, problems);
// CONSUMER_VERSION and CONSUMER_BRANCH default to the checkout's git sha and branch.
const version = env.CONSUMER_VERSION?.trim() || git('rev-parse', 'HEAD');
if (!version)
  problems.push('no consumer version: set CONSUMER_VERSION (the git sha) or run inside the git checkout');
const environment = env.DEPLOY_ENVIRONMENT?.trim() ?? '';
const pacticipant = ['--pacticipant', 'crm-web', '--version', version ?? ''];
let args: string[];
let waitSeconds = 0;
if (action === 'publish') {
  const fromGit = git('rev-parse', '--abbrev-ref', 'HEAD');
  const branch = env.CONSUMER_BRANCH?.trim() || (fromGit === 'HEAD' ? undefined : fromGit);
  if (!branch) problems.push('no branch: set CONSUMER_BRANCH (a detached checkout has none)');
  const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pacts');
  args = ['publish', pactDir, '--consumer-app-version', version ?? '', '--branch', branch ?? ''];
  if (env.BUILD_URL?.trim()) args.push('--build-url', env.BUILD_URL.trim());
} else if (action === 'can-i-deploy') {
  if (!environment)
    problems.push('DEPLOY_ENVIRONMENT is required (the environment to release to, e.g. production)');
  const retries = env.CAN_I_DEPLOY_RETRIES?.trim() || '6';
  if (!/^\d+$/.test(retries))
    problems.push(`CAN_I_DEPLOY_RETRIES must be a whole number, 0 or more, not "${retries}"`);
  waitSeconds = Number(retries) * 10;
  // Waits for a provider verification that is still running rather than failing at once.
  args = ['can-i-deploy', ...pacticipant, '--to-environment', environment, '--retry-while-unknown', retries];
  args.push('--retry-interval', '10');
} else {
  if (!environment) problems.push('DEPLOY_ENVIRONMENT is required (the environment deployed to)');
  args = ['record-deployment', ...pacticipant, '--environment', environment];
}
if (problems.length > 0 || !broker) {
  console.error(
    `broker ${action} refuses to start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
  process.exit(2);
}
args.push('--broker-base-url', broker.url);
const quote = (arg: string) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);
console.log(['pact-broker', ...args].map(quote).join(' '));
if (flags.includes('--dry-run')) process.exit(0);

try {
  await brokerIndex(broker, `${action}: reading the broker index before running pact-broker`);
} catch (error) {
  if (!(error instanceof BrokerError)) throw error;
  console.error(`broker ${action} failed: ${error.message}`);
  process.exit(1);
}

const deadline = broker.timeoutSeconds + waitSeconds;
// @pact-foundation/pact-cli's binary (nothing downloaded), in its own process group so stopping it stops npx's child.
const child = spawn('npx', ['--no-install', 'pact-broker', ...args], { stdio: 'inherit', detached: true });
const stop = (signal: NodeJS.Signals) => {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
let timedOut = false;
const timer = setTimeout(() => {
  timedOut = true;
  stop('SIGTERM');
  setTimeout(() => stop('SIGKILL'), 5_000).unref();
}, deadline * 1000);
child.on('close', (code) => {
  clearTimeout(timer);
  if (!timedOut) process.exit(code ?? 1);
  const waiting = waitSeconds
    ? `, plus ${waitSeconds} s waiting for verification results (CAN_I_DEPLOY_RETRIES)`
    : '';
  console.error(
    `broker ${action} failed: pact-broker ${action} did not finish within ${deadline} s ` +
      `(PACT_BROKER_TIMEOUT_SECONDS=${broker.timeoutSeconds} for the broker's answers${waiting}); ` +
      `the Pact Broker at ${broker.url} stopped answering, and it was stopped.`,
  );
  process.exit(1);
});
