import { OAuthError } from './authService.js';

// RFC 6749 section 2.3.1: HTTP Basic (which a server MUST support) or `client_secret_post` (what the spec's web app sends).

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'none';

export interface ClientCredentials {
  clientId?: string;
  clientSecret?: string;
  method: ClientAuthMethod;
}

/** RFC 6749 section 5.2. */
export const BASIC_CHALLENGE = 'Basic realm="crm-mock-login-provider", charset="UTF-8"';

/** RFC 6749 appendix B: Basic credentials are form-urlencoded before base64 (a `:` in an id is `%3A`). */
function formDecode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

function parseBasic(header: string): { clientId: string; clientSecret: string } {
  const match = /^Basic\s+([A-Za-z0-9+/=._~-]+)\s*$/i.exec(header);
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon < 1)
    throw new OAuthError(
      401,
      'invalid_client',
      'the Authorization header is not HTTP Basic client authentication (client_id:client_secret)',
    );
  try {
    return {
      clientId: formDecode(decoded.slice(0, colon)),
      clientSecret: formDecode(decoded.slice(colon + 1)),
    };
  } catch {
    throw new OAuthError(401, 'invalid_client', 'the Basic credentials are not form-urlencoded');
  }
}

/**
 * RFC 6749 section 2.3: one method only, so Basic with differing form values is refused (the same values twice
 * count as Basic). A Bearer header is not client authentication.
 */
export function clientCredentials(
  authorization: string | undefined,
  form: Record<string, string | undefined>,
): ClientCredentials {
  const formId = form.client_id || undefined;
  const formSecret = form.client_secret || undefined;
  if (authorization && /^Basic\b/i.test(authorization.trim())) {
    const basic = parseBasic(authorization.trim());
    if ((formId && formId !== basic.clientId) || (formSecret && formSecret !== basic.clientSecret))
      throw new OAuthError(
        400,
        'invalid_request',
        'the client authenticated twice with different credentials (HTTP Basic and client_id/client_secret ' +
          'in the form); use one method',
      );
    return { ...basic, method: 'client_secret_basic' };
  }
  return {
    clientId: formId,
    clientSecret: formSecret,
    method: formSecret ? 'client_secret_post' : 'none',
  };
}
