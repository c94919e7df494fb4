import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { badRequest, HttpError } from '../lib/httpErrors.js';
import { asGiven } from '../i18n/messages.js';
import type { TypedApp } from '../lib/schemas.js';
import { findProviderState, PROVIDER_STATES } from '../providerStates/index.js';

/**
 * The reference implementation of the provider-state setup call (contracts/PROVIDER-STATES.md), which a backend
 * under `npm run verify:remote` implements too:
 *
 *   GET  /__pact/provider-states   → 200 {testInstance: true, states: [names]}: this target may be changed
 *   POST /__pact/provider-states   {state, params, action: 'setup' | 'teardown'} (Pact's state-change body)
 *                                  → 200 {} or {cookie}: the state is true; otherwise 400 (unknown state, bad
 *                                  body or parameters) or 500 (the state could not be set up), with
 *                                  {message: 'Provider state "<state>" failed: <reason>', state: '<state>'}
 *
 * The first setup after a teardown (or after start) begins an interaction: the store goes back to its seed
 * first (app.resetState(), with every background job quiesced), so every interaction starts from the same
 * data and two runs in a row give the same result. Access tokens are kept (the verifier's persona tokens
 * outlive the resets). Mounted with the control API only.
 */

export const PROVIDER_STATES_PATH = '/__pact/provider-states';

/** The answer of a setup or teardown that failed (the verifier prints `message` beside the interaction). */
export interface StateFailure {
  message: string;
  /** The state named in the body; null when the body names none. */
  state: string | null;
}

export function stateFailure(state: string | null, reason: string): StateFailure {
  return {
    message:
      state === null
        ? `Provider state setup failed: ${reason}`
        : `Provider state "${state}" failed: ${reason}`,
    state,
  };
}

const StateChange = Type.Object({
  state: Type.String({ minLength: 1 }),
  params: Type.Optional(Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()])),
  action: Type.Optional(Type.Unsafe<'setup' | 'teardown'>({ type: 'string', enum: ['setup', 'teardown'] })),
});

/** A bad request (unknown state, malformed body, missing parameter) is a 400; anything else a 500. */
function failureOf(error: FastifyError | Error): { status: 400 | 500; reason: string } {
  const fastifyError = error as FastifyError;
  if (fastifyError.validation)
    return { status: 400, reason: `the request body is invalid: ${error.message}` };
  const status = error instanceof HttpError ? error.statusCode : (fastifyError.statusCode ?? 500);
  return { status: status < 500 ? 400 : 500, reason: error.message };
}

async function providerStateRoutes(app: TypedApp): Promise<void> {
  /** States set up and not yet torn down. */
  let active = 0;

  // Every failure of these routes answers in the agreed shape, naming the state and the reason.
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const body = request.body as { state?: unknown } | undefined;
    const state = typeof body?.state === 'string' ? body.state : null;
    const { status, reason } = failureOf(error);
    if (status === 500) request.log.error({ err: error, state }, 'provider state setup failed');
    return reply.code(status).send(stateFailure(state, reason));
  });

  app.get(PROVIDER_STATES_PATH, async () => ({
    testInstance: true,
    states: PROVIDER_STATES.map((state) => state.name),
  }));

  app.post(PROVIDER_STATES_PATH, { schema: { body: StateChange } }, async (request) => {
    const { state: name, params, action = 'setup' } = request.body;
    const state = findProviderState(name);
    if (!state)
      throw badRequest(asGiven('it is not a state of the crm-web pact (see contracts/PROVIDER-STATES.md)'));
    if (action === 'teardown') {
      active = Math.max(0, active - 1);
      return {};
    }
    // Inside the error handling: a reset that fails answers with the state and the reason, like a setup.
    if (active === 0) await app.resetState();
    active += 1;
    return (await state.setup?.(app, params ?? {})) ?? {};
  });
}

export default fp(
  async function providerStates(app: FastifyInstance) {
    if (!app.config.mockControl) return;
    // Registered as a child plugin so that its error handler applies to these routes only.
    await app.register(providerStateRoutes);
  },
  { name: 'provider-states', dependencies: ['core'] },
);
