import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { generateSync } from 'json-schema-faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../src/openapiDocument.js';
import { bearer, makeApp, type TestApp } from '../helpers.js';

/**
 * Requests generated from the API document (contracts/openapi.json), valid and invalid, for every operation:
 * json-schema-faker generates values from the documented schemas (seeded, so a failure replays), fast-check
 * drives the seeds and the choice of what to break, and shrinks a failing case. Every answer must be one the
 * document lists (status and body schema), none a 5xx, and every request the document calls invalid (judged
 * by Ajv against the document itself, not by the server's own schemas) must get a 4xx.
 */

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: Json;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
  security?: unknown[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  security?: unknown[];
}

/** A request as generated: the values of each parameter and the body, before it is put on the wire. */
interface Request {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body: unknown;
  /** What was broken to make it invalid (for the failure message). */
  broken?: string;
}

/** Generated cases per operation: each is one valid request and one request with one thing broken. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20_231);

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

/**
 * The document's OpenAPI 3.0 schema as JSON Schema for the generator and Ajv: `nullable` becomes a null type,
 * annotations go (a discriminator only says which oneOf branch a value takes; the branches still decide).
 */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema);
  if (typeof value !== 'object' || value === null) return value;
  const out: Json = {};
  for (const [key, entry] of Object.entries(value as Json)) {
    if (key.startsWith('x-') || key === 'discriminator' || key === 'example' || key === 'description')
      continue;
    if (key === 'nullable') continue;
    out[key] = key === 'properties' ? mapValues(entry as Json, toJsonSchema) : toJsonSchema(entry);
  }
  if ((value as Json).nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
  }
  return out;
}

function mapValues(record: Json, map: (value: unknown) => unknown): Json {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

/** A path parameter is never empty: the path template needs a segment (an empty one is another path). */
function parameterSchema(parameter: Parameter): Json {
  const schema = toJsonSchema(parameter.schema) as Json;
  return parameter.in === 'path'
    ? { ...schema, minLength: Math.max(1, Number(schema.minLength ?? 0)) }
    : schema;
}

const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
const validators = new WeakMap<object, ValidateFunction>();
function validatorOf(schema: Json): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

function generate(schema: unknown, seed: number): unknown {
  return generateSync(schema as Parameters<typeof generateSync>[0], {
    seed,
    maxDefaultItems: 3,
    optionalsProbability: 0.5,
  });
}

/** The JSON (or form, or multipart) body schema of an operation, and its media type. */
function bodyOf(operation: Operation): { type: string; schema: Json; required: boolean } | undefined {
  const content = operation.requestBody?.content;
  if (!content) return undefined;
  const [type, media] = Object.entries(content)[0] ?? [];
  if (!type || !media?.schema) return undefined;
  return {
    type,
    schema: toJsonSchema(media.schema) as Json,
    required: operation.requestBody?.required === true,
  };
}

/** Whether the document calls the request invalid, and why. */
function documentedProblem(operation: Operation, request: Request): string | undefined {
  for (const parameter of operation.parameters ?? []) {
    const value = request[parameter.in][parameter.name];
    if (value === undefined) {
      if (parameter.required || parameter.in === 'path')
        return `${parameter.in} ${parameter.name} is missing`;
      continue;
    }
    const validate = validatorOf(parameterSchemaCache(parameter));
    if (!validate(value)) return `${parameter.in} ${parameter.name}: ${ajv.errorsText(validate.errors)}`;
  }
  const body = bodyOf(operation);
  if (body) {
    if (request.body === undefined) return body.required ? 'the body is missing' : undefined;
    const validate = validatorOf(bodySchemaCache(operation, body.schema));
    if (!validate(request.body)) return `body: ${ajv.errorsText(validate.errors)}`;
  }
  return undefined;
}

const parameterSchemas = new WeakMap<Parameter, Json>();
function parameterSchemaCache(parameter: Parameter): Json {
  let schema = parameterSchemas.get(parameter);
  if (!schema) {
    schema = parameterSchema(parameter);
    parameterSchemas.set(parameter, schema);
  }
  return schema;
}
const bodySchemas = new WeakMap<Operation, Json>();
function bodySchemaCache(operation: Operation, schema: Json): Json {
  let cached = bodySchemas.get(operation);
  if (!cached) {
    // A multipart file is bytes on the wire: the test sends it as a string.
    cached = schema;
    bodySchemas.set(operation, cached);
  }
  return cached;
}

/** A valid request for `operation`, from `seed`. */
function validRequest(operation: Operation, seed: number): Request {
  const request: Request = { path: {}, query: {}, header: {}, body: undefined };
  for (const [index, parameter] of (operation.parameters ?? []).entries()) {
    const include = parameter.required || parameter.in === 'path' || (seed + index) % 2 === 0;
    if (include)
      request[parameter.in][parameter.name] = generate(parameterSchemaCache(parameter), seed + index);
  }
  const body = bodyOf(operation);
  if (body) {
    const schema = bodySchemaCache(operation, body.schema);
    request.body = generate(schema, seed);
  }
  return request;
}

/** A text the schema refuses, if there is one among a few candidates (for strings on the wire). */
function refusedText(schema: Json, seed: number): string | undefined {
  const validate = validatorOf(schema);
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 0;
  const candidates = [
    'x'.repeat(maxLength + 1),
    '',
    ' ',
    `zz-${String(seed)}`,
    '-1',
    '0',
    '1.5',
    '2024-02-30',
    '<script>',
    'user',
  ];
  const start = seed % candidates.length;
  for (let offset = 0; offset < candidates.length; offset += 1) {
    const candidate = candidates[(start + offset) % candidates.length] as string;
    if (maxLength && candidate.length > maxLength + 1) continue;
    if (!validate(candidate)) return candidate;
  }
  return undefined;
}

/** A JSON value of another kind than the schema's (for bodies). */
function wrongKind(schema: Json, seed: number): unknown {
  const validate = validatorOf(schema);
  const candidates: unknown[] = [{ zz: 1 }, ['x'], 12_345, -1, 'zz-text', true, null, 1.5, ''];
  const start = seed % candidates.length;
  for (let offset = 0; offset < candidates.length; offset += 1) {
    const candidate = candidates[(start + offset) % candidates.length];
    if (!validate(candidate)) return candidate;
  }
  return undefined;
}

/** Ways to break a request, each returning the broken request or undefined when it does not apply. */
function breakRequest(
  operation: Operation,
  request: Request,
  choice: number,
  seed: number,
): Request | undefined {
  const copy = structuredClone(request);
  const parameters = operation.parameters ?? [];
  const body = bodyOf(operation);
  const breakers: Array<() => Request | undefined> = [];
  for (const parameter of parameters) {
    if (parameter.required && parameter.in !== 'path')
      breakers.push(() => {
        delete copy[parameter.in][parameter.name];
        copy.broken = `without ${parameter.in} ${parameter.name}`;
        return copy;
      });
    // A parameter that takes any text (Accept-Language) has nothing to break: no breaker, so that the choice
    // falls on one that breaks something.
    const text = refusedText(parameterSchemaCache(parameter), seed);
    if (text !== undefined)
      breakers.push(() => {
        copy[parameter.in][parameter.name] = text;
        copy.broken = `${parameter.in} ${parameter.name} = ${JSON.stringify(text)}`;
        return copy;
      });
  }
  if (body && body.type !== 'multipart/form-data') {
    const schema = bodySchemaCache(operation, body.schema);
    const value = request.body;
    if (body.type === 'application/json')
      breakers.push(() => {
        const wrong = wrongKind(schema, seed);
        if (wrong === undefined) return undefined;
        copy.body = wrong;
        copy.broken = `body = ${JSON.stringify(wrong)}`;
        return copy;
      });
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      for (const name of (schema.required ?? []) as string[])
        breakers.push(() => {
          delete (copy.body as Json)[name];
          copy.broken = `body without ${name}`;
          return copy;
        });
      if (schema.additionalProperties === false)
        breakers.push(() => {
          (copy.body as Json).zz_unknown = 'x';
          copy.broken = 'body with an unknown property';
          return copy;
        });
      for (const [name, property] of Object.entries(properties))
        breakers.push(() => {
          const wrong =
            body.type === 'application/json' ? wrongKind(property, seed) : refusedText(property, seed);
          if (wrong === undefined) return undefined;
          (copy.body as Json)[name] = wrong;
          copy.broken = `body.${name} = ${JSON.stringify(wrong)}`;
          return copy;
        });
    }
  }
  if (body?.type === 'multipart/form-data') {
    const schema = body.schema;
    for (const name of (schema.required ?? []) as string[])
      breakers.push(() => {
        delete (copy.body as Json)[name];
        copy.broken = `form without ${name}`;
        return copy;
      });
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>))
      if (name !== 'file')
        breakers.push(() => {
          const text = refusedText(property, seed);
          if (text === undefined) return undefined;
          (copy.body as Json)[name] = text;
          copy.broken = `form ${name} = ${JSON.stringify(text)}`;
          return copy;
        });
  }
  if (breakers.length === 0) return undefined;
  return breakers[choice % breakers.length]?.();
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The request on the wire, as app.inject takes it. */
function injectOptions(
  method: string,
  template: string,
  operation: Operation,
  request: Request,
  auth: Record<string, string>,
): InjectOptions {
  const url = template.replace(/\{([^}]+)\}/g, (_all, name: string) =>
    encodeURIComponent(asText(request.path[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) query.set(name, asText(value));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.header)) headers[name] = asText(value);
  const secured = (operation.security ?? [{}]).length > 0;
  if (secured) Object.assign(headers, auth);
  const search = query.toString();
  const options: InjectOptions = {
    method: method.toUpperCase(),
    url: search ? `${url}?${search}` : url,
    headers,
  };
  const body = bodyOf(operation);
  if (body && request.body !== undefined) {
    if (body.type === 'application/json') {
      headers['content-type'] = 'application/json';
      options.payload = JSON.stringify(request.body);
    } else if (body.type === 'application/x-www-form-urlencoded') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const form = new URLSearchParams();
      for (const [name, value] of Object.entries((request.body ?? {}) as Json)) form.set(name, asText(value));
      options.payload = form.toString();
    } else if (body.type === 'multipart/form-data') {
      const boundary = '----crm-fuzz-boundary';
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
      const parts = Object.entries((request.body ?? {}) as Json).map(([name, value]) =>
        name === 'file'
          ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="generated.csv"\r\n` +
            `Content-Type: text/csv\r\n\r\n${asText(value)}\r\n`
          : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asText(value)}\r\n`,
      );
      options.payload = `${parts.join('')}--${boundary}--\r\n`;
    }
  }
  return options;
}

/** What is wrong with an answer by the document (undefined: it is one the document lists). */
function answerProblem(operation: Operation, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `a server error ${String(status)}: ${response.body.slice(0, 300)}`;
  const documented = operation.responses[String(status)] ?? operation.responses.default;
  if (!documented)
    return `status ${String(status)} is not documented (${Object.keys(operation.responses).join(', ')}): ${response.body.slice(0, 200)}`;
  const content = documented.content;
  if (!content) return undefined;
  const type =
    String(response.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  const media = content[type];
  if (!media)
    return `content type "${type}" of ${String(status)} is not documented (${Object.keys(content).join(', ')})`;
  if (type !== 'application/json' || !media.schema) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `the ${String(status)} body is not JSON`;
  }
  const schema = responseSchemas.get(media.schema) ?? (toJsonSchema(media.schema) as Json);
  responseSchemas.set(media.schema, schema);
  const validate = validatorOf(schema);
  if (!validate(body))
    return `the ${String(status)} body does not match its schema: ${ajv.errorsText(validate.errors)}`;
  return undefined;
}
const responseSchemas = new WeakMap<object, Json>();

let testApp: TestApp;
let app: FastifyInstance;
let auth: Record<string, string>;
let document: Document;
const operations: Array<{ method: string; path: string; operation: Operation }> = [];
const counts = { operations: 0, valid: 0, invalid: 0 };
/** The statuses of the valid requests (a 400 there is a rule the document does not state). */
const statuses = new Map<number, number>();

beforeAll(async () => {
  // Slow background work stays out of the way: every request is answered, jobs run later.
  testApp = await makeApp();
  app = testApp.app;
  auth = await bearer(app, 'admin');
  document = JSON.parse(await readFile(OPENAPI_FILE, 'utf8')) as Document;
  for (const [path, item] of Object.entries(document.paths))
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) operations.push({ method, path, operation });
    }
});

afterAll(async () => {
  await testApp.close();
  // The figures the docs quote (docs/mock-backend.md).
  console.log(
    `generated requests: ${String(counts.operations)} operations, ${String(counts.valid)} valid and ` +
      `${String(counts.invalid)} invalid requests; statuses of the valid ones: ` +
      JSON.stringify(Object.fromEntries(statuses)),
  );
});

describe('generated requests from contracts/openapi.json', () => {
  it('covers every operation of the document, each with an operationId, a security and no trailing slash', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect((document as { servers?: unknown[] }).servers?.length).toBeGreaterThan(0);
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, operation } of operations) {
      const label = `${method} ${path}`;
      expect(path === '/' || !path.endsWith('/'), label).toBe(true);
      // The login provider's calls are public (security: []); every other call needs the bearer token.
      expect(operation.security, label).toEqual(
        path.startsWith('/oauth/') || path.startsWith('/.well-known/') ? [] : [{ bearerAuth: [] }],
      );
    }
  });

  it('documents the sign-in pages as HTML', () => {
    const authorize = document.paths['/oauth/authorize']?.get;
    expect(Object.keys(authorize?.responses['200']?.content ?? {})).toEqual(['text/html']);
    expect(Object.keys(authorize?.responses['400']?.content ?? {})).toEqual(['text/html']);
  });

  it('answers every request as documented: no 5xx, a listed status and body, a 4xx for an invalid one', async () => {
    for (const { method, path, operation } of operations) {
      counts.operations += 1;
      const label = `${method.toUpperCase()} ${path} (${operation.operationId})`;
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 30 }), fc.nat(1000), async (seed, choice) => {
          const valid = validRequest(operation, seed);
          const validProblem = documentedProblem(operation, valid);
          const first = await app.inject(injectOptions(method, path, operation, valid, auth));
          counts.valid += validProblem === undefined ? 1 : 0;
          const problem = answerProblem(operation, first);
          if (problem) throw new Error(`${label}, ${JSON.stringify(valid)}: ${problem}`);
          if (validProblem !== undefined && first.statusCode < 400)
            throw new Error(
              `${label}: the document calls it invalid (${validProblem}) but it got ${String(first.statusCode)}`,
            );
          if (validProblem === undefined)
            statuses.set(first.statusCode, (statuses.get(first.statusCode) ?? 0) + 1);
          if (process.env.FUZZ_VERBOSE && validProblem === undefined && first.statusCode === 400)
            console.log(`${label} ${JSON.stringify(valid).slice(0, 300)} -> ${first.body.slice(0, 200)}`);

          const broken = breakRequest(operation, valid, choice, seed);
          if (!broken) return;
          const why = documentedProblem(operation, broken);
          const second = await app.inject(injectOptions(method, path, operation, broken, auth));
          const brokenProblem = answerProblem(operation, second);
          if (brokenProblem) throw new Error(`${label}, ${broken.broken ?? ''}: ${brokenProblem}`);
          if (why === undefined) return;
          counts.invalid += 1;
          if (second.statusCode < 400 || second.statusCode >= 500)
            throw new Error(
              `${label}: the document calls it invalid (${broken.broken ?? ''}: ${why}) but it got ` +
                `${String(second.statusCode)}: ${second.body.slice(0, 200)}`,
            );
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    expect(counts.operations).toBe(operations.length);
  }, 600_000);
});
