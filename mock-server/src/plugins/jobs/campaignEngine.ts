import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BackgroundJob } from '../../lib/jobs.js';
import type { Scheduler } from '../../lib/scheduler.js';
import { ENGINE, stepAll } from '../../state/campaigns/campaignEngine.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The campaign engine (a background job): tests step it with CAMPAIGN_ENGINE=off. */
    campaignEngine: CampaignEngine;
  }
}

/**
 * Runs the campaign engine every ENGINE.TICK_MS (scaled by TIME_SCALE) while the app is up. The engine keeps
 * nothing outside the state, so after a restart with PERSIST_STATE=on it simply carries on from the snapshot:
 * waiting campaigns get reviewed, running ones finish sending, repeats fire.
 * CAMPAIGN_ENGINE=off leaves the timer out (tests step the engine themselves).
 */
export class CampaignEngine extends BackgroundJob {
  readonly name = 'campaign engine';
  private cancelTicks: () => void = () => undefined;
  /**
   * Control API: while held, no campaign moves (no review, no message sent, no receipt), so tests can see a
   * campaign as it is right after an approval however fast the engine runs (e2e's 75 ms ticks).
   */
  held = false;

  constructor(
    private readonly app: FastifyInstance,
    /** This job's group of the app's scheduler: its ticks. */
    private readonly timers: Scheduler,
  ) {
    super();
  }

  /** One engine tick over every campaign at `nowMs` (the app clock by default); returns the changed ids. */
  step(nowMs = this.app.clock.now()): number[] {
    if (this.held) return [];
    const changed = stepAll(this.app.store.state.campaigns, nowMs, this.app.store.state.seed);
    if (changed.length > 0) this.app.store.changed('campaigns');
    return changed;
  }

  /** Releases a hold, then ticks (unless CAMPAIGN_ENGINE=off). */
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

/** app.campaignEngine: the campaign engine as a background job of the app (lib/jobs.ts). */
export default fp(
  async function campaignEngine(app: FastifyInstance) {
    app.decorate('campaignEngine', app.jobs.add(new CampaignEngine(app, app.scheduler.group())));
  },
  { name: 'campaign-engine', dependencies: ['core'] },
);
