import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../helpers.js';

/** The reference implementation of the provider-state setup call (contracts/PROVIDER-STATES.md). */

const URL = '/__pact/provider-states';
let test: TestApp;

beforeEach(async () => {
  test = await makeApp({ campaignEngine: false });
});
afterEach(async () => {
  await test.close();
});

const post = (body: unknown) => test.app.inject({ method: 'POST', url: URL, payload: body as object });

describe('/__pact/provider-states', () => {
  it('declares itself a test instance and lists the states it sets up', async () => {
    const response = await test.app.inject({ method: 'GET', url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ testInstance: true });
    expect(response.json().states).toContain('a customer with id {id} exists');
  });

  it("sets a state up from the params Pact sends, and answers a live token of the state's persona", async () => {
    const setup = await post({
      state: 'no customer with id {id} exists',
      params: { id: 1 },
      action: 'setup',
    });
    expect(setup.statusCode).toBe(200);
    expect(test.app.store.state.customers.records['1']).toBeUndefined();
    expect(test.app.auth.authenticate(setup.json().accessToken)?.username).toBe('dataentry');
    // A state naming no persona answers admin's token; one naming a persona by parameter, that persona's.
    const admin = await post({ state: 'campaigns exist', params: {}, action: 'setup' });
    expect(test.app.auth.authenticate(admin.json().accessToken)?.username).toBe('admin');
    const viewer = await post({ state: 'the signed-in user is {persona}', params: { persona: 'viewer' } });
    expect(test.app.auth.authenticate(viewer.json().accessToken)?.username).toBe('viewer');
  });

  it('answers the token a state plants, a token never issued, and the provider cookie of a session state', async () => {
    const planted = await post({
      state: 'admin holds a live refresh token',
      params: { access_token: 'planted-access', refresh_token: 'planted-refresh' },
      action: 'setup',
    });
    expect(planted.json()).toEqual({ accessToken: 'planted-access' });
    const unissued = await post({ state: 'the bearer token is not one the backend issued', params: {} });
    expect(test.app.auth.authenticate(unissued.json().accessToken)).toBeUndefined();
    const session = await post({ state: 'admin has a live login-provider session', params: {} });
    expect(session.json().cookie).toMatch(/^crm_sso=\S+$/);
    expect(test.app.auth.authenticate(session.json().accessToken)?.username).toBe('admin');
    const teardown = await post({ state: 'customers exist', params: {}, action: 'teardown' });
    expect(teardown.json()).toEqual({});
  });

  it('the first setup after a teardown starts from the seed again', async () => {
    await post({ state: 'no customer with id {id} exists', params: { id: 1 }, action: 'setup' });
    await post({ state: 'no customer with id {id} exists', params: { id: 1 }, action: 'teardown' });
    expect(test.app.store.state.customers.records['1']).toBeUndefined();
    await post({ state: 'customers exist', params: {}, action: 'setup' });
    expect(test.app.store.state.customers.records['1']).toBeDefined();
  });

  it("without teardowns, the first setup after the interaction's request starts from the seed again", async () => {
    // The states of one interaction build on each other: no reset between them.
    const first = await post({
      state: 'no customer with id {id} exists',
      params: { id: 1 },
      action: 'setup',
    });
    await post({
      state: 'the signed-in user is {persona}',
      params: { persona: 'marketer' },
      action: 'setup',
    });
    expect(test.app.store.state.customers.records['1']).toBeUndefined();
    // The interaction's request (any call but the state-change one).
    await test.app.inject({
      method: 'GET',
      url: '/api/customers',
      headers: { authorization: `Bearer ${first.json().accessToken}` },
    });
    await post({ state: 'customers exist', params: {}, action: 'setup' });
    expect(test.app.store.state.customers.records['1']).toBeDefined();
  });

  it('a setup that fails ends the interaction: the next setup starts from the seed again', async () => {
    await post({ state: 'no customer with id {id} exists', params: { id: 1 }, action: 'setup' });
    const failing = await post({ state: 'a customer with id {id} exists', params: { id: 999999 } });
    expect(failing.statusCode).toBe(500);
    await post({ state: 'customers exist', params: {}, action: 'setup' });
    expect(test.app.store.state.customers.records['1']).toBeDefined();
  });

  it('a bad request is a 400 naming the state and the reason: unknown state, bad action, missing parameter', async () => {
    const unknown = await post({ state: 'the moon is full', action: 'setup' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message:
        'Provider state "the moon is full" failed: it is not a state of the crm-web pact (see contracts/PROVIDER-STATES.md)',
      state: 'the moon is full',
    });
    const action = await post({ state: 'customers exist', action: 'delete' });
    expect(action.statusCode).toBe(400);
    expect(action.json()).toEqual({
      message:
        'Provider state "customers exist" failed: the request body is invalid: action must be one of setup, teardown.',
      state: 'customers exist',
    });
    const missing = await post({ state: 'a customer with id {id} exists', params: {}, action: 'setup' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Provider state "a customer with id {id} exists" failed: the parameter "id" is missing',
      state: 'a customer with id {id} exists',
    });
    const nameless = await post({ params: {}, action: 'setup' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toEqual({
      message: 'Provider state setup failed: the request body is invalid: state is required.',
      state: null,
    });
  });

  it('a setup that fails is a 500 naming the state and the reason', async () => {
    const failing = await post({
      state: 'a customer with id {id} exists',
      params: { id: 999999 },
      action: 'setup',
    });
    expect(failing.statusCode).toBe(500);
    expect(failing.json()).toEqual({
      message: 'Provider state "a customer with id {id} exists" failed: the seed has no customer 999999',
      state: 'a customer with id {id} exists',
    });
  });

  it('a reset that fails is a 500 naming the state and the reason too (the reset is inside the setup)', async () => {
    // The reports folder becomes a plain file: the seed cannot write its report files there.
    const folder = path.join(test.app.config.dataDir, 'reports');
    // The report worker may write into the folder while it is removed, or recreate it before the file is
    // written (a report of the seed generating): retry until the plain file stands in its place.
    const RACES = new Set(['EISDIR', 'ENOTEMPTY', 'EEXIST']);
    for (let attempt = 1; ; attempt += 1) {
      const placed = await rm(folder, { recursive: true, force: true })
        .then(() => writeFile(folder, 'not a folder'))
        .then(
          () => true,
          (error: NodeJS.ErrnoException) => {
            if (!RACES.has(error.code ?? '') || attempt === 50) throw error;
            return false;
          },
        );
      if (placed) break;
    }
    const failing = await post({ state: 'customers exist', params: {}, action: 'setup' });
    expect(failing.statusCode).toBe(500);
    expect(failing.json().state).toBe('customers exist');
    expect(failing.json().message).toMatch(
      /^Provider state "customers exist" failed: (EEXIST|ENOTDIR): .*reports/,
    );
    // Once the folder is back, the next setup resets and succeeds.
    await rm(folder);
    expect((await post({ state: 'customers exist', params: {}, action: 'setup' })).statusCode).toBe(200);
  });

  it('is not mounted when the control API is off', async () => {
    const off = await makeApp({ mockControl: false });
    try {
      expect((await off.app.inject({ method: 'GET', url: URL })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
