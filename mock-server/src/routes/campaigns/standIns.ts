import type { FastifyInstance } from 'fastify';

/**
 * STAND-IN for the product-lines area while it is not in this branch: GET /api/product-lines with the shape of
 * spec part 1 section 7 (data.product_lines keyed by id, each a list of field entries), registered only when
 * no other plugin has registered the route (the product-lines routes register before the campaign routes).
 * The campaign screens read product-line codes, names and model codes from it. Remove at the merge.
 */
export function registerStandIns(app: FastifyInstance): void {
  if (app.hasRoute({ method: 'GET', url: '/api/product-lines' })) return;
  app.get('/api/product-lines', async () => ({
    message: 'OK',
    data: { product_lines: app.store.state.productLines.records },
  }));
}
