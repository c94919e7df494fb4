/**
 * The one way a failure becomes words for the user (spec part 1 section 8, part 2 section 8), for every caller:
 * the axios client (http.ts), code that calls fetch itself (the customer list's worker), downloads whose failed
 * body arrives as bytes, sagas and dialogs. The spec's fixed texts stay where it gives one ("Something wrong.
 * Please try again later" for product lines, ...) and the server's reason is put beside them, never replaced by
 * a guess. No axios import (axios errors are recognised by their shape), so the worker and the shell's first
 * load can use it.
 */

import { inEnglish, msg, raw, translate, type MessageId, type Text } from '../i18n/i18n';

export const BAD_GATEWAY_MESSAGE: MessageId = 'error.badGateway';
export const NETWORK_ERROR_MESSAGE: MessageId = 'error.network';
/** When a failure carries no words at all. */
export const UNEXPECTED_MESSAGE: MessageId = 'error.unexpected';

/**
 * The server messages the spec words differently for users (part 2 section 8), in the catalogue so they follow
 * the user's language. Every other server message is shown as the server wrote it.
 */
/** The server's words for a campaign media link over 5 MB, and the spec's words for users. */
export const SERVER_FILE_TOO_LARGE = 'File size is greater than 5 MB.';
export const FILE_TOO_LARGE: MessageId = 'error.fileTooLarge';
export const KNOWN_SERVER_MESSAGES: Readonly<Record<string, MessageId>> = {
  [SERVER_FILE_TOO_LARGE]: FILE_TOO_LARGE,
};

/** One field a server refused, as this backend names it in a 400 (`errors`). */
export interface FieldProblem {
  field: string;
  label?: string;
  message: string;
}

/**
 * What every API call rejects with: the HTTP status (null without a response), the words to show (`text`, in the
 * user's language or the server's own words; `message` is them in English, for logs), the body.
 */
export class ApiError extends Error {
  readonly text: Text;
  constructor(
    readonly status: number | null,
    text: string | Exclude<Text, string>,
    readonly data?: unknown,
  ) {
    // A server's words (also one a test's fake or a worker makes): the spec's known message in the catalogue.
    const words: Text =
      typeof text === 'string' ? (isMessageId(text) ? text : speakServerMessage(text)) : text;
    super(inEnglish(words));
    this.text = words;
    this.name = 'ApiError';
  }
}

/** Our own failure words are message ids ('error.…'); any other string is words as they came. */
function isMessageId(text: string): text is MessageId {
  return /^error\.[A-Za-z]+$/.test(text);
}

/** A body as JSON when it is JSON text or bytes (a failed download's `arraybuffer`), else as it came. */
function parsedBody(data: unknown): unknown {
  let text: string | null = null;
  if (typeof data === 'string') text = data;
  else if (Object.prototype.toString.call(data) === '[object ArrayBuffer]')
    text = new TextDecoder().decode(new Uint8Array(data as ArrayBuffer));
  else if (ArrayBuffer.isView(data))
    text = new TextDecoder().decode(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  if (text === null) return data;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return data;
  }
}

/** The `message` field of a body, when it has a non-blank one. */
function serverMessage(data: unknown): string | undefined {
  const body = parsedBody(data);
  if (body && typeof body === 'object' && 'message' in body) {
    const message = body.message;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return undefined;
}

/** The words of a server message for users: the spec's translation of the one message it names, else as is. */
function speakServerMessage(message: string): Text {
  return KNOWN_SERVER_MESSAGES[message] ?? raw(message);
}

/**
 * The error of an HTTP answer: a 502 shows the spec's "Something Wrong (502) Bad Gateway" whatever the body;
 * any other shows the server's message field; without one, a plain sentence with the status.
 */
export function apiErrorFromResponse(status: number, data: unknown): ApiError {
  const body = parsedBody(data);
  if (status === 502) return new ApiError(502, BAD_GATEWAY_MESSAGE, body);
  const message = serverMessage(body);
  return new ApiError(
    status,
    message ? speakServerMessage(message) : msg('error.httpStatus', { status }),
    body,
  );
}

interface AxiosLike {
  isAxiosError: true;
  response?: { status: number; data: unknown };
}

function isAxiosLike(error: unknown): error is AxiosLike {
  return Boolean(
    error && typeof error === 'object' && (error as { isAxiosError?: unknown }).isAxiosError === true,
  );
}

/** Any failure as an ApiError (an ApiError passes through). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosLike(error)) {
    const response = error.response;
    if (!response) return new ApiError(null, NETWORK_ERROR_MESSAGE);
    return apiErrorFromResponse(response.status, response.data);
  }
  return new ApiError(
    null,
    error instanceof Error && error.message ? raw(error.message) : UNEXPECTED_MESSAGE,
  );
}

/** The HTTP status of a failure, null without an answer. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** A failure in words for the user: the headline and, beside a text the spec fixes, the server's reason. */
export interface ErrorMessage {
  summary: Text;
  detail?: Text;
}

/**
 * Why a call failed, in words: the server's message; without one (a proxy's 502 page, no answer, an answer
 * without words) the failure's own words ("Something Wrong (502) Bad Gateway", "The server could not be
 * reached. ..."). None for a failure of the app's own code (no ApiError).
 */
function failureReason(error: unknown): Text | undefined {
  return error instanceof ApiError ? error.text : undefined;
}

/**
 * The one way a failure becomes words for the user, for every screen, saga, dialog and worker:
 * - `errorMessage(error)`: the failure's own words (the server's message, the spec's 502 text, the no-connection
 *   text, an error's message), else `fallback` (a thrown value that is no Error, an error without words);
 * - `errorMessage(error, { fixed })`: where the spec fixes the text ("Something wrong. Try again later.", "Failed
 *   to Send Download Request", ...), that text as the summary and the reason beside it as the detail (the
 *   server's message; without one, why the call failed: no answer, a 502), never instead of it.
 * A toast takes it whole (`notify({ severity: 'error', ...errorMessage(error, { fixed }) })`); a screen's error
 * line takes its `summary`.
 */
export function errorMessage(error: unknown, options: { fixed?: Text; fallback?: Text } = {}): ErrorMessage {
  if (options.fixed !== undefined) {
    const reason = failureReason(error);
    return reason && translate(reason) !== translate(options.fixed)
      ? { summary: options.fixed, detail: reason }
      : { summary: options.fixed };
  }
  if (error instanceof ApiError) return { summary: error.text };
  if (error instanceof Error && error.message) return { summary: speakServerMessage(error.message) };
  return { summary: options.fallback ?? UNEXPECTED_MESSAGE };
}

/** The fields a 400 of this backend names (`errors: [{field, label, message}]`); none otherwise. */
export function fieldProblems(error: unknown): FieldProblem[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const body = error.data as { errors?: unknown } | null | undefined;
  if (!body || typeof body !== 'object' || !Array.isArray(body.errors)) return [];
  return body.errors.filter(
    (item): item is FieldProblem =>
      Boolean(item) &&
      typeof item === 'object' &&
      typeof (item as FieldProblem).field === 'string' &&
      typeof (item as FieldProblem).message === 'string',
  );
}

/**
 * The sentences of a refusal: a 400's `errors` list when it holds sentences (the campaign form's), else its
 * message split at full stops.
 */
export function refusalSentences(error: unknown): Text[] {
  if (error instanceof ApiError) {
    const body = error.data as { errors?: unknown } | null | undefined;
    if (body && Array.isArray(body.errors) && body.errors.every((item) => typeof item === 'string'))
      return body.errors
        .map((item) => item.trim())
        .filter(Boolean)
        .map(raw);
  }
  if (!(error instanceof Error) || !error.message) return [];
  const { summary } = errorMessage(error);
  if (typeof summary !== 'object' || !('raw' in summary)) return [summary];
  return summary.raw
    .split(/(?<=\.)\s+(?=[A-Z]|[a-z]+_)/)
    .map((item) => item.trim())
    .filter(Boolean)
    .map(raw);
}
