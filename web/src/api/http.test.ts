import type { AxiosAdapter } from 'axios';
import { ApiError } from './apiError';
import { createHttp, createPlainHttp, SESSION_ENDED_MESSAGE } from './http';
import { createListsApi } from './lists';
import { createTemplatesApi } from './templates';
import english from '../i18n/catalogues/en.json';
import indonesian from '../i18n/catalogues/id.json';
import { activate, LANGUAGES } from '../i18n/i18n';

/** An adapter answering every request with `status`, recording the Authorization header it was sent with. */
function answering(status: number, seen: string[]): AxiosAdapter {
  return async (config) => {
    seen.push(String(config.headers.Authorization ?? ''));
    const response = { data: { message: `status ${status}` }, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
}

describe('the bearer http client', () => {
  it('ten parallel calls wait for one fresh token and all carry it', async () => {
    const seen: string[] = [];
    let refreshes = 0;
    let pending: Promise<string> | undefined;
    const freshAccessToken = vi.fn(() => {
      pending ??= new Promise<string>((resolve) => {
        refreshes += 1;
        setTimeout(() => resolve('fresh'), 10);
      });
      return pending;
    });
    const http = createHttp({ getAccessToken: () => 'stale', onUnauthorized: vi.fn(), freshAccessToken });
    http.defaults.adapter = answering(200, seen);
    await Promise.all(Array.from({ length: 10 }, () => http.get('/api/customers')));
    expect(refreshes).toBe(1);
    expect(seen).toEqual(Array(10).fill('Bearer fresh'));
  });

  it('the template and list calls send token_bearer with the token the call carries, refreshed; others none', async () => {
    const sent: Record<string, unknown>[] = [];
    const http = createHttp({
      getAccessToken: () => 'stale',
      onUnauthorized: vi.fn(),
      freshAccessToken: async () => 'fresh',
    });
    http.defaults.adapter = async (config) => {
      sent.push({ url: config.url, token_bearer: config.headers.token_bearer });
      const data = { data: config.url === '/api/lists' ? { list: [] } : [] };
      return { data, status: 200, statusText: '', headers: {}, config };
    };
    const templates = createTemplatesApi(http);
    const lists = createListsApi(http);
    await templates.list(1);
    await lists.customerFields();
    await lists.values('city');
    await http.get('/api/customers');
    expect(sent).toEqual([
      { url: '/message-template/', token_bearer: 'user.fresh' },
      { url: '/api/lists', token_bearer: 'user.fresh' },
      { url: '/api/lists', token_bearer: 'user.fresh' },
      { url: '/api/customers', token_bearer: undefined },
    ]);
  });

  it('a failed refresh rejects the call without sending it, and reports the failure', async () => {
    const seen: string[] = [];
    const onRefreshFailed = vi.fn();
    const onUnauthorized = vi.fn();
    const http = createHttp({
      getAccessToken: () => 'stale',
      onUnauthorized,
      freshAccessToken: async () => Promise.reject(new Error('invalid_grant')),
      onRefreshFailed,
    });
    http.defaults.adapter = answering(200, seen);
    const error = await http.get('/api/customers').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).text).toBe(SESSION_ENDED_MESSAGE);
    expect((error as ApiError).message).toBe('Your session has ended. Please sign in again.');
    expect(seen).toEqual([]);
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 reports the end of the session; a 403 rejects with its message and does not', async () => {
    const onUnauthorized = vi.fn();
    const http = createHttp({ getAccessToken: () => 't', onUnauthorized });
    http.defaults.adapter = answering(403, []);
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 403, message: 'status 403' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    http.defaults.adapter = answering(401, []);
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('the language of every call (Accept-Language)', () => {
  const catalogues = { en: english, id: indonesian } as const;
  /** An adapter recording the Accept-Language header of each request. */
  const recording = (seen: string[]): AxiosAdapter => {
    return async (config) => {
      seen.push(String(config.headers['Accept-Language'] ?? '(none)'));
      return { data: {}, status: 200, statusText: '', headers: {}, config };
    };
  };

  it.each(LANGUAGES)(
    'the bearer client and the login provider client both send the language shown when the call is made: %s',
    async (language) => {
      const other = LANGUAGES.find((candidate) => candidate !== language)!;
      const seen: string[] = [];
      const bearer = createHttp({ getAccessToken: () => 't', onUnauthorized: vi.fn() });
      const plain = createPlainHttp();
      bearer.defaults.adapter = recording(seen);
      plain.defaults.adapter = recording(seen);
      activate(language, catalogues[language]);
      await bearer.get('/api/customers');
      await plain.post('/oauth/token', 'grant_type=redis');
      // Switched between calls: the next call speaks the new language (read at request time, not at creation).
      activate(other, catalogues[other]);
      await bearer.get('/api/customers');
      await plain.post('/oauth/token', 'grant_type=redis');
      expect(seen).toEqual([language, language, other, other]);
    },
  );
});
