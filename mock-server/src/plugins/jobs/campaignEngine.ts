import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BackgroundJob } from '../../lib/jobs.js';
import type { Scheduler } from '../../lib/scheduler.js';
import { ENGINE, stepAll } from '../../state/campaigns/campaignEngine.js';

declare module 'fastify' {
  interface FastifyInstance {
    campaignEngine: CampaignEngine;
  }
}

/** The engine keeps nothing outside the state, so after a restart with PERSIST_STATE=on it carries on from the snapshot. */
export class CampaignEngine extends BackgroundJob {
  readonly name = 'campaign engine';
  private cancelTicks: () => void = () => undefined;
  /** Control API: so tests can see a campaign right after an approval however fast the engine runs (e2e's 75 ms ticks). */
  held = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly timers: Scheduler,
  ) {
    super();
  }

  step(nowMs = this.app.clock.now()): number[] {
    if (this.held) return [];
    const changed = stepAll(this.app.store.state.campaigns, nowMs, this.app.store.state.seed);
    if (changed.length > 0) this.app.store.changed('campaigns');
    return changed;
  }

  start(): void {
    this.held = false;
    if (this.stopped || !this.app.config.campaignEngine) return;
    this.cancelTicks = this.timers.every(ENGINE.TICK_MS, 'campaign engine', () => {
      this.step();
    });
  }

  async quiesce(): Promise<void> {
    this.cancelTicks();
    await this.timers.quiesce();
  }
}

export default fp(
  async function campaignEngine(app: FastifyInstance) {
    app.decorate('campaignEngine', app.jobs.add(new CampaignEngine(app, app.scheduler.group())));
  },
  { name: 'campaign-engine', dependencies: ['core'] },
);
