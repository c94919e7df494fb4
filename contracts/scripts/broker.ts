/**
 * `npm run broker -w contracts -- <publish | can-i-deploy | record-deployment> [--dry-run]` (docs/backend-team.md).
 * pact-broker has no timeout: the broker is checked first, then pact-broker is stopped past that timeout plus
 * can-i-deploy's deliberate wait.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BROKER_TIMEOUT_VARIABLE,
  BrokerError,
  brokerAuthorization,
  brokerCall,
  brokerTimeout,
} from '../provider/verification/broker';
import {
  canIDeployCommand,
  publishCommand,
  recordDeploymentCommand,
  shellLine,
  type Built,
} from './brokerCommands';

const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pacts');
const [action, ...flags] = process.argv.slice(2);
const unknown = flags.filter((flag) => flag !== '--dry-run');
const builders: Record<string, () => Built> = {
  publish: () => publishCommand(process.env, pactDir),
  'can-i-deploy': () => canIDeployCommand(process.env),
  'record-deployment': () => recordDeploymentCommand(process.env),
};
const build = action ? builders[action] : undefined;
if (!build || unknown.length > 0) {
  console.error(
    'Usage: npm run broker -w contracts -- <publish | can-i-deploy | record-deployment> [--dry-run]',
  );
  process.exit(2);
}
const built = build();
const timeout = brokerTimeout(process.env);
if (timeout.problem) built.problems.push(timeout.problem);
if (!built.command || !built.brokerUrl || timeout.problem) {
  console.error(`broker ${action} refuses to start:`);
  for (const problem of built.problems) console.error(`  - ${problem}`);
  process.exit(2);
}
console.log(shellLine(built.command));
if (flags.includes('--dry-run')) process.exit(0);

try {
  await brokerCall(
    {
      url: built.brokerUrl,
      timeoutSeconds: timeout.seconds,
      authorization: brokerAuthorization(process.env),
    },
    `${action}: reading the broker index before running pact-broker`,
    `${built.brokerUrl.replace(/\/+$/, '')}/`,
  );
} catch (error) {
  if (!(error instanceof BrokerError)) throw error;
  console.error(`broker ${action} failed: ${error.message}`);
  process.exit(1);
}

const deadline = timeout.seconds + (built.waitSeconds ?? 0);
// @pact-foundation/pact-cli's binary (nothing downloaded), in its own process group so stopping it stops npx's child.
const child = spawn('npx', ['--no-install', built.command.command, ...built.command.args], {
  stdio: 'inherit',
  detached: true,
});
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
  if (timedOut) {
    const waiting = built.waitSeconds
      ? `, plus ${built.waitSeconds} s waiting for verification results (CAN_I_DEPLOY_RETRIES)`
      : '';
    console.error(
      `broker ${action} failed: pact-broker ${action} did not finish within ${deadline} s ` +
        `(${BROKER_TIMEOUT_VARIABLE}=${timeout.seconds} for the broker's answers${waiting}); ` +
        `the Pact Broker at ${built.brokerUrl} stopped answering, and it was stopped.`,
    );
    process.exit(1);
  }
  process.exit(code ?? 1);
});
