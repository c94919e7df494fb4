import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../mock-server/src/app';
import { testConfig } from '../../mock-server/src/config';
import { formatReport, verifyProvider } from './verification/run';

/**
 * The mock server honours every interaction of the pact: the same verification the backend team runs
 * (verification/run.ts), against an in-process mock, with its provider-state endpoint and every interaction,
 * mutating ones included. Persona tokens are planted in the mock's token store.
 */

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
    const report = await verifyProvider({
      baseUrl,
      statesSetupUrl: `${baseUrl}/__pact/provider-states`,
      includeMutating: true,
      tokens: async (persona) => {
        const accessToken = `provider-token-${persona}`;
        app.auth.plantTokens({ username: persona, accessToken, refreshToken: `${accessToken}-refresh` });
        return accessToken;
      },
    });
    expect(report.skipped, formatReport(report)).toEqual([]);
    expect(report.passed, formatReport(report)).toBe(true);
  });
});
