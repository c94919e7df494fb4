import { fetchCustomerRecords } from './customers';
import { entries, records } from '@crm/fixtures';
import { ApiError, BAD_GATEWAY_MESSAGE } from './apiError';

const customers = (count: number) =>
  records(...Array.from({ length: count }, (_, index) => entries(index + 1, { customer_name: `C${index}` })));

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

describe('fetchCustomerRecords (the list worker’s calls)', () => {
  it('GETs the whole list with the bearer token and returns data.customers', async () => {
    const data = customers(3);
    const { fn, calls } = fakeFetch(200, JSON.stringify({ data: { customers: data } }));
    const result = await fetchCustomerRecords({
      token: 'tok',
      filters: null,
      fetch: fn,
      baseUrl: 'http://x',
    });
    expect(result).toEqual(data);
    expect(calls[0]?.url).toBe('http://x/api/customers');
    expect(calls[0]?.init.method).toBe('GET');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('POSTs the filters as {filters: [{property, value}]}', async () => {
    const { fn, calls } = fakeFetch(200, JSON.stringify({ data: { customers: {} } }));
    const filters = [{ property: 'city' as const, value: 'Bandung' }];
    await fetchCustomerRecords({ token: 'tok', filters, fetch: fn });
    expect(calls[0]?.url).toBe('/api/customers');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({ filters });
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('hands over the first customers while the rest is still arriving', async () => {
    const data = customers(40);
    const { fn } = fakeFetch(200, JSON.stringify({ data: { customers: data } }), 100);
    const first = vi.fn();
    const result = await fetchCustomerRecords({
      token: 't',
      filters: null,
      fetch: fn,
      onFirst: { count: 5, callback: first },
    });
    expect(first).toHaveBeenCalledTimes(1);
    expect(first.mock.calls[0]?.[0]).toEqual(Object.entries(data).slice(0, 5));
    expect(Object.keys(result)).toHaveLength(40);
  });

  it('does not call back when fewer customers than asked arrive', async () => {
    const { fn } = fakeFetch(200, JSON.stringify({ data: { customers: customers(2) } }), 10);
    const first = vi.fn();
    await fetchCustomerRecords({
      token: 't',
      filters: [],
      fetch: fn,
      onFirst: { count: 5, callback: first },
    });
    expect(first).not.toHaveBeenCalled();
  });

  it.each([
    [502, '<html>Bad Gateway</html>', BAD_GATEWAY_MESSAGE],
    [400, JSON.stringify({ message: 'Unknown filter property "x"' }), 'Unknown filter property "x"'],
    [401, JSON.stringify({ message: 'Unauthorized' }), 'Unauthorized'],
    [500, 'oops', 'The request failed (HTTP 500).'],
  ])('rejects HTTP %i with the ApiError message the axios client gives', async (status, body, message) => {
    const { fn } = fakeFetch(status, body);
    const error = await fetchCustomerRecords({ token: 't', filters: null, fetch: fn }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message });
  });

  it('rejects a network failure and a malformed answer with a readable message', async () => {
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchCustomerRecords({ token: 't', filters: null, fetch: offline })).rejects.toMatchObject({
      status: null,
      message: expect.stringContaining('could not be reached'),
    });
    const { fn } = fakeFetch(200, '{"data":');
    await expect(fetchCustomerRecords({ token: 't', filters: null, fetch: fn })).rejects.toThrow(
      'not valid JSON',
    );
    const { fn: noData } = fakeFetch(200, '{"data":{"customers":[]}}');
    await expect(fetchCustomerRecords({ token: 't', filters: null, fetch: noData })).rejects.toThrow(
      'without data.customers',
    );
  });

  it('passes an abort through as an AbortError', async () => {
    const controller = new AbortController();
    const aborting = vi.fn(async (_url: unknown, init?: RequestInit) => {
      controller.abort();
      init?.signal?.throwIfAborted();
      return new Response('{}');
    });
    await expect(
      fetchCustomerRecords({
        token: 't',
        filters: null,
        fetch: aborting,
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
