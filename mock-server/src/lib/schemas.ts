import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { MODULES_KEY, type Modules } from './access.js';
import { say } from '../i18n/messages.js';

/**
 * The app as every route plugin sees it (the TypeBox type provider, as fastify/demo's routes): a handler's
 * request types (params, query, headers, body) come from its route's schemas.
 */
export type TypedApp = Parameters<FastifyPluginAsyncTypebox>[0];

/**
 * Shared pieces of the route schemas (TypeBox, rendered to JSON Schema for validation and to OpenAPI by
 * @fastify/swagger). Inputs are closed (`additionalProperties: false`) and every string has a maxLength.
 *
 * `x-message` on a schema is the exact sentence a violation of that schema answers with (instead of the
 * generic "Invalid request: ..."), a message of i18n/ (`say(id)`, worded in the request's language; the API
 * document shows its English words): `{path}` in it is replaced by the field's path, e.g. `filters[0].value`.
 * These keep the mock's established messages where the web app or the tests show them.
 */

/** The limits of inputs, stated once (docs/mock-backend.md). */
export const LIMITS = {
  /** Ids and other short codes in paths, queries and bodies. */
  id: 64,
  /** Names, filter values, dates and other single-line texts. */
  text: 500,
  /** Free text: a campaign note, a field value of a record. */
  longText: 1000,
  /** Items of a filter list. */
  filters: 50,
} as const;

/** A string of at most `max` characters. */
export const Str = (max: number = LIMITS.text, options: Record<string, unknown> = {}) =>
  Type.String({ maxLength: max, ...options });

/** A closed object (the shape of every input). */
export const Closed = <T extends Record<string, TSchema>>(
  properties: T,
  options: Record<string, unknown> = {},
) => Type.Object(properties, { additionalProperties: false, ...options });

/** The `{ message }` body of every error answer. */
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

/** Error answers of the given statuses, each `{ message }`. */
export function errors(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(
    statuses.map((status) => [status, { ...ErrorBody, description: ERROR_DESCRIPTIONS[status] ?? 'Error' }]),
  );
}

/** A JSON answer whose documented properties are the given ones (more may come: the mock's data is open). */
export const Open = <T extends Record<string, TSchema>>(
  properties: T,
  options: Record<string, unknown> = {},
) => Type.Object(properties, { additionalProperties: true, ...options });

/** A value that may also be null (OpenAPI 3.0's `nullable`, as @fastify/swagger renders it). */
export const Nullable = <T extends TSchema>(schema: T, options: Record<string, unknown> = {}) =>
  Type.Union([schema, Type.Null()], options);

/** A point in time as the answers carry it: ISO 8601 with the zone (`date-time`). */
export const IsoTime = () => Type.String({ format: 'date-time' });

/** A text that is one of `values` (documented as an `enum`). */
export const Choice = <T extends string>(values: readonly T[], options: Record<string, unknown> = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/** Security requirement of the resource server's routes. */
export const BEARER = [{ bearerAuth: [] }];

/** The responses of a route: its success answer(s) and `{ message }` errors of the given statuses. */
export function responses(success: Record<number, TSchema>, ...statuses: number[]): Record<number, TSchema> {
  return { ...success, ...errors(...statuses) };
}

/** What a route may take as input: a route with any of them can be sent a malformed request. */
const INPUTS = ['body', 'params', 'querystring', 'headers'] as const;

/**
 * The schemas of the bearer-protected routes of one tag: `route(parts, success, ...statuses)` is a route's
 * schema: the security requirement, the tag, the modules it needs (`parts.modules`, lib/access.ts: the auth
 * plugin refuses a user without them with 403 before anything else, and the API document shows them as the
 * operation's `x-modules`), its own `parts` (summary, body, params, ...) and its answers: `success`,
 * `{ message }` errors 401 and 403 (every protected route), 400 when it takes input (a malformed request) and
 * the route's own `statuses`.
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

/** No body: the route takes none (an empty body of any type is no body; see lib/emptyBodies.ts). */
export const NoBody = Type.Unsafe<undefined>({
  not: {},
  description: 'No body.',
  'x-optional-body': true,
  'x-no-body': true,
  'x-message': say('request.noBody'),
});

/** MIME types of the spreadsheet downloads. */
export const SPREADSHEET_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'text/csv',
  'application/octet-stream',
] as const;

/** The 200 answer of a file download: the bytes in one of `types`, with a Content-Disposition attachment. */
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

/**
 * The source of a regular expression matching any of `words` in any letter case (ASCII letters), whole: one
 * rule for a route's schema (documented as a `pattern`) and the code that reads the value.
 */
export function anyCaseWords(words: readonly string[]): string {
  const letter = (char: string) => {
    const lower = char.toLowerCase();
    const upper = char.toUpperCase();
    if (lower === upper) return /[\w ]/.test(char) ? char : `\\${char}`;
    return `[${upper}${lower}]`;
  };
  return `(?:${words.map((word) => [...word].map(letter).join('')).join('|')})`;
}

/** Texts with something in them (not only spaces): the pattern of a required text. */
export const NOT_BLANK = '\\S';
