import { Type } from 'typebox';
import { Choice, Open, Str } from '../../lib/schemas.js';
import { asGiven } from '../../i18n/messages.js';

// Open parameter sets: RFC 6749 section 3.1 says the server MUST ignore unrecognized parameters. A violation
// answers in the provider's own format, never `{ message }` (the routes use attachValidation).

const text = (max = 2048, description?: string) =>
  Type.Optional(Str(max, description ? { description } : {}));
/** English in every language: OAuth's error_description is for the client's developers. */
const requiredText = (name: string, max: number, description: string, message = `${name} is required`) =>
  Str(max, { description, 'x-message': { required: asGiven(message) } });

const AuthorizeParams = {
  response_type: text(20, 'Always "code".'),
  client_id: text(200),
  redirect_uri: text(2048),
  state: text(2048, 'Also the PKCE verifier (spec part 1).'),
  tenant_id: text(200),
  prompt: text(20),
  login_hint: text(200, 'A persona username: sign in without the picker.'),
  code_challenge: text(128, 'RFC 7636 (S256): the code_verifier is then checked against it, not the state.'),
  code_challenge_method: text(10, 'S256 (plain is refused).'),
};

const ClientCredentials = {
  client_id: text(200, 'client_secret_post; or HTTP Basic (client_secret_basic, RFC 6749 section 2.3.1).'),
  client_secret: text(200),
};

const HtmlPage = (description: string) =>
  Type.Unsafe<string>({ description, content: { 'text/html': { schema: { type: 'string' } } } });
const Html = HtmlPage('An HTML page.');
const OAuthErrorBody = Open(
  { error: Type.String(), error_description: Type.Optional(Type.String()) },
  { description: 'An OAuth 2 error (RFC 6749 section 5.2).' },
);
const TokenAnswer = Open(
  {
    access_token: Type.String(),
    token_type: Choice(['Bearer']),
    expires_in: Type.Integer({ description: 'Seconds the access token lives.' }),
    refresh_token: Type.String(),
    user: Open(
      {
        display_name: Type.String(),
        applications: Type.Array(Type.String(), {
          description: 'The applications of the suite the user may open.',
        }),
        modules: Type.Array(Type.String(), { description: 'The crm.* modules the user holds.' }),
        divisions: Type.Array(Open({ id: Type.String(), name: Type.String() })),
      },
      { description: 'The signed-in user (spec part 1 section 3).' },
    ),
  },
  { description: 'Tokens (RFC 6749 section 5.1) and the signed-in user.' },
);

/** Public: reached without a bearer token. */
const common = { tags: ['login provider'], security: [] as never[] } as const;

const ToClient = Type.Null({
  description:
    'To redirect_uri with code and state; or, for a valid client and redirect_uri, with error, ' +
    'error_description and state (RFC 6749 section 4.1.2.1).',
});
const ClientPage = HtmlPage(
  'An HTML page: the client or its redirect_uri is unknown, so nothing is redirected.',
);

export const OAUTH_SCHEMAS = {
  authorize: {
    attachValidation: true,
    schema: {
      ...common,
      summary: 'The sign-in page (persona picker), or a redirect with a code',
      querystring: Open(AuthorizeParams),
      response: { 200: Html, 302: ToClient, 400: ClientPage },
    },
  },
  signIn: {
    attachValidation: true,
    schema: {
      ...common,
      summary: 'Sign in as the picked persona (the form of the sign-in page)',
      consumes: ['application/x-www-form-urlencoded'],
      body: Open({ ...AuthorizeParams, username: text(200) }),
      response: { 302: ToClient, 400: ClientPage },
    },
  },
  token: {
    attachValidation: true,
    schema: {
      ...common,
      summary: 'The token endpoint: authorization_code, refresh_token, redis (the provider session cookie)',
      consumes: ['application/x-www-form-urlencoded'],
      body: Open({
        grant_type: requiredText(
          'grant_type',
          50,
          'authorization_code, refresh_token or redis (another is unsupported_grant_type).',
        ),
        code: text(2048),
        redirect_uri: text(2048),
        ...ClientCredentials,
        tenant_id: text(200),
        code_verifier: text(2048),
        refresh_token: text(2048),
      }),
      response: { 200: TokenAnswer, 400: OAuthErrorBody, 401: OAuthErrorBody },
    },
  },
  revoke: {
    attachValidation: true,
    schema: {
      ...common,
      summary: 'Token revocation (RFC 7009): a refresh token ends its whole sign-in, an access token itself',
      consumes: ['application/x-www-form-urlencoded'],
      body: Open({
        token: requiredText('token', 2048, 'The access or refresh token to revoke.'),
        token_type_hint: text(50, 'access_token or refresh_token; only orders the search.'),
        ...ClientCredentials,
      }),
      response: {
        200: Type.Unsafe<void>({
          type: 'null',
          description: 'Revoked, or the token was not live (RFC 7009 section 2.2): no body.',
        }),
        400: OAuthErrorBody,
        401: OAuthErrorBody,
      },
    },
  },
  metadata: {
    schema: {
      ...common,
      summary: 'Authorization server metadata (RFC 8414)',
      response: {
        200: Open(
          {
            issuer: Type.String(),
            authorization_endpoint: Type.String(),
            token_endpoint: Type.String(),
            revocation_endpoint: Type.String(),
            response_types_supported: Type.Array(Type.String()),
            response_modes_supported: Type.Array(Type.String()),
            grant_types_supported: Type.Array(Type.String()),
            token_endpoint_auth_methods_supported: Type.Array(Type.String()),
            revocation_endpoint_auth_methods_supported: Type.Array(Type.String()),
            code_challenge_methods_supported: Type.Array(Type.String()),
          },
          {
            description: 'The endpoints and what they support; the issuer is the origin the client reached.',
          },
        ),
      },
    },
  },
  logout: {
    attachValidation: true,
    schema: {
      ...common,
      summary: 'Sign out: revokes the tokens of the sign-in (code is the access token, as the spec has it)',
      querystring: Open({
        code: requiredText('code', 2048, 'The access token.', 'code (the access token) is required'),
      }),
      response: { 200: Open({ message: Type.String() }), 400: OAuthErrorBody },
    },
  },
};
