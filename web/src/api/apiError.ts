import { isAxiosError } from 'axios';

export const BAD_GATEWAY_MESSAGE = 'Something Wrong (502) Bad Gateway';

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

function serverMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/**
 * Spec part 1 section 8: a 502 shows "Something Wrong (502) Bad Gateway"; any other error shows the server's
 * message field. Where the server gave none, a plain sentence with the status stands in.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) {
      return new ApiError(null, 'The server could not be reached. Check your connection and try again.');
    }
    if (response.status === 502) return new ApiError(502, BAD_GATEWAY_MESSAGE, response.data);
    return new ApiError(
      response.status,
      serverMessage(response.data) ?? `The request failed (HTTP ${response.status}).`,
      response.data,
    );
  }
  return new ApiError(null, error instanceof Error ? error.message : 'Unexpected error');
}
