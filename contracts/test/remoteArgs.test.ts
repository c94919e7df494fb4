import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
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

  it('without PROVIDER_STATES_SETUP_URL, unless --allow-skips: the interactions that need states would be skipped', async () => {
    const pact = await loadPact();
    const refused = parseRemoteArgs([], { ...BASE, PROVIDER_TOKEN_MARKETER: 'm' }, pact);
    expect(refused.options).toBeUndefined();
    expect(refused.problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^PROVIDER_STATES_SETUP_URL is not set, so \\d+ of the ${pact.interactions.length} interactions, ` +
            'which need provider states \\(contracts/PROVIDER-STATES.md\\), would be skipped: set it, or pass ' +
            '--allow-skips to verify only the rest$',
        ),
      ),
    ]);
    const allowed = parseRemoteArgs(['--allow-skips'], { ...BASE, PROVIDER_TOKEN_MARKETER: 'm' }, pact);
    expect(allowed.problems).toEqual([]);
    expect(allowed.options).toMatchObject({ statesSetupUrl: undefined, allowSkips: true });
  });

  it('--report and PROVIDER_TOKEN_COMMAND are relative to the directory npm was run in (INIT_CWD)', async () => {
    const parsed = parseRemoteArgs(
      ['--allow-skips', '--report', 'out/verification.json'],
      { ...BASE, PROVIDER_TOKEN_COMMAND: 'cat ./token.txt', INIT_CWD: '/home/dev/backend' },
      await loadPact(),
    );
    expect(parsed.reportFile).toBe('/home/dev/backend/out/verification.json');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'crm-init-cwd-'));
    try {
      await writeFile(path.join(dir, 'token.txt'), 'token-from-the-invocation-directory\n');
      const source = tokenSource({ PROVIDER_TOKEN_COMMAND: 'cat ./token.txt' }, dir);
      expect(await source('admin')).toBe('token-from-the-invocation-directory');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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

  it('--publish-results without a broker, a provider version or --include-mutating; unknown flags', async () => {
    const parsed = parseRemoteArgs(
      ['--publish-results', '--allow-skips', '--fast'],
      { ...BASE, PROVIDER_TOKEN_COMMAND: 'echo t', PACT_BROKER_TIMEOUT_SECONDS: 'soon' },
      await loadPact(),
    );
    expect(parsed.problems).toEqual([
      'unknown argument "--fast"',
      '--from-broker / --publish-results need PACT_BROKER_BASE_URL (the Pact Broker, e.g. https://broker.example.com)',
      '--publish-results needs PROVIDER_VERSION (the backend commit, e.g. its git sha)',
      '--publish-results needs --include-mutating: a published result says the whole pact is honoured, and ' +
        'safe mode replays only part of it',
      'PACT_BROKER_TIMEOUT_SECONDS must be a number of seconds above 0, not "soon"',
    ]);
  });

  it('--from-broker needs no provider version, and BUILD_URL and PROVIDER_BRANCH are optional', async () => {
    const parsed = parseRemoteArgs(
      ['--from-broker', '--allow-skips'],
      { ...BASE, PROVIDER_TOKEN_COMMAND: 'echo t', PACT_BROKER_BASE_URL: 'https://broker.example.com' },
      await loadPact(),
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.options?.broker).toEqual({
      url: 'https://broker.example.com',
      timeoutSeconds: 60,
      authorization: undefined,
      providerVersion: undefined,
      providerBranch: undefined,
      buildUrl: undefined,
      publish: false,
    });
  });

  it('publishing results passes the broker, its credentials, provider version and branch to the verification', async () => {
    const parsed = parseRemoteArgs(
      ['--publish-results', '--include-mutating', '--report', 'out.json'],
      {
        ...BASE,
        PROVIDER_STATES_SETUP_URL: 'http://127.0.0.1:9/states',
        PROVIDER_TOKEN_COMMAND: 'echo t',
        PACT_BROKER_BASE_URL: 'https://broker.example.com',
        PACT_BROKER_TOKEN: 'secret',
        PACT_BROKER_TIMEOUT_SECONDS: '5',
        PROVIDER_VERSION: 'abc123',
        PROVIDER_BRANCH: 'main',
        INIT_CWD: '/work',
      },
      await loadPact(),
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.reportFile).toBe('/work/out.json');
    expect(parsed.options?.broker).toEqual({
      url: 'https://broker.example.com',
      timeoutSeconds: 5,
      authorization: 'Bearer secret',
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
