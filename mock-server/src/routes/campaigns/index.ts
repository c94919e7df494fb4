import type { FastifyInstance } from 'fastify';

/** Routes of the campaigns area (filled in by its issue). */
export default async function campaignsRoutes(_app: FastifyInstance): Promise<void> {}
