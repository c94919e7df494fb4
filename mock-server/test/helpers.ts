import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig, type MockConfig } from '../src/config.js';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Builds the app on a fresh temporary data folder; close() stops it and removes the folder. */
export async function makeApp(
  overrides: Partial<MockConfig> = {},
  /** Registers extra (test-only) routes before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-mock-test-'));
  const app = await buildApp(testConfig({ dataDir, ...overrides }));
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of each test, closed after it (and before the next start in the same test): call once at the top of
 * a test file, then `const { app, marketer } = await start({ campaignEngine: false }, ['marketer'])` in a test.
 */
export function appPerTest() {
  let current: TestApp | undefined;
  const close = async () => {
    await current?.close();
    current = undefined;
  };
  afterEach(close);
  return async <const Persona extends string>(
    overrides: Partial<MockConfig> = {},
    personas: readonly Persona[] = [],
  ) => {
    await close();
    current = await makeApp(overrides);
    return { app: current.app, ...(await bearers(current.app, personas)) };
  };
}

/** A fresh app before each test of the file, closed after it: read `.app` inside a test. */
export function appBeforeEach(overrides: Partial<MockConfig> = {}): { readonly app: FastifyInstance } {
  let current: TestApp | undefined;
  beforeEach(async () => {
    current = await makeApp(overrides);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get app() {
      if (!current) throw new Error('the app exists inside a test only');
      return current.app;
    },
  };
}

export const CLIENT = { client_id: 'crm-web', client_secret: 'crm-web-secret', tenant_id: 'crm-backoffice' };
export const REDIRECT_URI = 'http://localhost:5173/auth/callback';

export function authorizeQuery(overrides: Record<string, string | undefined> = {}): string {
  const params: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: CLIENT.client_id,
    redirect_uri: REDIRECT_URI,
    state: 'state-123',
    tenant_id: CLIENT.tenant_id,
    ...overrides,
  };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  return search.toString();
}

export function form(fields: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) search.set(key, value);
  return search.toString();
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'crm_sso');
  if (!cookie) throw new Error('no provider session cookie was set');
  return `crm_sso=${cookie.value}`;
}

/** Signs in through login_hint and returns the code, state and provider session cookie. */
export async function authorize(app: FastifyInstance, username: string, state = 'state-123') {
  const response = await app.inject({
    method: 'GET',
    url: `/oauth/authorize?${authorizeQuery({ login_hint: username, state })}`,
  });
  if (response.statusCode !== 302)
    throw new Error(`authorize failed: ${response.statusCode} ${response.body}`);
  const location = new URL(response.headers.location as string);
  return {
    code: location.searchParams.get('code') as string,
    state,
    cookie: sessionCookie(response),
    location,
  };
}

/** POST /oauth/token with a form of `fields`; `cookie`, the provider session's, where the grant needs it. */
export async function tokenRequest(
  app: FastifyInstance,
  fields: Record<string, string | undefined>,
  cookie?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie === undefined ? {} : { cookie }),
    },
    payload: form(fields),
  });
}

/** A full sign-in: authorize + code exchange. Returns the token response and the provider cookie. */
export async function signIn(app: FastifyInstance, username: string) {
  const { code, state, cookie } = await authorize(app, username);
  const response = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: CLIENT.client_id,
    code_verifier: state,
    client_secret: CLIENT.client_secret,
  });
  if (response.statusCode !== 200) throw new Error(`token exchange failed: ${response.body}`);
  return {
    tokens: response.json<{ access_token: string; refresh_token: string; expires_in: number }>(),
    cookie,
  };
}

/** Authorization header for a persona (signs in first). */
export async function bearer(app: FastifyInstance, username: string): Promise<Record<string, string>> {
  const { tokens } = await signIn(app, username);
  return { authorization: `Bearer ${tokens.access_token}` };
}

/** Authorization headers for several personas (signed in side by side), keyed by persona. */
export async function bearers<const Persona extends string>(
  app: FastifyInstance,
  personas: readonly Persona[],
): Promise<Record<Persona, Record<string, string>>> {
  const headers = await Promise.all(personas.map((persona) => bearer(app, persona)));
  return Object.fromEntries(personas.map((persona, index) => [persona, headers[index]])) as Record<
    Persona,
    Record<string, string>
  >;
}
