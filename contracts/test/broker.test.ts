import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `npm run broker -w contracts -- <command> --dry-run` prints the pact-broker command line it would run. */

const contractsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ENV = {
  PACT_BROKER_BASE_URL: 'https://broker.example.com',
  CONSUMER_VERSION: '0123abc',
  CONSUMER_BRANCH: 'main',
};

function dryRun(action: string, env: Record<string, string>) {
  const result = spawnSync('npx', ['tsx', 'scripts/broker.ts', action, '--dry-run'], {
    cwd: contractsDir,
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([key]) => !/^(PACT_|CONSUMER_|DEPLOY_|BUILD_URL)/.test(key)),
      ),
      ...env,
    },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr };
}

describe('the Pact Broker workflow command lines', () => {
  it('publishes the pacts with the consumer version and branch, and runs nothing with --dry-run', () => {
    const result = dryRun('publish', {
      ...ENV,
      BUILD_URL: 'https://ci.example.com/42',
      PACT_BROKER_TOKEN: 'secret',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toBe(
      `pact-broker publish ${path.join(contractsDir, 'pacts')} --consumer-app-version 0123abc --branch main ` +
        '--build-url https://ci.example.com/42 --broker-base-url https://broker.example.com',
    );
    // Credentials stay in the environment.
    expect(result.stdout).not.toContain('secret');
  });

  it('takes the version and branch from git when they are not given', () => {
    const sha = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
    const result = dryRun('publish', {
      PACT_BROKER_BASE_URL: 'https://broker.example.com',
      CONSUMER_BRANCH: 'x',
    });
    expect(result.stdout).toContain(`--consumer-app-version ${sha} `);
  });

  it('asks can-i-deploy for this version and environment, and records a deployment', () => {
    const env = { ...ENV, DEPLOY_ENVIRONMENT: 'production' };
    expect(dryRun('can-i-deploy', env).stdout).toBe(
      'pact-broker can-i-deploy --pacticipant crm-web --version 0123abc --to-environment production ' +
        '--retry-while-unknown 6 --retry-interval 10 --broker-base-url https://broker.example.com',
    );
    expect(dryRun('record-deployment', env).stdout).toBe(
      'pact-broker record-deployment --pacticipant crm-web --version 0123abc --environment production ' +
        '--broker-base-url https://broker.example.com',
    );
  });

  it('refuses (exit 2) without a broker or an environment, naming both', () => {
    const result = dryRun('can-i-deploy', { CONSUMER_VERSION: 'x' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      'broker can-i-deploy refuses to start:\n' +
        '  - PACT_BROKER_BASE_URL is required (the Pact Broker, e.g. https://broker.example.com)\n' +
        '  - DEPLOY_ENVIRONMENT is required (the environment to release to, e.g. production)',
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
