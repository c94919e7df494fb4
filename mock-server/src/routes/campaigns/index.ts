import type { TypedApp } from '../../lib/schemas.js';
import { campaignsRoutes } from './campaigns.js';
import { catalogRoutes } from './catalog.js';
import { listsRoutes } from './lists.js';

/** Routes of the campaigns area (spec part 2 section 7); the campaign engine is app.campaignEngine. */
export default async function campaignsArea(app: TypedApp): Promise<void> {
  campaignsRoutes(app);
  catalogRoutes(app);
  listsRoutes(app);
}
