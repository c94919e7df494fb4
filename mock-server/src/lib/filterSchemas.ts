import { Type, type TOptional } from 'typebox';
import { Closed, keyed, LIMITS, Str } from './schemas.js';

/**
 * Schema of a filter body `{ filters: [{ <nameKey>, value }] }` as the upload list (`key`) and the gift
 * claim list (`property`) take it: at most 50 filters, text (capped) or number values, no other fields.
 * Which names are known is checked in code (the message lists them).
 */
export function filtersBodySchema<K extends 'key' | 'property', Required extends boolean>(
  nameKey: K,
  options: { filtersRequired: Required },
) {
  const filters = Type.Array(
    Closed({
      ...keyed(nameKey, Str(50, { minLength: 1 })),
      value: Type.Union([Str(LIMITS.text), Type.Number()]),
    }),
    { maxItems: LIMITS.filters },
  );
  // The list's type follows `filtersRequired`, so that a route's body type says whether it may be absent.
  type Filters = Required extends true ? typeof filters : TOptional<typeof filters>;
  return Closed({ filters: (options.filtersRequired ? filters : Type.Optional(filters)) as Filters });
}
