import type { AxiosInstance } from 'axios';
import { vi } from 'vitest';
import { ApiError } from '../api/apiError';

/** The request config the API modules pass (query parameters, headers, response type). */
export interface RequestConfig {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  responseType?: string;
  onUploadProgress?: (event: { loaded: number; total?: number; bytes: number }) => void;
}

export interface RecordedRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  config?: RequestConfig;
}

/** Answers one route: what it returns is the response body; what it throws is the rejection. */
export type Handler = (request: RecordedRequest) => unknown;

/**
 * A stand-in for the bearer axios instance in saga and component tests: answers `GET url` / `POST url`
 * from the routes and records every request. A request no route answers rejects with a 404 ApiError,
 * as the real instance would.
 */
export function fakeHttp(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const respond = async (request: RecordedRequest) => {
    requests.push(request);
    const handler = routes[`${request.method} ${request.url}`];
    if (!handler) throw new ApiError(404, `no fake route for ${request.method} ${request.url}`);
    const data = await handler(request);
    return { data, status: 200, headers: {} };
  };
  const http = {
    get: vi.fn((url: string, config?: RequestConfig) => respond({ method: 'GET', url, config })),
    post: vi.fn((url: string, body?: unknown, config?: RequestConfig) =>
      respond({ method: 'POST', url, body, config }),
    ),
  };
  return { http: http as unknown as AxiosInstance, requests };
}
