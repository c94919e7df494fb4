import type { RouteOptions } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import { isProtectedPath } from '../../src/plugins/auth.js';
import { bearer } from '../helpers.js';

/**
 * RFC 9110 section 15.5.6: a method a known path does not serve is a 405 with `Allow` naming the methods it
 * serves (a 404 only for a path nothing serves). Table-driven over every route the app registers (collected
 * with an onRoute hook), so a new route is covered without touching this test. A protected path without a
 * token stays a 401: the 405 would tell a caller without a token that the path exists.
 */

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

let app: Awaited<ReturnType<typeof buildApp>>;
let dataDir: string;
let webDist: string;
let admin: Record<string, string>;
/** The `Allow` header of the 405 that `method` on `url` answers the admin with. */
async function allowOf405(method: 'POST' | 'DELETE', url: string) {
  const response = await app.inject({ method, url, headers: admin });
  expect(response.statusCode, `${method} ${url}`).toBe(405);
  return response.headers.allow;
}

/** Route pattern → the methods registered for it. */
const table = new Map<string, Set<string>>();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-mock-405-'));
  // With the built SPA served, so that its catch-all static route is in the table too.
  webDist = await mkdtemp(path.join(os.tmpdir(), 'crm-mock-405-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>CRM</title>');
  app = await buildApp(testConfig({ dataDir, webDist }), (instance) => {
    instance.addHook('onRoute', (route: RouteOptions) => {
      const methods = table.get(route.url) ?? new Set<string>();
      for (const method of [route.method].flat()) methods.add(method);
      table.set(route.url, methods);
    });
  });
  await app.ready();
  admin = await bearer(app, 'admin');
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(webDist, { recursive: true, force: true });
});

/** A concrete path for a route pattern. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1');

/**
 * The methods served at a concrete path: those of every route whose pattern matches it (`GET
 * /api/campaigns/filter` is served, as campaign id "filter", by `GET /api/campaigns/:id`).
 */
function servedAt(target: string): Set<string> {
  const served = new Set<string>();
  for (const [url, methods] of table) {
    if (url.includes('*')) continue;
    const pattern = new RegExp(`^${url.replace(/[.]/g, '\\.').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);
    if (pattern.test(target)) for (const method of methods) served.add(method);
  }
  return served;
}

describe('405 with Allow for a method a known path does not serve', () => {
  it('answers every unserved method of every route with 405 and the served methods in Allow', async () => {
    const routes = [...table].filter(([url]) => !url.includes('*'));
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let checked = 0;
    for (const [url] of routes) {
      const target = concrete(url);
      const served = servedAt(target);
      const expected = METHODS.filter((method) => served.has(method)).join(', ');
      for (const method of METHODS.filter((candidate) => !served.has(candidate))) {
        const response = await app.inject({ method, url: target, headers: admin });
        checked += 1;
        const allow = response.headers.allow;
        if (response.statusCode !== 405 || allow !== expected)
          failures.push(
            `${method} ${target} → ${response.statusCode} Allow: ${String(allow)} (want ${expected})`,
          );
        // A HEAD response has no body (light-my-request 6.8 strips it as HTTP does).
        else if (method !== 'HEAD')
          expect(response.json().message).toBe(
            `Method ${method} is not allowed on ${target}: use ${expected}`,
          );
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('answers before reading the body: a malformed body to an unserved method is still a 405', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/customers',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
  });

  it('reads the path as the router does: an encoded spelling of a route gets the same answer', async () => {
    expect(await allowOf405('DELETE', '/%61pi/campaigns/7/summary')).toBe('GET, HEAD');
    // The query is not part of the path.
    expect(await allowOf405('POST', '/message-template/?account_id=1')).toBe('GET, HEAD');
  });

  it('keeps 404 for a path nothing serves, whatever the method (the SPA catch-all does not count)', async () => {
    for (const method of ['POST', 'DELETE', 'PATCH'] as const) {
      for (const url of ['/nothing-here', '/campaign/detail', '/assets/app.js']) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.headers.allow).toBeUndefined();
      }
    }
    const unknownApi = await app.inject({ method: 'PATCH', url: '/api/nothing-here', headers: admin });
    expect(unknownApi.statusCode).toBe(404);
    // Spellings the router does not map onto a route stay unknown paths.
    const doubled = await app.inject({ method: 'PATCH', url: '//api/customers', headers: admin });
    expect(doubled.statusCode).toBe(404);
  });

  it('answers 401, never 405, on a protected path without a live token: the method reveals nothing', async () => {
    const protectedRoutes = [...table].filter(([url]) => isProtectedPath(url));
    expect(protectedRoutes.length).toBeGreaterThan(20);
    for (const [url, served] of protectedRoutes) {
      const method = METHODS.find((candidate) => !served.has(candidate)) as string;
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
        const response = await app.inject({ method: method as 'PATCH', url: concrete(url), headers });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.headers.allow).toBeUndefined();
      }
    }
  });
});
