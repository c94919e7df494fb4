import type { SessionUser } from '@crm/domain';

/** DTOs shared across areas. Each area's own shapes live beside its API module. */

export type { Division, SessionUser } from '@crm/domain';

/** The token endpoint's answer; the app stores it whole, with created_at added. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type?: string;
  user: SessionUser;
}

/** Local storage key `data`. */
export interface StoredSession extends TokenResponse {
  /** ISO time at which the token response was received. */
  created_at: string;
}
