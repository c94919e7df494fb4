import type { FastifyInstance } from 'fastify';

/**
 * What provider-state handlers work with: the running mock server, and how the verifier should
 * authenticate the replayed request (bearer token of a persona; provider session cookie).
 */
export class ProviderContext {
  /** Cookie header to add to replayed requests (the login provider's session), if any. */
  cookie: string | undefined;
  /** Persona whose live token replaces the consumer's placeholder bearer token. */
  persona = 'admin';
  private tokens = new Map<string, string>();

  constructor(readonly app: FastifyInstance) {}

  /** Back to the seeded data and a signed-out provider, before every interaction. */
  async reset(): Promise<void> {
    await this.app.store.reset();
    this.app.auth.clear();
    this.tokens.clear();
    this.cookie = undefined;
    this.persona = 'admin';
  }

  /** Replayed requests carry a live token of this persona. */
  actAs(persona: string): void {
    this.persona = persona;
  }

  bearerToken(): string {
    let token = this.tokens.get(this.persona);
    if (!token) {
      token = `provider-token-${this.persona}`;
      this.app.auth.plantTokens({
        username: this.persona,
        accessToken: token,
        refreshToken: `${token}-refresh`,
      });
      this.tokens.set(this.persona, token);
    }
    return token;
  }
}

export type StateHandler = (params?: Record<string, unknown>) => Promise<unknown> | unknown;
export type StateHandlers = Record<string, StateHandler>;
