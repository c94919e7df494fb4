/** The runtime configuration, read from window.__CRM_CONFIG__ that /config.js sets before the app starts. */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../i18n/i18n';

export const SIBLING_APPS = ['account', 'helpdesk', 'broadcast', 'chatbot', 'studio'] as const;
export type SiblingApp = (typeof SIBLING_APPS)[number];

export interface RuntimeConfig {
  /** The login provider's authorize endpoint. */
  loginProviderUrl: string;
  clientId: string;
  clientSecret: string;
  tenantId: string;
  /** The product's own callback address; derived from the page origin when empty. */
  redirectUri: string;
  /** Home (dashboard) address of each sibling application. */
  apps: Record<SiblingApp, string>;
  /**
   * The largest upload the backend takes, in MB (MAX_UPLOAD_MB, the setting the server and nginx use): the
   * upload modal checks a file against it before sending it.
   */
  maxUploadMb: number;
  /**
   * The language a browser starts in until its user picks one in the profile menu (DEFAULT_LANGUAGE: en or id;
   * English when absent).
   */
  defaultLanguage: Language;
}

declare global {
  interface Window {
    __CRM_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export class RuntimeConfigError extends Error {}

/** Validates the raw object; a missing required value is a clear error, not a broken sign-in later. */
export function parseRuntimeConfig(raw: Partial<RuntimeConfig> | undefined, origin: string): RuntimeConfig {
  if (!raw || typeof raw !== 'object') {
    throw new RuntimeConfigError('The runtime configuration (/config.js) is missing.');
  }
  const missing = (['loginProviderUrl', 'clientId', 'tenantId'] as const).filter(
    (key) => typeof raw[key] !== 'string' || raw[key].trim() === '',
  );
  if (missing.length) {
    throw new RuntimeConfigError(`The runtime configuration (/config.js) lacks: ${missing.join(', ')}.`);
  }
  const apps = {} as Record<SiblingApp, string>;
  for (const app of SIBLING_APPS) apps[app] = raw.apps?.[app] ?? '';
  const maxUploadMb = Number(raw.maxUploadMb);
  if (!Number.isFinite(maxUploadMb) || maxUploadMb <= 0) {
    throw new RuntimeConfigError(
      'The runtime configuration (/config.js) lacks a valid maxUploadMb (the largest upload, in MB).',
    );
  }
  const defaultLanguage = raw.defaultLanguage ?? DEFAULT_LANGUAGE;
  if (!isLanguage(defaultLanguage)) {
    throw new RuntimeConfigError(
      `The runtime configuration (/config.js) has an unknown defaultLanguage "${String(defaultLanguage)}" (one of ${LANGUAGES.join(', ')}).`,
    );
  }
  return {
    loginProviderUrl: raw.loginProviderUrl as string,
    clientId: raw.clientId as string,
    clientSecret: raw.clientSecret ?? '',
    tenantId: raw.tenantId as string,
    redirectUri: raw.redirectUri?.trim() || `${origin}/auth/callback`,
    apps,
    maxUploadMb,
    defaultLanguage,
  };
}

export function readRuntimeConfig(): RuntimeConfig {
  return parseRuntimeConfig(window.__CRM_CONFIG__, window.location.origin);
}
