import type { Language } from '@crm/domain';
import type { AuthService, AuthenticatedUser } from './auth/authService.js';
import type { Said } from './i18n/messages.js';
import type { MockConfig } from './config.js';
import type { Clock } from './lib/clock.js';
import type { Jobs } from './lib/jobs.js';
import type { Scheduler } from './lib/scheduler.js';
import type { StateStore } from './state/store/stateStore.js';

// Each job plugin (plugins/jobs/) declares its own decoration.
declare module 'fastify' {
  interface FastifyInstance {
    config: MockConfig;
    clock: Clock;
    scheduler: Scheduler;
    store: StateStore;
    jobs: Jobs;
    /** Every background job is quiesced around it. */
    resetState(): Promise<void>;
    auth: AuthService;
  }
  interface FastifyRequest {
    /** Set by the auth plugin on every protected path. */
    user: AuthenticatedUser | null;
    /** English unless Accept-Language names one of ours. */
    readonly language: Language;
    words(said: Said): string;
  }
}
