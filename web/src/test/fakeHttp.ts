import type { AxiosInstance } from 'axios';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  config?: unknown;
}

type Handler = (request: RecordedRequest) => unknown;

/**
 * A stand-in for the bearer axios instance in saga and component tests: answers `GET url` / `POST url`
 * from the handlers (an answer is the response body; a throw is the rejection) and records every request.
 */
export function fakeHttp(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const respond = async (request: RecordedRequest) => {
    requests.push(request);
    const handler = handlers[`${request.method} ${request.url}`];
    if (!handler) throw new Error(`no fake answer for ${request.method} ${request.url}`);
    const data = await handler(request);
    return { data, status: 200, headers: {} };
  };
  const http = {
    get: vi.fn((url: string, config?: unknown) => respond({ method: 'GET', url, config })),
    post: vi.fn((url: string, body?: unknown, config?: unknown) =>
      respond({ method: 'POST', url, body, config }),
    ),
  };
  return { http: http as unknown as AxiosInstance, requests };
}
