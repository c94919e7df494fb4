import type { Language } from './languages.js';

/** What a browser needs to sign in (the /config.js shape) and who it gets back (spec part 1 sections 3 and 7). */
export const SIBLING_APPS = ['account', 'helpdesk', 'broadcast', 'chatbot', 'studio'] as const;
export type SiblingApp = (typeof SIBLING_APPS)[number];

/** `window.__CRM_CONFIG__`, which /config.js sets before the app starts. */
export interface PublicConfig {
  /** The login provider's authorize endpoint. */
  loginProviderUrl: string;
  clientId: string;
  /** Sent by the browser in the token calls (spec part 1 section 7): not a secret in a browser app. */
  clientSecret: string;
  tenantId: string;
  /** The product's own callback address; empty means `<origin>/auth/callback`. */
  redirectUri: string;
  /** Home (dashboard) address of each sibling application. */
  apps: Record<SiblingApp, string>;
  /** The largest upload in MB (MAX_UPLOAD_MB, as the server and nginx take it): checked before sending. */
  maxUploadMb: number;
  /** The language a browser starts in until its user picks one (DEFAULT_LANGUAGE). */
  defaultLanguage: Language;
}

export interface Division {
  id: string;
  name: string;
}

/** The `user` of a token response. */
export interface SessionUser {
  display_name: string;
  applications: string[];
  modules: string[];
  divisions: Division[];
}
