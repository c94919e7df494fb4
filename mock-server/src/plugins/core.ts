import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MockConfig } from '../config.js';
import { Clock } from '../lib/clock.js';
import { Jobs } from '../lib/jobs.js';
import { Scheduler } from '../lib/scheduler.js';
import { StateStore } from '../state/store/stateStore.js';

/** `app.resetState()` quiesces every job around the reset. */
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
    // Each job's work in flight stops before the store and files are replaced, and starts again on the new state.
    app.decorate('resetState', () => app.jobs.quietly(() => app.store.reset()));

    app.addHook('onReady', async () => {
      await app.jobs.start();
    });
    // Registered first, so it runs last (Fastify runs onClose hooks in reverse): the final snapshot is written last.
    app.addHook('onClose', async () => {
      await app.jobs.stop();
      await app.scheduler.close();
      await app.store.close();
    });
  },
  { name: 'core' },
);
