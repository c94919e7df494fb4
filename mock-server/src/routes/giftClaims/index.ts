import type { FastifyInstance } from 'fastify';

/** Routes of the giftClaims area (filled in by its issue). */
export default async function giftClaimsRoutes(_app: FastifyInstance): Promise<void> {}
