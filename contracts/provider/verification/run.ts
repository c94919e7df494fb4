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
import {
  descriptionFilter,
  loadPact,
  PACT_FILE,
  planVerification,
  type PactDocument,
  type Plan,
} from './plan';

/** Why a run does not start (exit 2). */
export class RefusalError extends Error {}

export interface VerificationOptions {
  baseUrl: string;
  /** The backend's provider-state setup endpoint (contracts/PROVIDER-STATES.md): it answers the tokens too. */
  statesSetupUrl: string;
  includeMutating: boolean;
  pactFile?: string;
  /** Take the pacts from a Pact Broker (and publish results, to providerVersion) instead of the pact file. */
  broker?: BrokerConnection & {
    providerVersion?: string;
    providerBranch?: string;
    buildUrl?: string;
    publish: boolean;
    includeWipPactsSince: string;
  };
}

/** result: 'OK', 'Error' or 'not replayed'; mismatches: why it failed; pact, pending: the broker's pact it is of. */
export type VerifiedInteraction = Plan['verify'][number] & {
  result?: string;
  mismatches?: string[];
  pact?: string;
  pending?: true;
};

export interface VerificationReport {
  target: string;
  mode: 'safe' | 'include-mutating';
  passed: boolean;
  /** verified: replayed and OK; failed: replayed with an error, or not replayed; skipped: not attempted. */
  counts: { verified: number; failed: number; skipped: number };
  verified: VerifiedInteraction[];
  skipped: (Plan['skip'][number] & { pact?: string })[];
  /** State setups the target refused or failed, also listed beside their interaction. */
  stateErrors: string[];
  /** The broker's pacts and whether their results were published (--from-broker). */
  pacts?: { label: string; published: boolean }[];
  failure?: string;
}

const ACCEPT_JSON = { accept: 'application/json' };
type PactRun = { file: string; broker?: BrokerPact; pact: PactDocument; plan: Plan };

/**
 * Replays the pact against a backend reached only by URL: the planned interactions (safe mode by default), states
 * set up through the target's state-setup endpoint (whose answers carry the tokens), and a report of what passed,
 * what failed and why, and what was skipped. With a broker, the pacts come from it and the results go back.
 */
export async function verifyProvider(options: VerificationOptions): Promise<VerificationReport> {
  const { broker, includeMutating, statesSetupUrl } = options;
  if (includeMutating) {
    const answer = await fetch(statesSetupUrl, { headers: ACCEPT_JSON }).catch(() => undefined);
    const body = (await answer?.json().catch(() => null)) as { testInstance?: unknown } | null;
    if (!answer?.ok || body?.testInstance !== true)
      throw new RefusalError(
        `--include-mutating refused: GET ${statesSetupUrl} does not answer {"testInstance": true}, ` +
          'so the target is not known to be a test instance.',
      );
  }
  const report: VerificationReport = {
    ...{ target: options.baseUrl, mode: includeMutating ? 'include-mutating' : 'safe', passed: true },
    ...{ counts: { verified: 0, failed: 0, skipped: 0 }, verified: [], skipped: [], stateErrors: [] },
  };
  let sources: { file: string; broker?: BrokerPact }[] = [{ file: options.pactFile ?? PACT_FILE }];
  try {
    if (broker) {
      const provider = (await loadPact(options.pactFile)).provider.name;
      const pacts = await fetchPactsForVerification(broker, { provider, ...broker });
      if (pacts.length === 0) throw new BrokerError(`the Pact Broker at ${broker.url} selected no pacts`);
      sources = pacts.map((pact) => ({ file: pact.file, broker: pact }));
      report.pacts = pacts.map(({ label }) => ({ label, published: false }));
    }
    // Every pact is planned first: one that does not load stops the run before any replay.
    const runs: PactRun[] = [];
    for (const source of sources) {
      const pact = await loadPact(source.file);
      runs.push({ ...source, pact, plan: planVerification(pact, PROVIDER_STATES, options) });
    }
    for (const [index, run] of runs.entries()) {
      const pact = run.broker && { pact: run.broker.label };
      const pending = run.broker?.pending ? { pending: true as const } : {};
      const outcome = await replay(run, options);
      report.verified.push(...outcome.verified.map((entry) => ({ ...entry, ...pact, ...pending })));
      report.skipped.push(...run.plan.skip.map((entry) => ({ ...entry, ...pact })));
      // A pending pact's failures are listed beside its interactions and fail nothing.
      if (!run.broker?.pending) {
        report.stateErrors.push(...outcome.stateErrors);
        report.failure ??= outcome.failure;
      }
      if (!broker?.publish || !run.broker) continue;
      // A published result says the whole pact is honoured: anything skipped makes it a failure.
      const success =
        !outcome.failure && !run.plan.skip.length && outcome.verified.every((e) => e.result === 'OK');
      await publishResult(broker, run.broker, run.pact.provider.name, success);
      if (report.pacts?.[index]) report.pacts[index].published = true;
    }
  } catch (error) {
    if (!(error instanceof BrokerError)) throw error;
    report.failure ??= error.message;
  } finally {
    // Only the broker's pacts are temp files: the committed one stays.
    const temps = sources.filter((source) => source.broker).map(({ file }) => path.dirname(file));
    await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
  }
  // Passed when nothing failed (a pending pact's failures aside) and nothing stopped it.
  const { verified, skipped } = report;
  const failed = verified.filter((entry) => entry.result !== 'OK');
  const failing = failed.filter((entry) => !entry.pending).length;
  report.counts = {
    verified: verified.length - failed.length,
    failed: failed.length,
    skipped: skipped.length,
  };
  if (failing > 0)
    report.failure ??= `${failing} interaction${failing > 1 ? 's' : ''} failed (listed above with the reason)`;
  if (report.stateErrors.length > 0) report.failure ??= 'provider state setups failed';
  report.passed = !report.failure;
  return report;
}

/**
 * Runs Pact's verifier over the planned interactions. It replays one interaction at a time (setups, request,
 * teardowns) and answers a failing state handler with 200, so a setup failure is held until its interaction's
 * request, which is answered here without reaching the target; a teardown failure belongs to the request just made.
 */
async function replay(run: PactRun, options: VerificationOptions) {
  const verified: VerifiedInteraction[] = run.plan.verify.map((entry) => ({ ...entry }));
  const stateErrors: string[] = [];
  if (verified.length === 0) return { verified, stateErrors };
  const byRequest: string[][] = [];
  let held: string[] = [];
  // Pact's state-change call, passed on to the target; its answer holds the values the request injects.
  const callState = (state: string, action: 'setup' | 'teardown') => async (params: unknown) => {
    try {
      const response = await fetch(options.statesSetupUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...ACCEPT_JSON },
        body: JSON.stringify({ state, params: params ?? {}, action }),
      }).catch((error: unknown) => {
        throw new Error(`the state-setup endpoint could not be reached: ${(error as Error).message}`);
      });
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (response.ok) return action === 'setup' ? (body ?? {}) : undefined;
      // The reference implementation answers {"message": "Provider state \"<state>\" failed: <reason>"}.
      const reason = typeof body?.message === 'string' && body.message.trim();
      throw new Error(
        `${action} answered ${response.status}: ${reason || `${response.status} ${response.statusText}`.trim()}`,
      );
    } catch (error) {
      const where = action === 'setup' ? JSON.stringify(params ?? {}) : 'teardown';
      const failure = `provider state "${state}" ${where}: ${(error as Error).message}`;
      stateErrors.push(failure);
      if (action === 'teardown') return void (byRequest[byRequest.length - 1] ??= []).push(failure);
      held.push(failure);
      throw error;
    }
  };
  const names = run.pact.interactions.flatMap((entry) =>
    (entry.providerStates ?? []).map(({ name }) => name),
  );
  const stateHandlers = Object.fromEntries(
    names.map((name) => [name, { setup: callState(name, 'setup'), teardown: callState(name, 'teardown') }]),
  );
  const requestFilter = (request: Request, response: Response, next: NextFunction) => {
    // pact-js's state-change calls pass through the filter too.
    if (request.path === '/_pactSetup') return next();
    const failures = held;
    byRequest.push(failures);
    held = [];
    if (failures.length > 0)
      return void response
        .status(599)
        .json({ message: 'not replayed: a provider state could not be set up' });
    // pact-js's proxy parses form bodies and would forward them as JSON under the form content type.
    const type = String(request.headers['content-type']);
    if (type.startsWith('application/x-www-form-urlencoded') && !Buffer.isBuffer(request.body)) {
      request.body = Buffer.from(new URLSearchParams(request.body as Record<string, string>).toString());
      request.headers['content-length'] = String((request.body as Buffer).length);
    }
    return next();
  };

  // The verifier's own interaction filter: exactly the planned ones.
  process.env.PACT_DESCRIPTION = descriptionFilter(verified.map((entry) => entry.description));
  let results: unknown;
  try {
    results = await new Verifier({
      provider: run.pact.provider.name,
      providerBaseUrl: options.baseUrl,
      pactUrls: [run.file],
      logLevel: 'warn',
      providerStatesSetupTeardown: true,
      // pact-js's typing misses the {setup, teardown} form of a state handler.
      stateHandlers: stateHandlers as unknown as VerifierOptions['stateHandlers'],
      requestFilter,
    }).verifyProvider();
  } catch (error) {
    // A failed verification rejects with the JSON results as its message.
    results = (error as Error).message;
  }
  if (readResults(verified, results, byRequest)) return { verified, stateErrors };
  return {
    verified: verified.map((entry) => ({ ...entry, result: 'not replayed' })),
    stateErrors,
    failure: `the verifier did not run: ${String(results).slice(0, 2000)}`,
  };
}

type VerifierMismatch = { type?: string; mismatch?: string; message?: string; path?: string; key?: string };

/**
 * Puts the verifier's JSON results (resolved, or a rejection's message) on the interactions: each verdict (an
 * error winning) and why it failed, the state failures of its request (the results come in request order) or
 * else the verifier's mismatches in words. False when `results` is not such JSON.
 */
export function readResults(
  verified: VerifiedInteraction[],
  results: unknown,
  byRequest: string[][],
): boolean {
  type Mismatch = VerifierMismatch & { mismatches?: VerifierMismatch[] };
  let list: { description?: unknown; result?: unknown; mismatch?: Mismatch }[] | undefined;
  try {
    list = (typeof results === 'string' ? JSON.parse(results) : results)?.interactionResults;
  } catch {
    return false;
  }
  if (!Array.isArray(list)) return false;
  const words = (m: VerifierMismatch) =>
    ({
      StatusMismatch: 'status: ',
      HeaderMismatch: `header ${m.key ?? ''}: `,
      BodyMismatch: `body ${m.path ?? ''}: `,
      BodyTypeMismatch: 'body type: ',
    })[m.type ?? ''] ?? '';
  list.forEach(({ description, result, mismatch }, index) => {
    const entry = verified.find((candidate) => candidate.description === description);
    if (!entry || entry.result === 'Error') return;
    const why = byRequest[index]?.length
      ? byRequest[index]
      : mismatch?.type === 'mismatches'
        ? (mismatch.mismatches ?? []).map((m) => words(m) + (m.mismatch ?? JSON.stringify(m)))
        : mismatch && [mismatch.message ?? JSON.stringify(mismatch)];
    // A verdict that is not text (an error object) counts as 'Error'.
    entry.result = why?.length || typeof result !== 'string' ? 'Error' : result;
    if (why?.length) entry.mismatches = why;
  });
  for (const entry of verified) entry.result ??= 'not replayed';
  return true;
}

/** The report as the backend team reads it: every interaction, why each failure failed, and the counts. */
export function formatReport(report: VerificationReport): string {
  const mode =
    report.mode === 'safe'
      ? 'safe mode: only interactions that change nothing'
      : 'including interactions that change data';
  const lines = [
    `Pact verification of ${report.target} (${mode})`,
    '',
    `Replayed (${report.verified.length}):`,
  ];
  for (const { result, description, persona, pact, pending, mismatches = [] } of report.verified) {
    const as = persona === undefined ? '' : ` [as ${persona ?? 'an unissued token'}]`;
    lines.push(
      `  - ${result ?? '?'}: ${description}${as}${pact ? ` (${pact}${pending ? ', pending' : ''})` : ''}`,
    );
    lines.push(...mismatches.map((why) => `      ${why}`));
  }
  lines.push(
    '',
    `Skipped (${report.skipped.length}):`,
    ...report.skipped.map((entry) => `  - ${entry.description}: ${entry.reason}`),
  );
  const published = (report.pacts ?? []).map(
    (entry) => `  - ${entry.label}${entry.published ? ': result published' : ''}`,
  );
  if (report.pacts) lines.push('', `Pacts from the broker (${report.pacts.length}):`, ...published);
  const counts = `${report.counts.verified} verified, ${report.counts.failed} failed, ${report.counts.skipped} skipped`;
  lines.push(
    '',
    report.passed ? `PASSED: ${counts}.` : `FAILED: ${counts}. ${report.failure ?? 'See above.'}`,
  );
  return lines.join('\n');
}
