import type { FastifyInstance } from 'fastify';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../mock-server/src/app';
import { testConfig } from '../../mock-server/src/config';
import { loadPact, PACT_FILE } from './verification/plan';

/**
 * The mock server honours every interaction of the pact, verified the way any backend team verifies its own
 * service: the standalone Pact verifier (`pact-verifier` of @pact-foundation/pact-cli, the Rust verifier behind
 * every Pact implementation), given only the pact file, the provider's address and its state-change URL, as
 * docs/backend-team.md shows it. No request filter and no token command: every token the requests carry is a
 * provider-state value the state-change answers give (contracts/PROVIDER-STATES.md).
 */

let app: FastifyInstance;
let dir: string;
let port: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'crm-pact-provider-'));
  // The campaign engine is off: a campaign stays in the status a provider state put it in while it is verified.
  app = await buildApp(testConfig({ dataDir: path.join(dir, 'data'), campaignEngine: false }));
  port = Number(new URL(await app.listen({ host: '127.0.0.1', port: 0 })).port);
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

interface VerifierJson {
  interactionResults: { description: string; result: string }[];
  errors: { interaction: string; mismatch: unknown }[];
}

function pactVerifier(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', 'pact-verifier', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('the standalone Pact verifier, from the pact file, the address and the state-change URL', () => {
  it('verifies every interaction of the pact against the mock server', async () => {
    const report = path.join(dir, 'verification.json');
    const { code, output } = await pactVerifier([
      '-f',
      PACT_FILE,
      '--hostname',
      '127.0.0.1',
      '--port',
      String(port),
      '--state-change-url',
      `http://127.0.0.1:${port}/__pact/provider-states`,
      '--json',
      report,
    ]);
    const results = JSON.parse(await readFile(report, 'utf8')) as VerifierJson;
    const failed = results.errors.map((error) => `${error.interaction}: ${JSON.stringify(error.mismatch)}`);
    expect(failed, output.slice(-4000)).toEqual([]);
    expect(code).toBe(0);
    const pact = await loadPact();
    expect(results.interactionResults.filter((entry) => entry.result === 'OK')).toHaveLength(
      pact.interactions.length,
    );
  });
});
