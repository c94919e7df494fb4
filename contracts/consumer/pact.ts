import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pacts');
export const CONSUMER = 'crm-web';
export const PROVIDER = 'crm-backend';

/** One Pact mock per test file; every file writes into the same crm-web → crm-backend pact. */
export function makePact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

/** The bearer token every consumer test sends; the provider verification swaps in a live one. */
export const TEST_TOKEN = 'contract-test-token';

/**
 * A form-encoded request body, matched field by field. pact-js's public `body()` stores bytes with a
 * content-type check that the mock then fails on text; the FFI call underneath takes the text as a form.
 */
export function formBody(builder: V4RequestBuilder, fields: Record<string, string>): V4RequestBuilder {
  const interaction = (
    builder as unknown as { interaction: { withRequestBody(body: string, contentType: string): boolean } }
  ).interaction;
  interaction.withRequestBody(new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded');
  return builder;
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
 * pact-js's `multipartBody()` only declares file parts (each text field would have to be a file part) and
 * checks the file against the declared type; the FFI calls underneath take the whole body and the rules.
 */
export function multipartBody(
  builder: V4RequestBuilder,
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; detectedType: string; bytes: Uint8Array },
): V4RequestBuilder {
  const boundary = 'CrmContractBoundary';
  const interaction = (
    builder as unknown as {
      interaction: {
        withRequestBinaryBody(body: Buffer, contentType: string): boolean;
        withRequestMatchingRules(rules: string): boolean;
      };
    }
  ).interaction;
  const contentType = `multipart/form-data; boundary=${boundary}`;
  builder.headers({ 'Content-Type': MatchersV3.regex('multipart/form-data;\\s*boundary=.+', contentType) });
  interaction.withRequestBinaryBody(multipartBytes(boundary, fields, file), contentType);
  const equality = { combine: 'AND', matchers: [{ match: 'equality' }] };
  interaction.withRequestMatchingRules(
    JSON.stringify({
      body: {
        ...Object.fromEntries(Object.keys(fields).map((name) => [`$.${name}`, equality])),
        [`$.${file.field}`]: {
          combine: 'AND',
          matchers: [{ match: 'contentType', value: file.detectedType }],
        },
      },
    }),
  );
  return builder;
}
