import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { MODULES_KEY, type Modules } from './access.js';
import { say } from '../i18n/messages.js';

export type TypedApp = Parameters<FastifyPluginAsyncTypebox>[0];

// Inputs are closed (`additionalProperties: false`) and every string has a maxLength. `x-message` is a
// schema's exact violation sentence, keeping the messages the web app and the tests show.

/** Stated once (docs/mock-backend.md). */
export const LIMITS = {
  id: 64,
  text: 500,
  longText: 1000,
  filters: 50,
} as const;

export const Str = (max: number = LIMITS.text, options: Record<string, unknown> = {}) =>
  Type.String({ maxLength: max, ...options });

export const Closed = <T extends Record<string, TSchema>>(
  properties: T,
  options: Record<string, unknown> = {},
) => Type.Object(properties, { additionalProperties: false, ...options });

export const ErrorBody = Type.Object(
  { message: Type.String() },
  {
    additionalProperties: true,
    description: 'An error: the reason in words, shown to the user where it fits.',
  },
);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed: the message names the field.',
  401: 'The access token is missing, invalid or expired (the web app signs the user out).',
  403: 'The signed-in user lacks the module this call needs (the message names it).',
  404: 'Not found.',
  409: 'The change conflicts with the current state.',
  413: 'The body is larger than the limit.',
  414: 'A path parameter is longer than 100 characters (refused before routing).',
  429: 'Too many requests of this kind are in progress.',
};

export function errors(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(
    statuses.map((status) => [status, { ...ErrorBody, description: ERROR_DESCRIPTIONS[status] ?? 'Error' }]),
  );
}

/** More properties may come: the mock's data is open. */
export const Open = <T extends Record<string, TSchema>>(
  properties: T,
  options: Record<string, unknown> = {},
) => Type.Object(properties, { additionalProperties: true, ...options });

/** OpenAPI 3.0's `nullable`, as @fastify/swagger renders it. */
export const Nullable = <T extends TSchema>(schema: T, options: Record<string, unknown> = {}) =>
  Type.Union([schema, Type.Null()], options);

export const IsoTime = () => Type.String({ format: 'date-time' });

export const Choice = <T extends string>(values: readonly T[], options: Record<string, unknown> = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

export const BEARER = [{ bearerAuth: [] }];

export function responses(success: Record<number, TSchema>, ...statuses: number[]): Record<number, TSchema> {
  return { ...success, ...errors(...statuses) };
}

const INPUTS = ['body', 'params', 'querystring', 'headers'] as const;

/**
 * The auth plugin refuses a user without `parts.modules` with 403 first; every route answers 401/403, and 400
 * when it takes input.
 */
export function protectedRoute(tag: string) {
  return <Parts extends { summary: string; modules: Modules }>(
    { modules, ...parts }: Parts,
    success: Record<number, TSchema>,
    ...statuses: number[]
  ) => {
    const malformed = INPUTS.some((input) => input in parts) ? [400] : [];
    return {
      security: BEARER,
      tags: [tag],
      [MODULES_KEY]: modules,
      ...parts,
      response: responses(success, ...malformed, 401, 403, ...statuses),
    };
  };
}

/** An empty body of any type is no body (lib/emptyBodies.ts). */
export const NoBody = Type.Unsafe<undefined>({
  not: {},
  description: 'No body.',
  'x-optional-body': true,
  'x-no-body': true,
  'x-message': say('request.noBody'),
});

export const SPREADSHEET_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'text/csv',
  'application/octet-stream',
] as const;

export function FileDownload(types: readonly string[], description: string): TSchema {
  const binary = { schema: { type: 'string', format: 'binary' } };
  return Type.Unsafe<unknown>({
    description,
    content: Object.fromEntries(types.map((type) => [type, binary])),
    headers: {
      'content-disposition': { type: 'string', description: 'attachment; filename="..."' },
    },
  });
}

/** One rule for a route's schema (a `pattern`) and the code that reads the value. */
export function anyCaseWords(words: readonly string[]): string {
  const letter = (char: string) => {
    const lower = char.toLowerCase();
    const upper = char.toUpperCase();
    if (lower === upper) return /[\w ]/.test(char) ? char : `\\${char}`;
    return `[${upper}${lower}]`;
  };
  return `(?:${words.map((word) => [...word].map(letter).join('')).join('|')})`;
}

export const NOT_BLANK = '\\S';
