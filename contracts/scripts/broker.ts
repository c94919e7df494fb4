/**
 * `npm run broker -w contracts -- <publish | can-i-deploy | record-deployment> [--dry-run]` (docs/backend-team.md).
 * pact-broker has no timeout: the broker is checked first, then pact-broker is stopped past that timeout plus
 * can-i-deploy's deliberate wait.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrokerError, brokerIndex } from '../provider/verification/broker';
import { brokerCommand, shellLine } from './brokerCommands';

const [action = '', ...flags] = process.argv.slice(2);
if (
  !['publish', 'can-i-deploy', 'record-deployment'].includes(action) ||
  flags.some((flag) => flag !== '--dry-run')
) {
  console.error(
    'Usage: npm run broker -w contracts -- <publish | can-i-deploy | record-deployment> [--dry-run]',
  );
  process.exit(2);
}
const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pacts');
const { args, problems, broker, waitSeconds } = brokerCommand(action, process.env, pactDir);
if (!args || !broker) {
  console.error(
    `broker ${action} refuses to start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
  );
  process.exit(2);
}
console.log(shellLine(args));
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
