import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/httpErrors.js';
import { asGiven } from '../i18n/messages.js';

/** Described once here; `contracts/PROVIDER-STATES.md` is rendered from these. */
export type StateParams = Record<string, unknown>;

/** Pact V3 provider-state values the pact injects into the replayed request (`Bearer ${accessToken}`, `${cookie}`). */
export interface StateOutcome {
  /** By default a live one of the state's persona (statePersona). */
  accessToken?: string;
  cookie?: string;
}

export const DEFAULT_PERSONA = 'admin';

export const UNISSUED_TOKEN = 'contract-test-token';

export interface ProviderState {
  /** Exactly as the pact has it (`{param}` marks a parameter). */
  name: string;
  description: string;
  params?: Record<string, string>;
  /** null: "a token the backend never issued"; none: admin. With several states, the last one's answer is used. */
  persona?: string | null | ((params: StateParams) => string);
  /** The store is at its seed when an interaction's first state runs; a thrown error answers 500 (HttpError 4xx: 400). */
  setup?: (app: FastifyInstance, params: StateParams) => Promise<StateOutcome | void> | StateOutcome | void;
}

export function duplicateStateNames(states: readonly ProviderState[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const state of states) {
    if (seen.has(state.name)) duplicates.add(state.name);
    seen.add(state.name);
  }
  return [...duplicates];
}

/** A name defined twice is an error, never "the later one wins". */
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

export function statePersona(state: ProviderState, params: StateParams): string | null {
  if (state.persona === undefined) return DEFAULT_PERSONA;
  return typeof state.persona === 'function' ? state.persona(params) : state.persona;
}

export const param = (params: StateParams, name: string): string => {
  const value = params[name];
  if (value === undefined || value === null || value === '')
    throw badRequest(asGiven(`the parameter "${name}" is missing`));
  return typeof value === 'string' ? value : JSON.stringify(value);
};
