import path from 'node:path';
import { brokerConnection, urlFrom } from './broker';
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
  PACT_INCLUDE_WIP_PACTS_SINCE  verify the work-in-progress pacts published since (default 2026-01-01)
Pending pacts (a consumer expectation not yet verified) and work-in-progress ones are verified and reported;
their failures fail nothing.`;

const RETIRED = ['PROVIDER_TOKEN', 'PROVIDER_TOKEN_COMMAND', 'PROVIDER_TOKEN_URL', 'PROVIDER_SESSION_COOKIE'];

/** The options, or (when `problems` is not empty) every reason the run refuses to start, named at once. */
export function parseRemoteArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): { options?: VerificationOptions; reportFile?: string; problems: string[] } {
  const problems: string[] = [];
  const read = (name: string) => env[name]?.trim() || undefined;
  let includeMutating = ['1', 'true', 'yes', 'on'].includes(
    read('PACT_INCLUDE_MUTATING')?.toLowerCase() ?? '',
  );
  let reportFile: string | undefined;
  let fromBroker = false;
  let publish = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--include-mutating') includeMutating = true;
    else if (arg === '--from-broker') fromBroker = true;
    else if (arg === '--publish-results') fromBroker = publish = true;
    else if (arg === '--report') {
      const file = argv[(index += 1)];
      // npm runs the script in contracts/ and says where it was called from in INIT_CWD.
      if (file) reportFile = path.resolve(read('INIT_CWD') ?? process.cwd(), file);
      else problems.push('--report needs a file name');
    } else problems.push(`unknown argument "${arg}"`);
  }
  const baseUrl = urlFrom(
    env,
    'PROVIDER_BASE_URL',
    ': the backend to verify, e.g. https://backend.example.com',
    problems,
  );
  const why =
    ": the provider-state setup endpoint, which sets up each interaction's data and answers the access token its " +
    'request carries (contracts/PROVIDER-STATES.md)';
  const statesSetupUrl = urlFrom(env, 'PROVIDER_STATES_SETUP_URL', why, problems);
  // Set, these would be silently ignored.
  for (const name of RETIRED.filter(read))
    problems.push(
      `${name} is not read any more: the provider-state setup answers the tokens and the session cookie ` +
        '(contracts/PROVIDER-STATES.md)',
    );

  let broker: VerificationOptions['broker'];
  if (fromBroker) {
    const connection = brokerConnection(env, problems);
    const providerVersion = read('PROVIDER_VERSION');
    const wipSince = read('PACT_INCLUDE_WIP_PACTS_SINCE') ?? '2026-01-01';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(wipSince) || Number.isNaN(Date.parse(wipSince)))
      problems.push(`PACT_INCLUDE_WIP_PACTS_SINCE must be a date (YYYY-MM-DD), not "${wipSince}"`);
    if (publish && !providerVersion)
      problems.push('--publish-results needs PROVIDER_VERSION (the backend commit, e.g. its git sha)');
    if (publish && !includeMutating)
      problems.push(
        '--publish-results needs --include-mutating: a published result says the whole pact is honoured, and ' +
          'safe mode replays only part of it',
      );
    const more = { providerVersion, providerBranch: read('PROVIDER_BRANCH'), buildUrl: read('BUILD_URL') };
    broker = connection && { ...connection, ...more, publish, includeWipPactsSince: wipSince };
  }
  if (problems.length > 0 || !baseUrl || !statesSetupUrl) return { problems, reportFile };
  return { problems, reportFile, options: { baseUrl, statesSetupUrl, includeMutating, broker } };
}
