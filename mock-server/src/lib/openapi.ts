import type { SwaggerOptions } from '@fastify/swagger';

/** Where the mock serves its OpenAPI document (also with MOCK_CONTROL=off: it describes the API, not the control). */
export const OPENAPI_PATH = '/openapi.json';

/** @fastify/swagger options: OpenAPI 3 from the route schemas; the control API and internal pages are left out. */
export const OPENAPI_OPTIONS: SwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'CRM back-office backend (mock)',
      description:
        'The API the CRM web app calls, as the mock backend implements it. Generated from the route schemas of ' +
        'mock-server (npm run openapi -w mock-server); npm test fails when contracts/openapi.json is stale and ' +
        'checks the pact against it.',
      version: '1.0.0',
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'An access token of the mock login provider.',
        },
      },
    },
  },
  hideUntagged: false,
  transform({ schema, url, route }) {
    const hidden = url.startsWith('/__mock') || url.startsWith('/oauth/assets') || !route.schema;
    if (hidden) return { schema: { ...(schema ?? {}), hide: true }, url };
    // A route that takes no body (NoBody) documents no request body.
    const body = (schema as { body?: Record<string, unknown> } | undefined)?.body;
    if (body?.['x-no-body']) {
      const { body: _omitted, ...rest } = schema as Record<string, unknown>;
      void _omitted;
      return { schema: rest, url };
    }
    return { schema, url };
  },
};
