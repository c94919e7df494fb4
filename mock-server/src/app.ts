import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { MockConfig } from './config.js';
import authPlugin from './plugins/auth.js';
import controlPlugin from './plugins/control.js';
import corePlugin from './plugins/core.js';
import errorsPlugin from './plugins/errors.js';
import spaPlugin from './plugins/spa.js';
import routes from './routes/index.js';
import './types.js';

/** Builds the mock backend. Only server.ts listens; tests build it and use app.inject. */
export async function buildApp(config: MockConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request is noise at the default level; LOG_LEVEL=debug brings it back.
    disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    // Behind nginx: trust X-Forwarded-* from the proxy for the client address and protocol.
    trustProxy: true,
    bodyLimit: 10 * 1024 * 1024,
    // The core plugin seeds the state: 250,000 customers take longer than Fastify's default 10 s on a busy
    // machine (about 1 s per 10,000 customers here), so allow for SEED_CUSTOMERS.
    pluginTimeout: Math.max(10_000, 60_000 + config.seedCustomers * 2),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  });

  await app.register(errorsPlugin);
  await app.register(corePlugin, { config });
  // Control hooks (injected faults, latency) run before authentication, so a forced 401 or 502 is possible anywhere.
  await app.register(controlPlugin);
  await app.register(authPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10 } });

  await app.register(routes);

  await app.register(spaPlugin);
  return app;
}
