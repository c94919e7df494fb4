/**
 * The whole in-memory state of the mock backend: one plain, JSON-serialisable object per business area.
 * Each area has its own module (types, seed generator, state machine); this file only composes them.
 * A new area adds its key here and its generator to seed/index.ts.
 */
export interface MockState {
  /** Bumped when the snapshot layout changes; an older snapshot is discarded and the state reseeded. */
  schemaVersion: number;
  seed: number;
  seededAt: string;
}

export const SCHEMA_VERSION = 1;

export type Area = Exclude<keyof MockState, 'schemaVersion' | 'seed' | 'seededAt'> | 'all';
