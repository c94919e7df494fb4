import { statePersona, type ProviderState } from '../../../mock-server/src/providerStates/index';
import { headerOf, type PactDocument, type PactInteraction } from './pactFile';

/**
 * Which interactions a verification replays, and why the others are skipped. Safe mode (the default) replays only
 * interactions that change nothing on the target; the rest need --include-mutating and a test instance.
 */

/** POST calls that only read (filters, the customer detail): they change nothing. */
const READ_ONLY_POSTS = [
  /^\/api\/customers\/?$/,
  /^\/api\/customers\/[^/]+$/,
  /^\/api\/product-lines\/?$/,
  /^\/api\/gift_claims\/?$/,
  /^\/api\/files\/filter$/,
  /^\/api\/reports\/filter$/,
  /^\/api\/campaigns\/filter$/,
];

/**
 * Whether replaying the interaction may change data on the target: every PUT, DELETE and non-reading POST,
 * a token grant that is answered with tokens (it issues them, or uses up a code or refresh token), and logout
 * (it revokes tokens). A refused token grant changes nothing. Judged by the request, not by the expected
 * answer: a backend that wrongly accepts a refused call would change data.
 */
export function isMutating(interaction: PactInteraction): boolean {
  const method = interaction.request.method.toUpperCase();
  const path = interaction.request.path;
  if (path === '/oauth/token') return interaction.response.status < 400;
  if (path === '/oauth/logout') return true;
  if (method === 'GET' || method === 'HEAD') return false;
  if (method === 'POST') return !READ_ONLY_POSTS.some((pattern) => pattern.test(path));
  return true;
}

export interface PlannedInteraction {
  description: string;
  /**
   * Persona whose token the state setup answers for the request's bearer header (the last state's); null: a
   * token the backend never issued; undefined: no bearer, or a state described nowhere.
   */
  persona: string | null | undefined;
  mutating: boolean;
}

export interface SkippedInteraction {
  description: string;
  reason: string;
}

export interface Plan {
  verify: PlannedInteraction[];
  /** Interactions that change data, in safe mode. */
  skip: SkippedInteraction[];
}

/** Whose token the last state of the interaction answers, when the request carries a bearer token. */
function personaOfInteraction(interaction: PactInteraction, states: readonly ProviderState[]) {
  const last = interaction.providerStates?.at(-1);
  const state = last && states.find((candidate) => candidate.name === last.name);
  if (!state || headerOf(interaction, 'authorization') === undefined) return undefined;
  return statePersona(state, last.params ?? {});
}

export function planVerification(
  pact: PactDocument,
  states: readonly ProviderState[],
  options: { includeMutating: boolean },
): Plan {
  const verify: PlannedInteraction[] = [];
  const skip: SkippedInteraction[] = [];
  for (const interaction of pact.interactions) {
    const mutating = isMutating(interaction);
    if (mutating && !options.includeMutating)
      skip.push({
        description: interaction.description,
        reason:
          'it changes data on the target (safe mode): run with --include-mutating against a test instance',
      });
    else
      verify.push({
        description: interaction.description,
        persona: personaOfInteraction(interaction, states),
        mutating,
      });
  }
  return { verify, skip };
}

/** Rust-regex metacharacters (what regex::escape escapes). */
const META = /[\\.+*?()|[\]{}^$#&\-~]/g;

/** The PACT_DESCRIPTION filter that makes the verifier replay exactly these interactions. */
export function descriptionFilter(descriptions: readonly string[]): string {
  return `^(${descriptions.map((text) => text.replace(META, (char) => `\\${char}`)).join('|')})$`;
}
