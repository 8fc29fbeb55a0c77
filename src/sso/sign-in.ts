import * as client from 'openid-client'
import type { Db } from '../platform/db/database.ts'
import { hashSecret } from '../platform/secret-hash.ts'
import { SsoError, type ProviderDirectory } from './provider.ts'
import { SSO_AUTHORIZATION_DAYS, type SsoSettings } from './settings.ts'

const REQUEST_LIFETIME_MS = 10 * 60_000

export interface SsoSignedIn { tenantId: string; userId: string; accountId: string; next: string }

/**
 * Sign-in through a workspace's OpenID Connect provider: authorization code with PKCE, `state` bound to the
 * browser (a cookie the caller sets) and a `nonce` bound to the ID token. The member is the one the provider
 * named before (`sub`), or on a first sign-in the member whose account has the provider's verified e-mail,
 * and it must be the account already signed in (the provider vouches for this workspace, not the account).
 * There is no just-in-time provisioning: people join a workspace by invitation, then sign in through SSO.
 */
export function createSsoSignIn(db: Db, options: { settings: SsoSettings; providers: ProviderDirectory; redirectUri: string; clock?: () => Date }) {
  const clock = options.clock ?? (() => new Date())

  async function providerOf(tenantId: string) {
    const provider = await options.settings.provider(tenantId)
    if (!provider) throw new SsoError('This workspace has no identity provider configured.')
    return provider
  }
  async function configurationOf(tenantId: string) {
    return options.providers.configuration(await providerOf(tenantId))
  }

  return {
    /** The provider's authorization endpoint: the sign-in page lets its form lead there (CSP form-action). */
    async authorizationEndpoint(tenantId: string): Promise<string | null> {
      return (await configurationOf(tenantId)).serverMetadata().authorization_endpoint ?? null
    },

    /** Where to send the browser, and the `state` the caller keeps in a cookie to match on the way back. */
    async start(tenantId: string, next: string): Promise<{ url: string; state: string }> {
      const config = await configurationOf(tenantId)
      const state = client.randomState()
      const nonce = client.randomNonce()
      const codeVerifier = client.randomPKCECodeVerifier()
      await db.insertInto('sso_login_requests').values({
        state_hash: hashSecret(state), tenant_id: tenantId, code_verifier: codeVerifier, nonce, next,
        expires_at: new Date(clock().getTime() + REQUEST_LIFETIME_MS),
      }).execute()
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri, scope: 'openid email profile', state, nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier), code_challenge_method: 'S256',
      })
      return { url: url.href, state }
    },

    /**
     * The provider sent the browser back: check everything, then grant the member's SSO authorization — only
     * when the member the provider names belongs to `accountId`, the account already signed in.
     */
    async finish(query: URLSearchParams, browserState: string | undefined, accountId: string): Promise<SsoSignedIn> {
      const state = query.get('state') ?? ''
      if (!state || state !== browserState) throw new SsoError('This sign-in did not start in this browser, or it was already used. Start again.')
      const request = await db.deleteFrom('sso_login_requests').where('state_hash', '=', hashSecret(state)).returningAll().executeTakeFirst()
      if (!request || request.expires_at.getTime() <= clock().getTime()) throw new SsoError('This sign-in took too long and expired. Start again.')
      const provider = await providerOf(request.tenant_id)
      const config = await options.providers.configuration(provider)
      const callback = new URL(options.redirectUri)
      callback.search = query.toString()
      let claims: Identity | undefined
      try {
        const tokens = await client.authorizationCodeGrant(config, callback,
          { pkceCodeVerifier: request.code_verifier, expectedState: state, expectedNonce: request.nonce, idTokenExpected: true })
        claims = tokens.claims()
        // Providers that follow OIDC's "claims by scope go to userinfo" put the e-mail there, not in the ID token.
        if (claims && claims.email === undefined && tokens.access_token) {
          const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub)
          claims = { sub: claims.sub, email: info.email, email_verified: info.email_verified }
        }
      } catch (error) {
        if (error instanceof client.AuthorizationResponseError) {
          throw new SsoError(`The identity provider did not sign you in: ${error.error_description ?? error.error}.`)
        }
        // The cause stays in the operator's log: the provider's endpoints are the admin's choice, and what they
        // answered (a closed port, another service) is not for the page.
        options.providers.reportSignInError(provider.issuer, error)
        throw new SsoError('The identity provider\'s answer could not be verified. Start again, or ask an admin to check the workspace\'s SSO settings.')
      }
      if (!claims?.sub) throw new SsoError('The identity provider returned no identity.')
      const member = await findMember(db, request.tenant_id, claims)
      if (member.accountId !== accountId) {
        throw new SsoError(`The identity provider signed you in as ${member.email}, which is not the Posture account you are signed in with. Sign in to Posture as ${member.email}, or at the provider as yourself.`)
      }
      const now = clock()
      const expires = new Date(now.getTime() + SSO_AUTHORIZATION_DAYS * 24 * 3600_000)
      await db.insertInto('sso_authorizations').values({ user_id: member.userId, tenant_id: request.tenant_id, subject: claims.sub, authorized_at: now, expires_at: expires })
        .onConflict((c) => c.columns(['tenant_id', 'user_id']).doUpdateSet({ authorized_at: now, expires_at: expires })).execute()
      return { tenantId: request.tenant_id, userId: member.userId, accountId: member.accountId, next: request.next }
    },
  }
}

export type SsoSignIn = ReturnType<typeof createSsoSignIn>

interface Identity { sub: string; email?: unknown; email_verified?: unknown }

async function findMember(db: Db, tenantId: string, claims: Identity): Promise<{ userId: string; accountId: string; email: string }> {
  const linked = await db.selectFrom('sso_authorizations')
    .innerJoin('users', (join) => join.onRef('users.tenant_id', '=', 'sso_authorizations.tenant_id').onRef('users.id', '=', 'sso_authorizations.user_id'))
    .innerJoin('accounts', 'accounts.id', 'users.account_id')
    .select(['users.id as userId', 'users.account_id as accountId', 'accounts.email'])
    .where('sso_authorizations.tenant_id', '=', tenantId).where('sso_authorizations.subject', '=', claims.sub).executeTakeFirst()
  if (linked) return linked
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : ''
  if (!email) throw new SsoError('The identity provider did not share your e-mail address, so you cannot be matched to a member of this workspace.')
  if (claims.email_verified === false) throw new SsoError(`The identity provider has not verified ${email}.`)
  const member = await db.selectFrom('users').innerJoin('accounts', 'accounts.id', 'users.account_id')
    .leftJoin('sso_authorizations', (join) => join.onRef('sso_authorizations.tenant_id', '=', 'users.tenant_id').onRef('sso_authorizations.user_id', '=', 'users.id'))
    .select(['users.id as userId', 'users.account_id as accountId', 'sso_authorizations.subject'])
    .where('users.tenant_id', '=', tenantId).where('accounts.email', '=', email).executeTakeFirst()
  if (!member) throw new SsoError(`No member of this workspace has the e-mail ${email}. Ask an admin for an invitation.`)
  if (member.subject && member.subject !== claims.sub) throw new SsoError(`The member ${email} is linked to another identity at the provider.`)
  return { userId: member.userId, accountId: member.accountId, email }
}
