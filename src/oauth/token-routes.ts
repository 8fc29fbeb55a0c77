import formbody from '@fastify/formbody'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Grants } from './grants.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { OAuthError } from './oauth-error.ts'
import { SCOPES } from '../platform/http/auth.ts'
import { AuthorizationServerMetadata, OAuthErrorBody, RevokeRequest, RevokeResponse, TokenRequest, TokenResponse } from './schemas.ts'

// /oauth/token and /oauth/revoke speak RFC 6749 §5.2 — {"error", "error_description"} — because OAuth client
// libraries parse exactly that; request_id is added so support can still find the request. This is the one
// exception to the API's error envelope.

function sendOAuthError(request: FastifyRequest, reply: FastifyReply, error: OAuthError) {
  if (error.error === 'invalid_client' && /^Basic /i.test(request.headers.authorization ?? '')) reply.header('www-authenticate', 'Basic realm="posture"')
  return reply.code(error.status).headers({ 'cache-control': 'no-store', pragma: 'no-cache' })
    .send({ error: error.error, error_description: error.description, request_id: request.id })
}

/** client_secret_basic or client_secret_post (or a public client's bare client_id); never two at once. */
function clientCredentials(request: FastifyRequest, body: Record<string, unknown>) {
  const header = request.headers.authorization
  const bodyId = typeof body.client_id === 'string' ? body.client_id : undefined
  const bodySecret = typeof body.client_secret === 'string' ? body.client_secret : undefined
  if (header && /^Basic /i.test(header)) {
    if (bodySecret) throw new OAuthError('invalid_request', 'Use one client authentication method: Basic or client_secret in the body, not both.')
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (colon < 0) throw new OAuthError('invalid_client', 'Malformed Basic credentials.')
    try {
      const clientId = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '))
      if (bodyId && bodyId !== clientId) throw new OAuthError('invalid_request', 'client_id in the body differs from the Basic credentials.')
      return { clientId, clientSecret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')) }
    } catch (error) {
      if (error instanceof OAuthError) throw error
      throw new OAuthError('invalid_client', 'Malformed Basic credentials.')
    }
  }
  if (!bodyId) throw new OAuthError('invalid_client', 'Authenticate the client: client_id (and client_secret) in the body, or HTTP Basic.')
  return { clientId: bodyId, ...(bodySecret !== undefined ? { clientSecret: bodySecret } : {}) }
}

const text = (body: Record<string, unknown>, name: string) => {
  const value = body[name]
  if (Array.isArray(value)) throw new OAuthError('invalid_request', `The ${name} parameter was sent more than once.`)
  return typeof value === 'string' ? value : ''
}

export function oauthTokenRoutes(grants: Grants, options: { issuer: string }) {
  return async function routes(app: FastifyInstance) {
    await app.register(formbody, { bodyLimit: 16 * 1024 })
    // RFC 6749 §3.2: parameters come form-encoded; a JSON body (which the API would parse) is refused.
    app.addHook('preHandler', async (request) => {
      if (request.method === 'POST' && !/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) {
        throw new OAuthError('invalid_request', 'Send the parameters form-encoded (application/x-www-form-urlencoded), as RFC 6749 requires.')
      }
    })
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof OAuthError) return sendOAuthError(request, reply, error)
      // Over the rate limit (or a dependency down): the API's code and headers (Retry-After, X-RateLimit-*),
      // in the RFC 6749 shape the client parses here.
      if (error instanceof ApiError && (error.statusCode === 429 || error.statusCode === 503)) {
        return reply.code(error.statusCode).headers({ ...error.headers, 'cache-control': 'no-store' })
          .send({ error: error.code, error_description: error.message, request_id: request.id })
      }
      if (error.statusCode && error.statusCode < 500) {
        // The API's own refusals (e.g. a NUL in a parameter) keep their message; anything else Fastify refused
        // before the handler was a body that is not a form.
        const message = error instanceof ApiError ? error.message : 'Send the parameters form-encoded (application/x-www-form-urlencoded), as RFC 6749 requires.'
        return sendOAuthError(request, reply, new OAuthError('invalid_request', message))
      }
      request.log.error({ err: error }, 'token endpoint failed')
      return reply.code(500).header('cache-control', 'no-store').send({ error: 'server_error', error_description: 'An unexpected error occurred.', request_id: request.id })
    })

    // The body schemas document the form; validation stays in the handlers (attachValidation), whose refusals
    // are RFC 6749 errors rather than the API's envelope.
    const oauthErrors = { 400: OAuthErrorBody, 401: OAuthErrorBody, 429: OAuthErrorBody, 500: OAuthErrorBody, 503: OAuthErrorBody }
    app.post('/oauth/token', {
      attachValidation: true,
      schema: {
        operationId: 'oauthToken', tags: ['oauth'], security: [], summary: 'Exchange an authorization code, or refresh tokens',
        description: 'RFC 6749 §4.1.3 and §6. Client authentication: `client_secret_basic` or `client_secret_post`; public clients send `client_id` and the PKCE verifier.',
        consumes: ['application/x-www-form-urlencoded'], body: TokenRequest, response: { 200: TokenResponse, ...oauthErrors },
      },
    }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>
      const credentials = clientCredentials(request, body)
      const grantType = text(body, 'grant_type')
      let tokens
      if (grantType === 'authorization_code') {
        tokens = await grants.exchangeCode(credentials, { code: text(body, 'code'), redirectUri: text(body, 'redirect_uri'), codeVerifier: text(body, 'code_verifier') })
      } else if (grantType === 'refresh_token') {
        const scope = text(body, 'scope')
        tokens = await grants.refresh(credentials, { refreshToken: text(body, 'refresh_token'), ...(scope ? { scope } : {}) })
      } else if (!grantType) {
        throw new OAuthError('invalid_request', 'The grant_type parameter is required.')
      } else {
        throw new OAuthError('unsupported_grant_type', 'Supported grant types: authorization_code, refresh_token.')
      }
      return reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' }).send(tokens)
    })

    app.post('/oauth/revoke', {
      attachValidation: true,
      schema: {
        operationId: 'oauthRevoke', tags: ['oauth'], security: [], summary: 'Revoke an access or refresh token (RFC 7009)',
        consumes: ['application/x-www-form-urlencoded'], body: RevokeRequest, response: { 200: RevokeResponse, ...oauthErrors },
      },
    }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>
      const credentials = clientCredentials(request, body)
      await grants.revoke(credentials, text(body, 'token'))
      return reply.code(200).header('cache-control', 'no-store').send({})
    })

    app.get('/.well-known/oauth-authorization-server', {
      schema: { operationId: 'oauthMetadata', tags: ['oauth'], security: [], summary: 'Authorization server metadata (RFC 8414)',
        response: { 200: AuthorizationServerMetadata, 400: OAuthErrorBody, 429: OAuthErrorBody, 500: OAuthErrorBody, 503: OAuthErrorBody } },
    }, async () => ({
      issuer: options.issuer,
      authorization_endpoint: `${options.issuer}/oauth/authorize`,
      token_endpoint: `${options.issuer}/oauth/token`,
      revocation_endpoint: `${options.issuer}/oauth/revoke`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
      scopes_supported: [...SCOPES],
      service_documentation: `${options.issuer}/docs`,
    }))
  }
}
