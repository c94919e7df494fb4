import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { MockConfig } from './config.js';
import { OPENAPI_OPTIONS, OPENAPI_PATH } from './lib/openapi.js';
import { registerValidation } from './lib/validation.js';
import authPlugin from './plugins/auth.js';
import controlPlugin from './plugins/control.js';
import corePlugin from './plugins/core.js';
import errorsPlugin from './plugins/errors.js';
import methodsPlugin from './plugins/methods.js';
import providerStatesPlugin from './plugins/providerStates.js';
import campaignEnginePlugin from './plugins/jobs/campaignEngine.js';
import customerListCachePlugin from './plugins/jobs/customerListCache.js';
import reportWorkerPlugin from './plugins/jobs/reportWorker.js';
import uploadPipelinePlugin from './plugins/jobs/uploadPipeline.js';
import spaPlugin from './plugins/spa.js';
import routes from './routes/index.js';
import './types.js';

/** Builds the mock backend. Only server.ts listens; tests build it and use app.inject. */
export async function buildApp(
  config: MockConfig,
  /** Runs before any route is registered (tests add an onRoute hook to collect the route table). */
  beforeRoutes?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // One line per request is noise at the default level; LOG_LEVEL=debug brings it back.
    // (Fastify 5.8+ takes this through a LogController; the top-level option is deprecated, FSTDEP023.)
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    // Behind nginx: trust X-Forwarded-* from the proxy for the client address and protocol.
    trustProxy: true,
    bodyLimit: 10 * 1024 * 1024,
    // Time limits: a whole request (headers and body), an idle socket, an idle keep-alive connection.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // close() ends idle keep-alive connections at once; server.ts cuts the rest after a grace period.
    forceCloseConnections: 'idle',
    // The core plugin seeds the state: 250,000 customers take longer than Fastify's default 10 s on a busy
    // machine (about 1 s per 10,000 customers here), so allow for SEED_CUSTOMERS.
    pluginTimeout: Math.max(10_000, 60_000 + config.seedCustomers * 2),
  });
  // Schema-first: bodies validate without coercion, violations name the field (lib/validation.ts).
  registerValidation(app);
  beforeRoutes?.(app);

  await app.register(errorsPlugin);
  await app.register(corePlugin, { config });
  // The background jobs, each a decoration with start, stop and quiesce (lib/jobs.ts).
  await app.register(customerListCachePlugin);
  await app.register(campaignEnginePlugin);
  await app.register(reportWorkerPlugin);
  await app.register(uploadPipelinePlugin);
  // Control hooks (injected faults, latency) run before authentication, so a forced 401 or 502 is possible anywhere.
  await app.register(controlPlugin);
  await app.register(authPlugin);
  // 405 with Allow for a method a known path does not serve (after authentication: a 401 comes first).
  await app.register(methodsPlugin);
  // The provider-state setup call of the contract verification (contracts/PROVIDER-STATES.md), with the control API.
  await app.register(providerStatesPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10 } });

  // Renders the routes' schemas as OpenAPI 3 (committed as contracts/openapi.json, served at OPENAPI_PATH).
  await app.register(swagger, OPENAPI_OPTIONS);
  await app.register(routes);
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

  await app.register(spaPlugin);
  return app;
}
