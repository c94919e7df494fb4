import path from 'node:path';
import { PROVIDER_STATES } from '../../../mock-server/src/providerStates/index';
import { brokerAuthorization, brokerTimeout } from './broker';
import { personasWithoutToken, tokenSource, tokenVariable } from './credentials';
import { type PactDocument } from './pactFile';
import { missingStatesSetup, planVerification } from './plan';
import type { VerificationOptions } from './run';

/** What `npm run verify:remote -w contracts` reads: flags and environment (docs/backend-team.md). */
export const USAGE = `Usage: npm run verify:remote -w contracts -- [--include-mutating] [--allow-skips] [--report <file.json>]
                                             [--from-broker] [--publish-results]
Environment:
  PROVIDER_BASE_URL           the backend to verify (required)
  PROVIDER_STATES_SETUP_URL   its provider-state setup endpoint (contracts/PROVIDER-STATES.md); required unless
                              --allow-skips, which verifies only the interactions that need no data state
  PROVIDER_TOKEN_<PERSONA>    a live access token per persona (PROVIDER_TOKEN_ADMIN, ..._DATAENTRY, ...), or
  PROVIDER_TOKEN_COMMAND      a command printing the token of $PROVIDER_PERSONA ({persona} is replaced), run in
                              the directory you ran npm in, or
  PROVIDER_TOKEN_URL          an endpoint answering POST {"persona"} with {"access_token"}
  PROVIDER_SESSION_COOKIE     Cookie header of admin's login-provider session (when the state setup answers none)
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
  PACT_BROKER_TIMEOUT_SECONDS the longest wait for one broker call (default 60)`;

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

// Long by design: one loop over the arguments, then the environment's defaults, collecting every problem so
// that the command names them all at once; each option is a line or two.
export function parseRemoteArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  pact: PactDocument,
): ParsedArgs {
  const problems: string[] = [];
  let includeMutating = truthy(env.PACT_INCLUDE_MUTATING);
  let reportFile: string | undefined;
  let fromBroker = false;
  let publish = false;
  let allowSkips = false;
  const cwd = invocationDirectory(env);
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--include-mutating') includeMutating = true;
    else if (arg === '--allow-skips') allowSkips = true;
    else if (arg === '--from-broker') fromBroker = true;
    else if (arg === '--publish-results') {
      fromBroker = true;
      publish = true;
    } else if (arg === '--report') {
      reportFile = argv[index + 1];
      index += 1;
      if (!reportFile) problems.push('--report needs a file name');
      else reportFile = path.resolve(cwd, reportFile);
    } else problems.push(`unknown argument "${arg}"`);
  }

  const baseUrl = env.PROVIDER_BASE_URL?.trim();
  if (!baseUrl)
    problems.push('PROVIDER_BASE_URL is required: the backend to verify, e.g. https://backend.example.com');
  else if (!/^https?:\/\/\S+$/.test(baseUrl))
    problems.push(`PROVIDER_BASE_URL is not an http(s) URL: "${baseUrl}"`);
  const statesSetupUrl = env.PROVIDER_STATES_SETUP_URL?.trim() || undefined;
  if (statesSetupUrl && !/^https?:\/\/\S+$/.test(statesSetupUrl))
    problems.push(`PROVIDER_STATES_SETUP_URL is not an http(s) URL: "${statesSetupUrl}"`);
  if (includeMutating && !statesSetupUrl)
    problems.push(
      '--include-mutating needs PROVIDER_STATES_SETUP_URL, where the target declares itself a test instance',
    );
  if (env.PROVIDER_TOKEN?.trim())
    problems.push(
      'PROVIDER_TOKEN (one token for every call) is not read any more: give each persona its own token ' +
        '(PROVIDER_TOKEN_<PERSONA>, PROVIDER_TOKEN_COMMAND or PROVIDER_TOKEN_URL)',
    );

  const plan = planVerification(pact, PROVIDER_STATES, {
    includeMutating,
    hasStatesSetupUrl: !!statesSetupUrl,
  });
  const statesProblem = includeMutating ? null : missingStatesSetup(plan, allowSkips);
  if (statesProblem) problems.push(statesProblem);
  const missing = personasWithoutToken(env, plan.personas);
  if (missing.length > 0)
    problems.push(
      `no access token for the persona${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: set ` +
        `${missing.map(tokenVariable).join(', ')}, or PROVIDER_TOKEN_COMMAND, or PROVIDER_TOKEN_URL`,
    );

  let broker: VerificationOptions['broker'];
  if (fromBroker) {
    const url = env.PACT_BROKER_BASE_URL?.trim();
    const providerVersion = env.PROVIDER_VERSION?.trim() || undefined;
    const timeout = brokerTimeout(env);
    if (!url)
      problems.push(
        '--from-broker / --publish-results need PACT_BROKER_BASE_URL (the Pact Broker, e.g. https://broker.example.com)',
      );
    else if (!/^https?:\/\/\S+$/.test(url))
      problems.push(`PACT_BROKER_BASE_URL is not an http(s) URL: "${url}"`);
    if (publish && !providerVersion)
      problems.push('--publish-results needs PROVIDER_VERSION (the backend commit, e.g. its git sha)');
    if (publish && !includeMutating)
      problems.push(
        '--publish-results needs --include-mutating: a published result says the whole pact is honoured, and ' +
          'safe mode replays only part of it',
      );
    if (timeout.problem) problems.push(timeout.problem);
    if (url)
      broker = {
        url,
        timeoutSeconds: timeout.seconds,
        authorization: brokerAuthorization(env),
        providerVersion,
        providerBranch: env.PROVIDER_BRANCH?.trim() || undefined,
        buildUrl: env.BUILD_URL?.trim() || undefined,
        publish,
      };
  }

  if (problems.length > 0 || !baseUrl) return { problems, reportFile };
  return {
    problems,
    reportFile,
    options: {
      baseUrl,
      statesSetupUrl,
      includeMutating,
      allowSkips,
      tokens: tokenSource(env, cwd),
      sessionCookie: env.PROVIDER_SESSION_COOKIE?.trim() || undefined,
      broker,
      logLevel: 'warn',
    },
  };
}
