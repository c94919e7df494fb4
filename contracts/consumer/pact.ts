import { MatchersV3, PactV4, type Matcher } from '@pact-foundation/pact';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PACT_DIR = path.resolve(here, '../pacts');
/** Each consumer test file's part of the pact; consumer/pactParts.ts merges them. */
export const PARTS_DIR = path.resolve(here, '../.pact-parts');
export const CONSUMER = 'crm-web';
export const PROVIDER = 'crm-backend';
export const PACT_FILE_NAME = `${CONSUMER}-${PROVIDER}.json`;

/** Its name without `.pact.test.ts`. */
export function partName(testPath: string): string {
  return path.basename(testPath).replace(/\.pact\.test\.ts$/, '');
}

const cleaned = new Set<string>();

/** Each test file writes its own part, so running one file never drops the others' interactions. */
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

/** Taken from the public API's types. */
type WithRequest = ReturnType<ReturnType<PactV4['addInteraction']>['uponReceiving']>['withRequest'];
export type V4RequestBuilder = Parameters<NonNullable<Parameters<WithRequest>[2]>>[0];

/** The example value of the provider-state-injected headers. */
export const TEST_TOKEN = 'contract-test-token';

/** Injected from the provider state (Pact V3): each state's setup answers a live token (PROVIDER-STATES.md). */
export const AUTH = {
  Authorization: MatchersV3.fromProviderState('Bearer ${accessToken}', `Bearer ${TEST_TOKEN}`),
};

/** The spec's token_bearer header: 'user.' and the same token. */
export const TOKEN_BEARER = {
  token_bearer: MatchersV3.fromProviderState('user.${accessToken}', `user.${TEST_TOKEN}`),
};

const equality = () => MatchersV3.equal('') as Matcher<unknown>;

/** Matched field by field with pact-js's public `body()` and `matchingRules()`. */
export function formBody(builder: V4RequestBuilder, fields: Record<string, string>): V4RequestBuilder {
  return builder
    .body('application/x-www-form-urlencoded', Buffer.from(new URLSearchParams(fields).toString()))
    .matchingRules({
      body: Object.keys(fields).map((name) => ({ path: `$.${name}`, rules: [equality()] })),
    });
}

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
 * Text fields by equality, the file part by its detected content type (an .xls is `application/x-ole-storage`),
 * Content-Type by regex (random boundary). pact-js's `multipartBody()` cannot match text fields, so this uses
 * the public `body()` and `matchingRules()`.
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

/** As loosely as web/src/api/download.ts reads them: any type, an attachment with `filename=` or RFC 6266 `filename*=`. */
export function downloadHeaders(filename: string, exampleType: string) {
  return {
    'Content-Type': MatchersV3.regex('^[\\w.+-]+/[\\w.+-]+', exampleType),
    'Content-Disposition': MatchersV3.regex(
      '^attachment\\b.*\\bfilename\\*?=.+$',
      `attachment; filename="${filename}"`,
    ),
  };
}
