import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { Type } from 'typebox';
import { Closed, type TypedApp } from '../lib/schemas.js';
import { recordValues, type RecordValues } from '../state/records/recordTable.js';

// Mounted only when MOCK_CONTROL is on (the default); with it off, /__mock/* is a 404.

export interface Fault {
  /** Query ignored; a prefix ends in '*'. */
  path: string;
  /** Any when absent. */
  method?: string;
  status: number;
  remaining: number;
  body?: unknown;
}

export interface Latency {
  ms: number;
  /** Every non-control path when absent. */
  path?: string;
}

export function pathMatches(pattern: string, url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** Node's reason phrases for these; any other injected status says 'Error'. */
const NAMED_STATUSES = [400, 401, 403, 404, 409, 413, 429, 500, 502, 503, 504];

const PathPattern = Type.String({ minLength: 1, pattern: '^/' });
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

const FaultBody = Closed({
  path: PathPattern,
  method: Type.Optional(Type.Unsafe<(typeof METHODS)[number]>({ type: 'string', enum: [...METHODS] })),
  status: Type.Integer({ minimum: 400, maximum: 599 }),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  body: Type.Optional(Type.Unknown()),
});

const LatencyBody = Closed({
  ms: Type.Integer({ minimum: 0, maximum: 60_000 }),
  path: Type.Optional(PathPattern),
});

const RECORD_AREAS = ['customers', 'productLines', 'giftClaims'] as const;

interface Injected {
  faults: Fault[];
  latencies: Latency[];
}

export default fp(
  async function control(app: TypedApp) {
    if (!app.config.mockControl) return;
    const injected: Injected = { faults: [], latencies: [] };
    injectionRoutes(app, injected);
    sessionRoutes(app, injected);
    stateRoutes(app);
  },
  { name: 'control', dependencies: ['core', 'upload-pipeline', 'report-worker', 'campaign-engine'] },
);

function injectionRoutes(app: TypedApp, injected: Injected): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/__mock')) return;
    const latency = injected.latencies.find((entry) => !entry.path || pathMatches(entry.path, request.url));
    if (latency && latency.ms > 0) await sleep(latency.ms);
    const fault = injected.faults.find(
      (entry) =>
        entry.remaining > 0 &&
        (!entry.method || entry.method === request.method) &&
        pathMatches(entry.path, request.url),
    );
    if (!fault) return;
    fault.remaining -= 1;
    injected.faults = injected.faults.filter((entry) => entry.remaining > 0);
    return reply.code(fault.status).send(
      fault.body ?? {
        message: `${NAMED_STATUSES.includes(fault.status) ? STATUS_CODES[fault.status] : 'Error'} (injected by /__mock/faults)`,
      },
    );
  });

  app.post('/__mock/faults', { schema: { body: FaultBody } }, async (request, reply) => {
    const { path, method, status, count = 1, body } = request.body;
    injected.faults.push({ path, method, status, remaining: count, body });
    return reply.code(201).send({ faults: injected.faults });
  });
  app.get('/__mock/faults', async () => ({ faults: injected.faults }));
  app.delete('/__mock/faults', async () => {
    injected.faults = [];
    return { faults: injected.faults };
  });

  app.post('/__mock/latency', { schema: { body: LatencyBody } }, async (request, reply) => {
    injected.latencies = [
      request.body,
      ...injected.latencies.filter((entry) => entry.path !== request.body.path),
    ];
    return reply.code(201).send({ latencies: injected.latencies });
  });
  app.delete('/__mock/latency', async () => {
    injected.latencies = [];
    return { latencies: injected.latencies };
  });
}

function sessionRoutes(app: TypedApp, injected: Injected): void {
  app.post('/__mock/reset', async () => {
    await app.resetState();
    injected.faults = [];
    injected.latencies = [];
    app.clock.reset();
    app.auth.setTokenTtl(undefined);
    return { message: 'State reset to seed' };
  });

  app.post(
    '/__mock/tokens/expire',
    {
      schema: {
        body: Closed({
          access_token: Type.Optional(Type.String()),
          username: Type.Optional(Type.String()),
        }),
      },
    },
    async (request) => ({
      expired: app.auth.expireAccessTokens({
        accessToken: request.body?.access_token,
        username: request.body?.username,
      }),
    }),
  );

  app.post(
    '/__mock/settings',
    {
      schema: {
        body: Closed({
          tokenTtlSeconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 * 24 * 3600 })),
        }),
      },
    },
    async (request) => {
      app.auth.setTokenTtl(request.body.tokenTtlSeconds);
      return { tokenTtlSeconds: request.body.tokenTtlSeconds ?? app.config.tokenTtlSeconds };
    },
  );
}

function stateRoutes(app: TypedApp): void {
  // For tests that check what an upload imported.
  app.get(
    '/__mock/records/:area',
    {
      schema: {
        params: Type.Object({
          area: Type.Unsafe<(typeof RECORD_AREAS)[number]>({ type: 'string', enum: [...RECORD_AREAS] }),
        }),
        querystring: Closed({ key: Type.Optional(Type.String()), value: Type.Optional(Type.String()) }),
      },
    },
    async (request) => {
      const { key, value } = request.query;
      const records = Object.entries(app.store.state[request.params.area].records)
        .map(([id, entries]): RecordValues => ({ id, ...recordValues(entries) }))
        .filter((record) => !key || record[key] === value);
      return { count: records.length, records };
    },
  );

  app.post(
    '/__mock/clock/advance',
    { schema: { body: Closed({ ms: Type.Integer({ minimum: 0 }) }) } },
    async (request) => {
      app.clock.advance(request.body.ms);
      return { now: app.clock.iso() };
    },
  );

  // Holds an area's background work so tests can see an in-progress state as long as they need.
  const holdable = {
    uploads: app.uploadPipeline,
    reports: app.reportWorker,
    campaigns: app.campaignEngine,
  };
  for (const [area, job] of Object.entries(holdable)) {
    app.post(
      `/__mock/${area}/hold`,
      { schema: { hide: true, body: Closed({ hold: Type.Boolean() }) } },
      async (request) => {
        job.held = request.body.hold;
        return { hold: job.held };
      },
    );
  }
}
