import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OAuthError, oauthText, type AuthService, type TokenResponse } from '../../auth/authService.js';
import { BASIC_CHALLENGE, clientCredentials } from '../../auth/clientAuth.js';
import { findPersona } from '../../personas.js';
import { FAVICON_SVG, LOGIN_CSS, errorPage, signInPage } from './pages.js';
import { languageOfLocales, say, type Said } from '../../i18n/messages.js';
import type { Language } from '@crm/domain';
import { OAUTH_SCHEMAS } from './schemas.js';
import type { TypedApp } from '../../lib/schemas.js';

// RFC 8414 metadata and RFC 7009 revocation are served so standard clients can configure themselves
// (docs/security.md, "The login provider").

export const SESSION_COOKIE = 'crm_sso';
export const METADATA_PATH = '/.well-known/oauth-authorization-server';

type Params = Record<string, unknown>;

/** A repeated or structured parameter is no value. */
const text = (params: Params, name: string): string | undefined =>
  typeof params[name] === 'string' ? params[name] : undefined;

/** Shown on the provider's page, never redirected: the redirect target cannot be trusted (RFC 6749 4.1.2.1). */
export function clientProblem(auth: AuthService, params: Params): Said | null {
  const clientId = text(params, 'client_id');
  const redirectUri = text(params, 'redirect_uri');
  if (!clientId) return say('oauth.clientMissing');
  if (clientId !== auth.client.clientId) return say('oauth.unknownClient', { clientId });
  if (!redirectUri) return say('oauth.redirectMissing');
  if (!auth.isRegisteredRedirectUri(redirectUri))
    return say('oauth.redirectNotRegistered', { uri: redirectUri });
  return null;
}

/** `ui_locales` first (OpenID Connect Core 3.1.2.1: the web app sends the user's language), else Accept-Language. */
function pageLanguage(request: FastifyRequest, params: Params): Language {
  return languageOfLocales(text(params, 'ui_locales')) ?? request.language;
}

export interface AuthorizeError {
  error: 'invalid_request' | 'unsupported_response_type';
  description: string;
}

const PKCE_CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/** Redirected back to a valid client with `error` and `state` (RFC 6749 section 4.1.2.1). */
export function requestProblem(auth: AuthService, params: Params): AuthorizeError | null {
  const invalid = (description: string): AuthorizeError => ({ error: 'invalid_request', description });
  const responseType = text(params, 'response_type');
  if (!responseType) return invalid('response_type is missing.');
  if (responseType !== 'code')
    return {
      error: 'unsupported_response_type',
      description: `Unsupported response_type "${responseType}": only "code" is allowed.`,
    };
  const tenantId = text(params, 'tenant_id');
  if (!tenantId) return invalid('tenant_id is missing.');
  if (tenantId !== auth.client.tenantId)
    return invalid(`Wrong tenant: tenant_id "${tenantId}" does not match this client.`);
  if (!text(params, 'state')) return invalid('state is missing.');
  const challenge = text(params, 'code_challenge');
  const method = text(params, 'code_challenge_method');
  if (method !== undefined && !challenge)
    return invalid('code_challenge_method is sent without code_challenge.');
  if (challenge !== undefined) {
    // RFC 7636: the method defaults to plain, which this provider does not accept (RFC 9700 section 2.1.1).
    if ((method ?? 'plain') !== 'S256')
      return invalid('code_challenge_method must be S256 (plain is not supported).');
    if (!PKCE_CHALLENGE.test(challenge))
      return invalid('code_challenge must be 43 to 128 characters of A-Z, a-z, 0-9, "-", ".", "_" or "~".');
  }
  return null;
}

const AUTHORIZE_FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'tenant_id',
  'code_challenge',
  'code_challenge_method',
  // Carried by the picker's form so that its error page speaks the same language.
  'ui_locales',
] as const;

function pickAuthorizeParams(source: Params): Record<string, string> {
  const params: Record<string, string> = {};
  for (const field of AUTHORIZE_FIELDS) {
    const value = text(source, field);
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

function redirectWithError(reply: FastifyReply, params: Params, problem: AuthorizeError): FastifyReply {
  const target = new URL(text(params, 'redirect_uri') as string);
  target.searchParams.set('error', problem.error);
  target.searchParams.set('error_description', oauthText(problem.description));
  const state = text(params, 'state');
  if (state) target.searchParams.set('state', state);
  return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
}

function redirectWithCode(
  app: FastifyInstance,
  reply: FastifyReply,
  sessionId: string,
  params: Params,
): FastifyReply {
  const code = app.auth.issueCode({
    sessionId,
    clientId: text(params, 'client_id') as string,
    redirectUri: text(params, 'redirect_uri') as string,
    state: text(params, 'state') as string,
    codeChallenge: text(params, 'code_challenge'),
  });
  const target = new URL(text(params, 'redirect_uri') as string);
  target.searchParams.set('code', code);
  target.searchParams.set('state', text(params, 'state') as string);
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

/** A 401 to a client that used HTTP Basic carries the Basic challenge, as RFC 6749 section 5.2 requires. */
function oauthErrorReply(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof OAuthError)) throw error;
  if (error.status === 401 && /^\s*Basic\b/i.test(request.headers.authorization ?? ''))
    reply.header('www-authenticate', BASIC_CHALLENGE);
  return reply.code(error.status).header('cache-control', 'no-store').send(error.toJSON());
}

/** RFC 6749 section 3.2, RFC 7009 section 2.1. */
function requireForm(request: FastifyRequest, what: string): void {
  if (request.validationError) throw new OAuthError(400, 'invalid_request', request.validationError.message);
  const contentType = request.headers['content-type'] ?? '';
  if (!contentType.startsWith('application/x-www-form-urlencoded'))
    throw new OAuthError(400, 'invalid_request', `the ${what} must be application/x-www-form-urlencoded`);
}

export default async function oauthRoutes(untyped: FastifyInstance) {
  const app: TypedApp = untyped.withTypeProvider<TypeBoxTypeProvider>();
  assetRoutes(app);
  authorizeRoutes(app);
  tokenRoutes(app);
  metadataRoute(app);
}

function assetRoutes(app: TypedApp): void {
  app.get('/oauth/assets/login.css', async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(LOGIN_CSS),
  );
  const icon = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(FAVICON_SVG);
  app.get('/oauth/assets/favicon.svg', icon);
  // A browser asks for /favicon.ico on any page that names no icon.
  app.get('/favicon.ico', icon);
}

function authorizeRoutes(app: TypedApp): void {
  /** Client or redirect URI problems stay on the page; every other problem goes back to the client. */
  const authorize = (request: FastifyRequest, reply: FastifyReply, params: Params) => {
    const pageProblem = clientProblem(app.auth, params);
    if (pageProblem) return htmlReply(reply, 400, errorPage(pageLanguage(request, params), pageProblem));
    if (request.validationError)
      return redirectWithError(reply, params, {
        error: 'invalid_request',
        description: request.validationError.message,
      });
    const problem = requestProblem(app.auth, params);
    if (problem) return redirectWithError(reply, params, problem);
    return undefined;
  };

  app.get('/oauth/authorize', OAUTH_SCHEMAS.authorize, async (request, reply) => {
    const query = request.query as Params;
    const refused = authorize(request, reply, query);
    if (refused) return refused;

    const hint = text(query, 'login_hint');
    if (hint !== undefined) {
      if (!findPersona(hint))
        return redirectWithError(reply, query, {
          error: 'invalid_request',
          description: `Unknown user in login_hint: "${hint}".`,
        });
      app.auth.endSession(request.cookies[SESSION_COOKIE]);
      const sessionId = app.auth.startSession(hint);
      setSessionCookie(request, reply, sessionId);
      return redirectWithCode(app, reply, sessionId, query);
    }

    // Single sign-on: a live provider session skips the picker unless the client asks to prompt again.
    const sessionId = request.cookies[SESSION_COOKIE];
    if (request.query.prompt !== 'login' && app.auth.sessionUser(sessionId)) {
      return redirectWithCode(app, reply, sessionId as string, query);
    }
    return htmlReply(reply, 200, signInPage(pageLanguage(request, query), pickAuthorizeParams(query)));
  });

  app.post('/oauth/authorize', OAUTH_SCHEMAS.signIn, async (request, reply) => {
    const body = (request.body ?? {}) as Params;
    const refused = authorize(request, reply, body);
    if (refused) return refused;
    const username = text(body, 'username');
    if (!username || !findPersona(username)) {
      const problem = say('oauth.unknownUser', { username: username ?? '' });
      return htmlReply(reply, 400, errorPage(pageLanguage(request, body), problem));
    }
    app.auth.endSession(request.cookies[SESSION_COOKIE]);
    const sessionId = app.auth.startSession(username);
    setSessionCookie(request, reply, sessionId);
    return redirectWithCode(app, reply, sessionId, body);
  });
}

function tokenRoutes(app: TypedApp): void {
  app.post('/oauth/token', OAUTH_SCHEMAS.token, async (request, reply) => {
    try {
      requireForm(request, 'token request');
      const form = request.body ?? {};
      const send = (tokens: TokenResponse) =>
        reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens);
      switch (form.grant_type) {
        case 'authorization_code':
          return send(app.auth.exchangeCode(form, clientCredentials(request.headers.authorization, form)));
        case 'refresh_token':
          return send(app.auth.refresh(form, clientCredentials(request.headers.authorization, form)));
        case 'redis':
          // The spec's session bootstrap sends grant_type=redis only: the provider session cookie is the grant.
          return send(app.auth.sessionGrant(request.cookies[SESSION_COOKIE]));
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
      return oauthErrorReply(request, reply, error);
    }
  });

  app.post('/oauth/revoke', OAUTH_SCHEMAS.revoke, async (request, reply) => {
    try {
      requireForm(request, 'revocation request');
      const form = request.body ?? {};
      const credentials = clientCredentials(request.headers.authorization, form);
      if (!form.token) throw new OAuthError(400, 'invalid_request', 'token is required');
      app.auth.revoke(form.token, credentials);
      return reply.header('cache-control', 'no-store').code(200).send();
    } catch (error) {
      return oauthErrorReply(request, reply, error);
    }
  });

  app.get('/oauth/logout', OAUTH_SCHEMAS.logout, async (request, reply) => {
    try {
      if (request.validationError)
        throw new OAuthError(400, 'invalid_request', request.validationError.message);
      const accessToken = request.query.code;
      if (!accessToken) throw new OAuthError(400, 'invalid_request', 'code (the access token) is required');
      app.auth.logout(accessToken);
      app.auth.endSession(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: '/oauth' });
      return reply.header('cache-control', 'no-store').send({ message: 'Signed out' });
    } catch (error) {
      return oauthErrorReply(request, reply, error);
    }
  });
}

function metadataRoute(app: TypedApp): void {
  // RFC 8414. The issuer is the origin the client reached.
  app.get(METADATA_PATH, OAUTH_SCHEMAS.metadata, async (request, reply) => {
    const issuer = `${request.protocol}://${request.host}`;
    return reply.header('cache-control', 'no-cache').send({
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      revocation_endpoint: `${issuer}/oauth/revoke`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token', 'redis'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
    });
  });
}
