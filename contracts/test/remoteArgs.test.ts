import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseRemoteArgs } from '../provider/verification/cli';
import { collectTokens, personasWithoutToken, tokenSource } from '../provider/verification/credentials';
import { loadPact } from '../provider/verification/pactFile';

const BASE = { PROVIDER_BASE_URL: 'http://127.0.0.1:9' };

describe('verify:remote refuses to start, naming what is missing', () => {
  it('without PROVIDER_BASE_URL', async () => {
    const parsed = parseRemoteArgs([], {}, await loadPact());
    expect(parsed.options).toBeUndefined();
    expect(parsed.problems).toContain(
      'PROVIDER_BASE_URL is required: the backend to verify, e.g. https://backend.example.com',
    );
  });

  it('without PROVIDER_STATES_SETUP_URL it starts: the interactions that need states are skipped', async () => {
    const parsed = parseRemoteArgs([], { ...BASE, PROVIDER_TOKEN_MARKETER: 'm' }, await loadPact());
    expect(parsed.problems).toEqual([]);
    expect(parsed.options?.statesSetupUrl).toBeUndefined();
  });

  it('with one PROVIDER_TOKEN for everyone instead of a token per persona', async () => {
    const parsed = parseRemoteArgs([], { ...BASE, PROVIDER_TOKEN: 'abc' }, await loadPact());
    expect(parsed.problems.join('\n')).toMatch(
      /PROVIDER_TOKEN \(one token for every call\) is not read any more/,
    );
  });

  it('with a state-setup URL but no token for the personas the interactions need', async () => {
    const env = {
      ...BASE,
      PROVIDER_STATES_SETUP_URL: 'http://127.0.0.1:9/states',
      PROVIDER_TOKEN_ADMIN: 'a',
    };
    const parsed = parseRemoteArgs([], env, await loadPact());
    expect(parsed.problems).toEqual([
      'no access token for the personas dataentry, marketer: set PROVIDER_TOKEN_DATAENTRY, PROVIDER_TOKEN_MARKETER, ' +
        'or PROVIDER_TOKEN_COMMAND, or PROVIDER_TOKEN_URL',
    ]);
  });

  it('--include-mutating without a state-setup URL (where the target declares itself a test instance)', async () => {
    const parsed = parseRemoteArgs(
      ['--include-mutating'],
      { ...BASE, PROVIDER_TOKEN_COMMAND: 'echo t' },
      await loadPact(),
    );
    expect(parsed.problems).toEqual([
      '--include-mutating needs PROVIDER_STATES_SETUP_URL, where the target declares itself a test instance',
    ]);
    const viaEnv = parseRemoteArgs([], { ...BASE, PACT_INCLUDE_MUTATING: 'true' }, await loadPact());
    expect(viaEnv.problems[0]).toMatch(/^--include-mutating needs PROVIDER_STATES_SETUP_URL/);
  });

  it('--publish-results without a broker and a provider version; unknown flags', async () => {
    const parsed = parseRemoteArgs(
      ['--publish-results', '--fast'],
      { ...BASE, PROVIDER_TOKEN_COMMAND: 'echo t' },
      await loadPact(),
    );
    expect(parsed.problems).toEqual([
      'unknown argument "--fast"',
      '--from-broker / --publish-results need PACT_BROKER_BASE_URL',
      '--publish-results needs PROVIDER_VERSION (the backend commit, e.g. its git sha)',
    ]);
  });

  it('publishing results passes the broker, provider version and branch to the verifier', async () => {
    const parsed = parseRemoteArgs(
      ['--publish-results', '--report', 'out.json'],
      {
        ...BASE,
        PROVIDER_TOKEN_COMMAND: 'echo t',
        PACT_BROKER_BASE_URL: 'https://broker.example.com',
        PROVIDER_VERSION: 'abc123',
        PROVIDER_BRANCH: 'main',
      },
      await loadPact(),
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.reportFile).toBe('out.json');
    expect(parsed.options?.broker).toEqual({
      url: 'https://broker.example.com',
      providerVersion: 'abc123',
      providerBranch: 'main',
      buildUrl: undefined,
      publish: true,
    });
  });
});

describe('a token per persona', () => {
  it('PROVIDER_TOKEN_<PERSONA> first, then a command that gets the persona', async () => {
    const source = tokenSource({
      PROVIDER_TOKEN_ADMIN: 'admin-token',
      PROVIDER_TOKEN_COMMAND: 'echo "cmd-{persona}-$PROVIDER_PERSONA"',
    });
    expect(await collectTokens(source, ['admin', 'viewer'])).toEqual(
      new Map([
        ['admin', 'admin-token'],
        ['viewer', 'cmd-viewer-viewer'],
      ]),
    );
  });

  it('a failing command stops the run, naming the persona', async () => {
    const source = tokenSource({ PROVIDER_TOKEN_COMMAND: 'echo nope >&2; exit 3' });
    await expect(source('marketer')).rejects.toThrow(
      'PROVIDER_TOKEN_COMMAND failed for marketer (exit 3): nope',
    );
  });

  it('PROVIDER_TOKEN_URL answers {access_token} to POST {persona}', async () => {
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const { persona } = JSON.parse(body) as { persona: string };
        response.writeHead(persona === 'nobody' ? 404 : 200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            persona === 'nobody' ? { message: 'no such persona' } : { access_token: `url-${persona}` },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tokens`;
      const source = tokenSource({ PROVIDER_TOKEN_URL: url });
      expect(await source('dataentry')).toBe('url-dataentry');
      await expect(source('nobody')).rejects.toThrow(
        'PROVIDER_TOKEN_URL answered 404 without an access_token for nobody',
      );
    } finally {
      server.close();
    }
  });

  it('personas without any source are named', () => {
    expect(personasWithoutToken({ PROVIDER_TOKEN_ADMIN: 'x' }, ['admin', 'viewer'])).toEqual(['viewer']);
    expect(personasWithoutToken({ PROVIDER_TOKEN_URL: 'http://x' }, ['admin', 'viewer'])).toEqual([]);
  });
});
