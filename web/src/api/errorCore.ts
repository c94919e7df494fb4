/**
 * The axios-free part of the error catalogue, shared by the axios client (apiError.ts) and code that calls
 * fetch itself (the customer list worker), so that both show the same words.
 */

export const BAD_GATEWAY_MESSAGE = 'Something Wrong (502) Bad Gateway';
export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/** What every API call rejects with: the HTTP status (null without a response) and the message to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function serverMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = data.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/**
 * Spec part 1 section 8: a 502 shows "Something Wrong (502) Bad Gateway"; any other error shows the server's
 * message field. Where the server gave none, a plain sentence with the status stands in.
 */
export function apiErrorFromResponse(status: number, data: unknown): ApiError {
  if (status === 502) return new ApiError(502, BAD_GATEWAY_MESSAGE, data);
  return new ApiError(status, serverMessage(data) ?? `The request failed (HTTP ${status}).`, data);
}
