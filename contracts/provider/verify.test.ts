import { Verifier } from '@pact-foundation/pact';
import type { Request } from 'express';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../mock-server/src/app';
import { testConfig } from '../../mock-server/src/config';
import { ProviderContext } from './providerContext';
import { allStates } from './states';

const PACT_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../pacts/crm-web-crm-backend.json',
);

/**
 * pact-js's verification proxy parses form bodies and would forward them re-serialised as JSON under the
 * form content type; encode them back as the form they were.
 */
function restoreFormBody(request: Request): void {
  const type = String(request.headers['content-type'] ?? '');
  if (!type.startsWith('application/x-www-form-urlencoded') || !request.body || Buffer.isBuffer(request.body))
    return;
  const encoded = Buffer.from(new URLSearchParams(request.body as Record<string, string>).toString());
  request.body = encoded;
  request.headers['content-length'] = String(encoded.length);
}

let app: FastifyInstance;
let dataDir: string;
let baseUrl: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-pact-provider-'));
  // The campaign engine is off: a campaign stays in the status a provider state put it in while it is verified.
  app = await buildApp(testConfig({ dataDir, campaignEngine: false }));
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the mock server honours the crm-web pact', () => {
  it('verifies every interaction', async () => {
    const ctx = new ProviderContext(app);
    const stateHandlers = allStates(ctx);
    await new Verifier({
      provider: 'crm-backend',
      providerBaseUrl: baseUrl,
      pactUrls: [PACT_FILE],
      logLevel: 'warn',
      // Each interaction starts from the seeded data with nobody signed in.
      beforeEach: async () => {
        await ctx.reset();
      },
      stateHandlers: Object.fromEntries(
        Object.entries(stateHandlers).map(([name, handler]) => [
          name,
          async (params?: unknown) => {
            await handler(params as Record<string, unknown> | undefined);
            return undefined;
          },
        ]),
      ),
      // The consumer sends a placeholder bearer token: swap in a live one; add the provider cookie when a state set one.
      requestFilter: (request, _response, next) => {
        if (request.headers.authorization) request.headers.authorization = `Bearer ${ctx.bearerToken()}`;
        if (ctx.cookie) request.headers.cookie = ctx.cookie;
        restoreFormBody(request);
        next();
      },
    }).verifyProvider();
  });
});
