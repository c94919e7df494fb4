import { statePersona, type ProviderState } from '../../../mock-server/src/providerStates/index';
import { headerOf, type PactDocument, type PactInteraction } from './pactFile';

/** Safe mode (the default) replays only interactions that change nothing; the rest need --include-mutating. */

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
 * Every PUT, DELETE and non-reading POST, a token grant answered with tokens, and logout. Judged by the request,
 * not the expected answer: a backend that wrongly accepts a refused call would change data.
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
  /** The persona whose token the last state answers; null: a token never issued; undefined: no bearer. */
  persona: string | null | undefined;
  mutating: boolean;
}

export interface SkippedInteraction {
  description: string;
  reason: string;
}

export interface Plan {
  verify: PlannedInteraction[];
  skip: SkippedInteraction[];
}

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

/** What regex::escape escapes. */
const META = /[\\.+*?()|[\]{}^$#&\-~]/g;

export function descriptionFilter(descriptions: readonly string[]): string {
  return `^(${descriptions.map((text) => text.replace(META, (char) => `\\${char}`)).join('|')})$`;
}
