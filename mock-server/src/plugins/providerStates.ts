import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { badRequest, HttpError } from '../lib/httpErrors.js';
import { asGiven } from '../i18n/messages.js';
import type { TypedApp } from '../lib/schemas.js';
import {
  findProviderState,
  PROVIDER_STATES,
  statePersona,
  UNISSUED_TOKEN,
  type StateOutcome,
} from '../providerStates/index.js';

// Provider-state setup (contracts/PROVIDER-STATES.md): an interaction's first setup resets the store to its seed,
// so every interaction starts from the same data, with or without teardown calls. Control API only.

export const PROVIDER_STATES_PATH = '/__pact/provider-states';

/** The verifier prints `message` beside the interaction. */
export interface StateFailure {
  message: string;
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

function failureOf(error: FastifyError | Error): { status: 400 | 500; reason: string } {
  const fastifyError = error as FastifyError;
  if (fastifyError.validation)
    return { status: 400, reason: `the request body is invalid: ${error.message}` };
  const status = error instanceof HttpError ? error.statusCode : (fastifyError.statusCode ?? 500);
  return { status: status < 500 ? 400 : 500, reason: error.message };
}

interface Interaction {
  open: boolean;
}

function tokenOf(app: FastifyInstance, persona: string | null): string {
  if (persona === null) return UNISSUED_TOKEN;
  return app.auth.sessionGrant(app.auth.startSession(persona)).access_token;
}

async function providerStateRoutes(
  app: TypedApp,
  { interaction }: { interaction: Interaction },
): Promise<void> {
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
      interaction.open = false;
      return {};
    }
    // Inside the error handling: a failed reset answers like a setup. A failed setup ends the interaction too
    // (the verifier sends no request for it).
    const begins = !interaction.open;
    interaction.open = false;
    if (begins) await app.resetState();
    const values = params ?? {};
    const outcome: StateOutcome = (await state.setup?.(app, values)) ?? {};
    interaction.open = true;
    return { accessToken: outcome.accessToken ?? tokenOf(app, statePersona(state, values)), ...outcome };
  });
}

export default fp(
  async function providerStates(app: FastifyInstance) {
    if (!app.config.mockControl) return;
    const interaction: Interaction = { open: false };
    // Any other request is an interaction's request: the next setup begins the next interaction.
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.url !== PROVIDER_STATES_PATH) interaction.open = false;
    });
    // A child plugin so that its error handler applies to these routes only.
    await app.register(providerStateRoutes, { interaction });
  },
  { name: 'provider-states', dependencies: ['core'] },
);
