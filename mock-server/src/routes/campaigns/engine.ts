import type { FastifyInstance } from 'fastify';
import { seedCampaigns } from '../../seed/campaigns.js';
import { ENGINE, stepAll } from '../../state/campaigns/campaignEngine.js';

export interface CampaignEngine {
  /** One engine tick over every campaign at `nowMs` (the app clock by default); returns the changed ids. */
  step(nowMs?: number): number[];
}

/** Engines by the app's store (a root decoration, the same object in every plugin context). */
const engines = new WeakMap<object, CampaignEngine>();

/** The campaign engine of an app (tests step it; the route plugin is encapsulated, so it is not a decoration). */
export function campaignEngineOf(app: FastifyInstance): CampaignEngine {
  const engine = engines.get(app.store);
  if (!engine) throw new Error('the campaigns area is not registered on this app');
  return engine;
}

/**
 * Runs the campaign engine every ENGINE.TICK_MS (scaled by TIME_SCALE) while the app is up. The engine keeps
 * nothing outside the state, so after a restart with PERSIST_STATE=on it simply carries on from the snapshot:
 * waiting campaigns get reviewed, running ones finish sending, repeats fire.
 * CAMPAIGN_ENGINE=off leaves the timer out (tests step the engine themselves).
 */
export function registerCampaignEngine(app: FastifyInstance): void {
  const engine: CampaignEngine = {
    step(nowMs = app.clock.now()) {
      const changed = stepAll(app.store.state.campaigns, nowMs, app.store.state.seed);
      if (changed.length > 0) app.store.changed('campaigns');
      return changed;
    },
  };
  engines.set(app.store, engine);

  app.addHook('onReady', async () => {
    // A snapshot written before this area existed has no campaigns: seed the area in place.
    const state = app.store.state;
    if (!Array.isArray(state.campaigns?.campaigns)) {
      state.campaigns = {
        channels: [],
        channelAccounts: [],
        templates: [],
        campaigns: [],
        recipients: {},
        nextCampaignId: 1,
      };
      seedCampaigns(state, new Date(app.clock.now()));
      app.store.changed('campaigns');
    }
    if (app.config.campaignEngine) {
      app.scheduler.every(ENGINE.TICK_MS, 'campaign engine', () => {
        engine.step();
      });
    }
  });
}
