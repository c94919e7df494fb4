import type { SwaggerOptions } from '@fastify/swagger';
import { errors } from './schemas.js';
import { englishMessageSpec } from './validation.js';

/** Also with MOCK_CONTROL=off: it describes the API, not the control. */
export const OPENAPI_PATH = '/openapi.json';

/** `GET /api/campaigns/:id` is `getApiCampaignsById`: unique, since method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':')
        ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)]
        : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return method.toLowerCase() + words.map(capital).join('');
}

interface Operation {
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Record<string, unknown> }> };
  parameters?: Record<string, unknown>[];
}

export const ACCEPT_LANGUAGE_PARAMETER = {
  in: 'header',
  name: 'Accept-Language',
  required: false,
  description:
    "The language of the answer's words (RFC 9110 section 12.5.4), e.g. `id` or `en-US, id;q=0.8`: error " +
    "messages, an upload's failure and its rows' reasons (in the language of the upload call), a report's " +
    "file headers and failure (of the request call), the templates' guide sheet. en (English) or id (Bahasa " +
    'Indonesia), any region; another, a malformed one or none: English (never a refusal). The web app sends ' +
    'the language the user chose.',
  // A header the mock cannot read is English, as HTTP servers do, never a 400.
  schema: { type: 'string' },
};

/** A copy, since the document may share objects with the schemas the routes validate with. */
function withEnglishMessages(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  if (Array.isArray(node)) return node.map(withEnglishMessages);
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'x-message' ? englishMessageSpec(value) : withEnglishMessages(value),
    ]),
  );
}

/** The control API and internal pages are left out. */
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
    servers: [
      {
        url: 'http://127.0.0.1:8080',
        description:
          'The mock as npm run mock starts it (PORT, default 8080); behind nginx the same paths are served on the ' +
          "web app's origin.",
      },
    ],
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
  // @fastify/swagger marks every request body required; an x-optional-body one is not.
  transformObject(documentObject) {
    const { openapiObject } = documentObject as unknown as {
      openapiObject: { paths?: Record<string, Record<string, Operation>> };
    };
    for (const item of Object.values(openapiObject.paths ?? {}))
      for (const operation of Object.values(item)) {
        const content = operation.requestBody?.content ?? {};
        if (Object.values(content).some((media) => media.schema?.['x-optional-body'] === true))
          (operation.requestBody as { required: boolean }).required = false;
        operation.parameters = [...(operation.parameters ?? []), { ...ACCEPT_LANGUAGE_PARAMETER }];
      }
    return withEnglishMessages(openapiObject) as typeof openapiObject;
  },
  transform({ schema, url, route }) {
    const hidden = url.startsWith('/__mock') || url.startsWith('/oauth/assets') || !route.schema;
    if (hidden) return { schema: { ...(schema ?? {}), hide: true }, url };
    const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
    schema = { operationId: operationIdOf(method, url), ...schema };
    // Fastify refuses a path parameter over maxParamLength with a 414 before the route's schema sees it.
    const response = (schema as { response?: Record<string, unknown> }).response;
    if (url.includes(':') && response && !response['414'])
      schema = { ...schema, response: { ...response, ...errors(414) } };
    const body = (schema as { body?: Record<string, unknown> } | undefined)?.body;
    if (body?.['x-no-body']) {
      const { body: _omitted, ...rest } = schema as Record<string, unknown>;
      void _omitted;
      return { schema: rest, url };
    }
    return { schema, url };
  },
};
