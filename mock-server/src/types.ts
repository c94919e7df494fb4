import type { AuthService, AuthenticatedUser } from './auth/authService.js';
import type { MockConfig } from './config.js';
import type { Clock } from './lib/clock.js';
import type { Scheduler } from './lib/scheduler.js';
import type { StateStore } from './state/store/stateStore.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: MockConfig;
    clock: Clock;
    scheduler: Scheduler;
    store: StateStore;
    auth: AuthService;
  }
  interface FastifyRequest {
    /** Set by the auth plugin on every protected path (/api, /api-admin, /message-template, /download-file). */
    user: AuthenticatedUser | null;
  }
}
