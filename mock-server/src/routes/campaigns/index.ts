import type { FastifyInstance } from 'fastify';
import { campaignsRoutes } from './campaigns.js';
import { catalogRoutes } from './catalog.js';
import { CustomerCache } from './customerCache.js';
import { registerCampaignEngine } from './engine.js';
import { listsRoutes } from './lists.js';

/** Routes of the campaigns area (spec part 2 section 7) and the campaign engine (see campaignEngineOf). */
export default async function campaignsArea(app: FastifyInstance): Promise<void> {
  const customers = new CustomerCache(app);
  registerCampaignEngine(app);
  campaignsRoutes(app, customers);
  catalogRoutes(app);
  listsRoutes(app, customers);
}
