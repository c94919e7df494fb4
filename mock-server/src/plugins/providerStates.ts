import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findProviderState, PROVIDER_STATES, type StateOutcome } from '../providerStates/index.js';

/**
 * The reference implementation of the provider-state setup call (contracts/PROVIDER-STATES.md), which a backend
 * under `npm run verify:remote` implements too:
 *
 *   GET  /__pact/provider-states   → 200 {testInstance: true, states: [names]}: this target may be changed
 *   POST /__pact/provider-states   {state, params, action: 'setup' | 'teardown'} (Pact's state-change body)
 *                                  → 200 {} or {cookie}: the state is true; 400 {message}: unknown state or bad
 *                                  body; 500 {message}: the state could not be set up
 *
 * The first setup after a teardown (or after start) begins an interaction: the store goes back to its seed
 * first, so every interaction starts from the same data and two runs in a row give the same result. Access
 * tokens are kept (the verifier's persona tokens outlive the resets). Mounted with the control API only.
 */
export default fp(
  async function providerStates(app: FastifyInstance) {
    if (!app.config.mockControl) return;
    /** States set up and not yet torn down. */
    let active = 0;

    app.get('/__pact/provider-states', async () => ({
      testInstance: true,
      states: PROVIDER_STATES.map((state) => state.name),
    }));

    app.post<{ Body: { state: string; params?: Record<string, unknown> | null; action?: string } }>(
      '/__pact/provider-states',
      {
        schema: {
          body: {
            type: 'object',
            required: ['state'],
            properties: {
              state: { type: 'string', minLength: 1 },
              params: { type: ['object', 'null'] },
              action: { type: 'string', enum: ['setup', 'teardown'] },
            },
          },
        },
      },
      async (request, reply) => {
        const { state: name, params, action = 'setup' } = request.body;
        const state = findProviderState(name);
        if (!state) {
          return reply
            .code(400)
            .send({ message: `Unknown provider state "${name}": see contracts/PROVIDER-STATES.md` });
        }
        if (action === 'teardown') {
          active = Math.max(0, active - 1);
          return {};
        }
        if (active === 0) await app.resetState();
        active += 1;
        try {
          const outcome: StateOutcome | void = await state.setup?.(app, params ?? {});
          return outcome ?? {};
        } catch (error) {
          return reply.code(500).send({ message: `Provider state "${name}": ${(error as Error).message}` });
        }
      },
    );
  },
  { name: 'provider-states', dependencies: ['core'] },
);
