import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@crm/domain';
import type { Clock } from '../lib/clock.js';
import { findPersona, type Persona } from '../personas.js';
import type { ClientCredentials } from './clientAuth.js';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  tenantId: string;
  redirectUris: string[];
}

export interface AuthOptions {
  client: OAuthClient;
  tokenTtlSeconds: number;
  codeTtlSeconds: number;
  /** Rotation never extends it. */
  refreshAbsoluteTtlSeconds: number;
  /** Each rotation starts a new idle period. */
  refreshIdleTtlSeconds: number;
}

/** RFC 6749 (4.1.2.1, 5.2) allows only printable ASCII without `"` and `\` in an error description. */
export function oauthText(text: string): string {
  return text
    .replace(/"/g, "'")
    .replace(/\\/g, '/')
    .replace(/[^\x20-\x7e]/g, '?');
}

export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }

  toJSON(): { error: string; error_description: string } {
    return { error: this.error, error_description: oauthText(this.description) };
  }
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
  user: SessionUser;
}

interface CodeRecord {
  username: string;
  clientId: string;
  redirectUri: string;
  state: string;
  sessionId: string;
  expiresAt: number;
  used: boolean;
  /** RFC 7636 S256; without it (the spec's app) the code_verifier must be the request's state. */
  codeChallenge?: string;
  /** Revoked whole if the code is replayed. */
  family?: string;
}

interface AccessRecord {
  username: string;
  expiresAt: number;
  refreshToken: string;
  sessionId: string;
  family: string;
}

interface RefreshRecord {
  username: string;
  accessToken: string;
  sessionId: string;
  family: string;
  used: boolean;
  issuedAt: number;
}

interface FamilyRecord {
  username: string;
  sessionId: string;
  createdAt: number;
  refreshExpiresAt: number;
}

interface ProviderSession {
  username: string;
  createdAt: number;
}

/** PERSIST_STATE=on keeps sign-ins across restarts. */
export interface AuthSnapshot {
  version: 1;
  sessions: [string, ProviderSession][];
  codes: [string, CodeRecord][];
  accessTokens: [string, AccessRecord][];
  refreshTokens: [string, RefreshRecord][];
  families: [string, FamilyRecord][];
}

export interface AuthenticatedUser {
  username: string;
  user: SessionUser;
  accessToken: string;
}

const token = (bytes = 32): string => randomBytes(bytes).toString('base64url');

function isLoopbackCallback(uri: string): boolean {
  try {
    const url = new URL(uri);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) &&
      url.pathname === '/auth/callback' &&
      url.search === '' &&
      url.hash === ''
    );
  } catch {
    return false;
  }
}

function dropWhere<T>(map: Map<string, T>, drop: (record: T) => boolean): void {
  for (const [key, record] of map) if (drop(record)) map.delete(key);
}

function verifierMatches(record: CodeRecord, verifier: string): boolean {
  if (record.codeChallenge === undefined) return record.state === verifier;
  return createHash('sha256').update(verifier, 'ascii').digest('base64url') === record.codeChallenge;
}

export class AuthService {
  private readonly sessions = new Map<string, ProviderSession>();
  private readonly codes = new Map<string, CodeRecord>();
  private readonly accessTokens = new Map<string, AccessRecord>();
  private readonly refreshTokens = new Map<string, RefreshRecord>();
  private readonly families = new Map<string, FamilyRecord>();

  private tokenTtlSeconds: number;
  onChange: () => void = () => undefined;

  constructor(
    private readonly options: AuthOptions,
    private readonly clock: Clock,
  ) {
    this.tokenTtlSeconds = options.tokenTtlSeconds;
  }

  setTokenTtl(seconds: number | undefined): void {
    this.tokenTtlSeconds = seconds ?? this.options.tokenTtlSeconds;
  }

  get client(): OAuthClient {
    return this.options.client;
  }

  isRegisteredRedirectUri(uri: string): boolean {
    return this.options.client.redirectUris.includes(uri) || isLoopbackCallback(uri);
  }

  startSession(username: string): string {
    if (!findPersona(username)) throw new OAuthError(400, 'invalid_request', `unknown user "${username}"`);
    const sessionId = token();
    this.sessions.set(sessionId, { username, createdAt: this.clock.now() });
    this.onChange();
    return sessionId;
  }

  sessionUser(sessionId: string | undefined): string | undefined {
    return sessionId ? this.sessions.get(sessionId)?.username : undefined;
  }

  endSession(sessionId: string | undefined): void {
    if (sessionId && this.sessions.delete(sessionId)) this.onChange();
  }

  issueCode(
    params: {
      sessionId: string;
      clientId: string;
      redirectUri: string;
      state: string;
      codeChallenge?: string;
    },
    code = token(24),
  ): string {
    const username = this.sessionUser(params.sessionId);
    if (!username) throw new OAuthError(400, 'invalid_request', 'no provider session');
    this.codes.set(code, {
      username,
      clientId: params.clientId,
      redirectUri: params.redirectUri,
      state: params.state,
      sessionId: params.sessionId,
      expiresAt: this.clock.now() + this.options.codeTtlSeconds * 1000,
      used: false,
      ...(params.codeChallenge ? { codeChallenge: params.codeChallenge } : {}),
    });
    this.onChange();
    return code;
  }

  private checkClient({ clientId, clientSecret }: ClientCredentials): void {
    if (!clientId) throw new OAuthError(400, 'invalid_request', 'client_id is required');
    if (clientId !== this.options.client.clientId) {
      throw new OAuthError(401, 'invalid_client', `unknown client_id "${clientId}"`);
    }
    if (!clientSecret) throw new OAuthError(401, 'invalid_client', 'client_secret is required');
    if (clientSecret !== this.options.client.clientSecret) {
      throw new OAuthError(401, 'invalid_client', 'client authentication failed');
    }
  }

  exchangeCode(form: Record<string, string | undefined>, client: ClientCredentials): TokenResponse {
    for (const field of ['code', 'redirect_uri', 'code_verifier'] as const) {
      if (!form[field]) throw new OAuthError(400, 'invalid_request', `${field} is required`);
    }
    this.checkClient(client);
    const code = form.code as string;
    const record = this.codes.get(code);
    if (!record) throw new OAuthError(400, 'invalid_grant', 'authorization code is invalid');
    if (record.used) {
      // A replayed code (RFC 6749 4.1.2, RFC 9700 4.5): revoke every token descended from the first exchange.
      if (record.family) this.revokeFamily(record.family);
      this.codes.delete(code);
      this.onChange();
      throw new OAuthError(400, 'invalid_grant', 'authorization code has already been used');
    }
    if (record.expiresAt <= this.clock.now()) {
      this.codes.delete(code);
      this.onChange();
      throw new OAuthError(400, 'invalid_grant', 'authorization code has expired');
    }
    if (record.clientId !== client.clientId) {
      throw new OAuthError(400, 'invalid_grant', 'authorization code was issued to another client');
    }
    if (record.redirectUri !== form.redirect_uri) {
      throw new OAuthError(400, 'invalid_grant', 'redirect_uri does not match the authorization request');
    }
    if (!verifierMatches(record, form.code_verifier as string)) {
      throw new OAuthError(400, 'invalid_grant', 'code_verifier does not match the authorization request');
    }
    record.used = true;
    const family = this.startFamily(record.username, record.sessionId);
    record.family = family;
    return this.issueTokens(record.username, record.sessionId, family);
  }

  refresh(form: Record<string, string | undefined>, client: ClientCredentials): TokenResponse {
    if (!form.refresh_token) throw new OAuthError(400, 'invalid_request', 'refresh_token is required');
    this.checkClient(client);
    const record = this.refreshTokens.get(form.refresh_token);
    if (!record) throw new OAuthError(400, 'invalid_grant', 'refresh token is invalid or revoked');
    if (record.used) {
      // Reuse of a rotated refresh token: treat the family as stolen and revoke all of it.
      this.revokeFamily(record.family);
      throw new OAuthError(400, 'invalid_grant', 'refresh token has already been used');
    }
    const family = this.families.get(record.family);
    const now = this.clock.now();
    if (!family || family.refreshExpiresAt <= now) {
      this.revokeFamily(record.family);
      throw new OAuthError(400, 'invalid_grant', 'refresh token has expired (sign-in lifetime reached)');
    }
    if (record.issuedAt + this.options.refreshIdleTtlSeconds * 1000 <= now) {
      this.revokeFamily(record.family);
      throw new OAuthError(400, 'invalid_grant', 'refresh token has expired (unused for too long)');
    }
    // The previous access token stays valid until it expires, so requests already in flight do not fail.
    record.used = true;
    return this.issueTokens(record.username, record.sessionId, record.family);
  }

  sessionGrant(sessionId: string | undefined): TokenResponse {
    const username = this.sessionUser(sessionId);
    if (!username || !sessionId) {
      throw new OAuthError(400, 'invalid_grant', 'no active sign-in session at the login provider');
    }
    return this.issueTokens(username, sessionId, this.startFamily(username, sessionId));
  }

  private lastPrune = 0;

  /** Kept while its sign-in lives, so a replay (even after a restart) still revokes it. */
  private codeKept(code: CodeRecord, now: number): boolean {
    return code.expiresAt > now || (code.family !== undefined && this.families.has(code.family));
  }

  /** Keeps memory bounded. */
  private prune(now: number): void {
    if (now - this.lastPrune < 60_000) return;
    this.lastPrune = now;
    dropWhere(this.codes, (record) => !this.codeKept(record, now));
    dropWhere(this.accessTokens, (record) => record.expiresAt <= now);
    const withLiveAccess = new Set([...this.accessTokens.values()].map((record) => record.family));
    for (const [family, entry] of this.families) {
      if (entry.refreshExpiresAt > now) continue;
      dropWhere(this.refreshTokens, (record) => record.family === family);
      if (!withLiveAccess.has(family)) this.families.delete(family);
    }
  }

  private startFamily(username: string, sessionId: string): string {
    const family = token(12);
    const now = this.clock.now();
    this.prune(now);
    this.families.set(family, {
      username,
      sessionId,
      createdAt: now,
      refreshExpiresAt: now + this.options.refreshAbsoluteTtlSeconds * 1000,
    });
    return family;
  }

  /** Random tokens, unless a fixture names them. */
  private issueTokens(
    username: string,
    sessionId: string,
    family: string,
    accessToken = token(),
    refreshToken = token(),
  ): TokenResponse {
    const persona = findPersona(username) as Persona;
    const now = this.clock.now();
    this.accessTokens.set(accessToken, {
      username,
      sessionId,
      refreshToken,
      family,
      expiresAt: now + this.tokenTtlSeconds * 1000,
    });
    this.refreshTokens.set(refreshToken, {
      username,
      accessToken,
      sessionId,
      family,
      used: false,
      issuedAt: now,
    });
    this.onChange();
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: this.tokenTtlSeconds,
      token_type: 'Bearer',
      user: structuredClone(persona.user),
    };
  }

  authenticate(accessToken: string | undefined): AuthenticatedUser | undefined {
    if (!accessToken) return undefined;
    const record = this.accessTokens.get(accessToken);
    if (!record || record.expiresAt <= this.clock.now()) return undefined;
    const persona = findPersona(record.username);
    return persona ? { username: record.username, user: persona.user, accessToken } : undefined;
  }

  /** Ends the whole sign-in: every token of the family and of the same provider session, and the session. */
  logout(accessToken: string): void {
    const record = this.accessTokens.get(accessToken);
    if (!record) return;
    this.revokeFamily(record.family);
    for (const [family, entry] of this.families) {
      if (entry.sessionId === record.sessionId) this.revokeFamily(family);
    }
    this.endSession(record.sessionId);
    this.onChange();
  }

  /** RFC 7009: a refresh token takes its whole sign-in with it (2.1); an unknown token is not an error (2.2). */
  revoke(tokenValue: string, client: ClientCredentials): void {
    this.checkClient(client);
    const refresh = this.refreshTokens.get(tokenValue);
    if (refresh) {
      this.revokeFamily(refresh.family);
      return;
    }
    if (this.accessTokens.delete(tokenValue)) this.onChange();
  }

  private revokeFamily(family: string): void {
    dropWhere(this.refreshTokens, (record) => record.family === family);
    dropWhere(this.accessTokens, (record) => record.family === family);
    this.families.delete(family);
    this.onChange();
  }

  expireAccessTokens(filter: { accessToken?: string; username?: string } = {}): number {
    let count = 0;
    const now = this.clock.now();
    for (const [accessToken, record] of this.accessTokens) {
      if (filter.accessToken && filter.accessToken !== accessToken) continue;
      if (filter.username && filter.username !== record.username) continue;
      record.expiresAt = now - 1;
      count += 1;
    }
    if (count > 0) this.onChange();
    return count;
  }

  // Fixtures for contract provider states and tests: known values instead of random ones.

  plantCode(code: string, params: { username: string; redirectUri: string; state: string }): void {
    const sessionId = this.startSession(params.username);
    const { redirectUri, state } = params;
    this.issueCode({ sessionId, clientId: this.options.client.clientId, redirectUri, state }, code);
  }

  plantTokens(tokens: { username: string; accessToken: string; refreshToken: string }): void {
    const { username, accessToken, refreshToken } = tokens;
    const sessionId = this.startSession(username);
    this.issueTokens(username, sessionId, this.startFamily(username, sessionId), accessToken, refreshToken);
  }

  clear(): void {
    this.sessions.clear();
    this.codes.clear();
    this.accessTokens.clear();
    this.refreshTokens.clear();
    this.families.clear();
    this.onChange();
  }

  snapshot(): AuthSnapshot {
    const now = this.clock.now();
    return {
      version: 1,
      sessions: [...this.sessions],
      codes: [...this.codes].filter(([, code]) => this.codeKept(code, now)),
      accessTokens: [...this.accessTokens].filter(([, record]) => record.expiresAt > now),
      refreshTokens: [...this.refreshTokens],
      families: [...this.families],
    };
  }

  restore(snapshot: AuthSnapshot): boolean {
    if (snapshot?.version !== 1) return false;
    const load = <T>(map: Map<string, T>, entries: [string, T][]) => {
      map.clear();
      for (const [key, value] of entries) map.set(key, value);
    };
    load(this.sessions, snapshot.sessions);
    load(this.codes, snapshot.codes);
    load(this.accessTokens, snapshot.accessTokens);
    load(this.refreshTokens, snapshot.refreshTokens);
    load(this.families, snapshot.families);
    return true;
  }
}
