import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AuthService } from '../auth/authService.js';

/** Paths of the resource server: every call needs a live bearer token. */
const PROTECTED = [
  /^\/api(\/|$|\?)/,
  /^\/api-admin(\/|$|\?)/,
  /^\/message-template(\/|$|\?)/,
  /^\/download-file(\/|$|\?)/,
];

export function isProtectedPath(url: string): boolean {
  return PROTECTED.some((pattern) => pattern.test(url));
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * preHandler for a route: the signed-in user must hold at least one of the given modules, else 403.
 * (The web app's menus and guards hide what a user cannot open; the server enforces it regardless.)
 */
export function requireModules(...anyOf: string[]): preHandlerHookHandler {
  return function checkModules(request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) {
    const modules = request.user?.user.modules ?? [];
    if (anyOf.length > 0 && !anyOf.some((module) => modules.includes(module))) {
      void reply
        .code(403)
        .send({ message: `Forbidden: this call requires one of the modules ${anyOf.join(', ')}` });
      return;
    }
    done();
  };
}

export default fp(
  async function auth(app: FastifyInstance) {
    app.decorate(
      'auth',
      new AuthService(
        {
          client: {
            clientId: app.config.oauth.clientId,
            clientSecret: app.config.oauth.clientSecret,
            tenantId: app.config.oauth.tenantId,
            redirectUris: app.config.oauth.redirectUris,
          },
          tokenTtlSeconds: app.config.tokenTtlSeconds,
          codeTtlSeconds: app.config.codeTtlSeconds,
        },
        app.clock,
      ),
    );
    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request, reply) => {
      if (!isProtectedPath(request.url)) return;
      const user = app.auth.authenticate(bearerToken(request));
      if (!user) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer error="invalid_token"')
          .send({ message: 'Unauthorized: the access token is missing, invalid or expired' });
      }
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['core'] },
);
