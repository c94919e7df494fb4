import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { statePersona, type ProviderState } from '../../../mock-server/src/providerStates/index';

/** The committed pact every verification replays. */
export const PACT_FILE = fileURLToPath(new URL('../../pacts/crm-web-crm-backend.json', import.meta.url));

export interface PactInteraction {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: { method: string; path: string; headers?: Record<string, string[] | string> };
  response: { status: number };
}

export interface PactDocument {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
}

export async function loadPact(file = PACT_FILE): Promise<PactDocument> {
  return JSON.parse(await readFile(file, 'utf8')) as PactDocument;
}

/** Safe mode (the default) replays only interactions that change nothing; the rest need --include-mutating. */
const READ_ONLY_POSTS =
  /^\/api\/(customers\/?|customers\/[^/]+|product-lines\/?|gift_claims\/?|(files|reports|campaigns)\/filter)$/;

/**
 * Every PUT, DELETE and non-reading POST, a token grant answered with tokens, and logout. Judged by the request,
 * not the expected answer: a backend that wrongly accepts a refused call would change data.
 */
export function isMutating({ request, response }: PactInteraction): boolean {
  if (request.path === '/oauth/token') return response.status < 400;
  if (request.path === '/oauth/logout') return true;
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return false;
  return method !== 'POST' || !READ_ONLY_POSTS.test(request.path);
}

export interface Plan {
  /** persona: whose token the last state answers; null: a token never issued; undefined: no bearer. */
  verify: { description: string; persona: string | null | undefined; mutating: boolean }[];
  skip: { description: string; reason: string }[];
}

export function planVerification(
  pact: PactDocument,
  states: readonly ProviderState[],
  options: { includeMutating: boolean },
): Plan {
  const plan: Plan = { verify: [], skip: [] };
  for (const interaction of pact.interactions) {
    const { description } = interaction;
    const mutating = isMutating(interaction);
    if (mutating && !options.includeMutating) {
      const reason =
        'it changes data on the target (safe mode): run with --include-mutating against a test instance';
      plan.skip.push({ description, reason });
      continue;
    }
    const last = interaction.providerStates?.at(-1);
    const state = last && states.find((candidate) => candidate.name === last.name);
    const bearer = Object.keys(interaction.request.headers ?? {}).some(
      (key) => key.toLowerCase() === 'authorization',
    );
    const persona = state && bearer ? statePersona(state, last.params ?? {}) : undefined;
    plan.verify.push({ description, persona, mutating });
  }
  return plan;
}

/** The PACT_DESCRIPTION filter matching exactly these descriptions (what regex::escape escapes). */
export function descriptionFilter(descriptions: readonly string[]): string {
  return `^(${descriptions.map((text) => text.replace(/[\\.+*?()|[\]{}^$#&\-~]/g, (char) => `\\${char}`)).join('|')})$`;
}
