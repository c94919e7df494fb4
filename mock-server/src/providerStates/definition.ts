import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/httpErrors.js';
import { asGiven } from '../i18n/messages.js';

/**
 * A provider state of the crm-web pact: the sentence the consumer names, what it means for the backend's data
 * (the description the backend team implements from), whose credentials the verifier sends, and how the mock
 * server makes it true. Described once here; `contracts/PROVIDER-STATES.md` is rendered from these.
 */
export type StateParams = Record<string, unknown>;

/**
 * What a state's setup answers: the values the pact injects into the replayed request (Pact V3 provider-state
 * values: `Bearer ${accessToken}`, `user.${accessToken}`, `${cookie}`).
 */
export interface StateOutcome {
  /** The access token the request carries; by default a live one of the state's persona (statePersona). */
  accessToken?: string;
  /** Cookie header of the login provider's session, sent with the replayed request. */
  cookie?: string;
}

/** When a state names no persona, the bearer token is admin's. */
export const DEFAULT_PERSONA = 'admin';

/** What a state of "a token the backend never issued" answers as the access token. */
export const UNISSUED_TOKEN = 'contract-test-token';

export interface ProviderState {
  /** The state's name exactly as the pact has it (a sentence; `{param}` marks a parameter). */
  name: string;
  /** One or more sentences naming the data the state implies: ids, statuses, persona. */
  description: string;
  /** Each parameter the pact sends with the state, and what it means. */
  params?: Record<string, string>;
  /**
   * Whose access token the state's setup answers (the request carries it): a persona's username, a function
   * of the state's parameters, or null for "a token the backend never issued"; none: admin. When an
   * interaction has several states, the last one's answer is the one the verifier uses.
   */
  persona?: string | null | ((params: StateParams) => string);
  /**
   * Makes the state true on the mock server (the store is at its seed when the first state of an interaction
   * runs). A thrown error answers 500 with its message as the reason (an HttpError of status 4xx: 400).
   */
  setup?: (app: FastifyInstance, params: StateParams) => Promise<StateOutcome | void> | StateOutcome | void;
}

/** Names defined more than once across the groups. */
export function duplicateStateNames(states: readonly ProviderState[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const state of states) {
    if (seen.has(state.name)) duplicates.add(state.name);
    seen.add(state.name);
  }
  return [...duplicates];
}

/** Every state once: a name defined twice is an error, never "the later one wins". */
export function defineStates(...groups: (readonly ProviderState[])[]): readonly ProviderState[] {
  const states = groups.flat();
  const duplicates = duplicateStateNames(states);
  if (duplicates.length > 0) {
    throw new Error(
      `provider states defined more than once: ${duplicates.map((name) => `"${name}"`).join(', ')}`,
    );
  }
  return states;
}

/** Whose token a state's setup answers: its persona (admin when it names none); null: a token never issued. */
export function statePersona(state: ProviderState, params: StateParams): string | null {
  if (state.persona === undefined) return DEFAULT_PERSONA;
  return typeof state.persona === 'function' ? state.persona(params) : state.persona;
}

/** A parameter of the state's setup; a missing one is a bad request (400). */
export const param = (params: StateParams, name: string): string => {
  const value = params[name];
  if (value === undefined || value === null || value === '')
    throw badRequest(asGiven(`the parameter "${name}" is missing`));
  // Numbers and booleans read as written; an object as its JSON, never "[object Object]".
  return typeof value === 'string' ? value : JSON.stringify(value);
};
