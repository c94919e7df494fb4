import { execFileSync } from 'node:child_process';
import { brokerConnection, type BrokerConnection } from '../provider/verification/broker';

/**
 * The pact-broker command lines (publish, can-i-deploy, record-deployment), built from the environment so CI and a
 * developer run the same; credentials stay in the environment, never on a command line.
 */

export interface Built {
  /** pact-broker's arguments, when nothing is missing. */
  args?: string[];
  problems: string[];
  broker?: BrokerConnection;
  /** can-i-deploy's polling for results still coming, in seconds. */
  waitSeconds: number;
}

const git = (...args: string[]) => {
  try {
    return (
      execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined
    );
  } catch {
    return undefined;
  }
};

/** CONSUMER_VERSION and CONSUMER_BRANCH default to the checkout's git sha and branch. */
export function brokerCommand(action: string, env: NodeJS.ProcessEnv, pactDir: string): Built {
  const problems: string[] = [];
  const broker = brokerConnection(env, problems);
  const version = env.CONSUMER_VERSION?.trim() || git('rev-parse', 'HEAD');
  if (!version)
    problems.push('no consumer version: set CONSUMER_VERSION (the git sha) or run inside the git checkout');
  const environment = env.DEPLOY_ENVIRONMENT?.trim();
  const versionArgs = ['--pacticipant', 'crm-web', '--version', version ?? ''];
  let args: string[];
  let waitSeconds = 0;
  if (action === 'publish') {
    const fromGit = git('rev-parse', '--abbrev-ref', 'HEAD');
    const branch = env.CONSUMER_BRANCH?.trim() || (fromGit === 'HEAD' ? undefined : fromGit);
    if (!branch) problems.push('no branch: set CONSUMER_BRANCH (a detached checkout has none)');
    const buildUrl = env.BUILD_URL?.trim();
    args = ['publish', pactDir, '--consumer-app-version', version ?? '', '--branch', branch ?? ''];
    if (buildUrl) args.push('--build-url', buildUrl);
  } else if (action === 'can-i-deploy') {
    if (!environment)
      problems.push('DEPLOY_ENVIRONMENT is required (the environment to release to, e.g. production)');
    const retries = env.CAN_I_DEPLOY_RETRIES?.trim() || '6';
    if (!/^\d+$/.test(retries))
      problems.push(`CAN_I_DEPLOY_RETRIES must be a whole number, 0 or more, not "${retries}"`);
    waitSeconds = Number(retries) * 10;
    // Waits for a provider verification that is still running rather than failing at once.
    args = [
      'can-i-deploy',
      ...versionArgs,
      '--to-environment',
      environment ?? '',
      '--retry-while-unknown',
      retries,
    ];
    args.push('--retry-interval', '10');
  } else {
    if (!environment) problems.push('DEPLOY_ENVIRONMENT is required (the environment deployed to)');
    args = ['record-deployment', ...versionArgs, '--environment', environment ?? ''];
  }
  if (problems.length > 0 || !broker) return { problems, waitSeconds };
  return { args: [...args, '--broker-base-url', broker.url], problems, broker, waitSeconds };
}

/** For --dry-run and logs. */
export function shellLine(args: readonly string[]): string {
  const quote = (arg: string) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);
  return ['pact-broker', ...args].map(quote).join(' ');
}
