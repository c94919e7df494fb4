import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLanguage, LANGUAGES, type Language, type PublicConfig } from '@crm/domain';

export interface MockConfig {
  host: string;
  port: number;
  seed: number;
  seedCustomers: number;
  tokenTtlSeconds: number;
  codeTtlSeconds: number;
  /** However often they rotate. */
  refreshAbsoluteTtlSeconds: number;
  refreshIdleTtlSeconds: number;
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
  shutdownGraceMs: number;
  mockControl: boolean;
  dataDir: string;
  /** Docker compose turns it on. */
  persistState: boolean;
  /** null disables static serving (API-only mode, as behind nginx). */
  webDist: string | null;
  apiDocsDir: string;
  maxUploadBytes: number;
  /** 1 = demo speed (progress visible within a minute); tests use a small value. */
  timeScale: number;
  /** Off: only explicit steps move campaigns, for tests. */
  campaignEngine: boolean;
  oauth: {
    clientId: string;
    clientSecret: string;
    tenantId: string;
    /** Exact match; loopback callbacks on any port are always accepted (RFC 8252 7.3). */
    redirectUris: string[];
  };
  publicConfig: PublicConfig;
  logLevel: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Works from src/ under tsx and from dist/ when compiled. */
export const MOCK_SERVER_ROOT = path.resolve(here, '..');

export class ConfigError extends Error {}

function num(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
  whole = false,
) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!(whole ? Number.isInteger(value) : Number.isFinite(value)) || value < min || value > max) {
    throw new ConfigError(
      `${name} must be ${whole ? 'an integer' : 'a number'} between ${min} and ${max}, got "${raw}"`,
    );
  }
  return value;
}

const int = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) =>
  num(env, name, fallback, min, max, true);

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be on or off, got "${env[name]}"`);
}

function language(env: NodeJS.ProcessEnv, name: string, fallback: Language): Language {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!isLanguage(raw))
    throw new ConfigError(`${name} must be one of ${LANGUAGES.join(', ')}, got "${env[name]}"`);
  return raw;
}

function str(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? fallback : raw.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): MockConfig {
  const clientId = str(env, 'CLIENT_ID', 'crm-web');
  const clientSecret = str(env, 'CLIENT_SECRET', 'crm-web-secret');
  const tenantId = str(env, 'TENANT_ID', 'crm-backoffice');
  const defaultWebDist = path.resolve(MOCK_SERVER_ROOT, '../web/dist');
  // One setting for the server's limit, nginx's (render-config.sh) and the browser's check (/config.js).
  const maxUploadMb = int(env, 'MAX_UPLOAD_MB', 20, 1, 1024);
  const webDistRaw = str(env, 'WEB_DIST', defaultWebDist);
  return {
    host: str(env, 'HOST', '127.0.0.1'),
    port: int(env, 'PORT', 8080, 0, 65535),
    seed: int(env, 'SEED', 20240611, 0, 2 ** 31 - 1),
    seedCustomers: int(env, 'SEED_CUSTOMERS', 500, 0, 1_000_000),
    tokenTtlSeconds: int(env, 'TOKEN_TTL_SECONDS', 3600, 1, 30 * 24 * 3600),
    codeTtlSeconds: int(env, 'CODE_TTL_SECONDS', 60, 1, 3600),
    refreshAbsoluteTtlSeconds: int(env, 'REFRESH_ABSOLUTE_TTL_SECONDS', 12 * 3600, 1, 365 * 24 * 3600),
    refreshIdleTtlSeconds: int(env, 'REFRESH_IDLE_TTL_SECONDS', 2 * 3600, 1, 365 * 24 * 3600),
    requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_SECONDS', 300, 1, 3600) * 1000,
    connectionTimeoutMs: int(env, 'CONNECTION_TIMEOUT_SECONDS', 30, 1, 3600) * 1000,
    keepAliveTimeoutMs: int(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 5, 1, 3600) * 1000,
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_SECONDS', 5, 0, 60) * 1000,
    mockControl: flag(env, 'MOCK_CONTROL', true),
    dataDir: path.resolve(str(env, 'DATA_DIR', path.join(MOCK_SERVER_ROOT, '.data'))),
    persistState: flag(env, 'PERSIST_STATE', false),
    webDist: webDistRaw === 'off' ? null : path.resolve(webDistRaw),
    apiDocsDir: path.join(MOCK_SERVER_ROOT, 'dist/api-docs'),
    maxUploadBytes: maxUploadMb * 1024 * 1024,
    timeScale: num(env, 'TIME_SCALE', 1, 0.001, 100),
    campaignEngine: flag(env, 'CAMPAIGN_ENGINE', true),
    oauth: {
      clientId,
      clientSecret,
      tenantId,
      redirectUris: str(env, 'REDIRECT_URIS', '')
        .split(',')
        .map((uri) => uri.trim())
        .filter(Boolean),
    },
    publicConfig: {
      loginProviderUrl: str(env, 'LOGIN_PROVIDER_URL', '/oauth/authorize'),
      clientId,
      clientSecret,
      tenantId,
      redirectUri: str(env, 'REDIRECT_URI', ''),
      apps: {
        account: str(env, 'APP_URL_ACCOUNT', 'https://account.example.com/dashboard'),
        helpdesk: str(env, 'APP_URL_HELPDESK', 'https://helpdesk.example.com/dashboard'),
        broadcast: str(env, 'APP_URL_BROADCAST', 'https://broadcast.example.com/dashboard'),
        chatbot: str(env, 'APP_URL_CHATBOT', 'https://chatbot.example.com/dashboard'),
        studio: str(env, 'APP_URL_STUDIO', 'https://studio.example.com/dashboard'),
      },
      maxUploadMb,
      defaultLanguage: language(env, 'DEFAULT_LANGUAGE', 'en'),
    },
    logLevel: str(env, 'LOG_LEVEL', 'info'),
  };
}

export function testConfig(overrides: Partial<MockConfig> = {}): MockConfig {
  const base = loadConfig({});
  return { ...base, webDist: null, logLevel: 'silent', timeScale: 0.01, persistState: false, ...overrides };
}
