import path from 'node:path';
import { brokerAuthorization, brokerTimeout, DEFAULT_WIP_SINCE } from './broker';
import type { VerificationOptions } from './run';

/** What `npm run verify:remote -w contracts` reads: flags and environment (docs/backend-team.md). */
export const USAGE = `Usage: npm run verify:remote -w contracts -- [--include-mutating] [--report <file.json>]
                                             [--from-broker] [--publish-results]
Environment:
  PROVIDER_BASE_URL           the backend to verify (required)
  PROVIDER_STATES_SETUP_URL   its provider-state setup endpoint (contracts/PROVIDER-STATES.md), which answers
                              the access token each request carries (required)
  PACT_INCLUDE_MUTATING=true  same as --include-mutating (the target must answer GET on the state-setup URL
                              with {"testInstance": true})
  --report <file>             relative to the directory you ran npm in
With --from-broker (pacts from a Pact Broker) or --publish-results (also publish the results; needs
--include-mutating):
  PACT_BROKER_BASE_URL        the broker (required)
  PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD
  PROVIDER_VERSION            the backend's version (its git sha): required to publish
  PROVIDER_BRANCH             the backend's branch (optional: also selects the consumers' matching branch)
  BUILD_URL                   the CI run, linked from the published result (optional)
  PACT_BROKER_TIMEOUT_SECONDS the longest wait for one broker call (default 60)
  PACT_INCLUDE_WIP_PACTS_SINCE  verify the work-in-progress pacts published since (default ${DEFAULT_WIP_SINCE})
Pending pacts (a consumer expectation not yet verified) and work-in-progress ones are verified and reported;
their failures fail nothing.`;

export interface ParsedArgs {
  options?: VerificationOptions;
  /** The report file, resolved against the directory npm was run in. */
  reportFile?: string;
  /** What is missing or wrong: the run refuses to start when this is not empty. */
  problems: string[];
}

/**
 * The directory the user ran npm in: npm runs the script in contracts/ and says where it was called from in
 * INIT_CWD, so relative paths in the documented commands mean what they say (docs/backend-team.md).
 */
export function invocationDirectory(env: NodeJS.ProcessEnv): string {
  return env.INIT_CWD?.trim() || process.cwd();
}

const truthy = (value: string | undefined) =>
  ['1', 'true', 'yes', 'on'].includes(value?.trim().toLowerCase() ?? '');

/** What the flags set, and the problems found so far (every one is named at once). */
interface ArgState {
  cwd: string;
  includeMutating: boolean;
  reportFile?: string;
  fromBroker: boolean;
  publish: boolean;
  problems: string[];
}

/** Each flag's handler: it updates the state and answers how many of the following arguments it took. */
const FLAGS = new Map<string, (state: ArgState, value: string | undefined) => number>([
  [
    '--include-mutating',
    (state) => {
      state.includeMutating = true;
      return 0;
    },
  ],
  [
    '--from-broker',
    (state) => {
      state.fromBroker = true;
      return 0;
    },
  ],
  [
    '--publish-results',
    (state) => {
      state.fromBroker = true;
      state.publish = true;
      return 0;
    },
  ],
  [
    '--report',
    (state, value) => {
      state.reportFile = value;
      if (!value) state.problems.push('--report needs a file name');
      else state.reportFile = path.resolve(state.cwd, value);
      return 1;
    },
  ],
]);

const HTTP_URL = /^https?:\/\/\S+$/;

export function parseRemoteArgs(argv: readonly string[], env: NodeJS.ProcessEnv): ParsedArgs {
  const state: ArgState = {
    cwd: invocationDirectory(env),
    includeMutating: truthy(env.PACT_INCLUDE_MUTATING),
    fromBroker: false,
    publish: false,
    problems: [],
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    const handler = FLAGS.get(arg ?? '');
    if (handler) index += handler(state, argv[index + 1]);
    else state.problems.push(`unknown argument "${arg}"`);
  }

  const { problems, reportFile, includeMutating } = state;
  const { baseUrl, statesSetupUrl } = targetUrls(env, problems);
  retiredVariables(env, problems);
  const broker = state.fromBroker ? brokerOptions(env, state) : undefined;

  if (problems.length > 0 || !baseUrl || !statesSetupUrl) return { problems, reportFile };
  return {
    problems,
    reportFile,
    options: { baseUrl, statesSetupUrl, includeMutating, broker, logLevel: 'warn' },
  };
}

/** The backend and its state-setup endpoint from the environment; missing or not http(s), a problem. */
function targetUrls(
  env: NodeJS.ProcessEnv,
  problems: string[],
): { baseUrl: string | undefined; statesSetupUrl: string | undefined } {
  const baseUrl = env.PROVIDER_BASE_URL?.trim();
  if (!baseUrl)
    problems.push('PROVIDER_BASE_URL is required: the backend to verify, e.g. https://backend.example.com');
  else if (!HTTP_URL.test(baseUrl)) problems.push(`PROVIDER_BASE_URL is not an http(s) URL: "${baseUrl}"`);
  const statesSetupUrl = env.PROVIDER_STATES_SETUP_URL?.trim();
  if (!statesSetupUrl)
    problems.push(
      'PROVIDER_STATES_SETUP_URL is required: the provider-state setup endpoint, which sets up each ' +
        "interaction's data and answers the access token its request carries (contracts/PROVIDER-STATES.md)",
    );
  else if (!HTTP_URL.test(statesSetupUrl))
    problems.push(`PROVIDER_STATES_SETUP_URL is not an http(s) URL: "${statesSetupUrl}"`);
  return { baseUrl, statesSetupUrl };
}

/** The token variables of earlier versions: set, they would be silently ignored, so they are named. */
function retiredVariables(env: NodeJS.ProcessEnv, problems: string[]): void {
  const retired = [
    'PROVIDER_TOKEN',
    'PROVIDER_TOKEN_COMMAND',
    'PROVIDER_TOKEN_URL',
    'PROVIDER_SESSION_COOKIE',
  ];
  for (const name of retired.filter((variable) => env[variable]?.trim()))
    problems.push(
      `${name} is not read any more: the provider-state setup answers the tokens and the session cookie ` +
        '(contracts/PROVIDER-STATES.md)',
    );
}

/** The broker option group (--from-broker, --publish-results); undefined without a broker URL. */
function brokerOptions(env: NodeJS.ProcessEnv, state: ArgState): VerificationOptions['broker'] {
  const { problems, publish, includeMutating } = state;
  const url = env.PACT_BROKER_BASE_URL?.trim();
  const providerVersion = env.PROVIDER_VERSION?.trim() || undefined;
  const timeout = brokerTimeout(env);
  const wipSince = env.PACT_INCLUDE_WIP_PACTS_SINCE?.trim() || DEFAULT_WIP_SINCE;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(wipSince) || Number.isNaN(Date.parse(wipSince)))
    problems.push(`PACT_INCLUDE_WIP_PACTS_SINCE must be a date (YYYY-MM-DD), not "${wipSince}"`);
  if (!url)
    problems.push(
      '--from-broker / --publish-results need PACT_BROKER_BASE_URL (the Pact Broker, e.g. https://broker.example.com)',
    );
  else if (!HTTP_URL.test(url)) problems.push(`PACT_BROKER_BASE_URL is not an http(s) URL: "${url}"`);
  if (publish && !providerVersion)
    problems.push('--publish-results needs PROVIDER_VERSION (the backend commit, e.g. its git sha)');
  if (publish && !includeMutating)
    problems.push(
      '--publish-results needs --include-mutating: a published result says the whole pact is honoured, and ' +
        'safe mode replays only part of it',
    );
  if (timeout.problem) problems.push(timeout.problem);
  if (!url) return undefined;
  return {
    url,
    timeoutSeconds: timeout.seconds,
    authorization: brokerAuthorization(env),
    providerVersion,
    providerBranch: env.PROVIDER_BRANCH?.trim() || undefined,
    buildUrl: env.BUILD_URL?.trim() || undefined,
    publish,
    includeWipPactsSince: wipSince,
  };
}
