/**
 * `npm run broker -w contracts -- <publish | can-i-deploy | record-deployment> [--dry-run]`: the Pact Broker
 * workflow (docs/backend-team.md). --dry-run prints the command line and runs nothing.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
if (!built.command) {
  console.error(`broker ${action} refuses to start:`);
  for (const problem of built.problems) console.error(`  - ${problem}`);
  process.exit(2);
}
console.log(shellLine(built.command));
if (flags.includes('--dry-run')) process.exit(0);
// The pact-broker binary of @pact-foundation/pact-cli (an npm platform package: nothing is downloaded).
const result = spawnSync('npx', ['--no-install', built.command.command, ...built.command.args], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
