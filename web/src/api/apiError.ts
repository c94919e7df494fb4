import { isAxiosError } from 'axios';
import { ApiError, NETWORK_ERROR_MESSAGE, apiErrorFromResponse } from './errorCore';

export { ApiError, BAD_GATEWAY_MESSAGE } from './errorCore';

/**
 * Spec part 1 section 8: a 502 shows "Something Wrong (502) Bad Gateway"; any other error shows the server's
 * message field. Where the server gave none, a plain sentence with the status stands in.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) return new ApiError(null, NETWORK_ERROR_MESSAGE);
    return apiErrorFromResponse(response.status, response.data);
  }
  return new ApiError(null, error instanceof Error ? error.message : 'Unexpected error');
}
