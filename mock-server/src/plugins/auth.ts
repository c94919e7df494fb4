import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { AuthService, type AuthSnapshot } from '../auth/authService.js';
import { declaredModules, refusal } from '../lib/access.js';
import { say } from '../i18n/messages.js';

/** Route patterns of the resource server: every call needs a live bearer token. */
const PROTECTED = [
  /^\/api(\/|$)/,
  /^\/api-admin(\/|$)/,
  /^\/message-template(\/|$)/,
  /^\/download-file(\/|$)/,
];

/** Whether a path (a route pattern such as `/api/customers/:id`, or a normalised request path) is protected. */
export function isProtectedPath(url: string): boolean {
  const pathOnly = url.split('?')[0] ?? '';
  return PROTECTED.some((pattern) => pattern.test(pathOnly));
}

/**
 * A request path as a lenient router or proxy might read it: percent-decoded, lower case, duplicate slashes
 * collapsed, `.` and `..` segments resolved, no trailing slash. Only used for requests that match no route,
 * to answer 401 rather than 404 when they look like a protected path (so probing reveals nothing).
 */
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

/**
 * The pattern of the route a request matched, or undefined when it matched none or only a catch-all (the
 * SPA's static files, `/*`, serve any path: they say nothing about what the path is).
 */
export function matchedRoute(request: FastifyRequest): string | undefined {
  const route = request.is404 ? undefined : request.routeOptions.url;
  return route === undefined || route.includes('*') ? undefined : route;
}

/**
 * Whether a request needs a bearer token. Decided by the route the router matched (its pattern, as
 * registered), never by the raw URL text: `/%61pi/...` is routed to `/api/...` and is protected like it.
 * A request that matches no route (or only a catch-all) is judged by its normalised path.
 */
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

/**
 * onRoute: a protected route declares the modules it needs (protectedRoute's `modules`), or it cannot be
 * registered: no route is left open to every signed-in user by omission.
 */
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
    // PERSIST_STATE=on: provider sessions, codes and tokens are kept in the state snapshot (state/auth.json), so
    // a restart of the mock signs nobody out.
    const auth = app.auth;
    auth.onChange = await app.store.keep({
      name: 'sign-ins',
      file: 'auth.json',
      snapshot: () => auth.snapshot(),
      restore: (value) => auth.restore(value as AuthSnapshot),
    });
    app.decorateRequest('user', null);

    // Who before what: the token, then the modules the matched route declares, before the body is read,
    // parsed or validated (a user without them learns nothing of what the call would have said about it).
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
      if (refused) return reply.code(403).send({ message: request.words(refused) });
    });
    app.addHook('onRoute', requireDeclaredModules);
  },
  { name: 'auth', dependencies: ['core'] },
);
