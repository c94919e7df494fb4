import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { matchedRoute } from './auth.js';
import { say } from '../i18n/messages.js';

// RFC 9110 section 15.5.6: 405 with `Allow`, asked of Fastify's own router. Runs after the auth plugin, so a
// 405 (which tells that a path exists) reaches only a caller the path is open to (docs/security.md).

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const rank = (method: string) => {
  const index = ORDER.indexOf(method);
  return index === -1 ? ORDER.length : index;
};

/** Its query is ignored. */
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
      // The SPA's catch-all serves any path, so it does not count.
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
