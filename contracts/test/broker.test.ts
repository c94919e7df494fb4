import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brokerCommand, shellLine } from '../scripts/brokerCommands';

const contractsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENV = {
  PACT_BROKER_BASE_URL: 'https://broker.example.com',
  CONSUMER_VERSION: '0123abc',
  CONSUMER_BRANCH: 'main',
};

describe('the Pact Broker workflow command lines', () => {
  it('publishes the pacts with the consumer version and branch', () => {
    expect(
      brokerCommand('publish', { ...ENV, BUILD_URL: 'https://ci.example.com/42' }, 'pacts').args,
    ).toEqual([
      'publish',
      'pacts',
      '--consumer-app-version',
      '0123abc',
      '--branch',
      'main',
      '--build-url',
      'https://ci.example.com/42',
      '--broker-base-url',
      'https://broker.example.com',
    ]);
  });

  it('takes the version and branch from git when they are not given', () => {
    const built = brokerCommand(
      'publish',
      { PACT_BROKER_BASE_URL: 'https://broker.example.com', CONSUMER_BRANCH: 'x' },
      'pacts',
    );
    const sha = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
    expect(built.args).toContain(sha);
  });

  it('asks can-i-deploy for this version and environment, and records a deployment', () => {
    const env = { ...ENV, DEPLOY_ENVIRONMENT: 'production' };
    const canIDeploy = brokerCommand('can-i-deploy', env, 'pacts');
    expect(shellLine(canIDeploy.args ?? [])).toBe(
      'pact-broker can-i-deploy --pacticipant crm-web --version 0123abc --to-environment production ' +
        '--retry-while-unknown 6 --retry-interval 10 --broker-base-url https://broker.example.com',
    );
    expect(canIDeploy.waitSeconds).toBe(60);
    expect(brokerCommand('record-deployment', env, 'pacts').args).toEqual([
      'record-deployment',
      '--pacticipant',
      'crm-web',
      '--version',
      '0123abc',
      '--environment',
      'production',
      '--broker-base-url',
      'https://broker.example.com',
    ]);
  });

  it('refuses without a broker or an environment, and keeps credentials off the command line', () => {
    expect(brokerCommand('can-i-deploy', { CONSUMER_VERSION: 'x' }, 'pacts').problems).toEqual([
      'PACT_BROKER_BASE_URL is required (the Pact Broker, e.g. https://broker.example.com)',
      'DEPLOY_ENVIRONMENT is required (the environment to release to, e.g. production)',
    ]);
    const line = shellLine(
      brokerCommand('publish', { ...ENV, PACT_BROKER_TOKEN: 'secret' }, 'pacts').args ?? [],
    );
    expect(line).toContain('pact-broker publish pacts');
    expect(line).not.toContain('secret');
  });

  it('npm run broker -- publish --dry-run prints the command and runs nothing', () => {
    const result = spawnSync('npx', ['tsx', 'scripts/broker.ts', 'publish', '--dry-run'], {
      cwd: contractsDir,
      env: { ...process.env, ...ENV },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim()).toBe(
      `pact-broker publish ${path.join(contractsDir, 'pacts')} --consumer-app-version 0123abc --branch main ` +
        '--broker-base-url https://broker.example.com',
    );
  });

  it('the pact-broker binary of @pact-foundation/pact-cli runs offline on this Node', () => {
    for (const command of ['publish', 'can-i-deploy', 'record-deployment']) {
      const result = spawnSync('npx', ['--no-install', 'pact-broker', command, '--help'], {
        cwd: contractsDir,
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toContain('--broker-base-url');
    }
  });
});
