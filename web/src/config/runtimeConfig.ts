/** The runtime configuration, read from window.__CRM_CONFIG__ that /config.js sets before the app starts. */
import { SIBLING_APPS, type PublicConfig, type SiblingApp } from '@crm/domain';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '../i18n/i18n';

/** Checked by parseRuntimeConfig, with the page's own callback when redirectUri is empty. */
export type RuntimeConfig = PublicConfig;

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
