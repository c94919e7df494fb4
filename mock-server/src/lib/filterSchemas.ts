import { Type } from 'typebox';
import { Closed, LIMITS, Str } from './schemas.js';

/**
 * Schema of a filter body `{ filters: [{ <nameKey>, value }] }` as the upload list (`key`) and the gift
 * claim list (`property`) take it: at most 50 filters, text (capped) or number values, no other fields.
 * Which names are known is checked in code (the message lists them).
 */
export function filtersBodySchema(nameKey: 'key' | 'property', options: { filtersRequired: boolean }) {
  const filters = Type.Array(
    Closed({
      [nameKey]: Str(50, { minLength: 1 }),
      value: Type.Union([Str(LIMITS.text), Type.Number()]),
    }),
    { maxItems: LIMITS.filters },
  );
  return Closed({ filters: options.filtersRequired ? filters : Type.Optional(filters) });
}
