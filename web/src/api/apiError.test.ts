import { AxiosError, AxiosHeaders } from 'axios';
import {
  ApiError,
  BAD_GATEWAY_MESSAGE,
  errorText,
  fieldProblems,
  refusalSentences,
  serverReason,
  speakServerMessage,
  toApiError,
  withServerReason,
} from './apiError';

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

describe('the one way a failure becomes words', () => {
  it("reads the server's message out of a failed download's bytes", () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ message: 'The report file is gone' }));
    expect(toApiError(axiosError(404, bytes.buffer)).message).toBe('The report file is gone');
    expect(toApiError(axiosError(404, new TextEncoder().encode('not json').buffer)).message).toBe(
      'The request failed (HTTP 404).',
    );
  });

  it("puts the server's reason beside a fixed text of the spec, never instead of it", () => {
    const taken = toApiError(
      axiosError(409, { message: 'The code "NCAC01" is already used by product line 37' }),
    );
    expect(withServerReason('Something wrong. Please try again later', taken)).toEqual({
      summary: 'Something wrong. Please try again later',
      detail: 'The code "NCAC01" is already used by product line 37',
    });
    expect(serverReason(taken)).toBe('The code "NCAC01" is already used by product line 37');
    // No reason from a proxy's 502 page, an answer without words, or no answer at all.
    for (const error of [
      toApiError(axiosError(502, { message: 'upstream' })),
      toApiError(axiosError(500, 'oops')),
      toApiError(new AxiosError('Network Error', 'ERR_NETWORK')),
      new Error('plain'),
    ]) {
      expect(withServerReason('Fixed', error)).toEqual({ summary: 'Fixed' });
    }
  });

  it("translates only the spec's one known server message", () => {
    expect(toApiError(axiosError(400, { message: 'File size is greater than 5 MB.' })).message).toBe(
      'File is too large. Please provide a link to a file that is 5MB or smaller.',
    );
    expect(speakServerMessage('File size is greater than 6 MB.')).toBe('File size is greater than 6 MB.');
  });

  it('reads the fields a 400 names, and the sentences of a refusal', () => {
    const refused = toApiError(
      axiosError(400, {
        message: 'Contact "abc" is not a valid phone number (8 to 15 digits)',
        errors: [{ field: 'mobile_no', label: 'Contact', message: 'Contact "abc" is not ...' }],
      }),
    );
    expect(fieldProblems(refused)).toEqual([
      { field: 'mobile_no', label: 'Contact', message: 'Contact "abc" is not ...' },
    ]);
    expect(fieldProblems(toApiError(axiosError(409, { errors: [{ field: 'x', message: 'y' }] })))).toEqual(
      [],
    );
    expect(refusalSentences(new ApiError(400, 'name is required. Template 9 does not exist.'))).toEqual([
      'name is required.',
      'Template 9 does not exist.',
    ]);
    expect(errorText(new ApiError(404, 'gone'))).toBe('gone');
    expect(errorText({}, 'fallback')).toBe('fallback');
  });
});
