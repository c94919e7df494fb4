import { AxiosError, AxiosHeaders } from 'axios';
import { ApiError, BAD_GATEWAY_MESSAGE, toApiError } from './apiError';

function axiosError(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    'failed',
    'ERR_BAD_RESPONSE',
    config,
    {},
    { status, statusText: '', data, headers: {}, config },
  );
}

describe('error catalogue (spec part 1 section 8)', () => {
  it('a 502 shows "Something Wrong (502) Bad Gateway" whatever the body', () => {
    expect(toApiError(axiosError(502, '<html>bad gateway</html>'))).toMatchObject({
      status: 502,
      message: BAD_GATEWAY_MESSAGE,
    });
    expect(BAD_GATEWAY_MESSAGE).toBe('Something Wrong (502) Bad Gateway');
  });

  it("other errors show the server's message field", () => {
    expect(toApiError(axiosError(400, { message: 'Name is required' })).message).toBe('Name is required');
  });

  it('says something useful when the server gave no message or did not answer', () => {
    expect(toApiError(axiosError(500, 'oops')).message).toBe('The request failed (HTTP 500).');
    const network = new AxiosError('Network Error', 'ERR_NETWORK');
    expect(toApiError(network)).toMatchObject({
      status: null,
      message: expect.stringContaining('could not be reached'),
    });
  });

  it('passes an ApiError through', () => {
    const error = new ApiError(404, 'gone');
    expect(toApiError(error)).toBe(error);
  });
});
