import Type from 'typebox'
import { SCOPES } from '../platform/http/auth.ts'

// The OAuth endpoints as the OpenAPI document shows them. Requests are form-encoded (RFC 6749 §3.2); the
// handlers check the parameters themselves so that every refusal is an RFC 6749 §5.2 error.

const ClientAuth = {
  client_id: Type.Optional(Type.String({ description: 'The application\'s client id (`client_secret_post`, or a public client). Omit with HTTP Basic.' })),
  client_secret: Type.Optional(Type.String({ description: 'Confidential clients using `client_secret_post`. Or send `Authorization: Basic` (`client_secret_basic`), not both.' })),
}

export const TokenRequest = Type.Object({
  grant_type: Type.Enum(['authorization_code', 'refresh_token'], { description: 'Exchange a code, or rotate a refresh token.' }),
  code: Type.Optional(Type.String({ description: '`authorization_code`: the code from the redirect (single use, 10 minutes).' })),
  redirect_uri: Type.Optional(Type.String({ description: '`authorization_code`: exactly the redirect URI of the authorization request (for a loopback redirect URI, with the port that request used).' })),
  code_verifier: Type.Optional(Type.String({ description: '`authorization_code`: the PKCE verifier (S256) when the request carried a challenge; required for public clients.' })),
  refresh_token: Type.Optional(Type.String({ description: '`refresh_token`: the current refresh token; it is replaced, and presenting an old one revokes the whole grant.' })),
  scope: Type.Optional(Type.String({ description: '`refresh_token`: a narrower space-separated scope list (optional).' })),
  ...ClientAuth,
}, { title: 'OAuthTokenRequest', description: 'Form-encoded (application/x-www-form-urlencoded).' })

export const TokenResponse = Type.Object({
  access_token: Type.String({ description: 'Opaque bearer token (`poa_…`) for every /v1 route its scopes allow.' }),
  token_type: Type.Literal('Bearer', { description: 'Always `Bearer`.' }),
  expires_in: Type.Integer({ description: 'Seconds the access token lives: 3600.' }),
  refresh_token: Type.String({ description: 'Opaque refresh token (`por_…`), rotated at each use.' }),
  scope: Type.String({ description: `Granted scopes, space-separated, among: ${SCOPES.join(', ')}.` }),
}, { additionalProperties: false, title: 'OAuthTokenResponse', description: 'RFC 6749 §5.1, sent with `Cache-Control: no-store`.' })

export const RevokeRequest = Type.Object({
  token: Type.String({ description: 'An access or refresh token of this client; revoking either revokes the pair.' }),
  token_type_hint: Type.Optional(Type.Enum(['access_token', 'refresh_token'], { description: 'Optional hint (RFC 7009).' })),
  ...ClientAuth,
}, { title: 'OAuthRevokeRequest', description: 'Form-encoded (application/x-www-form-urlencoded).' })

export const RevokeResponse = Type.Object({}, { additionalProperties: false, description: 'Empty: the token no longer works (RFC 7009 answers 200 for an unknown token too).' })

export const OAuthErrorBody = Type.Object({
  error: Type.Enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope', 'unsupported_token_type', 'server_error', 'rate_limit_exceeded', 'service_unavailable'],
    { description: 'RFC 6749 §5.2 error code; `rate_limit_exceeded` (429, with `Retry-After`) and `service_unavailable` (503) are this API\'s.' }),
  error_description: Type.String({ description: 'What went wrong, for a developer.' }),
  request_id: Type.String({ description: 'The request id (`req_…`), also in `X-Request-Id`.' }),
}, { additionalProperties: false, title: 'OAuthError', description: 'The one exception to the API\'s error envelope: OAuth client libraries expect RFC 6749 §5.2.' })

export const AuthorizationServerMetadata = Type.Object({
  issuer: Type.String({ description: 'This server\'s address (BASE_URL).' }),
  authorization_endpoint: Type.String({ description: 'Where browsers are sent for consent.' }),
  token_endpoint: Type.String({ description: '`POST /oauth/token`.' }),
  revocation_endpoint: Type.String({ description: '`POST /oauth/revoke`.' }),
  authorization_response_iss_parameter_supported: Type.Boolean({ description: 'Always true: every authorization response, a code or an error, carries `iss` with this `issuer` (RFC 9207); a client checks it to tell which server answered (mix-up attacks).' }),
}, { additionalProperties: true, title: 'OAuthAuthorizationServerMetadata', description: 'RFC 8414 metadata.' })
