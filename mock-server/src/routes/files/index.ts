import type { FastifyInstance } from 'fastify';

/** Routes of the files area (filled in by its issue). */
export default async function filesRoutes(_app: FastifyInstance): Promise<void> {}
