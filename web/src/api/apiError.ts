/**
 * The one way a failure becomes words for the user (spec part 1 section 8, part 2 section 8): the spec's fixed
 * texts stay, with the server's reason beside them, never a guess. No axios import, so the worker can use it.
 */

import { inEnglish, msg, raw, translate, type MessageId, type Text } from '../i18n/i18n';

export const BAD_GATEWAY_MESSAGE: MessageId = 'error.badGateway';
export const NETWORK_ERROR_MESSAGE: MessageId = 'error.network';
export const UNEXPECTED_MESSAGE: MessageId = 'error.unexpected';

/** Server messages the spec words differently for users (part 2 section 8); others are shown as written. */
export const SERVER_FILE_TOO_LARGE = 'File size is greater than 5 MB.';
export const FILE_TOO_LARGE: MessageId = 'error.fileTooLarge';
export const KNOWN_SERVER_MESSAGES: Readonly<Record<string, MessageId>> = {
  [SERVER_FILE_TOO_LARGE]: FILE_TOO_LARGE,
};

/** A 400's `errors` entry. */
export interface FieldProblem {
  field: string;
  label?: string;
  message: string;
}

/** What every API call rejects with; `text` is in the user's language, `message` in English for logs. */
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

/** Our own failure words are message ids ('error.…'). */
function isMessageId(text: string): text is MessageId {
  return /^error\.[A-Za-z]+$/.test(text);
}

/** JSON text or bytes (a failed download's `arraybuffer`) parsed, else as it came. */
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

function serverMessage(data: unknown): string | undefined {
  const body = parsedBody(data);
  if (body && typeof body === 'object' && 'message' in body) {
    const message = body.message;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return undefined;
}

function speakServerMessage(message: string): Text {
  return KNOWN_SERVER_MESSAGES[message] ?? raw(message);
}

/** A 502 shows the spec's "Something Wrong (502) Bad Gateway" whatever the body; else the server's message. */
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

export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

export interface ErrorMessage {
  summary: Text;
  detail?: Text;
}

/** The server's message, else the failure's own words; none for a failure of the app's own code. */
function failureReason(error: unknown): Text | undefined {
  return error instanceof ApiError ? error.text : undefined;
}

/**
 * `errorMessage(error)`: the failure's own words, else `fallback`. With `{ fixed }` (a text the spec fixes), that
 * text is the summary and the server's reason the detail, never instead of it.
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

/** A 400's `errors` sentences (the campaign form's), else its message split at full stops. */
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
