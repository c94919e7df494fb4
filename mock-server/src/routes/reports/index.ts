import type { FastifyInstance } from 'fastify';

/** Routes of the reports area (filled in by its issue). */
export default async function reportsRoutes(_app: FastifyInstance): Promise<void> {}
