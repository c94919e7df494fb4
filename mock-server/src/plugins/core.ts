import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MockConfig } from '../config.js';
import { Clock } from '../lib/clock.js';
import { Scheduler } from '../lib/scheduler.js';
import { StateStore } from '../state/store/stateStore.js';

/** Config, clock, background scheduler and the seeded state: what every other plugin and route stands on. */
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
    // Registered first, so it runs last (Fastify runs onClose hooks in reverse order): the routes' own hooks
    // have stopped their work; now every background job is awaited, then the final snapshot is written.
    app.addHook('onClose', async () => {
      await app.scheduler.close();
      await app.store.close();
    });
  },
  { name: 'core' },
);
