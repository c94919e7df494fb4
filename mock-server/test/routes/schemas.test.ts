import type { FastifyInstance, RouteOptions } from 'fastify';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE, renderOpenApiDocument } from '../../src/openapiDocument.js';
import { isProtectedPath } from '../../src/plugins/auth.js';
import { bearer, makeApp, type TestApp } from '../helpers.js';

/**
 * Table-driven over every route the mock registers (collected with onRoute): each declares its schemas, and
 * each refuses unknown fields, wrong types, over-long strings, one-element arrays for strings and
 * __proto__/constructor keys with a 400 `{ message }` that names the field.
 */

type Schema = Record<string, unknown>;

interface Route {
  method: string;
  url: string;
  schema?: { body?: Schema; querystring?: Schema; params?: Schema; hide?: boolean };
}

const routes: Route[] = [];
let test: TestApp;
let app: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  test = await makeApp();
  app = test.app;
  headers = await bearer(app, 'admin');
}, 60_000);

afterAll(async () => {
  await test?.close();
});

// The route table: a second app with an onRoute hook registered before its routes.
async function collectRoutes(): Promise<Route[]> {
  const { buildApp } = await import('../../src/app.js');
  const { testConfig } = await import('../../src/config.js');
  const { mkdtemp, rm } = await import('node:fs/promises');
  const os = await import('node:os');
  const path = await import('node:path');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-mock-routes-'));
  const collected: Route[] = [];
  const built = await buildApp(testConfig({ dataDir }), (instance) => {
    instance.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        collected.push({ method, url: route.url, schema: route.schema as Route['schema'] });
      }
    });
  });
  await built.close();
  await rm(dataDir, { recursive: true, force: true });
  return collected;
}

/** The API routes: everything but the control API, the SPA fallback and static assets. */
function isApiRoute(route: Route): boolean {
  return /^\/(api|api-admin|message-template|download-file|oauth\/(authorize|token|logout))(\/|$)/.test(
    route.url,
  );
}

const props = (schema: Schema | undefined): Record<string, Schema> =>
  (schema?.properties as Record<string, Schema> | undefined) ?? {};

/**
 * The object branch of a body schema (bodies may be `object | null`); for a list item that is one of several
 * shapes (a filter: one branch per kind of name), its first shape.
 */
function objectSchema(schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  const shapes = schema.oneOf as Schema[] | undefined;
  if (shapes?.[0]) return objectSchema(shapes[0]);
  if (schema.type === 'object') return schema;
  const branches = (schema.anyOf as Schema[] | undefined) ?? [];
  return branches.find((branch) => branch.type === 'object');
}

const types = (schema: Schema): string[] => {
  if (schema.anyOf) return (schema.anyOf as Schema[]).flatMap(types);
  if (schema.enum) return ['string'];
  return [typeof schema.type === 'string' ? schema.type : 'any'];
};

/** A value valid for a (simple) schema. */
function sample(schema: Schema): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const first = (schema.anyOf as Schema[] | undefined)?.[0] ?? schema;
  switch (first.type) {
    case 'string':
      return 'x';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return minimalBody(first);
    default:
      return null;
  }
}

function minimalBody(schema: Schema): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of (schema.required as string[] | undefined) ?? [])
    body[key] = sample(props(schema)[key] ?? {});
  return body;
}

/** The first property that takes only a text (no list, no object), preferring a free text to a closed list. */
function textProperty(schema: Schema): [string, Schema] | undefined {
  const texts = Object.entries(props(schema)).filter(([, property]) => {
    const kinds = types(property);
    return (
      kinds.includes('string') &&
      !kinds.includes('array') &&
      !kinds.includes('object') &&
      !kinds.includes('any')
    );
  });
  return texts.find(([, property]) => !property.enum) ?? texts[0];
}

/**
 * Where to put a text in a body: a text field at the top, or in the first item of a list of objects
 * (`filters[0].value`). Returns the field's path, its schema and a body builder.
 */
function textSlot(schema: Schema, base: Record<string, unknown>) {
  const top = textProperty(schema);
  if (top) {
    const [name, property] = top;
    return { name, property, body: (value: unknown) => ({ ...base, [name]: value }) };
  }
  for (const [listName, list] of Object.entries(props(schema))) {
    const items = objectSchema(
      ((list.anyOf as Schema[] | undefined)?.[0] ?? list).items as Schema | undefined,
    );
    const inner = items && textProperty(items);
    if (!inner) continue;
    const [name, property] = inner;
    return {
      name: `${listName}[0].${name}`,
      property,
      body: (value: unknown) => ({ ...base, [listName]: [{ ...minimalBody(items), [name]: value }] }),
    };
  }
  return undefined;
}

function maxLengthOf(schema: Schema): number | undefined {
  if (typeof schema.maxLength === 'number') return schema.maxLength;
  for (const branch of (schema.anyOf as Schema[] | undefined) ?? []) {
    if (typeof branch.maxLength === 'number') return branch.maxLength;
  }
  return undefined;
}

/** A text valid for a (simple) text schema: one of a few candidates that its pattern accepts. */
function validText(schema: Schema): string {
  if (Array.isArray(schema.enum)) return String(schema.enum[0]);
  if (typeof schema.pattern !== 'string') return 'x';
  const pattern = new RegExp(schema.pattern, 'u');
  return ['1', 'city', 'x', '2024-01-01'].find((candidate) => pattern.test(candidate)) ?? 'x';
}

/** The required parameters of a querystring schema, each with a valid value. */
function requiredQuery(schema: Schema | undefined): string {
  const required = (schema?.required as string[] | undefined) ?? [];
  return required
    .map((name) => `&${name}=${encodeURIComponent(validText(props(schema)[name] ?? {}))}`)
    .join('');
}

function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z]+/g, '1');
}

async function send(route: Route, payload: unknown, query = '') {
  return app.inject({
    method: route.method as 'POST',
    url: `${concreteUrl(route.url)}${query}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('every route declares its schemas', () => {
  it('collects the route table and finds schemas on every API route', async () => {
    routes.push(...(await collectRoutes()));
    const api = routes.filter(isApiRoute);
    expect(api.length).toBeGreaterThan(30);
    const missing = api.filter((route) => !route.schema || !('response' in (route.schema as object)));
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    // Inputs: every route with parameters declares them; every JSON body is closed.
    for (const route of api) {
      if (route.url.includes(':')) expect(route.schema?.params, `${route.method} ${route.url}`).toBeDefined();
      const body = objectSchema(route.schema?.body);
      if (body && !route.url.startsWith('/oauth') && !body['x-multipart']) {
        expect(body.additionalProperties, `${route.method} ${route.url}`).toBe(false);
      }
    }
  }, 60_000);

  it('refuses unknown fields, wrong types, over-long texts and one-element arrays in JSON bodies, naming the field', async () => {
    const bodies = routes.filter((route) => {
      const body = objectSchema(route.schema?.body);
      return isApiRoute(route) && body && !route.url.startsWith('/oauth') && !body['x-multipart'];
    });
    expect(bodies.length).toBeGreaterThanOrEqual(10);
    for (const route of bodies) {
      const label = `${route.method} ${route.url}`;
      const schema = objectSchema(route.schema?.body) as Schema;
      const base = minimalBody(schema);

      const unknown = await send(route, { ...base, zz_unknown_field: 1 });
      expect(unknown.statusCode, label).toBe(400);
      expect(unknown.json().message, label).toContain('zz_unknown_field');

      const slot = textSlot(schema, base);
      expect(slot, `${label} has a text field`).toBeDefined();
      const { name, property, body } = slot as NonNullable<typeof slot>;

      const wrongType = await send(route, body({ not: 'a text' }));
      expect(wrongType.statusCode, label).toBe(400);
      expect(wrongType.json().message, label).toContain(name);

      const array = await send(route, body(['x']));
      expect(array.statusCode, `${label} ${name}: ['x']`).toBe(400);
      expect(array.json().message, label).toContain(name);

      const max = maxLengthOf(property);
      expect(max, `${label} ${name} has a maxLength`).toBeDefined();
      const long = await send(route, body('x'.repeat((max as number) + 1)));
      expect(long.statusCode, label).toBe(400);
      expect(long.json().message, label).toContain(name);
      // (A closed list of values says so instead: the over-long text is none of them.)
      if (!property.enum) expect(long.json().message, label).toContain(`at most ${String(max)} characters`);
    }
  }, 120_000);

  it('refuses __proto__ and constructor keys, top level and nested, on every route that takes a body', async () => {
    const posts = routes.filter((route) => isApiRoute(route) && ['POST', 'PUT'].includes(route.method));
    for (const route of posts) {
      if (route.url === '/api/files') continue; // multipart: no JSON body
      for (const key of ['__proto__', 'constructor']) {
        for (const raw of [`{"${key}": {"isAdmin": true}}`, `{"filters": [{"${key}": {"x": 1}}]}`]) {
          const response = await send(route, raw);
          expect(response.statusCode, `${route.method} ${route.url} ${raw}`).toBe(400);
          expect(response.json().message, `${route.method} ${route.url}`).toContain(`"${key}"`);
        }
      }
    }
    // Form bodies (the token endpoint) too.
    const form = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token&constructor=x',
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain('constructor');
  }, 120_000);

  it('refuses unknown and over-long query parameters, and over-long path parameters', async () => {
    const queries = routes.filter((route) => isApiRoute(route) && route.schema?.querystring);
    const closed = queries.filter((route) => !route.url.startsWith('/oauth'));
    expect(closed.length).toBeGreaterThanOrEqual(3);
    for (const route of closed) {
      const label = `${route.method} ${route.url}`;
      const unknown = await app.inject({
        method: 'GET',
        url: `${concreteUrl(route.url)}?zz_unknown=1${requiredQuery(route.schema?.querystring)}`,
        headers,
      });
      expect(unknown.statusCode, label).toBe(400);
      expect(unknown.json().message, label).toContain('zz_unknown');
      const [name, property] = Object.entries(props(route.schema?.querystring))[0] as [string, Schema];
      const long = 'x'.repeat((maxLengthOf(property) as number) + 1);
      const tooLong = await app.inject({
        method: 'GET',
        url: `${concreteUrl(route.url)}?${name}=${long}`,
        headers,
      });
      expect(tooLong.statusCode, label).toBe(400);
      expect(tooLong.json().message, label).toContain(name);
      const twice = await app.inject({
        method: 'GET',
        url: `${concreteUrl(route.url)}?${name}=a&${name}=b`,
        headers,
      });
      expect(twice.statusCode, `${label} repeated`).toBe(400);
    }
    for (const route of routes.filter((entry) => isApiRoute(entry) && entry.url.includes(':'))) {
      const [name, property] = Object.entries(props(route.schema?.params))[0] as [string, Schema];
      const long = 'x'.repeat((maxLengthOf(property) as number) + 1);
      const url = route.url.replace(`:${name}`, long).replace(/:[A-Za-z]+/g, '1');
      const response = await app.inject({ method: route.method as 'GET', url, headers });
      if (long.length > 100) {
        // Over Fastify's maxParamLength (100): refused before routing.
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(414);
        continue;
      }
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(response.json().message, `${route.method} ${route.url}`).toContain(name);
    }
  }, 120_000);
});

describe('a call without a body', () => {
  it('the customer detail takes none: nothing (of any type) is fine, a body is a 400', async () => {
    const url = '/api/customers/1';
    for (const type of [undefined, 'application/json', 'application/octet-stream']) {
      const empty = await app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
      });
      expect(empty.statusCode, String(type)).toBe(200);
    }
    const withBody = await app.inject({ method: 'POST', url, headers, payload: { id: 2 } });
    expect(withBody.statusCode).toBe(400);
    expect(withBody.json().message).toBe('This call takes no body.');
  });
});

describe('the OpenAPI document', () => {
  it('is served at /openapi.json, without a token, and lists the API', async () => {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.0.3');
    expect(Object.keys(document.paths)).toContain('/api/campaigns/filter');
    expect(Object.keys(document.paths).some((path) => path.startsWith('/__mock'))).toBe(false);
    // Every bearer-protected operation documents 401 and 403.
    for (const [path, operations] of Object.entries(
      document.paths as Record<string, Record<string, Schema>>,
    )) {
      // The login provider's routes (/oauth, RFC 8414 metadata) need no bearer token.
      if (!isProtectedPath(path)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        expect(Object.keys(operation.responses as object), `${method} ${path}`).toEqual(
          expect.arrayContaining(['401', '403']),
        );
      }
    }
  });

  it('is committed current as contracts/openapi.json (npm run openapi -w mock-server rewrites it)', async () => {
    const committed = await readFile(OPENAPI_FILE, 'utf8');
    expect(committed).toBe(await renderOpenApiDocument());
  }, 60_000);
});
