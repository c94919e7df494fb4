import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OAuthError, type AuthService } from '../../auth/authService.js';
import { findPersona } from '../../personas.js';
import { LOGIN_CSS, errorPage, signInPage } from './pages.js';
import { OAUTH_SCHEMAS } from './schemas.js';

/**
 * The mock login provider (spec part 1 section 7): authorize with a persona picker, the token endpoint
 * (authorization_code, refresh_token, redis) and logout.
 */

export const SESSION_COOKIE = 'crm_sso';

type Query = Record<string, string | undefined>;

/** Validates an authorize request; returns the problem in words, or null when it is acceptable. */
export function authorizeProblem(auth: AuthService, query: Query): string | null {
  const client = auth.client;
  if (!query.client_id) return 'client_id is missing.';
  if (query.client_id !== client.clientId)
    return `Unknown client: client_id "${query.client_id}" is not registered.`;
  if (!query.tenant_id) return 'tenant_id is missing.';
  if (query.tenant_id !== client.tenantId)
    return `Wrong tenant: tenant_id "${query.tenant_id}" does not match this client.`;
  if (!query.redirect_uri) return 'redirect_uri is missing.';
  if (!auth.isRegisteredRedirectUri(query.redirect_uri)) {
    return `redirect_uri "${query.redirect_uri}" is not registered for this client.`;
  }
  if (query.response_type !== 'code')
    return `Unsupported response_type "${query.response_type ?? ''}": only "code" is allowed.`;
  if (!query.state) return 'state is missing.';
  return null;
}

const AUTHORIZE_FIELDS = ['response_type', 'client_id', 'redirect_uri', 'state', 'tenant_id'] as const;

function pickAuthorizeParams(source: Query): Record<string, string> {
  const params: Record<string, string> = {};
  for (const field of AUTHORIZE_FIELDS) {
    const value = source[field];
    if (value !== undefined) params[field] = value;
  }
  return params;
}

function htmlReply(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

function redirectWithCode(
  app: FastifyInstance,
  reply: FastifyReply,
  sessionId: string,
  query: Query,
): FastifyReply {
  const code = app.auth.issueCode({
    sessionId,
    clientId: query.client_id as string,
    redirectUri: query.redirect_uri as string,
    state: query.state as string,
  });
  const target = new URL(query.redirect_uri as string);
  target.searchParams.set('code', code);
  target.searchParams.set('state', query.state as string);
  return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    path: '/oauth',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

function oauthErrorReply(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof OAuthError) {
    return reply.code(error.status).header('cache-control', 'no-store').send(error.toJSON());
  }
  throw error;
}

export default async function oauthRoutes(app: FastifyInstance) {
  app.get('/oauth/assets/login.css', async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(LOGIN_CSS),
  );

  app.get<{ Querystring: Query }>('/oauth/authorize', OAUTH_SCHEMAS.authorize, async (request, reply) => {
    if (request.validationError) return htmlReply(reply, 400, errorPage(request.validationError.message));
    const query = request.query;
    const problem = authorizeProblem(app.auth, query);
    if (problem) return htmlReply(reply, 400, errorPage(problem));

    if (query.login_hint) {
      if (!findPersona(query.login_hint))
        return htmlReply(reply, 400, errorPage(`Unknown user in login_hint: "${query.login_hint}".`));
      app.auth.endSession(request.cookies[SESSION_COOKIE]);
      const sessionId = app.auth.startSession(query.login_hint);
      setSessionCookie(request, reply, sessionId);
      return redirectWithCode(app, reply, sessionId, query);
    }

    // Single sign-on: a live provider session skips the picker unless the client asks to prompt again.
    const sessionId = request.cookies[SESSION_COOKIE];
    if (query.prompt !== 'login' && app.auth.sessionUser(sessionId)) {
      return redirectWithCode(app, reply, sessionId as string, query);
    }
    return htmlReply(reply, 200, signInPage(pickAuthorizeParams(query)));
  });

  app.post<{ Body: Query }>('/oauth/authorize', OAUTH_SCHEMAS.signIn, async (request, reply) => {
    if (request.validationError) return htmlReply(reply, 400, errorPage(request.validationError.message));
    const body = request.body ?? {};
    const problem = authorizeProblem(app.auth, body);
    if (problem) return htmlReply(reply, 400, errorPage(problem));
    if (!body.username || !findPersona(body.username)) {
      return htmlReply(reply, 400, errorPage(`Unknown user "${body.username ?? ''}".`));
    }
    app.auth.endSession(request.cookies[SESSION_COOKIE]);
    const sessionId = app.auth.startSession(body.username);
    setSessionCookie(request, reply, sessionId);
    return redirectWithCode(app, reply, sessionId, body);
  });

  app.post('/oauth/token', OAUTH_SCHEMAS.token, async (request, reply) => {
    if (request.validationError) {
      return oauthErrorReply(reply, new OAuthError(400, 'invalid_request', request.validationError.message));
    }
    const contentType = request.headers['content-type'] ?? '';
    if (!contentType.startsWith('application/x-www-form-urlencoded')) {
      return oauthErrorReply(
        reply,
        new OAuthError(400, 'invalid_request', 'the token request must be application/x-www-form-urlencoded'),
      );
    }
    const form = (request.body ?? {}) as Query;
    try {
      switch (form.grant_type) {
        case 'authorization_code':
          return reply
            .header('cache-control', 'no-store')
            .header('pragma', 'no-cache')
            .send(app.auth.exchangeCode(form));
        case 'refresh_token':
          return reply
            .header('cache-control', 'no-store')
            .header('pragma', 'no-cache')
            .send(app.auth.refresh(form));
        case 'redis':
          return reply
            .header('cache-control', 'no-store')
            .header('pragma', 'no-cache')
            .send(app.auth.sessionGrant(request.cookies[SESSION_COOKIE]));
        case undefined:
        case '':
          throw new OAuthError(400, 'invalid_request', 'grant_type is required');
        default:
          throw new OAuthError(
            400,
            'unsupported_grant_type',
            `grant_type "${form.grant_type}" is not supported`,
          );
      }
    } catch (error) {
      return oauthErrorReply(reply, error);
    }
  });

  app.get<{ Querystring: Query }>('/oauth/logout', OAUTH_SCHEMAS.logout, async (request, reply) => {
    if (request.validationError) {
      return oauthErrorReply(reply, new OAuthError(400, 'invalid_request', request.validationError.message));
    }
    const accessToken = request.query.code;
    if (!accessToken) {
      return oauthErrorReply(
        reply,
        new OAuthError(400, 'invalid_request', 'code (the access token) is required'),
      );
    }
    app.auth.logout(accessToken);
    app.auth.endSession(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/oauth' });
    return reply.header('cache-control', 'no-store').send({ message: 'Signed out' });
  });
}
