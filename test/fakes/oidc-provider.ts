import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export interface FakeIdentityProvider {
  issuer: string; clientId: string; clientSecret: string
  /** TCP connections the provider has accepted so far (a refused discovery must open none). */
  connections(): number
  close(): Promise<void>
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on a loopback port, for the SSO tests. Its development
 * sign-in form accepts any login with any password; the login is used as the e-mail (verified) and `sub`.
 * A consent screen is skipped: the grant is made on sign-in, as a company's identity provider does for its
 * own applications.
 */
export async function startIdentityProvider(redirectUri: string): Promise<FakeIdentityProvider> {
  const server: Server = createServer()
  let connections = 0
  server.on('connection', () => { connections++ })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = 'posture-web'
  const clientSecret = 'a-client-secret-at-least-32-characters-long'
  const provider = new Provider(issuer, {
    clients: [{
      client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri],
      grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic',
    }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, id) {
      return { accountId: id, claims: async () => ({ sub: `idp|${id}`, email: id, email_verified: true, name: id.split('@')[0] }) }
    },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
    cookies: { keys: ['fake-idp-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  })
  server.on('request', provider.callback())
  return {
    issuer, clientId, clientSecret,
    connections: () => connections,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
