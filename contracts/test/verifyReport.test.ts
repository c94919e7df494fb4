import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadPact } from '../provider/verification/plan';
import { formatReport, verifyProvider, type VerificationReport } from '../provider/verification/run';

/**
 * What the backend team reads when something fails: each failed interaction with its reason beside it (the
 * verifier's mismatch, or the provider-state setup's own message), in the printed report and in --report's JSON,
 * and the counts of verified, failed and skipped. Against a fake backend on 127.0.0.1 whose state setup fails.
 */

const CUSTOMERS = 'a request for the whole customer list';
const PRODUCT_LINES = 'a request for the whole product-line list';
const REPORTS_401 = 'a report list request with a token the backend never issued';
const CHANNELS_401 = 'a channel list request with a token the backend never issued';
const CUSTOMERS_REASON =
  'Provider state "customers exist" failed: the seed could not be restored (ENOSPC: no space left on device)';

let dir: string;
let server: Server;
let baseUrl: string;
const reached: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'crm-verify-report-'));
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.url === '/states') {
        const { state, action } = JSON.parse(body) as { state: string; action: string };
        // The reference implementation's failure: its reason in `message`, and the state.
        if (state === 'customers exist' && action === 'setup')
          return json(500, { message: CUSTOMERS_REASON, state });
        // A proxy in front of the backend answering for it: no JSON, so the status line is the reason.
        if (state === 'product lines exist' && action === 'setup') {
          response.writeHead(502, { 'content-type': 'text/html' });
          return response.end('<html><body>Bad Gateway</body></html>');
        }
        return json(200, {});
      }
      reached.push(`${request.method} ${request.url}`);
      if (request.url === '/api/reports') return json(401, { message: 'Unauthorized' });
      // A backend that forgets to check the token on one family.
      if (request.url === '/api/channels') return json(200, { data: [] });
      return json(500, { message: 'not expected here' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function verify(descriptions: string[]): Promise<VerificationReport> {
  const pact = await loadPact();
  const pactFile = path.join(dir, `pact-${descriptions.length}.json`);
  await writeFile(
    pactFile,
    JSON.stringify({
      ...pact,
      interactions: pact.interactions.filter((entry) => descriptions.includes(entry.description)),
    }),
  );
  return verifyProvider({
    baseUrl,
    statesSetupUrl: `${baseUrl}/states`,
    includeMutating: false,
    pactFile,
  });
}

describe('the report of a verification that fails', () => {
  it('names the reason beside each failed interaction: the state setup message, else its status line, else the mismatch', async () => {
    const report = await verify([CUSTOMERS, PRODUCT_LINES, REPORTS_401, CHANNELS_401]);
    const entry = (description: string) => report.verified.find((item) => item.description === description);

    expect(entry(CUSTOMERS)).toMatchObject({
      result: 'Error',
      mismatches: [`provider state "customers exist" {}: setup answered 500: ${CUSTOMERS_REASON}`],
    });
    expect(entry(PRODUCT_LINES)).toMatchObject({
      result: 'Error',
      mismatches: ['provider state "product lines exist" {}: setup answered 502: 502 Bad Gateway'],
    });
    expect(entry(CHANNELS_401)?.result).toBe('Error');
    expect(entry(CHANNELS_401)?.mismatches).toContain('status: expected 401 but was 200');
    expect(entry(REPORTS_401)).toMatchObject({ result: 'OK' });
    expect(entry(REPORTS_401)?.mismatches).toBeUndefined();
    expect(report.counts).toEqual({ verified: 1, failed: 3, skipped: 0 });
    expect(report.passed).toBe(false);
    // An interaction whose data could not be set up is not sent to the backend.
    expect(reached.sort()).toEqual(['GET /api/channels', 'GET /api/reports']);

    const printed = formatReport(report);
    expect(printed).toContain(
      `  - Error: ${CUSTOMERS} [as dataentry]\n      provider state "customers exist" {}: setup answered 500: ${CUSTOMERS_REASON}`,
    );
    expect(printed).toContain(
      `  - Error: ${CHANNELS_401} [as an unissued token]\n      status: expected 401 but was 200`,
    );
    expect(printed).toMatch(/\nFAILED: 1 verified, 3 failed, 0 skipped\. 3 interactions failed/);
    // The JSON report (--report) is the same object: the reasons travel with it.
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it('a passing run says so with its counts', async () => {
    const report = await verify([REPORTS_401]);
    expect(report.passed).toBe(true);
    expect(formatReport(report)).toMatch(/\nPASSED: 1 verified, 0 failed, 0 skipped\.$/);
  });
});
