import type { TypedApp } from '../../lib/schemas.js';
import { campaignsRoutes } from './campaigns.js';
import { catalogRoutes } from './catalog.js';
import { listsRoutes } from './lists.js';

export default async function campaignsArea(app: TypedApp): Promise<void> {
  campaignsRoutes(app);
  catalogRoutes(app);
  listsRoutes(app);
}
