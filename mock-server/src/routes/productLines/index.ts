import type { FastifyInstance } from 'fastify';

/** Routes of the productLines area (filled in by its issue). */
export default async function productLinesRoutes(_app: FastifyInstance): Promise<void> {}
