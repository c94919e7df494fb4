import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Closed } from './schemas.js';

/**
 * A control route (`POST /__mock/<area>/hold` with `{ hold: boolean }`) that holds an area's background work
 * (queued jobs stay in their stage) or lets it go on, so tests can see an in-progress state for as long as
 * they need. Answers the state it set. Registered only when the control API is on.
 */
export function registerHoldRoute(app: FastifyInstance, area: string, runner: { held: boolean }): void {
  if (!app.config.mockControl) return;
  app.post<{ Body: { hold: boolean } }>(
    `/__mock/${area}/hold`,
    { schema: { hide: true, body: Closed({ hold: Type.Boolean() }) } },
    async (request) => {
      runner.held = request.body.hold;
      return { hold: runner.held };
    },
  );
}
