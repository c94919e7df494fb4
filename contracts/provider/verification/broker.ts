import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Every broker call goes through brokerCall: a timeout on each (PACT_BROKER_TIMEOUT_SECONDS) and an error naming
 * the call and URL. Pact's own verifier has no timeout on broker calls, so verify:remote fetches and publishes itself.
 */

export const DEFAULT_BROKER_TIMEOUT_SECONDS = 60;
export const BROKER_TIMEOUT_VARIABLE = 'PACT_BROKER_TIMEOUT_SECONDS';

export class BrokerError extends Error {}

/** A problem when PACT_BROKER_TIMEOUT_SECONDS is not a number. */
export function brokerTimeout(env: NodeJS.ProcessEnv): { seconds: number; problem?: string } {
  const raw = env[BROKER_TIMEOUT_VARIABLE]?.trim();
  if (!raw) return { seconds: DEFAULT_BROKER_TIMEOUT_SECONDS };
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0)
    return {
      seconds: DEFAULT_BROKER_TIMEOUT_SECONDS,
      problem: `${BROKER_TIMEOUT_VARIABLE} must be a number of seconds above 0, not "${raw}"`,
    };
  return { seconds };
}

/** From the environment only (never a command line): a token, or a username and password. */
export function brokerAuthorization(env: NodeJS.ProcessEnv): string | undefined {
  const token = env.PACT_BROKER_TOKEN?.trim();
  if (token) return `Bearer ${token}`;
  const username = env.PACT_BROKER_USERNAME?.trim();
  if (username)
    return `Basic ${Buffer.from(`${username}:${env.PACT_BROKER_PASSWORD ?? ''}`).toString('base64')}`;
  return undefined;
}

export interface BrokerConnection {
  url: string;
  timeoutSeconds: number;
  authorization?: string;
}

/** `call` ("fetching the pacts to verify") is in every error, with the method and URL. */
export async function brokerCall(
  broker: BrokerConnection,
  call: string,
  url: string,
  init: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {},
): Promise<unknown> {
  const method = init.method ?? 'GET';
  const where = `${call} (${method} ${url})`;
  let response: Response;
  let text: string;
  try {
    const signal = AbortSignal.timeout(broker.timeoutSeconds * 1000);
    response = await fetch(url, {
      method,
      signal,
      headers: {
        accept: 'application/hal+json, application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(broker.authorization ? { authorization: broker.authorization } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    // The timeout covers the body too: a broker that sends headers and then stalls is caught as well.
    text = await response.text();
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new BrokerError(
        `the Pact Broker did not answer ${where} within ${broker.timeoutSeconds} s ` +
          `(${BROKER_TIMEOUT_VARIABLE}, default ${DEFAULT_BROKER_TIMEOUT_SECONDS})`,
      );
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    throw new BrokerError(
      `the Pact Broker could not be reached for ${where}: ${cause ?? (error as Error).message}`,
    );
  }
  if (!response.ok)
    throw new BrokerError(
      `the Pact Broker refused ${where}: ${response.status} ${response.statusText}` +
        (text.trim() ? ` ${text.trim().slice(0, 300)}` : ''),
    );
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BrokerError(`the Pact Broker answered ${where} with something that is not JSON`);
  }
}

interface HalLink {
  href?: string;
  name?: string;
}
type Links = Record<string, HalLink | undefined>;
const linksOf = (body: unknown): Links => ((body as { _links?: Links } | null)?._links ?? {}) as Links;

const base = (url: string) => url.replace(/\/+$/, '');

export interface BrokerPact {
  /** A local file, for Pact's verifier. */
  file: string;
  /** As the broker names it (consumer version, branch or environment). */
  label: string;
  publishUrl?: string;
  /** Failures reported but not failing the run (https://docs.pact.io/pact_broker/advanced_topics/pending_pacts). */
  pending: boolean;
}

/** PACT_INCLUDE_WIP_PACTS_SINCE, an ISO date. */
export const DEFAULT_WIP_SINCE = '2026-01-01';

export interface SelectionOptions {
  provider: string;
  providerBranch?: string;
  includeWipPactsSince: string;
}

/** The broker's selection (main branch, deployed or released, the matching branch), each to a temp file. */
export async function fetchPactsForVerification(
  broker: BrokerConnection,
  selection: SelectionOptions,
): Promise<BrokerPact[]> {
  const index = await brokerCall(broker, 'reading the broker index', `${base(broker.url)}/`);
  const template = linksOf(index)['pb:provider-pacts-for-verification']?.href;
  if (!template)
    throw new BrokerError(
      `the Pact Broker at ${broker.url} offers no "pb:provider-pacts-for-verification" link: is it a Pact Broker?`,
    );
  const forVerification = template.replace('{provider}', encodeURIComponent(selection.provider));
  const selectors: Record<string, boolean>[] = [{ mainBranch: true }, { deployedOrReleased: true }];
  if (selection.providerBranch) selectors.push({ matchingBranch: true });
  const answer = await brokerCall(broker, 'selecting the pacts to verify', forVerification, {
    method: 'POST',
    body: {
      consumerVersionSelectors: selectors,
      ...(selection.providerBranch ? { providerVersionBranch: selection.providerBranch } : {}),
      includePendingStatus: true,
      includeWipPactsSince: selection.includeWipPactsSince,
    },
  });
  const listed = ((answer as { _embedded?: { pacts?: unknown[] } })._embedded?.pacts ?? []) as {
    shortDescription?: string;
    verificationProperties?: { pending?: boolean; wip?: boolean };
    _links?: Links;
  }[];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'crm-broker-pacts-'));
  const pacts: BrokerPact[] = [];
  for (const [index_, entry] of listed.entries()) {
    const self = entry._links?.self;
    if (!self?.href) continue;
    const label = entry.shortDescription ?? self.name ?? self.href;
    const pact = await brokerCall(broker, `fetching the pact ${label}`, self.href);
    const file = path.join(dir, `pact-${index_ + 1}.json`);
    await writeFile(file, JSON.stringify(pact));
    const { pending, wip } = entry.verificationProperties ?? {};
    pacts.push({
      file,
      label,
      publishUrl: linksOf(pact)['pb:publish-verification-results']?.href,
      pending: pending === true || wip === true,
    });
  }
  return pacts;
}

export interface PublishOptions {
  provider: string;
  providerVersion: string;
  providerBranch?: string;
  buildUrl?: string;
}

export async function publishResult(
  broker: BrokerConnection,
  pact: BrokerPact,
  success: boolean,
  options: PublishOptions,
): Promise<void> {
  if (!pact.publishUrl)
    throw new BrokerError(
      `the pact ${pact.label} has no "pb:publish-verification-results" link to publish to`,
    );
  if (options.providerBranch)
    await brokerCall(
      broker,
      `recording ${options.provider} ${options.providerVersion} on the branch ${options.providerBranch}`,
      `${base(broker.url)}/pacticipants/${encodeURIComponent(options.provider)}/branches/` +
        `${encodeURIComponent(options.providerBranch)}/versions/${encodeURIComponent(options.providerVersion)}`,
      { method: 'PUT', body: {} },
    );
  await brokerCall(broker, `publishing the verification result of ${pact.label}`, pact.publishUrl, {
    method: 'POST',
    body: {
      success,
      providerApplicationVersion: options.providerVersion,
      ...(options.buildUrl ? { buildUrl: options.buildUrl } : {}),
      verifiedBy: { implementation: 'crm contracts verify:remote', version: '1' },
    },
  });
}
