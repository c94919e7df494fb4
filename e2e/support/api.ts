import type { Page, Request } from '@playwright/test';

/** Calls the backend from the page with the signed-in user's token (to read what a screen should show). */
export async function apiCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([callMethod, callPath, callBody]) => {
      const session = JSON.parse(localStorage.getItem('data') ?? '{}') as { access_token?: string };
      const response = await fetch(callPath, {
        method: callMethod,
        headers: {
          Authorization: `Bearer ${session.access_token}`,
          ...(callBody === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: callBody === undefined ? undefined : JSON.stringify(callBody),
      });
      return { status: response.status, body: await response.json() };
    },
    [method, path, body] as const,
  ) as Promise<T>;
}

export interface Entry {
  key: string;
  value: string;
  table_data_id: number;
}

/** The URLs of the requests the page sends with `method` from now on: a list that grows as they go. */
export function sentRequests(page: Page, method: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method) urls.push(request.url());
  });
  return urls;
}

/** The next request the page makes to `path` (no query) with `method`; start waiting before the action. */
export function nextApiRequest(page: Page, method: string, path: string): Promise<Request> {
  return page.waitForRequest(
    (request) => request.method() === method && new URL(request.url()).pathname === path,
  );
}
