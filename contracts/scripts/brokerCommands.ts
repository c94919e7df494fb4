import { execFileSync } from 'node:child_process';

/**
 * The Pact Broker command lines (publish, can-i-deploy, record-deployment), built from the environment so CI and a
 * developer run the same; credentials stay in the environment, never on a command line.
 */

export const PACTICIPANT = 'crm-web';

export interface BrokerCommand {
  command: string;
  args: string[];
}

export interface Built {
  command?: BrokerCommand;
  problems: string[];
  brokerUrl?: string;
  /** Can-i-deploy polling for results still coming, in seconds. */
  waitSeconds?: number;
}

/** CAN_I_DEPLOY_RETRIES times, this far apart. */
export const CAN_I_DEPLOY_RETRY_INTERVAL_SECONDS = 10;
const DEFAULT_CAN_I_DEPLOY_RETRIES = 6;

function git(args: string[]): string | undefined {
  try {
    return (
      execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** CONSUMER_VERSION / CONSUMER_BRANCH, else the checkout's git sha and branch. */
export function versionInfo(env: NodeJS.ProcessEnv): { version?: string; branch?: string } {
  const version = env.CONSUMER_VERSION?.trim() || git(['rev-parse', 'HEAD']);
  const fromGit = git(['rev-parse', '--abbrev-ref', 'HEAD']);
  const branch = env.CONSUMER_BRANCH?.trim() || (fromGit && fromGit !== 'HEAD' ? fromGit : undefined);
  return { version, branch };
}

function brokerUrl(env: NodeJS.ProcessEnv, problems: string[]): string | undefined {
  const url = env.PACT_BROKER_BASE_URL?.trim();
  if (!url)
    problems.push('PACT_BROKER_BASE_URL is required (the Pact Broker, e.g. https://broker.example.com)');
  else if (!/^https?:\/\/\S+$/.test(url))
    problems.push(`PACT_BROKER_BASE_URL is not an http(s) URL: "${url}"`);
  return url;
}

export function publishCommand(env: NodeJS.ProcessEnv, pactDir: string): Built {
  const problems: string[] = [];
  const url = brokerUrl(env, problems);
  const { version, branch } = versionInfo(env);
  if (!version)
    problems.push('no consumer version: set CONSUMER_VERSION (the git sha) or run inside the git checkout');
  if (!branch) problems.push('no branch: set CONSUMER_BRANCH (a detached checkout has none)');
  if (problems.length > 0) return { problems };
  const args = [
    'publish',
    pactDir,
    '--broker-base-url',
    url!,
    '--consumer-app-version',
    version!,
    '--branch',
    branch!,
  ];
  if (env.BUILD_URL?.trim()) args.push('--build-url', env.BUILD_URL.trim());
  return { problems, brokerUrl: url, command: { command: 'pact-broker', args } };
}

export function canIDeployCommand(env: NodeJS.ProcessEnv): Built {
  const problems: string[] = [];
  const url = brokerUrl(env, problems);
  const { version } = versionInfo(env);
  const environment = env.DEPLOY_ENVIRONMENT?.trim();
  const retriesText = env.CAN_I_DEPLOY_RETRIES?.trim() || String(DEFAULT_CAN_I_DEPLOY_RETRIES);
  const retries = Number(retriesText);
  if (!version)
    problems.push('no consumer version: set CONSUMER_VERSION (the git sha) or run inside the git checkout');
  if (!environment)
    problems.push('DEPLOY_ENVIRONMENT is required (the environment to release to, e.g. production)');
  if (!Number.isInteger(retries) || retries < 0)
    problems.push(`CAN_I_DEPLOY_RETRIES must be a whole number, 0 or more, not "${retriesText}"`);
  if (problems.length > 0) return { problems };
  return {
    problems,
    brokerUrl: url,
    waitSeconds: retries * CAN_I_DEPLOY_RETRY_INTERVAL_SECONDS,
    command: {
      command: 'pact-broker',
      args: [
        'can-i-deploy',
        '--pacticipant',
        PACTICIPANT,
        '--version',
        version!,
        '--to-environment',
        environment!,
        '--broker-base-url',
        url!,
        // Wait for a provider verification that is still running rather than failing at once.
        '--retry-while-unknown',
        String(retries),
        '--retry-interval',
        String(CAN_I_DEPLOY_RETRY_INTERVAL_SECONDS),
      ],
    },
  };
}

export function recordDeploymentCommand(env: NodeJS.ProcessEnv): Built {
  const problems: string[] = [];
  const url = brokerUrl(env, problems);
  const { version } = versionInfo(env);
  const environment = env.DEPLOY_ENVIRONMENT?.trim();
  if (!version)
    problems.push('no consumer version: set CONSUMER_VERSION (the git sha) or run inside the git checkout');
  if (!environment) problems.push('DEPLOY_ENVIRONMENT is required (the environment deployed to)');
  if (problems.length > 0) return { problems };
  return {
    problems,
    brokerUrl: url,
    command: {
      command: 'pact-broker',
      args: [
        'record-deployment',
        '--pacticipant',
        PACTICIPANT,
        '--version',
        version!,
        '--environment',
        environment!,
        '--broker-base-url',
        url!,
      ],
    },
  };
}

/** For --dry-run and logs. */
export function shellLine(command: BrokerCommand): string {
  const quote = (arg: string) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);
  return [command.command, ...command.args].map(quote).join(' ');
}
