import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { setTimeout as sleep } from 'node:timers/promises';
import { Type } from 'typebox';
import { Closed } from '../lib/schemas.js';
import { recordValues } from '../state/records/recordTable.js';

/**
 * The /__mock control API for tests and demos: reset to seed, expire tokens, inject failures and latency,
 * move the clock, hold the uploads' and the reports' background work. Mounted only when MOCK_CONTROL is on
 * (the default); with it off, /__mock/* is a 404.
 */

export interface Fault {
  /** Exact path (query ignored), or a prefix ending in '*'. */
  path: string;
  /** Only this method (any when absent). */
  method?: string;
  status: number;
  /** How many more responses fail. */
  remaining: number;
  body?: unknown;
}

export interface Latency {
  ms: number;
  /** Exact path or prefix ending in '*'; every non-control path when absent. */
  path?: string;
}

export function pathMatches(pattern: string, url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const faultSchema = {
  type: 'object',
  required: ['path', 'status'],
  additionalProperties: false,
  properties: {
    path: { type: 'string', minLength: 1, pattern: '^/' },
    method: { type: 'string', enum: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] },
    status: { type: 'integer', minimum: 400, maximum: 599 },
    count: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
    body: {},
  },
} as const;

const latencySchema = {
  type: 'object',
  required: ['ms'],
  additionalProperties: false,
  properties: {
    ms: { type: 'integer', minimum: 0, maximum: 60_000 },
    path: { type: 'string', minLength: 1, pattern: '^/' },
  },
} as const;

export default fp(
  async function control(app: FastifyInstance) {
    if (!app.config.mockControl) return;
    let faults: Fault[] = [];
    let latencies: Latency[] = [];

    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/__mock')) return;
      const latency = latencies.find((entry) => !entry.path || pathMatches(entry.path, request.url));
      if (latency && latency.ms > 0) await sleep(latency.ms);
      const fault = faults.find(
        (entry) =>
          entry.remaining > 0 &&
          (!entry.method || entry.method === request.method) &&
          pathMatches(entry.path, request.url),
      );
      if (!fault) return;
      fault.remaining -= 1;
      faults = faults.filter((entry) => entry.remaining > 0);
      return reply
        .code(fault.status)
        .send(
          fault.body ?? { message: `${STATUS_TEXT[fault.status] ?? 'Error'} (injected by /__mock/faults)` },
        );
    });

    app.post('/__mock/reset', async () => {
      await app.resetState();
      faults = [];
      latencies = [];
      app.clock.reset();
      app.auth.setTokenTtl(undefined);
      return { message: 'State reset to seed' };
    });

    app.post<{ Body: { access_token?: string; username?: string } }>(
      '/__mock/tokens/expire',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            properties: { access_token: { type: 'string' }, username: { type: 'string' } },
          },
        },
      },
      async (request) => ({
        expired: app.auth.expireAccessTokens({
          accessToken: request.body?.access_token,
          username: request.body?.username,
        }),
      }),
    );

    app.post<{ Body: { path: string; method?: string; status: number; count: number; body?: unknown } }>(
      '/__mock/faults',
      { schema: { body: faultSchema } },
      async (request, reply) => {
        const { path, method, status, count, body } = request.body;
        faults.push({ path, method, status, remaining: count, body });
        return reply.code(201).send({ faults });
      },
    );
    app.get('/__mock/faults', async () => ({ faults }));
    app.delete('/__mock/faults', async () => {
      faults = [];
      return { faults };
    });

    app.post<{ Body: Latency }>(
      '/__mock/latency',
      { schema: { body: latencySchema } },
      async (request, reply) => {
        latencies = [request.body, ...latencies.filter((entry) => entry.path !== request.body.path)];
        return reply.code(201).send({ latencies });
      },
    );
    app.delete('/__mock/latency', async () => {
      latencies = [];
      return { latencies };
    });

    app.post<{ Body: { tokenTtlSeconds?: number } }>(
      '/__mock/settings',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            properties: { tokenTtlSeconds: { type: 'integer', minimum: 1, maximum: 30 * 24 * 3600 } },
          },
        },
      },
      async (request) => {
        app.auth.setTokenTtl(request.body.tokenTtlSeconds);
        return { tokenTtlSeconds: request.body.tokenTtlSeconds ?? app.config.tokenTtlSeconds };
      },
    );

    // Read-only look into a record table (customers, productLines, giftClaims), for tests that check what an
    // upload imported: GET /__mock/records/customers?key=service_order_no&value=SO-1 → { records: [values] }.
    app.get<{ Params: { area: string }; Querystring: { key?: string; value?: string } }>(
      '/__mock/records/:area',
      {
        schema: {
          params: {
            type: 'object',
            properties: { area: { type: 'string', enum: ['customers', 'productLines', 'giftClaims'] } },
          },
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { key: { type: 'string' }, value: { type: 'string' } },
          },
        },
      },
      async (request) => {
        const area = request.params.area as 'customers' | 'productLines' | 'giftClaims';
        const { key, value } = request.query;
        const records = Object.entries(app.store.state[area].records)
          .map(([id, entries]) => ({ id, ...recordValues(entries) }))
          .filter((record) => !key || (record as Record<string, string>)[key] === value);
        return { count: records.length, records };
      },
    );

    app.post<{ Body: { ms: number } }>(
      '/__mock/clock/advance',
      {
        schema: {
          body: {
            type: 'object',
            required: ['ms'],
            additionalProperties: false,
            properties: { ms: { type: 'integer', minimum: 0 } },
          },
        },
      },
      async (request) => {
        app.clock.advance(request.body.ms);
        return { now: new Date(app.clock.now()).toISOString() };
      },
    );

    // POST /__mock/<area>/hold {hold: boolean}: holds an area's background work (queued jobs stay in their
    // stage) or lets it go on, so tests can see an in-progress state for as long as they need. A reset lets
    // it go on again.
    const holdable = { uploads: app.uploadPipeline, reports: app.reportWorker };
    for (const [area, job] of Object.entries(holdable)) {
      app.post<{ Body: { hold: boolean } }>(
        `/__mock/${area}/hold`,
        { schema: { hide: true, body: Closed({ hold: Type.Boolean() }) } },
        async (request) => {
          job.held = request.body.hold;
          return { hold: job.held };
        },
      );
    }
  },
  { name: 'control', dependencies: ['core', 'upload-pipeline', 'report-worker'] },
);
