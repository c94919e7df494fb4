import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { currentLanguage, type MessageId } from '../i18n/i18n';
import { ApiError, toApiError } from './apiError';

/** Every call says the user's language, so the server's words come in it (docs/mock-backend.md). */
function withLanguage(request: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  request.headers.set('Accept-Language', currentLanguage());
  return request;
}

export const SESSION_ENDED_MESSAGE: MessageId = 'error.sessionEnded';

export interface HttpOptions {
  /** Read at request time. */
  getAccessToken(): string | undefined;
  /** Spec part 1 section 4. */
  onUnauthorized(): void;
  /** Refreshed first when fewer than 120 s remain (one refresh however many calls wait). */
  freshAccessToken?(): Promise<string | undefined>;
  onRefreshFailed?(): void;
  baseURL?: string;
}

/** The app's axios instance: bearer token and language added, 401 → sign-out, failures as ApiError. */
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

/** For the login provider: no bearer, no sign-out on 401 (a refused grant means "go to login"). */
export function createPlainHttp(baseURL = ''): AxiosInstance {
  const http = axios.create({ baseURL, timeout: 30_000, withCredentials: true });
  http.interceptors.request.use(withLanguage);
  http.interceptors.response.use(
    (response) => response,
    (error: unknown) => Promise.reject(toApiError(error)),
  );
  return http;
}
