import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Every broker call goes through brokerCall: a timeout on each (PACT_BROKER_TIMEOUT_SECONDS) and an error naming
 * the call and URL. Pact's own verifier has no timeout on broker calls, so verify:remote fetches and publishes itself.
 */

export class BrokerError extends Error {}

export interface BrokerConnection {
  url: string;
  timeoutSeconds: number;
  authorization?: string;
}

/** An http(s) URL from the environment; missing (`${name} is required${why}`) or not one, a problem. */
export function urlFrom(
  env: NodeJS.ProcessEnv,
  name: string,
  why: string,
  problems: string[],
): string | undefined {
  const url = env[name]?.trim();
  if (!url) problems.push(`${name} is required${why}`);
  else if (!/^https?:\/\/\S+$/.test(url)) problems.push(`${name} is not an http(s) URL: "${url}"`);
  return url || undefined;
}

/**
 * The broker from the environment only, credentials never on a command line: PACT_BROKER_BASE_URL, a token or a
 * username and password, PACT_BROKER_TIMEOUT_SECONDS. What is missing or wrong goes to `problems`.
 */
export function brokerConnection(env: NodeJS.ProcessEnv, problems: string[]): BrokerConnection | undefined {
  const url = urlFrom(
    env,
    'PACT_BROKER_BASE_URL',
    ' (the Pact Broker, e.g. https://broker.example.com)',
    problems,
  );
  const raw = env.PACT_BROKER_TIMEOUT_SECONDS?.trim() || '60';
  const timeoutSeconds = Number(raw);
  if (!(timeoutSeconds > 0))
    problems.push(`PACT_BROKER_TIMEOUT_SECONDS must be a number of seconds above 0, not "${raw}"`);
  const token = env.PACT_BROKER_TOKEN?.trim();
  const username = env.PACT_BROKER_USERNAME?.trim();
  const authorization = token
    ? `Bearer ${token}`
    : username && `Basic ${Buffer.from(`${username}:${env.PACT_BROKER_PASSWORD ?? ''}`).toString('base64')}`;
  return url ? { url, timeoutSeconds, authorization: authorization || undefined } : undefined;
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
    response = await fetch(url, {
      method,
      signal: AbortSignal.timeout(broker.timeoutSeconds * 1000),
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
    if (['TimeoutError', 'AbortError'].includes((error as Error).name))
      throw new BrokerError(
        `the Pact Broker did not answer ${where} within ${broker.timeoutSeconds} s ` +
          '(PACT_BROKER_TIMEOUT_SECONDS, default 60)',
      );
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
    throw new BrokerError(`the Pact Broker could not be reached for ${where}: ${cause}`);
  }
  if (!response.ok)
    throw new BrokerError(
      `the Pact Broker refused ${where}: ${response.status} ${response.statusText} ${text.trim().slice(0, 300)}`.trim(),
    );
  try {
    return text.trim() ? (JSON.parse(text) as unknown) : {};
  } catch {
    throw new BrokerError(`the Pact Broker answered ${where} with something that is not JSON`);
  }
}

type Links = Record<string, { href?: string; name?: string } | undefined>;
const linksOf = (body: unknown): Links => (body as { _links?: Links } | null)?._links ?? {};

/** Reads the broker's index: the first call of every broker command, so an unreachable broker fails fast. */
export const brokerIndex = (broker: BrokerConnection, call: string) =>
  brokerCall(broker, call, `${broker.url.replace(/\/+$/, '')}/`).then(linksOf);

/** label: as the broker names it; pending: failures reported, failing nothing (a pending or WIP pact). */
export type BrokerPact = { file: string; label: string; publishUrl?: string; pending: boolean };

/** The broker's selection (main branch, deployed or released, the matching branch), each to a temp file. */
export async function fetchPactsForVerification(
  broker: BrokerConnection,
  {
    provider,
    providerBranch,
    includeWipPactsSince,
  }: { provider: string; providerBranch?: string; includeWipPactsSince: string },
): Promise<BrokerPact[]> {
  const template = (await brokerIndex(broker, 'reading the broker index'))[
    'pb:provider-pacts-for-verification'
  ];
  if (!template?.href)
    throw new BrokerError(
      `the Pact Broker at ${broker.url} offers no "pb:provider-pacts-for-verification" link: is it a Pact Broker?`,
    );
  const selectors = [
    { mainBranch: true },
    { deployedOrReleased: true },
    ...(providerBranch ? [{ matchingBranch: true }] : []),
  ];
  const body = {
    consumerVersionSelectors: selectors,
    providerVersionBranch: providerBranch,
    includePendingStatus: true,
    includeWipPactsSince,
  };
  const url = template.href.replace('{provider}', encodeURIComponent(provider));
  const answer = await brokerCall(broker, 'selecting the pacts to verify', url, { method: 'POST', body });
  type Listed = { shortDescription?: string; verificationProperties?: { pending?: boolean; wip?: boolean } };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'crm-broker-pacts-'));
  const pacts: BrokerPact[] = [];
  for (const entry of (answer as { _embedded?: { pacts?: Listed[] } })._embedded?.pacts ?? []) {
    const self = linksOf(entry).self;
    if (!self?.href) continue;
    const label = entry.shortDescription ?? self.name ?? self.href;
    const pact = await brokerCall(broker, `fetching the pact ${label}`, self.href);
    const file = path.join(dir, `pact-${pacts.length + 1}.json`);
    await writeFile(file, JSON.stringify(pact));
    const pending = Boolean(entry.verificationProperties?.pending || entry.verificationProperties?.wip);
    pacts.push({ file, label, publishUrl: linksOf(pact)['pb:publish-verification-results']?.href, pending });
  }
  return pacts;
}

/** Records the provider version on its branch (PROVIDER_BRANCH), then the pact's result. */
export async function publishResult(
  broker: BrokerConnection & { providerVersion?: string; providerBranch?: string; buildUrl?: string },
  pact: BrokerPact,
  provider: string,
  success: boolean,
): Promise<void> {
  const { providerVersion: version = '', providerBranch: branch, buildUrl } = broker;
  if (!pact.publishUrl)
    throw new BrokerError(
      `the pact ${pact.label} has no "pb:publish-verification-results" link to publish to`,
    );
  if (branch) {
    const url = `${broker.url.replace(/\/+$/, '')}/pacticipants/${[provider, 'branches', branch, 'versions', version].map(encodeURIComponent).join('/')}`;
    await brokerCall(broker, `recording ${provider} ${version} on the branch ${branch}`, url, {
      method: 'PUT',
      body: {},
    });
  }
  const verifiedBy = { implementation: 'crm contracts verify:remote', version: '1' };
  const body = { success, providerApplicationVersion: version, buildUrl, verifiedBy };
  await brokerCall(broker, `publishing the verification result of ${pact.label}`, pact.publishUrl, {
    method: 'POST',
    body,
  });
}
