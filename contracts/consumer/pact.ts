import { PactV4 } from '@pact-foundation/pact';
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
