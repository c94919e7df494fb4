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

/** Only server.ts listens; tests use app.inject. */
export async function buildApp(
  config: MockConfig,
  /** Tests add an onRoute hook to collect the route table. */
  beforeRoutes?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // LOG_LEVEL=debug brings back one line per request (Fastify 5.8+ takes this through a LogController, FSTDEP023).
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    // Behind nginx: trust X-Forwarded-* for the client address and protocol.
    trustProxy: true,
    bodyLimit: 10 * 1024 * 1024,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // server.ts cuts the rest after a grace period.
    forceCloseConnections: 'idle',
    // The core plugin seeds the state: 250,000 customers take longer than Fastify's default 10 s.
    pluginTimeout: Math.max(10_000, 60_000 + config.seedCustomers * 2),
  });
  registerValidation(app);
  beforeRoutes?.(app);

  await app.register(errorsPlugin);
  await app.register(corePlugin, { config });
  await app.register(customerListCachePlugin);
  await app.register(campaignEnginePlugin);
  await app.register(reportWorkerPlugin);
  await app.register(uploadPipelinePlugin);
  // Before authentication, so a forced 401 or 502 is possible anywhere.
  await app.register(controlPlugin);
  await app.register(authPlugin);
  // After authentication: a 401 comes first.
  await app.register(methodsPlugin);
  await app.register(providerStatesPlugin);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10 } });

  await app.register(swagger, OPENAPI_OPTIONS);
  await app.register(routes);
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

  await app.register(spaPlugin);
  return app;
}
