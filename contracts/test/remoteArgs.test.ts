import { parseRemoteArgs } from '../provider/verification/cli';

const BASE = {
  PROVIDER_BASE_URL: 'http://127.0.0.1:9',
  PROVIDER_STATES_SETUP_URL: 'http://127.0.0.1:9/states',
};

describe('verify:remote refuses to start, naming what is missing', () => {
  it('without PROVIDER_BASE_URL or PROVIDER_STATES_SETUP_URL (which answers the tokens)', () => {
    const parsed = parseRemoteArgs([], {});
    expect(parsed.options).toBeUndefined();
    expect(parsed.problems).toEqual([
      'PROVIDER_BASE_URL is required: the backend to verify, e.g. https://backend.example.com',
      'PROVIDER_STATES_SETUP_URL is required: the provider-state setup endpoint, which sets up each ' +
        "interaction's data and answers the access token its request carries (contracts/PROVIDER-STATES.md)",
    ]);
    expect(parseRemoteArgs([], BASE)).toMatchObject({
      problems: [],
      options: { baseUrl: BASE.PROVIDER_BASE_URL, statesSetupUrl: BASE.PROVIDER_STATES_SETUP_URL },
    });
  });

  it('with URLs that are not http(s)', () => {
    const parsed = parseRemoteArgs([], {
      PROVIDER_BASE_URL: 'backend:8080',
      PROVIDER_STATES_SETUP_URL: '/states',
    });
    expect(parsed.problems).toEqual([
      'PROVIDER_BASE_URL is not an http(s) URL: "backend:8080"',
      'PROVIDER_STATES_SETUP_URL is not an http(s) URL: "/states"',
    ]);
  });

  it('--report is relative to the directory npm was run in (INIT_CWD)', () => {
    const parsed = parseRemoteArgs(['--report', 'out/verification.json'], {
      ...BASE,
      INIT_CWD: '/home/dev/backend',
    });
    expect(parsed.reportFile).toBe('/home/dev/backend/out/verification.json');
  });

  it.each(['PROVIDER_TOKEN', 'PROVIDER_TOKEN_COMMAND', 'PROVIDER_TOKEN_URL', 'PROVIDER_SESSION_COOKIE'])(
    'with %s, which the state setup replaced',
    (name) => {
      expect(parseRemoteArgs([], { ...BASE, [name]: 'x' }).problems).toEqual([
        `${name} is not read any more: the provider-state setup answers the tokens and the session cookie ` +
          '(contracts/PROVIDER-STATES.md)',
      ]);
    },
  );

  it('--include-mutating, from the flag or PACT_INCLUDE_MUTATING', () => {
    expect(parseRemoteArgs(['--include-mutating'], BASE).options?.includeMutating).toBe(true);
    expect(parseRemoteArgs([], { ...BASE, PACT_INCLUDE_MUTATING: 'true' }).options?.includeMutating).toBe(
      true,
    );
    expect(parseRemoteArgs([], BASE).options?.includeMutating).toBe(false);
  });

  it('--publish-results without a broker, a provider version or --include-mutating; unknown flags', () => {
    const parsed = parseRemoteArgs(['--publish-results', '--fast'], {
      ...BASE,
      PACT_BROKER_TIMEOUT_SECONDS: 'soon',
    });
    expect(parsed.problems).toEqual([
      'unknown argument "--fast"',
      'PACT_BROKER_BASE_URL is required (the Pact Broker, e.g. https://broker.example.com)',
      'PACT_BROKER_TIMEOUT_SECONDS must be a number of seconds above 0, not "soon"',
      '--publish-results needs PROVIDER_VERSION (the backend commit, e.g. its git sha)',
      '--publish-results needs --include-mutating: a published result says the whole pact is honoured, and ' +
        'safe mode replays only part of it',
    ]);
  });

  it('--from-broker needs no provider version, and BUILD_URL and PROVIDER_BRANCH are optional', () => {
    const parsed = parseRemoteArgs(['--from-broker'], {
      ...BASE,
      PACT_BROKER_BASE_URL: 'https://broker.example.com',
    });
    expect(parsed.problems).toEqual([]);
    expect(parsed.options?.broker).toEqual({
      url: 'https://broker.example.com',
      timeoutSeconds: 60,
      authorization: undefined,
      providerVersion: undefined,
      providerBranch: undefined,
      buildUrl: undefined,
      publish: false,
      includeWipPactsSince: '2026-01-01',
    });
  });

  it('publishing results passes the broker, its credentials, provider version and branch to the verification', () => {
    const parsed = parseRemoteArgs(['--publish-results', '--include-mutating', '--report', 'out.json'], {
      ...BASE,
      PACT_BROKER_BASE_URL: 'https://broker.example.com',
      PACT_BROKER_TOKEN: 'secret',
      PACT_BROKER_TIMEOUT_SECONDS: '5',
      PROVIDER_VERSION: 'abc123',
      PROVIDER_BRANCH: 'main',
      INIT_CWD: '/work',
    });
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
      includeWipPactsSince: '2026-01-01',
    });
  });
});
