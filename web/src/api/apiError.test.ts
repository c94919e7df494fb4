import { AxiosError, AxiosHeaders } from 'axios';
import {
  ApiError,
  BAD_GATEWAY_MESSAGE,
  errorMessage,
  fieldProblems,
  NETWORK_ERROR_MESSAGE,
  refusalSentences,
  toApiError,
  UNEXPECTED_MESSAGE,
  type ErrorMessage,
} from './apiError';
import { raw, translate as words } from '../i18n/i18n';

/** A failure's words as the user reads them (English, the tests' language). */
function inWords({ summary, detail }: ErrorMessage) {
  return detail === undefined
    ? { summary: words(summary) }
    : { summary: words(summary), detail: words(detail) };
}

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
    const error = toApiError(axiosError(502, '<html>bad gateway</html>'));
    expect(error).toMatchObject({ status: 502, text: BAD_GATEWAY_MESSAGE });
    expect(words(BAD_GATEWAY_MESSAGE)).toBe('Something Wrong (502) Bad Gateway');
  });

  it("other errors show the server's message field", () => {
    expect(words(toApiError(axiosError(400, { message: 'Name is required' })).text)).toBe('Name is required');
  });

  it('says something useful when the server gave no message or did not answer', () => {
    expect(words(toApiError(axiosError(500, 'oops')).text)).toBe('The request failed (HTTP 500).');
    const network = new AxiosError('Network Error', 'ERR_NETWORK');
    expect(toApiError(network).status).toBeNull();
    expect(words(toApiError(network).text)).toContain('could not be reached');
  });

  it('passes an ApiError through', () => {
    const error = new ApiError(404, 'gone');
    expect(toApiError(error)).toBe(error);
  });
});

describe('the one way a failure becomes words', () => {
  it("reads the server's message out of a failed download's bytes", () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ message: 'The report file is gone' }));
    expect(words(toApiError(axiosError(404, bytes.buffer)).text)).toBe('The report file is gone');
    expect(words(toApiError(axiosError(404, new TextEncoder().encode('not json').buffer)).text)).toBe(
      'The request failed (HTTP 404).',
    );
  });

  it("puts the server's reason beside a fixed text of the spec, never instead of it", () => {
    const taken = toApiError(
      axiosError(409, { message: 'The code "NCAC01" is already used by product line 37' }),
    );
    expect(inWords(errorMessage(taken, { fixed: raw('Something wrong. Please try again later') }))).toEqual({
      summary: 'Something wrong. Please try again later',
      detail: 'The code "NCAC01" is already used by product line 37',
    });
    // Without the server's words (a proxy's 502 page, an answer without words, no answer at all), the
    // failure's own words are the reason: a fixed text alone would not say why.
    for (const [error, reason] of [
      [toApiError(axiosError(502, { message: 'upstream' })), 'Something Wrong (502) Bad Gateway'],
      [toApiError(axiosError(500, 'oops')), 'The request failed (HTTP 500).'],
      [
        toApiError(new AxiosError('Network Error', 'ERR_NETWORK')),
        'The server could not be reached. Check your connection and try again.',
      ],
    ] as const) {
      expect(inWords(errorMessage(error, { fixed: raw('Fixed') }))).toEqual({
        summary: 'Fixed',
        detail: reason,
      });
    }
    // A failure of the app's own code is no reason to show.
    expect(inWords(errorMessage(new Error('plain'), { fixed: raw('Fixed') }))).toEqual({ summary: 'Fixed' });
  });

  it("translates only the spec's one known server message", () => {
    expect(words(toApiError(axiosError(400, { message: 'File size is greater than 5 MB.' })).text)).toBe(
      'File is too large. Please provide a link to a file that is 5MB or smaller.',
    );
    expect(words(toApiError(axiosError(400, { message: 'File size is greater than 6 MB.' })).text)).toBe(
      'File size is greater than 6 MB.',
    );
    // Also when the error was made without the catalogue (a test's fake, a worker's answer).
    expect(inWords(errorMessage(new ApiError(400, 'File size is greater than 5 MB.'))).summary).toBe(
      'File is too large. Please provide a link to a file that is 5MB or smaller.',
    );
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
    expect(
      refusalSentences(new ApiError(400, 'name is required. Template 9 does not exist.')).map(words),
    ).toEqual(['name is required.', 'Template 9 does not exist.']);
  });
});

describe('errorMessage: the one helper every screen words a failure with', () => {
  const taken = () =>
    toApiError(axiosError(409, { message: 'The code "NCAC01" is already used by product line 37' }));

  it("an ApiError with a server message: the server's words, or beside the screen's fixed text", () => {
    expect(inWords(errorMessage(taken()))).toEqual({
      summary: 'The code "NCAC01" is already used by product line 37',
    });
    expect(inWords(errorMessage(taken(), { fixed: raw('Something wrong. Try again later.') }))).toEqual({
      summary: 'Something wrong. Try again later.',
      detail: 'The code "NCAC01" is already used by product line 37',
    });
    // A reason that says what the fixed text says is not repeated.
    const same = toApiError(axiosError(400, { message: 'Failed to Send Download Request' }));
    expect(inWords(errorMessage(same, { fixed: raw('Failed to Send Download Request') }))).toEqual({
      summary: 'Failed to Send Download Request',
    });
  });

  it("a status with no body: the spec's texts, also as the reason beside a fixed text", () => {
    expect(inWords(errorMessage(toApiError(axiosError(502, undefined))))).toEqual({
      summary: 'Something Wrong (502) Bad Gateway',
    });
    expect(inWords(errorMessage(toApiError(axiosError(500, undefined))))).toEqual({
      summary: 'The request failed (HTTP 500).',
    });
    expect(
      inWords(
        errorMessage(toApiError(axiosError(502, undefined)), {
          fixed: raw('Failed to Send Download Request'),
        }),
      ),
    ).toEqual({
      summary: 'Failed to Send Download Request',
      detail: 'Something Wrong (502) Bad Gateway',
    });
  });

  it('a network failure: the no-connection text, alone or beside the fixed text', () => {
    const network = toApiError(new AxiosError('Network Error', 'ERR_NETWORK'));
    expect(errorMessage(network)).toEqual({ summary: NETWORK_ERROR_MESSAGE });
    expect(words(NETWORK_ERROR_MESSAGE)).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(inWords(errorMessage(network, { fixed: raw('Something wrong. Try again later.') }))).toEqual({
      summary: 'Something wrong. Try again later.',
      detail: 'The server could not be reached. Check your connection and try again.',
    });
  });

  it("a thrown value that is no Error: the caller's fallback, else a plain sentence", () => {
    expect(errorMessage('boom')).toEqual({ summary: UNEXPECTED_MESSAGE });
    expect(inWords(errorMessage(undefined, { fallback: raw('Something wrong. Try again later.') }))).toEqual({
      summary: 'Something wrong. Try again later.',
    });
    expect(inWords(errorMessage({ message: 'not an Error' }, { fallback: raw('fallback') }))).toEqual({
      summary: 'fallback',
    });
    expect(inWords(errorMessage(new Error(''), { fallback: raw('fallback') }))).toEqual({
      summary: 'fallback',
    });
    expect(inWords(errorMessage(new Error('The worker stopped')))).toEqual({ summary: 'The worker stopped' });
    expect(inWords(errorMessage(42, { fixed: raw('Fixed') }))).toEqual({ summary: 'Fixed' });
  });
});
