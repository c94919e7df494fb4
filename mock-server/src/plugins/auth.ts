import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AuthService, type AuthSnapshot } from '../auth/authService.js';
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
 * preHandler for a route: the signed-in user must hold at least one of the given modules, else 403.
 * (The web app's menus and guards hide what a user cannot open; the server enforces it regardless.)
 */
export function requireModules(...anyOf: string[]): preHandlerHookHandler {
  return function checkModules(request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) {
    const modules = request.user?.user.modules ?? [];
    if (anyOf.length > 0 && !anyOf.some((module) => modules.includes(module))) {
      void reply
        .code(403)
        .send({ message: request.words(say('auth.forbiddenAnyModule', { modules: anyOf.join(', ') })) });
      return;
    }
    done();
  };
}

const AUTH_SNAPSHOT_DELAY_MS = 200;

/**
 * PERSIST_STATE=on: provider sessions, codes and tokens are kept in DATA_DIR/state/auth.json (owner-only,
 * written atomically shortly after each change and on close) and taken back on start, so a restart of the
 * mock signs nobody out.
 */
async function persistSignIns(app: FastifyInstance, auth: AuthService): Promise<void> {
  const dir = path.join(app.config.dataDir, 'state');
  const file = path.join(dir, 'auth.json');
  try {
    const restored = auth.restore(JSON.parse(await readFile(file, 'utf8')) as AuthSnapshot);
    if (restored) app.log.info('sign-ins restored from the state snapshot');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      app.log.warn({ err: error }, 'the sign-in snapshot is unreadable: everyone signs in again');
    }
  }
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const write = () => {
    timer = undefined;
    const text = JSON.stringify(auth.snapshot());
    writing = writing.then(async () => {
      try {
        await mkdir(dir, { recursive: true });
        const temp = `${file}.${process.pid}.tmp`;
        await writeFile(temp, text, { mode: 0o600 });
        await rename(temp, file);
      } catch (error) {
        app.log.error({ err: error }, 'could not write the sign-in snapshot');
      }
    });
    return writing;
  };
  let closed = false;
  auth.onChange = () => {
    if (!closed && !timer) timer = setTimeout(() => void write(), AUTH_SNAPSHOT_DELAY_MS);
  };
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await write();
  });
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
    if (app.config.persistState) await persistSignIns(app, app.auth);
    app.decorateRequest('user', null);

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
    });
  },
  { name: 'auth', dependencies: ['core'] },
);
