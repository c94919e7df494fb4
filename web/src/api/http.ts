import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { currentLanguage, type MessageId } from '../i18n/i18n';
import { ApiError, toApiError } from './apiError';

/**
 * Every call says the user's language (the one shown when it is made), so the server's words come in it: the
 * mock answers its messages in it (docs/mock-backend.md); a backend that ignores the header still works, and
 * its words are shown as it sends them.
 */
function withLanguage(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  request.headers.set('Accept-Language', currentLanguage());
  return request;
}

/** What a call rejects with when the session had to be refreshed first and the refresh failed. */
export const SESSION_ENDED_MESSAGE: MessageId = 'error.sessionEnded';

export interface HttpOptions {
  /** The current access token, read at request time. */
  getAccessToken(): string | undefined;
  /** Called on any 401 answer: the session is over (spec part 1 section 4). */
  onUnauthorized(): void;
  /**
   * The access token to send, after refreshing the session when fewer than 120 s remain (one refresh however
   * many calls wait for it). Absent: getAccessToken alone.
   */
  freshAccessToken?(): Promise<string | undefined>;
  /** The refresh freshAccessToken needed failed: the user must sign in again. */
  onRefreshFailed?(): void;
  baseURL?: string;
}

/**
 * The one axios instance of the app for backend calls: adds the bearer token and the user's language, turns a
 * 401 into sign-out, and rejects every failure with an ApiError whose message is ready to show (502 → the
 * spec's text).
 */
export function createHttp(options: HttpOptions): AxiosInstance {
  const http = axios.create({ baseURL: options.baseURL ?? '', timeout: 120_000 });
  http.interceptors.request.use(withLanguage);
  http.interceptors.request.use(async (request) => {
    let token: string | undefined;
    if (options.freshAccessToken) {
      try {
        token = await options.freshAccessToken();
      } catch {
        options.onRefreshFailed?.();
        throw new ApiError(null, SESSION_ENDED_MESSAGE);
      }
    }
    token ??= options.getAccessToken();
    if (token) {
      request.headers.set('Authorization', `Bearer ${token}`);
      // Calls that also carry the token in token_bearer (spec part 2) get the same, possibly refreshed, one.
      if (request.headers.has('token_bearer')) request.headers.set('token_bearer', `user.${token}`);
    }
    return request;
  });
  http.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      const apiError = toApiError(error);
      if (apiError.status === 401) options.onUnauthorized();
      return Promise.reject(apiError);
    },
  );
  return http;
}

/**
 * For the login provider's endpoints: the user's language, no bearer, no sign-out on 401 (a refused session
 * grant means "go to login").
 */
export function createPlainHttp(baseURL = ''): AxiosInstance {
  const http = axios.create({ baseURL, timeout: 30_000, withCredentials: true });
  http.interceptors.request.use(withLanguage);
  http.interceptors.response.use(
    (response) => response,
    (error: unknown) => Promise.reject(toApiError(error)),
  );
  return http;
}
