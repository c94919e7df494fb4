import type { FastifyInstance, RouteOptions } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { isProtectedPath } from '../../src/plugins/auth.js';
import { PERSONAS } from '../../src/personas.js';
import { bearers } from '../helpers.js';

/**
 * Who before what: every protected route answers 403 to a persona without the modules it needs before it
 * looks at the request (an empty body, a broken body, a missing query), and lets a holder through to the
 * route's own answer (never a 403). The route table is collected as the app registers it, so a new route is
 * covered without touching this test; each route's modules are the ones it declares with its schema.
 */

interface Declared {
  anyOf?: string[];
  allOf?: string[];
}
interface Route {
  method: string;
  url: string;
  modules: Declared | undefined;
}

const routes: Route[] = [];
let app: FastifyInstance;
let dataDir: string;
let headers: Record<string, Record<string, string>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-mock-authz-'));
  app = await buildApp(testConfig({ dataDir, seedCustomers: 20, campaignEngine: false }), (instance) => {
    instance.addHook('onRoute', (route: RouteOptions) => {
      const schema = route.schema as Record<string, unknown> | undefined;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || !isProtectedPath(route.url)) continue;
        routes.push({ method, url: route.url, modules: schema?.['x-modules'] as Declared | undefined });
      }
    });
  });
  await app.ready();
  headers = await bearers(
    app,
    PERSONAS.map((persona) => persona.username),
  );
}, 60_000);

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const personaModules = (username: string) =>
  PERSONAS.find((persona) => persona.username === username)?.user.modules ?? [];

/** Whether the modules held meet the declaration: one of `anyOf`, every one of `allOf`. */
function holds(held: readonly string[], declared: Declared): boolean {
  if (declared.anyOf) return declared.anyOf.some((module) => held.includes(module));
  return (declared.allOf ?? []).every((module) => held.includes(module));
}

/** A call with nothing valid in it: parameters as `x1`, no query, an empty JSON body where one may go. */
function emptyCall(route: Route, persona: string) {
  const withBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
  return app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[A-Za-z0-9_]+/g, 'x1'),
    headers: headers[persona],
    ...(withBody ? { payload: {} } : {}),
  });
}

describe('every protected route checks who before what', () => {
  it('each declares the modules it needs', () => {
    // Dozens of routes: an empty table would make the checks below vacuous.
    expect(routes.length).toBeGreaterThan(30);
    const undeclared = routes.filter(
      ({ modules }) =>
        !modules ||
        (modules.anyOf === undefined) === (modules.allOf === undefined) ||
        (modules.anyOf !== undefined && modules.anyOf.length === 0),
    );
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('answers 403 naming the modules to every persona without them, before any 400; never 403 to a holder', async () => {
    const failures: string[] = [];
    let refusals = 0;
    for (const route of routes) {
      const declared = route.modules ?? {};
      const needed = declared.anyOf ?? declared.allOf ?? [];
      for (const persona of PERSONAS) {
        const response = await emptyCall(route, persona.username);
        const name = `${route.method} ${route.url} as ${persona.username}`;
        if (!holds(persona.user.modules, declared)) {
          refusals += 1;
          const message = response.json<{ message?: string }>().message ?? '';
          if (response.statusCode !== 403 || !needed.every((module) => message.includes(module)))
            failures.push(`${name} → ${response.statusCode} ${message.slice(0, 120)}`);
        } else if (response.statusCode === 403 || response.statusCode >= 500) {
          failures.push(
            `${name} (holds the modules) → ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    // helpdesk and nobody hold no module: they alone are refused once per route.
    expect(refusals).toBeGreaterThanOrEqual(routes.length * 2);
  });

  it('the reported calls: POST /api/campaigns and /api/reports/request with an empty body', async () => {
    const cases = [
      { url: '/api/campaigns', module: 'crm.campaign.add' },
      { url: '/api/reports/request', module: 'crm.report.request' },
    ];
    for (const { url, module } of cases) {
      for (const persona of ['approver', 'dataentry', 'viewer', 'helpdesk', 'nobody']) {
        const response = await app.inject({ method: 'POST', url, headers: headers[persona], payload: {} });
        expect(response.statusCode, `${url} as ${persona}`).toBe(403);
        expect(response.json()).toEqual({
          message: `Forbidden: this call requires one of the modules ${module}`,
        });
      }
      for (const persona of ['marketer', 'admin']) {
        expect(personaModules(persona)).toContain(module);
        const response = await app.inject({ method: 'POST', url, headers: headers[persona], payload: {} });
        expect(response.statusCode, `${url} as ${persona}`).toBe(400);
      }
    }
  });

  it('a body that is not even JSON, or a query that is wrong, is refused as the call is: 403 first', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: { ...headers.viewer, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(403);
    const query = await app.inject({
      method: 'GET',
      url: '/api/lists?property=nope',
      headers: headers.dataentry,
    });
    expect(query.statusCode).toBe(403);
    // The holder gets the route's own answer to the same request.
    const held = await app.inject({
      method: 'GET',
      url: '/api/lists?property=nope',
      headers: headers.marketer,
    });
    expect(held.statusCode).toBe(400);
  });

  it('approve, reject and stop need all three modules: two are not enough, and the 403 names the missing one', async () => {
    const stateChange = (persona: string) =>
      app.inject({ method: 'POST', url: '/api/campaigns/state', headers: headers[persona], payload: {} });
    const response = await stateChange('marketer');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Forbidden: this call requires all of the modules crm.campaign.list.approve, crm.campaign.list.reject, crm.campaign.list.stop (missing crm.campaign.list.approve, crm.campaign.list.reject, crm.campaign.list.stop)',
    );
    const approver = await stateChange('approver');
    expect(approver.statusCode).toBe(400);
  });
});

describe('a protected route must declare its modules', () => {
  it('registering one without them fails at once', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'crm-mock-authz-'));
    const built = await buildApp(testConfig({ dataDir: dir, seedCustomers: 5, campaignEngine: false }));
    try {
      expect(() => built.get('/api/undeclared', async () => ({}))).toThrow(
        'GET /api/undeclared: a protected route declares the modules it needs',
      );
      // A public path needs none.
      expect(() => built.get('/__mock/anything-new', async () => ({}))).not.toThrow();
    } finally {
      await built.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
