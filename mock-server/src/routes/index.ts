import type { FastifyInstance } from 'fastify';
import campaignsRoutes from './campaigns/index.js';
import customersRoutes from './customers/index.js';
import filesRoutes from './files/index.js';
import giftClaimsRoutes from './giftClaims/index.js';
import oauthRoutes from './oauth/index.js';
import productLinesRoutes from './productLines/index.js';
import reportsRoutes from './reports/index.js';

export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(oauthRoutes);
  await app.register(customersRoutes);
  await app.register(productLinesRoutes);
  await app.register(filesRoutes);
  await app.register(giftClaimsRoutes);
  await app.register(campaignsRoutes);
  await app.register(reportsRoutes);
}
