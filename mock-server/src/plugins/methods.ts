import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { matchedRoute } from './auth.js';
import { say } from '../i18n/messages.js';

/**
 * RFC 9110 section 15.5.6: a method the path does not serve is a 405 with an `Allow` header listing the ones it
 * does, not a 404. Which methods a path serves is asked of Fastify's own router (`findRoute`, with the request's
 * URL as the router reads it: decoded, the same parameters), for every method some route uses (collected as
 * routes are registered). Wildcard routes (the SPA's static files) do not count: they serve any path.
 *
 * Runs as an onRequest hook of the requests that matched no route (or only a catch-all), after the auth plugin's: a protected path
 * without a live token is a 401 before anything else, so a 405 (which tells that a path exists) reaches only a
 * caller the path is open to, and a probe without a token learns nothing from the method (docs/security.md).
 */

/** The methods, in this order, in `Allow`. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const rank = (method: string) => {
  const index = ORDER.indexOf(method);
  return index === -1 ? ORDER.length : index;
};

/** The methods `app` serves at `url` (a request URL: its query is ignored), in ORDER. */
export function allowedMethods(app: FastifyInstance, methods: Iterable<string>, url: string): string[] {
  const path = url.split('?')[0] ?? url;
  const allowed: string[] = [];
  for (const method of methods) {
    const route = app.findRoute({ method: method, url: path });
    if (route && !Object.hasOwn(route.params, '*')) allowed.push(method);
  }
  return allowed.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export default fp(
  async function methods(app: FastifyInstance) {
    const used = new Set<string>();
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) used.add(method.toUpperCase());
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply) => {
      // Requests that matched no route, or only the SPA's catch-all (which serves any path).
      if (matchedRoute(request) !== undefined) return;
      const allowed = allowedMethods(app, used, request.url);
      if (allowed.length === 0) return;
      const path = request.url.split('?')[0] ?? request.url;
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          message: request.words(
            say('http.methodNotAllowed', { method: request.method, path, allowed: allowed.join(', ') }),
          ),
        });
    });
  },
  { name: 'methods', dependencies: ['auth'] },
);
