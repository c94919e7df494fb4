import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import type { Request } from 'express';
import {
  personaOf,
  PROVIDER_STATES,
  type ProviderState,
} from '../../../mock-server/src/providerStates/index';
import { collectTokens, RefusalError, type TokenSource } from './credentials';
import { loadPact, PACT_FILE, type PactState } from './pactFile';
import { DEFAULT_PERSONA, descriptionFilter, planVerification, type SkippedInteraction } from './plan';

export interface BrokerOptions {
  url: string;
  /** The provider version the results are recorded against (the backend's git sha). */
  providerVersion: string;
  providerBranch?: string;
  buildUrl?: string;
  /** Publish the verification results to the broker. */
  publish: boolean;
}

export interface VerificationOptions {
  baseUrl: string;
  /** The backend's provider-state setup endpoint (contracts/PROVIDER-STATES.md). */
  statesSetupUrl?: string;
  /** Also replay the interactions that change data (the target must declare itself a test instance). */
  includeMutating: boolean;
  tokens: TokenSource;
  /** Cookie header of a login-provider session, when the state setup answers none. */
  sessionCookie?: string;
  pactFile?: string;
  /** Fetch the pacts from a Pact Broker (and publish results) instead of reading the committed pact file. */
  broker?: BrokerOptions;
  logLevel?: 'error' | 'warn' | 'info' | 'debug';
}

export interface VerificationReport {
  target: string;
  mode: 'safe' | 'include-mutating';
  passed: boolean;
  /** The replayed interactions; result: the verifier's verdict ('OK', 'Error'), or 'not replayed'. */
  verified: {
    description: string;
    persona: string | null | undefined;
    mutating: boolean;
    result?: string;
  }[];
  skipped: SkippedInteraction[];
  /** State setups the target refused or failed. */
  stateErrors: string[];
  /** Why the verification failed, when it did. */
  failure?: string;
}

/**
 * pact-js's verification proxy parses form bodies and would forward them re-serialised as JSON under the
 * form content type; encode them back as the form they were.
 */
export function restoreFormBody(request: Request): void {
  const type = String(request.headers['content-type'] ?? '');
  if (!type.startsWith('application/x-www-form-urlencoded') || !request.body || Buffer.isBuffer(request.body))
    return;
  const encoded = Buffer.from(new URLSearchParams(request.body as Record<string, string>).toString());
  request.body = encoded;
  request.headers['content-length'] = String(encoded.length);
}

/** Asks the state-setup endpoint whether the target is a test instance ({testInstance: true}). */
export async function declaresTestInstance(statesSetupUrl: string): Promise<boolean> {
  try {
    const response = await fetch(statesSetupUrl, { headers: { accept: 'application/json' } });
    const body = (await response.json().catch(() => null)) as { testInstance?: unknown } | null;
    return response.ok && body?.testInstance === true;
  } catch {
    return false;
  }
}

/**
 * Replays the pact against a backend reached only by URL: plans which interactions run (safe mode by default),
 * refuses to start when something they need is missing, sets up provider states through the target's
 * state-setup endpoint, swaps in each persona's live token, and reports what was verified and skipped.
 */
export async function verifyProvider(options: VerificationOptions): Promise<VerificationReport> {
  const states: readonly ProviderState[] = PROVIDER_STATES;
  const pact = await loadPact(options.pactFile ?? PACT_FILE);
  const mode = options.includeMutating ? 'include-mutating' : 'safe';
  if (options.includeMutating) {
    if (!options.statesSetupUrl)
      throw new RefusalError(
        '--include-mutating needs PROVIDER_STATES_SETUP_URL: the target must declare itself a test instance there.',
      );
    if (!(await declaresTestInstance(options.statesSetupUrl)))
      throw new RefusalError(
        `--include-mutating refused: GET ${options.statesSetupUrl} does not answer {"testInstance": true}, ` +
          'so the target is not known to be a test instance.',
      );
  }
  const plan = planVerification(pact, states, {
    includeMutating: options.includeMutating,
    hasStatesSetupUrl: !!options.statesSetupUrl,
  });
  const tokens = await collectTokens(options.tokens, plan.personas);
  const report: VerificationReport = {
    target: options.baseUrl,
    mode,
    passed: true,
    verified: plan.verify.map(({ description, persona, mutating }) => ({ description, persona, mutating })),
    skipped: plan.skip,
    stateErrors: [],
  };
  if (plan.verify.length === 0) return report;

  // The states of the interaction being replayed, and the provider cookie a state answered.
  let given: PactState[] = [];
  let cookie: string | undefined;
  const forget = () => {
    given = [];
    cookie = undefined;
  };

  const callStates = async (state: ProviderState, params: Record<string, unknown>, action: string) => {
    if (state.kind !== 'data' || !options.statesSetupUrl) return undefined;
    const response = await fetch(options.statesSetupUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ state: state.name, params, action }),
    }).catch((error: unknown) => {
      throw new Error(`the state-setup endpoint could not be reached: ${(error as Error).message}`);
    });
    const body = (await response.json().catch(() => ({}))) as { cookie?: unknown; message?: unknown };
    if (!response.ok)
      throw new Error(
        `${action} answered ${response.status}${body.message ? `: ${typeof body.message === 'string' ? body.message : JSON.stringify(body.message)}` : ''}`,
      );
    return body;
  };

  const stateHandlers = Object.fromEntries(
    states.map((state) => [
      state.name,
      {
        setup: async (params?: unknown) => {
          const values = (params ?? {}) as Record<string, unknown>;
          given.push({ name: state.name, params: values });
          try {
            const body = await callStates(state, values, 'setup');
            if (typeof body?.cookie === 'string' && body.cookie) cookie = body.cookie;
            else if (state.name === 'admin has a live login-provider session') {
              if (!options.sessionCookie)
                throw new Error('answered no cookie and PROVIDER_SESSION_COOKIE is unset');
              cookie = options.sessionCookie;
            }
          } catch (error) {
            report.stateErrors.push(`"${state.name}" ${JSON.stringify(values)}: ${(error as Error).message}`);
            throw error;
          }
          return undefined;
        },
        teardown: async (params?: unknown) => {
          await callStates(state, (params ?? {}) as Record<string, unknown>, 'teardown').catch(
            (error: unknown) => {
              report.stateErrors.push(`"${state.name}" teardown: ${(error as Error).message}`);
            },
          );
          return undefined;
        },
      },
    ]),
  );

  const previousFilter = process.env.PACT_DESCRIPTION;
  process.env.PACT_DESCRIPTION = descriptionFilter(plan.verify.map((entry) => entry.description));
  let results: unknown;
  try {
    results = await new Verifier({
      provider: pact.provider.name,
      providerBaseUrl: options.baseUrl,
      ...(options.broker
        ? {
            pactBrokerUrl: options.broker.url,
            consumerVersionSelectors: [
              { mainBranch: true },
              { deployedOrReleased: true },
              { matchingBranch: true },
            ],
            publishVerificationResult: options.broker.publish,
            providerVersion: options.broker.providerVersion,
            providerVersionBranch: options.broker.providerBranch,
            buildUrl: options.broker.buildUrl,
          }
        : { pactUrls: [options.pactFile ?? PACT_FILE] }),
      logLevel: options.logLevel ?? 'warn',
      providerStatesSetupTeardown: true,
      beforeEach: async () => forget(),
      afterEach: async () => forget(),
      // Each state has setup and teardown functions (pact-js's StateFuncWithSetup); its typing misses them.
      stateHandlers: stateHandlers as unknown as VerifierOptions['stateHandlers'],
      requestFilter: (request, _response, next) => {
        if (request.headers.authorization) {
          const persona = personaOf(states, given);
          const name = persona === undefined ? DEFAULT_PERSONA : persona;
          const token = name === null ? undefined : tokens.get(name);
          if (token) {
            request.headers.authorization = `Bearer ${token}`;
            if (request.headers.token_bearer) request.headers.token_bearer = `user.${token}`;
          }
        }
        if (cookie) request.headers.cookie = cookie;
        restoreFormBody(request);
        next();
      },
    }).verifyProvider();
  } catch (error) {
    report.passed = false;
    results = (error as Error).message;
  } finally {
    if (previousFilter === undefined) delete process.env.PACT_DESCRIPTION;
    else process.env.PACT_DESCRIPTION = previousFilter;
  }
  const verdicts = interactionResults(results);
  for (const entry of report.verified) entry.result = verdicts.get(entry.description) ?? 'not replayed';
  const failed = report.verified.filter((entry) => entry.result !== 'OK');
  if (failed.length > 0) {
    report.passed = false;
    report.failure = `${failed.length} interaction${failed.length > 1 ? 's' : ''} failed or were not replayed (see the verifier output above)`;
  } else if (!report.passed) {
    report.failure = typeof results === 'string' ? results.slice(0, 2000) : 'the verifier failed';
  }
  if (report.stateErrors.length > 0) {
    report.passed = false;
    report.failure ??= 'provider state setups failed';
  }
  return report;
}

/** The verifier's verdict per interaction description, from its JSON results (resolved, or the error's message). */
export function interactionResults(results: unknown): Map<string, string> {
  const verdicts = new Map<string, string>();
  let parsed: unknown = results;
  if (typeof results === 'string') {
    try {
      parsed = JSON.parse(results);
    } catch {
      return verdicts;
    }
  }
  const list = (parsed as { interactionResults?: unknown } | null)?.interactionResults;
  if (!Array.isArray(list)) return verdicts;
  for (const entry of list as { description?: unknown; result?: unknown }[]) {
    if (typeof entry.description !== 'string') continue;
    // A verdict that is not text (absent, or an error object) counts as 'Error'.
    const result = typeof entry.result === 'string' ? entry.result : 'Error';
    // An interaction in several pacts (broker mode) passes only when it passes in every one.
    if (verdicts.get(entry.description) !== 'Error') verdicts.set(entry.description, result);
  }
  return verdicts;
}

/** The report as the backend team reads it. */
export function formatReport(report: VerificationReport): string {
  const lines = [
    `Pact verification of ${report.target} (${report.mode === 'safe' ? 'safe mode: only interactions that change nothing' : 'including interactions that change data'})`,
    '',
    `Replayed (${report.verified.length}):`,
    ...report.verified.map(
      (entry) =>
        `  - ${entry.result ?? '?'}: ${entry.description}` +
        (entry.persona === undefined ? '' : ` [as ${entry.persona ?? 'an unissued token'}]`),
    ),
    '',
    `Skipped (${report.skipped.length}):`,
    ...report.skipped.map((entry) => `  - ${entry.description}: ${entry.reason}`),
  ];
  if (report.stateErrors.length > 0) {
    lines.push(
      '',
      `Provider state errors (${report.stateErrors.length}):`,
      ...report.stateErrors.map((e) => `  - ${e}`),
    );
  }
  lines.push(
    '',
    report.passed
      ? `PASSED: the backend honours the ${report.verified.length} verified interactions.`
      : `FAILED: ${report.failure ?? 'see the verifier output above'}`,
  );
  return lines.join('\n');
}
