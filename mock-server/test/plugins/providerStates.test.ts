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

  it('sets a state up from the params Pact sends, and answers the provider cookie of a session state', async () => {
    const setup = await post({
      state: 'no customer with id {id} exists',
      params: { id: 1 },
      action: 'setup',
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toEqual({});
    expect(test.app.store.state.customers.records['1']).toBeUndefined();
    const session = await post({
      state: 'admin has a live login-provider session',
      params: {},
      action: 'setup',
    });
    expect(session.json().cookie).toMatch(/^crm_sso=\S+$/);
  });

  it('the first setup after a teardown starts from the seed again', async () => {
    await post({ state: 'no customer with id {id} exists', params: { id: 1 }, action: 'setup' });
    await post({ state: 'no customer with id {id} exists', params: { id: 1 }, action: 'teardown' });
    expect(test.app.store.state.customers.records['1']).toBeUndefined();
    await post({ state: 'customers exist', params: {}, action: 'setup' });
    expect(test.app.store.state.customers.records['1']).toBeDefined();
  });

  it('refuses an unknown state and a bad action with a message; a failing setup is a 500 with its reason', async () => {
    const unknown = await post({ state: 'the moon is full', action: 'setup' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Unknown provider state "the moon is full": see contracts/PROVIDER-STATES.md',
    );
    expect((await post({ state: 'customers exist', action: 'delete' })).statusCode).toBe(400);
    const failing = await post({
      state: 'a customer with id {id} exists',
      params: { id: 999999 },
      action: 'setup',
    });
    expect(failing.statusCode).toBe(500);
    expect(failing.json().message).toContain('the seed has no customer 999999');
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
