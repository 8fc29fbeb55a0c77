import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from './error-codes.ts'

export const SCOPES = [
  'findings:read', 'findings:write',
  'resources:read', 'resources:write',
  'audits:read', 'audits:write',
  'policies:read', 'policies:write',
  'reports:read', 'reports:write',
  'webhooks:read', 'webhooks:write',
  'events:read', 'events:write',
  'cloud_accounts:read', 'cloud_accounts:write',
  'audit_log:read',
] as const
export type Scope = (typeof SCOPES)[number]
export const READ_SCOPES = SCOPES.filter((s) => s.endsWith(':read'))

export interface Principal {
  tokenId: string
  tenantId: string
  scopes: ReadonlySet<string>
  /** The member the token acts for (`usr_…`); null for a token the operator made with the CLI. */
  userId?: string | null
  /** The OAuth client an access token was issued to (`oac_…`); absent for personal access tokens. */
  clientId?: string
}

/** Who a request acts as, in a finding's history: an OAuth client, else the member, else the token itself. */
export function actorOf(principal: Principal): { type: 'user' | 'token' | 'oauth_client'; id: string } {
  if (principal.clientId) return { type: 'oauth_client', id: principal.clientId }
  if (principal.userId) return { type: 'user', id: principal.userId }
  return { type: 'token', id: principal.tokenId }
}

/** What the auth hook needs from the tenants capability: secret in, principal (or null) out. */
export type TokenVerifier = (secret: string) => Promise<Principal | null>

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null
    authFailure: ApiError | null
  }
  interface FastifyContextConfig {
    /** The scope a route needs; routes without one are public (health, OpenAPI, docs). */
    scope?: Scope
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i

/**
 * Two hooks around the rate limiter: `identify` finds who is calling (so limits are per token, or per IP for
 * anonymous callers), and `enforce` rejects what identify could not accept once the limiter has counted it.
 */
export function registerAuth(app: FastifyInstance, verify: TokenVerifier) {
  app.decorateRequest('principal', null)
  app.decorateRequest('authFailure', null)

  const identify = async (request: FastifyRequest) => {
    const header = request.headers.authorization
    if (!header) return
    const match = BEARER.exec(header)
    const principal = match?.[1] ? await verify(match[1]) : null
    if (principal) request.principal = principal
    else request.authFailure = new ApiError('invalid_token', 'The access token is invalid, expired or revoked.', {
      'www-authenticate': 'Bearer error="invalid_token"',
    })
  }

  const enforce = (request: FastifyRequest) => {
    const scope = request.routeOptions.config.scope
    if (!scope) return
    if (request.authFailure) throw request.authFailure
    if (!request.principal) {
      throw new ApiError('missing_token', 'Send an access token in the Authorization header: "Authorization: Bearer <token>".', {
        'www-authenticate': 'Bearer',
      })
    }
    if (!request.principal.scopes.has(scope)) {
      throw new ApiError('insufficient_scope', `This route needs the '${scope}' scope, which this token does not have.`, {
        'www-authenticate': `Bearer error="insufficient_scope", scope="${scope}"`,
      })
    }
  }

  return { identify, enforce }
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new ApiError('missing_token', 'Authentication is required.')
  return request.principal
}
