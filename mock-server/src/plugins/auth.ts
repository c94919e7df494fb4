import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { AuthService, type AuthSnapshot } from '../auth/authService.js';
import { declaredModules, refusal } from '../lib/access.js';
import { say } from '../i18n/messages.js';
import { forbidden } from '../lib/httpErrors.js';

const PROTECTED = [
  /^\/api(\/|$)/,
  /^\/api-admin(\/|$)/,
  /^\/message-template(\/|$)/,
  /^\/download-file(\/|$)/,
];

export function isProtectedPath(url: string): boolean {
  const pathOnly = url.split('?')[0] ?? '';
  return PROTECTED.some((pattern) => pattern.test(pathOnly));
}

/** Used only for unrouted requests, to answer 401 rather than 404 when they look protected (probing reveals nothing). */
export function normalisedPath(url: string): string {
  let pathOnly = url.split('?')[0] ?? '/';
  try {
    pathOnly = decodeURIComponent(pathOnly);
  } catch {
    // Malformed escapes: judge the raw text.
  }
  const resolved = path.posix.normalize(`/${pathOnly.toLowerCase()}`).replace(/\/+$/, '');
  return resolved === '' ? '/' : resolved;
}

/** A catch-all (the SPA's static files, `/*`) says nothing about what the path is. */
export function matchedRoute(request: FastifyRequest): string | undefined {
  const route = request.is404 ? undefined : request.routeOptions.url;
  return route === undefined || route.includes('*') ? undefined : route;
}

/** Decided by the matched route, never the raw URL text: `/%61pi/...` is routed to `/api/...` and protected like it. */
export function requiresToken(request: FastifyRequest): boolean {
  const route = matchedRoute(request);
  if (route !== undefined) return isProtectedPath(route);
  return isProtectedPath(normalisedPath(request.url));
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** No route is left open to every signed-in user by omission. */
function requireDeclaredModules(route: RouteOptions): void {
  if (!isProtectedPath(route.url) || route.url.includes('*') || declaredModules(route.schema)) return;
  const methods = [route.method].flat().join(',');
  throw new Error(
    `${methods} ${route.url}: a protected route declares the modules it needs (protectedRoute's modules)`,
  );
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
          refreshAbsoluteTtlSeconds: app.config.refreshAbsoluteTtlSeconds,
          refreshIdleTtlSeconds: app.config.refreshIdleTtlSeconds,
        },
        app.clock,
      ),
    );
    // PERSIST_STATE=on keeps provider sessions, codes and tokens in the snapshot, so a restart signs nobody out.
    const auth = app.auth;
    auth.onChange = await app.store.keep({
      name: 'sign-ins',
      file: 'auth.json',
      snapshot: () => auth.snapshot(),
      restore: (value) => auth.restore(value as AuthSnapshot),
    });
    app.decorateRequest('user', null);

    // Token and modules before the body is read, so a user without them learns nothing of what the call would say.
    app.addHook('onRequest', async (request, reply) => {
      if (!requiresToken(request)) return;
      const user = app.auth.authenticate(bearerToken(request));
      if (!user) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer error="invalid_token"')
          .send({ message: request.words(say('auth.unauthorized')) });
      }
      request.user = user;
      const needed = declaredModules(request.routeOptions.schema);
      const refused = needed && refusal(needed, user.user.modules);
      if (refused) throw forbidden(refused);
    });
    app.addHook('onRoute', requireDeclaredModules);
  },
  { name: 'auth', dependencies: ['core'] },
);
