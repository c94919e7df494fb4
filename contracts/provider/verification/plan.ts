import { personaOf, type ProviderState } from '../../../mock-server/src/providerStates/index';
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
  /** Persona whose token the request carries; null: a token the backend never issued; undefined: no bearer. */
  persona: string | null | undefined;
  mutating: boolean;
  /** States the backend's state-setup endpoint must set up. */
  dataStates: string[];
}

export interface SkippedInteraction {
  description: string;
  reason: string;
  /**
   * safe-mode: it changes data and the run is in safe mode (by design); no-states-setup: it needs a data state
   * and there is no state-setup URL; unknown-state: a state of it is described nowhere. The last two are
   * refused unless --allow-skips.
   */
  cause: 'safe-mode' | 'no-states-setup' | 'unknown-state';
}

export interface Plan {
  verify: PlannedInteraction[];
  skip: SkippedInteraction[];
  /** Personas whose tokens the verification needs. */
  personas: string[];
}

export interface PlanOptions {
  includeMutating: boolean;
  hasStatesSetupUrl: boolean;
}

/** When no state names a persona, the bearer token is admin's. */
export const DEFAULT_PERSONA = 'admin';

export function planVerification(
  pact: PactDocument,
  states: readonly ProviderState[],
  options: PlanOptions,
): Plan {
  const verify: PlannedInteraction[] = [];
  const skip: SkippedInteraction[] = [];
  for (const interaction of pact.interactions) {
    const given = interaction.providerStates ?? [];
    const unknown = given.filter((entry) => !states.some((state) => state.name === entry.name));
    if (unknown.length > 0) {
      skip.push({
        description: interaction.description,
        reason: `its provider state is described nowhere: ${unknown.map((entry) => `"${entry.name}"`).join(', ')}`,
        cause: 'unknown-state',
      });
      continue;
    }
    const dataStates = given
      .filter((entry) => states.find((state) => state.name === entry.name)?.kind === 'data')
      .map((entry) => entry.name);
    const mutating = isMutating(interaction);
    const bearer = headerOf(interaction, 'authorization') !== undefined;
    const named = personaOf(states, given);
    // null (a token the backend never issued) is kept: only "no state names one" falls back to admin.
    const persona = bearer ? (named === undefined ? DEFAULT_PERSONA : named) : undefined;
    if (mutating && !options.includeMutating) {
      skip.push({
        description: interaction.description,
        reason:
          'it changes data on the target (safe mode): run with --include-mutating against a test instance',
        cause: 'safe-mode',
      });
    } else if (dataStates.length > 0 && !options.hasStatesSetupUrl) {
      skip.push({
        description: interaction.description,
        reason: `it needs the provider state${dataStates.length > 1 ? 's' : ''} ${dataStates
          .map((name) => `"${name}"`)
          .join(', ')} and PROVIDER_STATES_SETUP_URL is not set`,
        cause: 'no-states-setup',
      });
    } else {
      verify.push({ description: interaction.description, persona, mutating, dataStates });
    }
  }
  const personas = [
    ...new Set(verify.map((entry) => entry.persona).filter((persona): persona is string => !!persona)),
  ].sort();
  return { verify, skip, personas };
}

/**
 * Interactions a run would skip for want of what it needs (a state-setup URL, a described state) make it
 * refuse to start unless the user accepts the skips (--allow-skips): a run that verifies a fraction of the
 * pact must not read as a pass. Null when nothing is skipped that way, or the skips are allowed.
 */
export function missingStatesSetup(plan: Plan, allowSkips: boolean): string | null {
  if (allowSkips) return null;
  const total = plan.verify.length + plan.skip.length;
  const noSetup = plan.skip.filter((entry) => entry.cause === 'no-states-setup');
  const unknown = plan.skip.filter((entry) => entry.cause === 'unknown-state');
  const parts: string[] = [];
  if (noSetup.length > 0)
    parts.push(
      `PROVIDER_STATES_SETUP_URL is not set, so ${noSetup.length} of the ${total} interactions, which need ` +
        'provider states (contracts/PROVIDER-STATES.md), would be skipped',
    );
  if (unknown.length > 0)
    parts.push(
      `${unknown.length} interaction${unknown.length > 1 ? 's have' : ' has'} a provider state described ` +
        `nowhere and would be skipped (${unknown.map((entry) => `"${entry.description}"`).join(', ')})`,
    );
  if (parts.length === 0) return null;
  return `${parts.join('; ')}: set it, or pass --allow-skips to verify only the rest`;
}

/** Rust-regex metacharacters (what regex::escape escapes). */
const META = /[\\.+*?()|[\]{}^$#&\-~]/g;

/** The PACT_DESCRIPTION filter that makes the verifier replay exactly these interactions. */
export function descriptionFilter(descriptions: readonly string[]): string {
  return `^(${descriptions.map((text) => text.replace(META, (char) => `\\${char}`)).join('|')})$`;
}
