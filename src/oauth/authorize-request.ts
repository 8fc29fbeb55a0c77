import type { DbOrTx } from '../platform/db/database.ts'
import { SCOPES } from '../platform/http/auth.ts'
import { findClient } from './clients.ts'
import { OAuthError } from './oauth-error.ts'
import { redirectUriAllowed } from './redirect-uri.ts'

export interface AuthorizeRequest {
  client: { id: string; name: string; owner_name: string; client_type: 'confidential' | 'public' }
  redirectUri: string
  scopes: string[]
  state: string | null
  codeChallenge: string | null
}

/** Shown on an error page, never redirected: the client or its redirect URI cannot be trusted (RFC 6749 §4.1.2.1). */
export class UntrustedRedirectError extends Error {}

/** An error to send back to the client's redirect URI (§4.1.2.1), with the state it sent. */
export class RedirectableError extends OAuthError {
  constructor(readonly redirectUri: string, readonly state: string | null, error: OAuthError['error'], description: string) {
    super(error, description)
  }
  /** `issuer` goes back as `iss` (RFC 9207), as on success: the client knows which server answered. */
  location(issuer: string): string {
    const url = new URL(this.redirectUri)
    url.searchParams.set('error', this.error)
    url.searchParams.set('error_description', this.description)
    if (this.state !== null) url.searchParams.set('state', this.state)
    url.searchParams.set('iss', issuer)
    return url.toString()
  }
}

const one = (params: Record<string, unknown>, name: string): string | null => {
  const value = params[name]
  if (Array.isArray(value)) throw new UntrustedRedirectError(`The ${name} parameter was sent more than once.`)
  return typeof value === 'string' ? value : null
}
const CHALLENGE = /^[A-Za-z0-9\-._~]{43,128}$/

/** Checks an authorization request (query on GET, form on the consent POST) the same way both times. */
export async function parseAuthorizeRequest(db: DbOrTx, params: Record<string, unknown>): Promise<AuthorizeRequest> {
  const clientId = one(params, 'client_id')
  if (!clientId) throw new UntrustedRedirectError('The client_id parameter is missing.')
  const client = await findClient(db, clientId)
  if (!client) throw new UntrustedRedirectError('No OAuth application has this client_id.')
  const asked = one(params, 'redirect_uri')
  const redirectUri = asked ?? (client.redirect_uris.length === 1 ? client.redirect_uris[0]! : null)
  if (!redirectUri) throw new UntrustedRedirectError('The redirect_uri parameter is required: this application registered several.')
  if (!redirectUriAllowed(client.redirect_uris, redirectUri)) {
    throw new UntrustedRedirectError('The redirect_uri is not one this application registered (it must match exactly; only a registered http://127.0.0.1 or http://[::1] URI may take another port).')
  }

  const state = one(params, 'state')
  const fail = (error: OAuthError['error'], description: string) => new RedirectableError(redirectUri, state, error, description)
  for (const name of ['response_type', 'scope', 'code_challenge', 'code_challenge_method']) {
    if (Array.isArray(params[name])) throw fail('invalid_request', `The ${name} parameter was sent more than once.`)
  }
  if (one(params, 'response_type') !== 'code') throw fail('unsupported_response_type', 'Only response_type=code is supported.')
  const scopes = [...new Set((one(params, 'scope') ?? '').split(' ').filter(Boolean))]
  if (scopes.length === 0) throw fail('invalid_scope', `Ask for at least one scope: ${SCOPES.join(' ')}.`)
  const unknown = scopes.filter((s) => !(SCOPES as readonly string[]).includes(s))
  if (unknown.length > 0) throw fail('invalid_scope', `Unknown scope(s): ${unknown.join(' ')}.`)
  const challenge = one(params, 'code_challenge')
  const method = one(params, 'code_challenge_method')
  if (challenge !== null) {
    if (method !== 'S256') throw fail('invalid_request', 'code_challenge_method must be S256 (plain is not accepted).')
    if (!CHALLENGE.test(challenge)) throw fail('invalid_request', 'code_challenge must be 43 to 128 characters of base64url.')
  } else if (method !== null) {
    throw fail('invalid_request', 'code_challenge_method was sent without a code_challenge.')
  } else if (client.client_type === 'public') {
    throw fail('invalid_request', 'PKCE is required for public clients: send code_challenge and code_challenge_method=S256.')
  }
  return {
    client: { id: client.id, name: client.name, owner_name: client.owner_name, client_type: client.client_type },
    redirectUri, scopes, state, codeChallenge: challenge,
  }
}
