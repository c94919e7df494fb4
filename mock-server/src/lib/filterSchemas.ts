/**
 * JSON schema of a filter body `{ filters: [{ <nameKey>, value }] }` as the upload list (`key`) and the gift
 * claim list (`property`) take it: at most 50 filters, text or number values, no other fields.
 */
export function filtersBodySchema(nameKey: 'key' | 'property', options: { filtersRequired: boolean }) {
  return {
    body: {
      type: 'object',
      ...(options.filtersRequired ? { required: ['filters'] } : {}),
      additionalProperties: false,
      properties: {
        filters: {
          type: 'array',
          maxItems: 50,
          items: {
            type: 'object',
            required: [nameKey, 'value'],
            additionalProperties: false,
            properties: {
              [nameKey]: { type: 'string', minLength: 1, maxLength: 50 },
              value: { anyOf: [{ type: 'string', maxLength: 500 }, { type: 'number' }] },
            },
          },
        },
      },
    },
  } as const;
}
