/**
 * Verifies the crm-web pact against any running backend, for the backend team:
 *
 *   PROVIDER_BASE_URL=https://backend.example.com PROVIDER_TOKEN=<access token> \
 *   [PROVIDER_STATES_SETUP_URL=https://backend.example.com/_pact/states] npm run verify:remote -w contracts
 *
 * Every replayed request that carries a bearer token gets PROVIDER_TOKEN instead of the placeholder.
 * Provider states are sentences (see contracts/provider/states); a real backend sets them up through
 * PROVIDER_STATES_SETUP_URL (Pact's standard state-change call), or the states' interactions fail.
 */
import { Verifier } from '@pact-foundation/pact';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const baseUrl = process.env.PROVIDER_BASE_URL;
if (!baseUrl) {
  console.error('PROVIDER_BASE_URL is required (the backend to verify, e.g. https://backend.example.com).');
  process.exit(2);
}
const token = process.env.PROVIDER_TOKEN;
const pactFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../pacts/crm-web-crm-backend.json',
);

await new Verifier({
  provider: 'crm-backend',
  providerBaseUrl: baseUrl,
  pactUrls: [pactFile],
  providerStatesSetupUrl: process.env.PROVIDER_STATES_SETUP_URL,
  logLevel: 'info',
  requestFilter: (request, _response, next) => {
    if (token && request.headers.authorization) request.headers.authorization = `Bearer ${token}`;
    next();
  },
})
  .verifyProvider()
  .then(() => console.log('The backend honours the crm-web pact.'))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
