import type { FastifyInstance } from 'fastify';

/** Routes of the customers area (filled in by its issue). */
export default async function customersRoutes(_app: FastifyInstance): Promise<void> {}
