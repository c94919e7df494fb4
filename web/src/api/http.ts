import axios, { type AxiosInstance } from 'axios';
import { toApiError } from './apiError';

export interface HttpOptions {
  /** The current access token, read at request time. */
  getAccessToken(): string | undefined;
  /** Called on any 401 answer: the session is over (spec part 1 section 4). */
  onUnauthorized(): void;
  baseURL?: string;
}

/**
 * The one axios instance of the app for backend calls: adds the bearer token, turns a 401 into sign-out,
 * and rejects every failure with an ApiError whose message is ready to show (502 → the spec's text).
 */
export function createHttp(options: HttpOptions): AxiosInstance {
  const http = axios.create({ baseURL: options.baseURL ?? '', timeout: 120_000 });
  http.interceptors.request.use((request) => {
    const token = options.getAccessToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
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

/** For the login provider's endpoints: no bearer, no sign-out on 401 (a refused session grant means "go to login"). */
export function createPlainHttp(baseURL = ''): AxiosInstance {
  const http = axios.create({ baseURL, timeout: 30_000, withCredentials: true });
  http.interceptors.response.use(
    (response) => response,
    (error: unknown) => Promise.reject(toApiError(error)),
  );
  return http;
}
