import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brokerCall } from '../provider/verification/broker';
import { loadPact } from '../provider/verification/plan';

/**
 * Every Pact Broker call of the tooling has a timeout and says which call it was; publishing works without
 * BUILD_URL. Against fake brokers on 127.0.0.1: one that never answers, one that answers its index and then
 * stalls, and one that serves a pact and records the published result. PACT_BROKER_TIMEOUT_SECONDS=3 keeps the
 * waits short (1 s was missed on a loaded machine: the index read timed out first); the default is 60.
 */

const contractsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

async function listen(handler: Handler): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handler(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const servers: Server[] = [];
async function fake(handler: Handler): Promise<string> {
  const { server, url } = await listen(handler);
  servers.push(server);
  return url;
}

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const json = (response: ServerResponse, status: number, value: unknown) => {
  response.writeHead(status, { 'content-type': 'application/hal+json' });
  response.end(JSON.stringify(value));
};

/** The broker index, with the link verify:remote follows. */
const index = (url: string) => ({
  _links: {
    'pb:provider-pacts-for-verification': {
      href: `${url}/pacts/provider/{provider}/for-verification`,
      templated: true,
    },
  },
});

/** `npm run <script> -w contracts` as the docs show it, from contracts/, with a clean environment. */
function npmRun(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: contractsDir,
      env: {
        ...Object.fromEntries(
          Object.entries(process.env).filter(
            ([key]) => !/^(PROVIDER_|PACT_|CONSUMER_|DEPLOY_|BUILD_URL|CAN_I_DEPLOY)/.test(key),
          ),
        ),
        PACT_BROKER_TIMEOUT_SECONDS: '3',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const VERIFY_ENV = {
  PROVIDER_BASE_URL: 'http://127.0.0.1:9',
  PROVIDER_STATES_SETUP_URL: 'http://127.0.0.1:9/states',
};

describe('a Pact Broker that never answers', () => {
  let silent: string;
  beforeAll(async () => {
    silent = await fake(() => undefined);
  });

  it('a broker call gives up after its timeout, naming the call', async () => {
    const started = Date.now();
    await expect(
      brokerCall({ url: silent, timeoutSeconds: 0.5 }, 'reading the broker index', `${silent}/`),
    ).rejects.toThrow(
      `the Pact Broker did not answer reading the broker index (GET ${silent}/) within 0.5 s ` +
        '(PACT_BROKER_TIMEOUT_SECONDS, default 60)',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('npm run broker -- can-i-deploy fails fast and says which call timed out', async () => {
    const result = await npmRun('broker', ['can-i-deploy'], {
      PACT_BROKER_BASE_URL: silent,
      CONSUMER_VERSION: '0123abc',
      DEPLOY_ENVIRONMENT: 'production',
    });
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain(
      `broker can-i-deploy failed: the Pact Broker did not answer can-i-deploy: reading the broker index ` +
        `before running pact-broker (GET ${silent}/) within 3 s`,
    );
    expect(result.seconds).toBeLessThan(30);
  });

  it('verify:remote --from-broker fails fast and says which call timed out', async () => {
    const result = await npmRun('verify:remote', ['--from-broker'], {
      ...VERIFY_ENV,
      PACT_BROKER_BASE_URL: silent,
    });
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain(
      `FAILED: 0 verified, 0 failed, 0 skipped. the Pact Broker did not answer reading the broker index ` +
        `(GET ${silent}/) within 3 s`,
    );
    expect(result.seconds).toBeLessThan(30);
  });
});

describe('a Pact Broker that answers its index and then stalls', () => {
  let stalling: string;
  beforeAll(async () => {
    stalling = await fake((request, _body, response) => {
      if (request.url === '/') json(response, 200, index(stalling));
    });
  });

  it('verify:remote names the stalled call: selecting the pacts', async () => {
    const result = await npmRun('verify:remote', ['--from-broker'], {
      ...VERIFY_ENV,
      PACT_BROKER_BASE_URL: stalling,
    });
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain(
      `the Pact Broker did not answer selecting the pacts to verify ` +
        `(POST ${stalling}/pacts/provider/crm-backend/for-verification) within 3 s`,
    );
  });

  it('pact-broker can-i-deploy is stopped at its deadline, saying so', async () => {
    const result = await npmRun('broker', ['can-i-deploy'], {
      PACT_BROKER_BASE_URL: stalling,
      CONSUMER_VERSION: '0123abc',
      DEPLOY_ENVIRONMENT: 'production',
      CAN_I_DEPLOY_RETRIES: '0',
    });
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain(
      'broker can-i-deploy failed: pact-broker can-i-deploy did not finish within 3 s ' +
        `(PACT_BROKER_TIMEOUT_SECONDS=3 for the broker's answers); the Pact Broker at ${stalling} stopped ` +
        'answering, and it was stopped.',
    );
    expect(result.seconds).toBeLessThan(30);
  });
});

describe('verify:remote --publish-results with a broker that answers', () => {
  it('verifies the pacts the broker selects, pending ones without failing the run, and publishes each result', async () => {
    // The pact the broker serves: the committed one's 401 interactions, which need no data; and a pending
    // (work-in-progress) one whose new expectation this backend does not honour yet.
    const committed = await loadPact();
    const pact = {
      ...committed,
      interactions: committed.interactions.filter((entry) => entry.response.status === 401),
    };
    const newExpectation = {
      ...committed,
      interactions: committed.interactions.filter(
        (entry) => entry.description === 'a request for the whole customer list',
      ),
    };
    const received: { method?: string; url?: string; body: unknown }[] = [];
    const broker = await fake((request, body, response) => {
      received.push({ method: request.method, url: request.url, body: body ? JSON.parse(body) : undefined });
      if (request.url === '/') return json(response, 200, index(broker));
      if (request.url === '/pacts/provider/crm-backend/for-verification')
        return json(response, 200, {
          _embedded: {
            pacts: [
              {
                shortDescription: 'latest from crm-web main',
                verificationProperties: { pending: false },
                _links: { self: { href: `${broker}/pacts/crm-web/1`, name: 'crm-web 1' } },
              },
              {
                shortDescription: 'work in progress from crm-web feature',
                verificationProperties: { pending: true, wip: true },
                _links: { self: { href: `${broker}/pacts/crm-web/2`, name: 'crm-web 2' } },
              },
            ],
          },
        });
      if (request.url === '/pacts/crm-web/1' || request.url === '/pacts/crm-web/2') {
        const version = request.url.endsWith('1') ? 1 : 2;
        return json(response, 200, {
          ...(version === 1 ? pact : newExpectation),
          _links: {
            'pb:publish-verification-results': { href: `${broker}/pacts/crm-web/${version}/results` },
          },
        });
      }
      return json(response, 201, {});
    });
    // The backend: a test instance that refuses every token it did not issue.
    const backend = await fake((request, _body, response) => {
      if (request.url === '/states')
        return json(response, 200, request.method === 'GET' ? { testInstance: true } : {});
      return json(response, 401, { message: 'Unauthorized' });
    });

    const result = await npmRun('verify:remote', ['--publish-results', '--include-mutating'], {
      PROVIDER_BASE_URL: backend,
      PROVIDER_STATES_SETUP_URL: `${backend}/states`,
      PACT_BROKER_BASE_URL: broker,
      PROVIDER_VERSION: 'backend-sha-1',
      PROVIDER_BRANCH: 'main',
    });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain(`PASSED: ${pact.interactions.length} verified, 1 failed, 0 skipped.`);
    expect(result.output).toContain(
      '  - Error: a request for the whole customer list [as dataentry] (work in progress from crm-web feature, pending)',
    );
    expect(result.output).toContain('  - latest from crm-web main: result published');
    expect(result.output).toContain('  - work in progress from crm-web feature: result published');
    expect(received.find((entry) => entry.url?.endsWith('/for-verification'))?.body).toEqual({
      consumerVersionSelectors: [
        { mainBranch: true },
        { deployedOrReleased: true },
        { matchingBranch: true },
      ],
      providerVersionBranch: 'main',
      includePendingStatus: true,
      includeWipPactsSince: '2026-01-01',
    });
    expect(received.find((entry) => entry.method === 'PUT')?.url).toBe(
      '/pacticipants/crm-backend/branches/main/versions/backend-sha-1',
    );
    expect(received.find((entry) => entry.url === '/pacts/crm-web/1/results')?.body).toEqual({
      success: true,
      providerApplicationVersion: 'backend-sha-1',
      verifiedBy: { implementation: 'crm contracts verify:remote', version: '1' },
    });
    expect(received.find((entry) => entry.url === '/pacts/crm-web/2/results')?.body).toMatchObject({
      success: false,
    });
  });
});
