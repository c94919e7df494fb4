import type { RouteOptions } from 'fastify';
import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeApp, type TestApp } from '../helpers.js';

/**
 * Authentication is decided by the matched route, not by the URL text. Every route the app registers is
 * collected (an onRoute hook added to each Fastify instance as it is created), so a new route is covered
 * without touching this test; each protected one is called, without a token, by the URL spellings a router
 * or proxy may treat as the same path.
 */
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);

vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof FastifyModule>();
  const create = ((options?: Parameters<typeof original.default>[0]) => {
    const app = original.default(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof original.default;
  return { ...original, default: create, fastify: create };
});

/**
 * Route prefixes open without a token: the login provider (with its RFC 8414 metadata and icon), the control
 * API, the provider-state setup (mounted with the control API), health, the OpenAPI document and its rendered
 * reference (/api-docs and its scripts), and the SPA's config.
 */
const PUBLIC = [
  /^\/oauth\//,
  /^\/\.well-known\/oauth-authorization-server$/,
  /^\/favicon\.ico$/,
  /^\/__mock\//,
  /^\/__pact\//,
  /^\/openapi\.json$/,
  /^\/api-docs(\/\*)?$/,
  /^\/healthz$/,
  /^\/config\.js$/,
  /^\/$/,
];

let ctx: TestApp;
beforeAll(async () => {
  ctx = await makeApp();
});
afterAll(async () => {
  await ctx.close();
});

/** A concrete path for a route pattern: parameters and wildcards filled in. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, 'x1').replace(/\*/g, 'x1');
}

function variants(path: string): Record<string, string> {
  const [, first = '', ...rest] = path.split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  const hex = (char: string) => `%${char.charCodeAt(0).toString(16)}`;
  const encodedLastLetter = path.replace(
    /([a-z])([^a-z]*)$/,
    (_m, letter: string, after: string) => hex(letter) + after,
  );
  return {
    'percent-encoded first letter': `/${hex(first[0] ?? 'a')}${first.slice(1)}${tail}`,
    'percent-encoded letter at the end': encodedLastLetter,
    'every letter percent-encoded in the first segment': `/${[...first].map(hex).join('')}${tail}`,
    'double leading slash': `/${path}`,
    'dot segment': `/${first}/.${tail || '/'}`,
    'dot-dot segment': `/${first}/zz/..${tail || '/'}`,
    'upper case': `/${first.toUpperCase()}${tail}`,
    'trailing slash': `${path}/`,
    'query string': `${path}?x=1`,
  };
}

describe('every protected route refuses a call without a token, however its URL is spelled', () => {
  it('collected the route table', () => {
    const protectedRoutes = registered.filter((route) => !PUBLIC.some((pattern) => pattern.test(route.url)));
    // The resource server has dozens of routes; an empty table would make the checks below vacuous.
    expect(protectedRoutes.length).toBeGreaterThan(20);
    expect(registered.some((route) => route.url === '/api-admin/clients/divisions/:id')).toBe(true);
  });

  it('answers 401 (never data, never 403) for each route and spelling', async () => {
    const protectedRoutes = registered.filter(
      (route) => route.method !== 'HEAD' && !PUBLIC.some((pattern) => pattern.test(route.url)),
    );
    const failures: string[] = [];
    for (const route of protectedRoutes) {
      const path = concrete(route.url);
      const spellings = { canonical: path, ...variants(path) };
      for (const [name, url] of Object.entries(spellings)) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        // Spellings the router maps onto the route must be refused as the route is; others match nothing
        // and must not reveal anything either: 401 (looks protected) or a bare 404.
        const ok = response.statusCode === 401 || (response.statusCode === 404 && name !== 'canonical');
        if (!ok)
          failures.push(
            `${route.method} ${url} (${name}) → ${response.statusCode} ${response.body.slice(0, 80)}`,
          );
        if (response.statusCode === 404) expect(Object.keys(response.json())).toEqual(['message']);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 for the reported leak and for percent-encoded /api routes', async () => {
    for (const url of [
      '/%61pi-admin/clients/divisions/div-marketing',
      '/%61pi/customers',
      '/%61pi/reports',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['www-authenticate']).toContain('Bearer');
    }
  });

  it('unmatched paths that look protected are 401 without a token, 404 with one', async () => {
    for (const url of ['/API/customers', '//api/nothing-here', '/api/./nothing', '/%41PI/x', '/api/']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/nothing-here' })).statusCode).toBe(404);
  });
});
