import { MatchersV3, PactV4, type Matcher } from '@pact-foundation/pact';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PACT_DIR = path.resolve(here, '../pacts');
/** Where each consumer test file writes its own part of the pact; consumer/pactParts.ts merges them. */
export const PARTS_DIR = path.resolve(here, '../.pact-parts');
export const CONSUMER = 'crm-web';
export const PROVIDER = 'crm-backend';
export const PACT_FILE_NAME = `${CONSUMER}-${PROVIDER}.json`;

/** The part a test file writes: its name without `.pact.test.ts`. */
export function partName(testPath: string): string {
  return path.basename(testPath).replace(/\.pact\.test\.ts$/, '');
}

const cleaned = new Set<string>();

/**
 * One Pact mock per interaction. Each test file writes its own part (contracts/.pact-parts/<file>/), emptied
 * when the file starts, so running one file never drops the other files' interactions from the pact.
 */
export function makePact(): PactV4 {
  const testPath = expect.getState().testPath;
  if (!testPath) throw new Error('makePact() is called inside a test');
  const dir = path.join(PARTS_DIR, partName(testPath));
  if (!cleaned.has(dir)) {
    rmSync(dir, { recursive: true, force: true });
    cleaned.add(dir);
  }
  return new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir,
    logLevel: (process.env.PACT_LOG_LEVEL as 'warn' | undefined) ?? 'warn',
  });
}

/** The request builder `withRequest` hands its callback (taken from the public API's types). */
type WithRequest = ReturnType<ReturnType<PactV4['addInteraction']>['uponReceiving']>['withRequest'];
export type V4RequestBuilder = Parameters<NonNullable<Parameters<WithRequest>[2]>>[0];

/** The bearer token every consumer test sends: the example value of the provider-state-injected headers. */
export const TEST_TOKEN = 'contract-test-token';

/**
 * The bearer header of every protected call: its value comes from the provider state (Pact V3 provider-state
 * injection). Each state's setup answers `{"accessToken": "<a live token of its persona>"}`
 * (contracts/PROVIDER-STATES.md), and any verifier puts it here: no token of its own is needed.
 */
export const AUTH = {
  Authorization: MatchersV3.fromProviderState('Bearer ${accessToken}', `Bearer ${TEST_TOKEN}`),
};

/** The spec's token_bearer header of some template and list calls: 'user.' and the same token. */
export const TOKEN_BEARER = {
  token_bearer: MatchersV3.fromProviderState('user.${accessToken}', `user.${TEST_TOKEN}`),
};

const equality = () => MatchersV3.equal('') as Matcher<unknown>;

/**
 * A form-encoded request body, matched field by field (pact-js's public `body()` and `matchingRules()`): the
 * content type, and each field by equality.
 */
export function formBody(builder: V4RequestBuilder, fields: Record<string, string>): V4RequestBuilder {
  return builder
    .body('application/x-www-form-urlencoded', Buffer.from(new URLSearchParams(fields).toString()))
    .matchingRules({
      body: Object.keys(fields).map((name) => ({ path: `$.${name}`, rules: [equality()] })),
    });
}

/** A multipart/form-data body as a browser sends it: text fields, then one file part. */
export function multipartBytes(
  boundary: string,
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Uint8Array },
): Buffer {
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return Buffer.concat(chunks);
}

/**
 * A multipart request body, matched part by part: each text field by equality, the file part by the type
 * of its content (detected from its bytes: an .xls is an OLE2 compound file, `application/x-ole-storage`).
 * The client's boundary is random, so the Content-Type header is matched by a regex. The provider
 * verification replays exactly this body (fields and a real .xls).
 *
 * pact-js's `multipartBody()` declares a single file part, so the text fields could not be matched; the whole
 * body goes through the public `body()` and its rules through `matchingRules()`.
 */
export function multipartBody(
  builder: V4RequestBuilder,
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; detectedType: string; bytes: Uint8Array },
): V4RequestBuilder {
  const boundary = 'CrmContractBoundary';
  const contentType = `multipart/form-data; boundary=${boundary}`;
  return builder
    .headers({ 'Content-Type': MatchersV3.regex('multipart/form-data;\\s*boundary=.+', contentType) })
    .body(contentType, multipartBytes(boundary, fields, file))
    .matchingRules({
      body: [
        ...Object.keys(fields).map((name) => ({ path: `$.${name}`, rules: [equality()] })),
        {
          path: `$.${file.field}`,
          rules: [{ 'pact:matcher:type': 'contentType', value: file.detectedType }],
        },
      ],
    });
}

/**
 * The headers of a download, as loosely as the app reads them (web/src/api/download.ts): any media type (it only
 * labels the saved Blob), and an attachment with a file name (`filename=` or RFC 6266 `filename*=`).
 */
export function downloadHeaders(filename: string, exampleType: string) {
  return {
    'Content-Type': MatchersV3.regex('^[\\w.+-]+/[\\w.+-]+', exampleType),
    'Content-Disposition': MatchersV3.regex(
      '^attachment\\b.*\\bfilename\\*?=.+$',
      `attachment; filename="${filename}"`,
    ),
  };
}
