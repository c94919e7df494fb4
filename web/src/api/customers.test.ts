import { openCustomerList } from './customers';
import { ApiError } from './apiError';

/** A fetch that answers with `body` in chunks of `chunkSize` bytes, recording the request. */
function fakeFetch(status: number, body: string, chunkSize = 64) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: url instanceof Request ? url.url : String(url), init: init ?? {} });
    const bytes = new TextEncoder().encode(body);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += chunkSize) {
          controller.enqueue(bytes.slice(offset, offset + chunkSize));
        }
        controller.close();
      },
    });
    return new Response(stream, { status });
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

describe('openCustomerList (the list worker’s calls; the worker reads the body)', () => {
  it('GETs the whole list with the bearer token and returns the response unread', async () => {
    const body = JSON.stringify({ data: { customers: {} } });
    const { fn, calls } = fakeFetch(200, body);
    const response = await openCustomerList({
      token: 'tok',
      language: 'en',
      filters: null,
      fetch: fn,
      baseUrl: 'http://x',
    });
    expect(await response.text()).toBe(body);
    expect(calls[0]?.url).toBe('http://x/api/customers');
    expect(calls[0]?.init.method).toBe('GET');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('POSTs the filters as {filters: [{property, value}]}', async () => {
    const { fn, calls } = fakeFetch(200, JSON.stringify({ data: { customers: {} } }));
    const filters = [{ property: 'city' as const, value: 'Bandung' }];
    await openCustomerList({ token: 'tok', language: 'en', filters, fetch: fn });
    expect(calls[0]?.url).toBe('/api/customers');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({ filters });
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it.each([
    [502, '<html>Bad Gateway</html>', 'Something Wrong (502) Bad Gateway'],
    [400, JSON.stringify({ message: 'Unknown filter property "x"' }), 'Unknown filter property "x"'],
    [401, JSON.stringify({ message: 'Unauthorized' }), 'Unauthorized'],
    [500, 'oops', 'The request failed (HTTP 500).'],
  ])('rejects HTTP %i with the ApiError message the axios client gives', async (status, body, message) => {
    const { fn } = fakeFetch(status, body);
    const error = await openCustomerList({ token: 't', language: 'en', filters: null, fetch: fn }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message });
  });

  it('rejects a network failure with a readable message', async () => {
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      openCustomerList({ token: 't', language: 'en', filters: null, fetch: offline }),
    ).rejects.toMatchObject({
      status: null,
      message: expect.stringContaining('could not be reached'),
    });
  });

  it('passes an abort through as an AbortError', async () => {
    const controller = new AbortController();
    const aborting = vi.fn(async (_url: unknown, init?: RequestInit) => {
      controller.abort();
      init?.signal?.throwIfAborted();
      return new Response('{}');
    });
    await expect(
      openCustomerList({
        token: 't',
        language: 'en',
        filters: null,
        fetch: aborting,
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it.each(['en', 'id'] as const)(
    'sends the language it is given as Accept-Language, on both calls: %s',
    async (language) => {
      const { fn, calls } = fakeFetch(200, JSON.stringify({ data: { customers: {} } }));
      await openCustomerList({ token: 't', filters: null, fetch: fn, language });
      await openCustomerList({
        token: 't',
        filters: [{ property: 'city', value: 'Bandung' }],
        fetch: fn,
        language,
      });
      expect(calls.map((call) => (call.init.headers as Record<string, string>)['Accept-Language'])).toEqual([
        language,
        language,
      ]);
    },
  );
});
