import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import type { NextFunction, Request, Response } from 'express';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { PROVIDER_STATES } from '../../../mock-server/src/providerStates/index';
import {
  BrokerError,
  fetchPactsForVerification,
  publishResult,
  type BrokerConnection,
  type BrokerPact,
} from './broker';
import { loadPact, PACT_FILE, type PactDocument } from './pactFile';
import { descriptionFilter, planVerification, type Plan, type SkippedInteraction } from './plan';

/** Why a run does not start (exit 2). */
export class RefusalError extends Error {}

export interface BrokerOptions extends BrokerConnection {
  /** The provider version the results are recorded against (the backend's git sha); needed to publish. */
  providerVersion?: string;
  providerBranch?: string;
  buildUrl?: string;
  /** Publish the verification results to the broker. */
  publish: boolean;
  /** Work-in-progress pacts published since this ISO date are verified too, as pending. */
  includeWipPactsSince: string;
}

export interface VerificationOptions {
  baseUrl: string;
  /** The backend's provider-state setup endpoint (contracts/PROVIDER-STATES.md): it answers the tokens too. */
  statesSetupUrl: string;
  /** Also replay the interactions that change data (the target must declare itself a test instance). */
  includeMutating: boolean;
  pactFile?: string;
  /** Fetch the pacts from a Pact Broker (and publish results) instead of reading the committed pact file. */
  broker?: BrokerOptions;
  logLevel?: 'error' | 'warn' | 'info' | 'debug';
}

export interface VerifiedInteraction {
  description: string;
  persona: string | null | undefined;
  mutating: boolean;
  /** The verifier's verdict: 'OK', 'Error', or 'not replayed'. */
  result?: string;
  /** Why it failed, in words: each mismatch the verifier found, or the provider state that could not be set up. */
  mismatches?: string[];
  /** Which of the broker's pacts it belongs to (--from-broker). */
  pact?: string;
  /** It belongs to a pending pact: a failure is reported and fails nothing. */
  pending?: true;
}

export interface VerificationReport {
  target: string;
  mode: 'safe' | 'include-mutating';
  passed: boolean;
  /** verified: replayed and OK; failed: replayed with an error, or not replayed; skipped: not attempted. */
  counts: { verified: number; failed: number; skipped: number };
  /** The interactions the run set out to replay, each with its result. */
  verified: VerifiedInteraction[];
  skipped: (SkippedInteraction & { pact?: string })[];
  /** State setups the target refused or failed, also listed beside their interaction. */
  stateErrors: string[];
  /** The broker's pacts and whether their results were published (--from-broker). */
  pacts?: { label: string; published: boolean }[];
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
 * Why a state-setup call failed, in the server's words: the `message` of its JSON answer (the reference
 * implementation answers `{"message": "Provider state \"<state>\" failed: <reason>", "state"}`), else the
 * status line.
 */
export function stateSetupFailure(action: string, status: number, statusText: string, body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  const reason =
    typeof message === 'string' && message.trim() ? message.trim() : `${status} ${statusText}`.trim();
  return `${action} answered ${status}: ${reason}`;
}

/** Pact's verifier state-change path (pact-js): its calls pass through the request filter too. */
const STATE_SETUP_PATH = '/_pactSetup';

/** One pact to verify: the committed file, or one the broker selected. */
interface PactSource {
  file: string;
  broker?: BrokerPact;
}

interface PactRun {
  source: PactSource;
  pact: PactDocument;
  plan: Plan;
}

/**
 * Replays the pact against a backend reached only by URL: plans which interactions run (safe mode by default),
 * sets up provider states through the target's state-setup endpoint (whose answers carry the tokens the
 * requests send), and reports what was verified, what failed and why, and what was skipped. With a broker, the
 * pacts come from it and the results go back to it.
 */
export async function verifyProvider(options: VerificationOptions): Promise<VerificationReport> {
  const mode = options.includeMutating ? 'include-mutating' : 'safe';
  if (options.includeMutating) {
    if (!(await declaresTestInstance(options.statesSetupUrl)))
      throw new RefusalError(
        `--include-mutating refused: GET ${options.statesSetupUrl} does not answer {"testInstance": true}, ` +
          'so the target is not known to be a test instance.',
      );
  }
  const report: VerificationReport = {
    target: options.baseUrl,
    mode,
    passed: true,
    counts: { verified: 0, failed: 0, skipped: 0 },
    verified: [],
    skipped: [],
    stateErrors: [],
  };

  let sources: PactSource[];
  if (options.broker) {
    const selected = await brokerSources(options, options.broker);
    if (typeof selected === 'string') return fail(report, selected);
    sources = selected;
    report.pacts = sources.map((source) => ({ label: source.broker?.label ?? '', published: false }));
  } else sources = [{ file: options.pactFile ?? PACT_FILE }];

  try {
    await runPacts(sources, options, report);
  } finally {
    if (options.broker)
      await Promise.all(
        sources.map((source) => rm(path.dirname(source.file), { recursive: true, force: true })),
      );
  }
  return conclude(report);
}

/** The pacts the broker selects for this provider, or why there are none (a broker error, or no pacts). */
async function brokerSources(
  options: VerificationOptions,
  broker: BrokerOptions,
): Promise<PactSource[] | string> {
  let sources: PactSource[];
  try {
    const pacts = await fetchPactsForVerification(broker, {
      provider: (await loadPact(options.pactFile ?? PACT_FILE)).provider.name,
      providerBranch: broker.providerBranch,
      includeWipPactsSince: broker.includeWipPactsSince,
    });
    sources = pacts.map((pact) => ({ file: pact.file, broker: pact }));
  } catch (error) {
    if (error instanceof BrokerError) return error.message;
    throw error;
  }
  if (sources.length === 0) return `the Pact Broker at ${broker.url} selected no pacts`;
  return sources;
}

/** Plans every pact first (one that does not load stops the run before any replay), then replays each. */
async function runPacts(
  sources: readonly PactSource[],
  options: VerificationOptions,
  report: VerificationReport,
): Promise<void> {
  const runs: PactRun[] = [];
  for (const source of sources) {
    const pact = await loadPact(source.file);
    const plan = planVerification(pact, PROVIDER_STATES, { includeMutating: options.includeMutating });
    runs.push({ source, pact, plan });
  }

  for (const run of runs) {
    const label = run.source.broker?.label;
    const pending = run.source.broker?.pending ? { pending: true as const } : {};
    const outcome = await replay(run, options);
    report.verified.push(
      ...outcome.verified.map((entry) => (label ? { ...entry, pact: label, ...pending } : entry)),
    );
    report.skipped.push(...run.plan.skip.map((entry) => (label ? { ...entry, pact: label } : entry)));
    // A pending pact's state errors are beside its interactions; they fail nothing.
    if (!pending.pending) report.stateErrors.push(...outcome.stateErrors);
    if (outcome.failure && !pending.pending) report.failure ??= outcome.failure;
    if (options.broker?.publish && run.source.broker)
      await publishRun(run, run.source.broker, options.broker, outcome, report);
  }
}

/** Publishes one pact's result and marks it published in the report; a broker error fails the run. */
async function publishRun(
  run: PactRun,
  pact: BrokerPact,
  broker: BrokerOptions,
  outcome: ReplayOutcome,
  report: VerificationReport,
): Promise<void> {
  // A result the broker records says the whole pact is honoured: anything skipped makes it a failure.
  const success =
    !outcome.failure &&
    run.plan.skip.length === 0 &&
    outcome.verified.every((entry) => entry.result === 'OK');
  try {
    await publishResult(broker, pact, success, {
      provider: run.pact.provider.name,
      providerVersion: broker.providerVersion as string,
      providerBranch: broker.providerBranch,
      buildUrl: broker.buildUrl,
    });
    const published = report.pacts?.find((entry) => entry.label === pact.label);
    if (published) published.published = true;
  } catch (error) {
    if (!(error instanceof BrokerError)) throw error;
    report.failure ??= error.message;
  }
}

function fail(report: VerificationReport, failure: string): VerificationReport {
  report.failure = failure;
  return conclude(report);
}

/**
 * Counts the results and decides: passed when nothing failed, no state setup failed and no error stopped it
 * (the failures of a pending pact are counted and fail nothing).
 */
function conclude(report: VerificationReport): VerificationReport {
  const failed = report.verified.filter((entry) => entry.result !== 'OK');
  const failing = failed.filter((entry) => !entry.pending);
  report.counts = {
    verified: report.verified.length - failed.length,
    failed: failed.length,
    skipped: report.skipped.length,
  };
  if (failing.length > 0)
    report.failure ??= `${failing.length} interaction${failing.length > 1 ? 's' : ''} failed (listed above with the reason)`;
  if (report.stateErrors.length > 0) report.failure ??= 'provider state setups failed';
  report.passed = !report.failure;
  return report;
}

interface ReplayOutcome {
  verified: VerifiedInteraction[];
  stateErrors: string[];
  failure?: string;
}

/**
 * What the verifier's hooks share during one replay. The verifier replays one interaction at a time: state
 * setups, the request, teardowns. A setup failure is held until the interaction's request comes and then
 * belongs to it; a teardown failure to the request just made. pact-js answers a failing state handler with
 * 200, so the interaction is failed here instead.
 */
interface ReplayState {
  statesSetupUrl: string;
  stateErrors: string[];
  /** Requests seen so far (the state-setup calls aside): the next request's index. */
  requests: number;
  /** Setup failures waiting for their interaction's request. */
  pendingFailures: string[];
  failuresByRequest: Map<number, string[]>;
}

/** Runs Pact's verifier over one pact, replaying exactly the planned interactions. */
async function replay(run: PactRun, options: VerificationOptions): Promise<ReplayOutcome> {
  const { plan } = run;
  const verified: VerifiedInteraction[] = plan.verify.map(({ description, persona, mutating }) => ({
    description,
    persona,
    mutating,
  }));
  const state: ReplayState = {
    statesSetupUrl: options.statesSetupUrl,
    stateErrors: [],
    requests: 0,
    pendingFailures: [],
    failuresByRequest: new Map(),
  };
  const { stateErrors } = state;
  if (plan.verify.length === 0) return { verified, stateErrors };

  const { results, verifierError } = await runVerifier(run, options, state);
  const parsed = verifierResults(results);
  if (!parsed)
    // The verifier stopped before it replayed anything (bad options, a crash): its own words say why.
    return {
      verified: verified.map((entry) => ({ ...entry, result: 'not replayed' })),
      stateErrors,
      failure: `the verifier did not run: ${(verifierError ?? String(results)).slice(0, 2000)}`,
    };
  assignResults(verified, parsed, state.failuresByRequest);
  return { verified, stateErrors };
}

function attach(state: ReplayState, index: number, failure: string): void {
  state.failuresByRequest.set(index, [...(state.failuresByRequest.get(index) ?? []), failure]);
}

/** Pact's state-change call, passed on to the target; its answer is the values the request injects. */
async function callStates(
  statesSetupUrl: string,
  name: string,
  params: Record<string, unknown>,
  action: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(statesSetupUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ state: name, params, action }),
  }).catch((error: unknown) => {
    throw new Error(`the state-setup endpoint could not be reached: ${(error as Error).message}`);
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) throw new Error(stateSetupFailure(action, response.status, response.statusText, body));
  return body ?? {};
}

/** A setup and a teardown handler for each provider state the pact names, recording their failures. */
function stateHandlers(pact: PactDocument, state: ReplayState) {
  const stateNames = new Set(
    pact.interactions.flatMap((entry) => (entry.providerStates ?? []).map((s) => s.name)),
  );
  return Object.fromEntries(
    [...stateNames].map((name) => [
      name,
      {
        setup: async (params?: unknown) => {
          const values = (params ?? {}) as Record<string, unknown>;
          try {
            return await callStates(state.statesSetupUrl, name, values, 'setup');
          } catch (error) {
            const failure = `provider state "${name}" ${JSON.stringify(values)}: ${(error as Error).message}`;
            state.stateErrors.push(failure);
            state.pendingFailures.push(failure);
            throw error;
          }
        },
        teardown: async (params?: unknown) => {
          await callStates(
            state.statesSetupUrl,
            name,
            (params ?? {}) as Record<string, unknown>,
            'teardown',
          ).catch((error: unknown) => {
            const failure = `provider state "${name}" teardown: ${(error as Error).message}`;
            state.stateErrors.push(failure);
            attach(state, state.requests - 1, failure);
          });
          return undefined;
        },
      },
    ]),
  );
}

/** Counts the requests; an interaction whose state could not be set up is answered here. */
function requestFilter(state: ReplayState) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.path === STATE_SETUP_PATH) return next();
    const index = state.requests;
    state.requests += 1;
    if (state.pendingFailures.length > 0) {
      // Its data could not be set up: the interaction fails without touching the target.
      for (const failure of state.pendingFailures) attach(state, index, failure);
      state.pendingFailures = [];
      response.status(599).json({ message: 'not replayed: a provider state could not be set up' });
      return undefined;
    }
    restoreFormBody(request);
    return next();
  };
}

/** Runs the verifier on the planned interactions only; its results, or the message of the error it threw. */
async function runVerifier(
  run: PactRun,
  options: VerificationOptions,
  state: ReplayState,
): Promise<{ results: unknown; verifierError?: string }> {
  const handlers = stateHandlers(run.pact, state);
  const filter = requestFilter(state);
  const previousFilter = process.env.PACT_DESCRIPTION;
  process.env.PACT_DESCRIPTION = descriptionFilter(run.plan.verify.map((entry) => entry.description));
  try {
    const results: unknown = await new Verifier({
      provider: run.pact.provider.name,
      providerBaseUrl: options.baseUrl,
      pactUrls: [run.source.file],
      logLevel: options.logLevel ?? 'warn',
      providerStatesSetupTeardown: true,
      // Each state has setup and teardown functions (pact-js's StateFuncWithSetup); its typing misses them.
      stateHandlers: handlers as unknown as VerifierOptions['stateHandlers'],
      requestFilter: filter,
    }).verifyProvider();
    return { results };
  } catch (error) {
    return { results: (error as Error).message, verifierError: (error as Error).message };
  } finally {
    if (previousFilter === undefined) delete process.env.PACT_DESCRIPTION;
    else process.env.PACT_DESCRIPTION = previousFilter;
  }
}

/** Each interaction's verdict and why it failed: its state failures, else the verifier's mismatches. */
function assignResults(
  verified: VerifiedInteraction[],
  parsed: ParsedResults,
  failuresByRequest: ReadonlyMap<number, string[]>,
): void {
  // The verifier's results come in the order it replayed the interactions, one request each: that order
  // names the interaction a state failure belongs to.
  const failuresByDescription = new Map<string, string[]>();
  parsed.order.forEach((description, index) => {
    const failures = failuresByRequest.get(index);
    if (failures) failuresByDescription.set(description, failures);
  });
  for (const entry of verified) {
    entry.result = parsed.verdicts.get(entry.description) ?? 'not replayed';
    const why = [
      ...(failuresByDescription.get(entry.description) ?? []),
      ...(failuresByDescription.has(entry.description)
        ? []
        : (parsed.mismatches.get(entry.description) ?? [])),
    ];
    if (why.length > 0) entry.mismatches = why;
    if (why.length > 0 && entry.result === 'OK') entry.result = 'Error';
  }
}

interface ParsedResults {
  verdicts: Map<string, string>;
  /** Each failed interaction's mismatches, in words. */
  mismatches: Map<string, string[]>;
  /** The descriptions in the order the verifier replayed them. */
  order: string[];
}

/** The verifier's JSON results (resolved, or the error's message); null when it is not such JSON. */
function verifierResults(results: unknown): ParsedResults | null {
  let parsed: unknown = results;
  if (typeof results === 'string') {
    try {
      parsed = JSON.parse(results);
    } catch {
      return null;
    }
  }
  const list = (parsed as { interactionResults?: unknown } | null)?.interactionResults;
  if (!Array.isArray(list)) return null;
  const verdicts = interactionResults(parsed);
  const order = (list as { description?: unknown }[])
    .map((entry) => entry.description)
    .filter((description): description is string => typeof description === 'string');
  return { verdicts, order, mismatches: mismatchTexts(parsed, order) };
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
    if (verdicts.get(entry.description) !== 'Error') verdicts.set(entry.description, result);
  }
  return verdicts;
}

interface VerifierMismatch {
  type?: string;
  mismatch?: string;
  path?: string;
  key?: string;
}

/**
 * The text of each mismatch, per interaction, from the verifier's `errors`: each names its interaction as
 * "Verifying a pact between <consumer> and <provider> [Given <states>] - <description>".
 */
export function mismatchTexts(results: unknown, descriptions: readonly string[]): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  const errors = (results as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return texts;
  // The longest description that ends the interaction's name is its own.
  const byLength = [...descriptions].sort((a, b) => b.length - a.length);
  for (const error of errors as { interaction?: unknown; mismatch?: unknown }[]) {
    const name = typeof error.interaction === 'string' ? error.interaction : '';
    const description = byLength.find((candidate) => name.endsWith(` - ${candidate}`) || name === candidate);
    if (!description) continue;
    const mismatch = error.mismatch as { type?: string; message?: string; mismatches?: VerifierMismatch[] };
    const lines =
      mismatch?.type === 'mismatches' && Array.isArray(mismatch.mismatches)
        ? mismatch.mismatches.map(describeMismatch)
        : [mismatch?.message ?? JSON.stringify(mismatch)];
    texts.set(description, [...(texts.get(description) ?? []), ...lines]);
  }
  return texts;
}

function describeMismatch(mismatch: VerifierMismatch): string {
  const text = mismatch.mismatch ?? JSON.stringify(mismatch);
  switch (mismatch.type) {
    case 'StatusMismatch':
      return `status: ${text}`;
    case 'HeaderMismatch':
      return `header ${mismatch.key ?? ''}: ${text}`;
    case 'BodyMismatch':
      return `body ${mismatch.path ?? ''}: ${text}`;
    case 'BodyTypeMismatch':
      return `body type: ${text}`;
    default:
      return text;
  }
}

/** The report as the backend team reads it: every interaction, why each failure failed, and the counts. */
export function formatReport(report: VerificationReport): string {
  const lines = [
    `Pact verification of ${report.target} (${report.mode === 'safe' ? 'safe mode: only interactions that change nothing' : 'including interactions that change data'})`,
    '',
    `Replayed (${report.verified.length}):`,
  ];
  for (const entry of report.verified) {
    lines.push(
      `  - ${entry.result ?? '?'}: ${entry.description}` +
        (entry.persona === undefined ? '' : ` [as ${entry.persona ?? 'an unissued token'}]`) +
        (entry.pact ? ` (${entry.pact}${entry.pending ? ', pending' : ''})` : ''),
    );
    for (const why of entry.mismatches ?? []) lines.push(`      ${why}`);
  }
  lines.push(
    '',
    `Skipped (${report.skipped.length}):`,
    ...report.skipped.map((entry) => `  - ${entry.description}: ${entry.reason}`),
  );
  if (report.pacts)
    lines.push(
      '',
      `Pacts from the broker (${report.pacts.length}):`,
      ...report.pacts.map((entry) => `  - ${entry.label}${entry.published ? ': result published' : ''}`),
    );
  const { verified, failed, skipped } = report.counts;
  const counts = `${verified} verified, ${failed} failed, ${skipped} skipped`;
  lines.push(
    '',
    report.passed ? `PASSED: ${counts}.` : `FAILED: ${counts}. ${report.failure ?? 'See above.'}`,
  );
  return lines.join('\n');
}
