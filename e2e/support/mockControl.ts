import type { APIRequestContext } from '@playwright/test';

/** Client for the mock backend's /__mock control API. */
export class MockControl {
  constructor(
    private readonly request: APIRequestContext,
    readonly url: string,
  ) {}

  private async post(path: string, data: unknown = {}) {
    const response = await this.request.post(`${this.url}${path}`, { data });
    if (!response.ok()) throw new Error(`${path} failed: ${response.status()} ${await response.text()}`);
    return response.json();
  }

  reset() {
    return this.post('/__mock/reset');
  }

  /** The next `count` responses on `path` (exact, or prefix ending in '*') fail with `status`. */
  fail(path: string, status: number, options: { count?: number; method?: string; body?: unknown } = {}) {
    return this.post('/__mock/faults', {
      path,
      status,
      count: options.count ?? 1,
      method: options.method,
      body: options.body,
    });
  }

  expireTokens(filter: { username?: string; access_token?: string } = {}) {
    return this.post('/__mock/tokens/expire', filter);
  }

  latency(ms: number, path?: string) {
    return this.post('/__mock/latency', path ? { ms, path } : { ms });
  }

  /** Records of a table (customers, productLines, giftClaims) whose `key` equals `value`, as key → value. */
  async records(
    area: 'customers' | 'productLines' | 'giftClaims',
    key: string,
    value: string,
  ): Promise<Record<string, string>[]> {
    const query = new URLSearchParams({ key, value });
    const response = await this.request.get(`${this.url}/__mock/records/${area}?${query}`);
    if (!response.ok())
      throw new Error(`records lookup failed: ${response.status()} ${await response.text()}`);
    return (await response.json()).records;
  }

  /** While held, queued uploads stay "On Going" (status execute) and none starts processing. */
  holdUploads(hold: boolean) {
    return this.post('/__mock/uploads/hold', { hold });
  }

  /** While held, no campaign moves: one just approved stays as it is until it is released. */
  holdCampaigns(hold: boolean) {
    return this.post('/__mock/campaigns/hold', { hold });
  }

  settings(settings: { tokenTtlSeconds?: number }) {
    return this.post('/__mock/settings', settings);
  }
}
