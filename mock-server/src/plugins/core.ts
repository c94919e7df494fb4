import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MockConfig } from '../config.js';
import { Clock } from '../lib/clock.js';
import { Jobs } from '../lib/jobs.js';
import { Scheduler } from '../lib/scheduler.js';
import { StateStore } from '../state/store/stateStore.js';

/**
 * Config, clock, background scheduler, the seeded state and the registry of background jobs: what every other
 * plugin and route stands on. The jobs (plugins/jobs/) add themselves to app.jobs; they start when the app is
 * ready and stop when it closes, and `app.resetState()` quiesces them all around the reset.
 */
export default fp(
  async function core(app: FastifyInstance, options: { config: MockConfig }) {
    const { config } = options;
    app.decorate('config', config);
    app.decorate('clock', new Clock());
    app.decorate('scheduler', new Scheduler(app.log, config.timeScale));
    const store = new StateStore({
      seed: config.seed,
      seedCustomers: config.seedCustomers,
      dataDir: config.dataDir,
      persist: config.persistState,
      log: app.log,
    });
    await store.init();
    app.decorate('store', store);
    app.decorate('jobs', new Jobs());
    // Back to the seed with no job running: each one's work in flight has stopped before the store and the
    // files are replaced, and each starts again on the new state (the control API and the provider states).
    app.decorate('resetState', () => app.jobs.quietly(() => app.store.reset()));

    app.addHook('onReady', async () => {
      await app.jobs.start();
    });
    // Registered first, so it runs last (Fastify runs onClose hooks in reverse order): the jobs stop (each one's
    // stop(), as on SIGTERM), every timer and tracked job is awaited, then the final snapshot is written.
    app.addHook('onClose', async () => {
      await app.jobs.stop();
      await app.scheduler.close();
      await app.store.close();
    });
  },
  { name: 'core' },
);
