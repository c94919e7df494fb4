import type { Language } from '@crm/domain';
import type { AuthService, AuthenticatedUser } from './auth/authService.js';
import type { Said } from './i18n/messages.js';
import type { MockConfig } from './config.js';
import type { Clock } from './lib/clock.js';
import type { Jobs } from './lib/jobs.js';
import type { Scheduler } from './lib/scheduler.js';
import type { StateStore } from './state/store/stateStore.js';

// The decorations of the core and auth plugins; each job plugin (plugins/jobs/) declares its own.
declare module 'fastify' {
  interface FastifyInstance {
    config: MockConfig;
    clock: Clock;
    scheduler: Scheduler;
    store: StateStore;
    /** The background jobs (plugins/jobs/): started on ready, stopped on close. */
    jobs: Jobs;
    /** Back to the seed, with every background job quiesced around it (control API, provider states). */
    resetState(): Promise<void>;
    auth: AuthService;
  }
  interface FastifyRequest {
    /** Set by the auth plugin on every protected path (/api, /api-admin, /message-template, /download-file). */
    user: AuthenticatedUser | null;
    /** The language to answer in, from Accept-Language (English unless it names one of ours): errors plugin. */
    readonly language: Language;
    /** What is said, in the request's language. */
    words(said: Said): string;
  }
}
