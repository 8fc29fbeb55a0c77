import assert from 'node:assert/strict'
import { createServer } from 'node:net'
import { after, before, describe, test } from 'node:test'
import * as oauth from 'oauth4webapi'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'
import { webClient, type WebClient } from './helpers/web-client.ts'

const freePort = () => new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number }
    server.close(() => resolve(port))
  })
})
const insecure = { [oauth.allowInsecureRequests]: true } // the test server is plain http on loopback
const REDIRECT = 'http://127.0.0.1:9/callback'

/** The RFC 6749 error of a refused token request, as the client library reports it. */
async function refusal(request: Promise<unknown>): Promise<{ error: string; status: number; body: Record<string, unknown> }> {
  try {
    await request
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError) return { error: error.error, status: error.status, body: error.cause as Record<string, unknown> }
    // A 401 with WWW-Authenticate (invalid_client over Basic): the library hands back the response.
    if (error instanceof oauth.WWWAuthenticateChallengeError) {
      const body = await error.response.json() as Record<string, unknown>
      return { error: String(body.error), status: error.status, body }
    }
    throw error
  }
  assert.fail('the request was not refused')
}

describe(`OAuth 2.0 authorization server with a real client library (${BACKEND})`, () => {
  let t: TestApp
  let issuer: string
  let as: oauth.AuthorizationServer
  let web: WebClient
  let confidential: { client_id: string; client_secret: string }
  let publicClient: { client_id: string }

  before(async () => {
    const port = await freePort()
    issuer = `http://127.0.0.1:${port}`
    t = await startTestApp({ baseUrl: issuer })
    await t.app.listen({ port, host: '127.0.0.1' })
    as = await oauth.processDiscoveryResponse(new URL(issuer), await oauth.discoveryRequest(new URL(issuer), { algorithm: 'oauth2', ...insecure }))
    web = webClient(t.app)
    await web.signUp({ email: 'oauth-owner@example.com', workspace: 'Grantor' })
    await web.get('/app/settings/developer/oauth-apps')
    const created = await web.post('/app/settings/developer/oauth-apps', { name: 'Dashboards Inc', type: 'confidential', redirect_uris: `${REDIRECT}\nhttps://dash.example/cb` })
    confidential = {
      client_id: /id="client-id">(oac_\w+)</.exec(created.body)![1]!,
      client_secret: /id="client-secret"[^>]*value="(pcs_\w+)"/.exec(created.body)![1]!,
    }
    await web.get('/app/settings/developer/oauth-apps')
    const pub = await web.post('/app/settings/developer/oauth-apps', { name: 'CLI tool', type: 'public', redirect_uris: REDIRECT })
    publicClient = { client_id: /id="client-id">(oac_\w+)</.exec(pub.body)![1]! }
    assert.doesNotMatch(pub.body, /id="client-secret"/)
  })
  after(async () => { await t.close() })

  /** Runs the authorization request through the consent page as the signed-in person; returns the callback URL. */
  async function authorize(clientId: string, options: { scope?: string; verifier?: string | null; state?: string; approve?: boolean; redirectUri?: string } = {}) {
    const url = new URL(`${issuer}/oauth/authorize`)
    url.searchParams.set('response_type', 'code')
    url.searchParams.set('client_id', clientId)
    url.searchParams.set('redirect_uri', options.redirectUri ?? REDIRECT)
    url.searchParams.set('scope', options.scope ?? 'findings:read')
    url.searchParams.set('state', options.state ?? 'xyz-state')
    if (options.verifier !== null) {
      url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(options.verifier ?? 'v'.repeat(43)))
      url.searchParams.set('code_challenge_method', 'S256')
    }
    const consent = await web.get(url.pathname + url.search)
    if (consent.statusCode !== 200) return { consent, callback: null }
    const fields = Object.fromEntries([...consent.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)]
      .filter(([, k]) => k !== '_csrf').map(([, k, v]) => [k!, v!.replaceAll('&amp;', '&').replaceAll('&#34;', '"')]))
    const answer = await web.post('/oauth/authorize', { ...fields, decision: options.approve === false ? 'deny' : 'approve' })
    assert.equal(answer.statusCode, 303)
    return { consent, callback: new URL(answer.headers.location as string) }
  }

  test('metadata (RFC 8414) describes the endpoints', () => {
    assert.equal(as.issuer, issuer)
    assert.equal(as.token_endpoint, `${issuer}/oauth/token`)
    assert.deepEqual(as.code_challenge_methods_supported, ['S256'])
  })

  test('authorization code + PKCE with client_secret_post: consent page, code, tokens that list findings, refresh rotation', async () => {
    const verifier = oauth.generateRandomCodeVerifier()
    const { consent, callback } = await authorize(confidential.client_id, { verifier, scope: 'findings:read events:read' })
    assert.match(consent.body, /Authorize Dashboards Inc/)
    assert.match(consent.body, /in the workspace <strong>Grantor<\/strong>/)
    assert.match(consent.body, /Read findings/)
    assert.match(String(consent.headers['content-security-policy']), /form-action 'self' http:\/\/127\.0\.0\.1:9/)
    const client: oauth.Client = { client_id: confidential.client_id }
    const params = oauth.validateAuthResponse(as, client, callback!, 'xyz-state')
    const response = await oauth.authorizationCodeGrantRequest(as, client, oauth.ClientSecretPost(confidential.client_secret), params, REDIRECT, verifier, insecure)
    assert.equal(response.headers.get('cache-control'), 'no-store')
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, response)
    assert.equal(tokens.token_type, 'bearer')
    assert.equal(tokens.expires_in, 3600)
    assert.equal(tokens.scope, 'findings:read events:read')
    assert.match(tokens.access_token, /^poa_/)
    const list = await fetch(`${issuer}/v1/findings?limit=2`, { headers: { authorization: `Bearer ${tokens.access_token}` } })
    assert.equal(list.status, 200)
    assert.equal(((await list.json()) as { data: unknown[] }).data.length, 2)
    assert.equal((await fetch(`${issuer}/v1/resources`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).status, 403, 'only the granted scopes')

    // Refresh rotates; the old refresh token used again revokes the whole family.
    const refreshed = await oauth.processRefreshTokenResponse(as, client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.ClientSecretBasic(confidential.client_secret), tokens.refresh_token!, insecure))
    assert.notEqual(refreshed.access_token, tokens.access_token)
    assert.equal((await fetch(`${issuer}/v1/findings`, { headers: { authorization: `Bearer ${refreshed.access_token}` } })).status, 200)
    const replay = await refusal(oauth.processRefreshTokenResponse(as, client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.ClientSecretPost(confidential.client_secret), tokens.refresh_token!, insecure)))
    assert.equal(replay.error, 'invalid_grant')
    assert.match(String(replay.body.request_id), /^req_/)
    assert.equal((await fetch(`${issuer}/v1/findings`, { headers: { authorization: `Bearer ${refreshed.access_token}` } })).status, 401, 'the family is revoked')
  })

  test('a refused refresh (a wider scope) leaves the refresh token valid: only a genuine replay revokes the grant', async () => {
    const verifier = oauth.generateRandomCodeVerifier()
    const { callback } = await authorize(confidential.client_id, { verifier })
    const client: oauth.Client = { client_id: confidential.client_id }
    const auth = oauth.ClientSecretPost(confidential.client_secret)
    const tokens = await oauth.processAuthorizationCodeResponse(as, client,
      await oauth.authorizationCodeGrantRequest(as, client, auth, oauth.validateAuthResponse(as, client, callback!, 'xyz-state'), REDIRECT, verifier, insecure))
    const wider = await refusal(oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, auth, tokens.refresh_token!,
      { ...insecure, additionalParameters: { scope: 'findings:read webhooks:write' } })))
    assert.equal(wider.error, 'invalid_scope')
    assert.equal((await fetch(`${issuer}/v1/findings`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).status, 200, 'the grant still works')
    // The client's next, legitimate refresh with the same token succeeds and rotates as usual.
    const refreshed = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, auth, tokens.refresh_token!, insecure))
    assert.equal((await fetch(`${issuer}/v1/findings`, { headers: { authorization: `Bearer ${refreshed.access_token}` } })).status, 200)
  })

  test('a reused code is refused and revokes the tokens issued from it', async () => {
    const verifier = oauth.generateRandomCodeVerifier()
    const { callback } = await authorize(confidential.client_id, { verifier })
    const client: oauth.Client = { client_id: confidential.client_id }
    const params = oauth.validateAuthResponse(as, client, callback!, 'xyz-state')
    const auth = oauth.ClientSecretPost(confidential.client_secret)
    const first = await oauth.processAuthorizationCodeResponse(as, client, await oauth.authorizationCodeGrantRequest(as, client, auth, params, REDIRECT, verifier, insecure))
    const again = await refusal(oauth.processAuthorizationCodeResponse(as, client, await oauth.authorizationCodeGrantRequest(as, client, auth, params, REDIRECT, verifier, insecure)))
    assert.equal(again.error, 'invalid_grant')
    assert.equal(again.status, 400)
    assert.equal((await fetch(`${issuer}/v1/findings`, { headers: { authorization: `Bearer ${first.access_token}` } })).status, 401)
  })

  test('wrong verifier, wrong redirect URI, expired code, wrong client secret are each refused with the RFC error', async () => {
    const client: oauth.Client = { client_id: confidential.client_id }
    const auth = oauth.ClientSecretPost(confidential.client_secret)
    const grant = async (mutate: { verifier?: string; redirect?: string; expire?: boolean; auth?: oauth.ClientAuth }) => {
      const verifier = oauth.generateRandomCodeVerifier()
      const { callback } = await authorize(confidential.client_id, { verifier })
      const params = oauth.validateAuthResponse(as, client, callback!, 'xyz-state')
      if (mutate.expire) await t.storage.db.updateTable('oauth_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('used_at', 'is', null).execute()
      return refusal(oauth.processAuthorizationCodeResponse(as, client,
        await oauth.authorizationCodeGrantRequest(as, client, mutate.auth ?? auth, params, mutate.redirect ?? REDIRECT, mutate.verifier ?? verifier, insecure)))
    }
    const wrongVerifier = await grant({ verifier: oauth.generateRandomCodeVerifier() })
    assert.equal(wrongVerifier.error, 'invalid_grant')
    assert.match(String(wrongVerifier.body.error_description), /code_verifier does not match/)
    const wrongRedirect = await grant({ redirect: 'https://dash.example/cb' })
    assert.equal(wrongRedirect.error, 'invalid_grant')
    assert.match(String(wrongRedirect.body.error_description), /redirect_uri/)
    const expired = await grant({ expire: true })
    assert.equal(expired.error, 'invalid_grant')
    assert.match(String(expired.body.error_description), /expired/)
    const badSecret = await grant({ auth: oauth.ClientSecretBasic('pcs_wrong') })
    assert.equal(badSecret.error, 'invalid_client')
    assert.equal(badSecret.status, 401)
  })

  test('a revoked refresh token (RFC 7009) is refused, and its access token stops working', async () => {
    const verifier = oauth.generateRandomCodeVerifier()
    const { callback } = await authorize(confidential.client_id, { verifier })
    const client: oauth.Client = { client_id: confidential.client_id }
    const auth = oauth.ClientSecretPost(confidential.client_secret)
    const tokens = await oauth.processAuthorizationCodeResponse(as, client,
      await oauth.authorizationCodeGrantRequest(as, client, auth, oauth.validateAuthResponse(as, client, callback!, 'xyz-state'), REDIRECT, verifier, insecure))
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, auth, tokens.refresh_token!, insecure))
    const refused = await refusal(oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, auth, tokens.refresh_token!, insecure)))
    assert.equal(refused.error, 'invalid_grant')
    assert.equal((await fetch(`${issuer}/v1/findings`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).status, 401)
  })

  test('a public client must use PKCE and has no secret; denial and bad requests go back to the client as errors', async () => {
    const client: oauth.Client = { client_id: publicClient.client_id, token_endpoint_auth_method: 'none' }
    const verifier = oauth.generateRandomCodeVerifier()
    const { callback } = await authorize(publicClient.client_id, { verifier })
    const tokens = await oauth.processAuthorizationCodeResponse(as, client,
      await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), oauth.validateAuthResponse(as, client, callback!, 'xyz-state'), REDIRECT, verifier, insecure))
    assert.match(tokens.access_token, /^poa_/)

    const noPkce = await web.get(`/oauth/authorize?response_type=code&client_id=${publicClient.client_id}&redirect_uri=${encodeURIComponent(REDIRECT)}&scope=findings:read&state=s1`)
    assert.equal(noPkce.statusCode, 303)
    const location = new URL(noPkce.headers.location as string)
    assert.equal(location.searchParams.get('error'), 'invalid_request')
    assert.equal(location.searchParams.get('state'), 's1')
    const badScope = new URL((await web.get(`/oauth/authorize?response_type=code&client_id=${confidential.client_id}&redirect_uri=${encodeURIComponent(REDIRECT)}&scope=admin&state=s2`)).headers.location as string)
    assert.equal(badScope.searchParams.get('error'), 'invalid_scope')
    const denied = await authorize(confidential.client_id, { approve: false })
    assert.equal(denied.callback!.searchParams.get('error'), 'access_denied')
    assert.equal(denied.callback!.searchParams.get('state'), 'xyz-state')

    // An unregistered redirect URI or an unknown client is never redirected to: an error page instead.
    const evil = await web.get(`/oauth/authorize?response_type=code&client_id=${confidential.client_id}&redirect_uri=${encodeURIComponent('https://evil.example/cb')}&scope=findings:read`)
    assert.equal(evil.statusCode, 400)
    assert.match(evil.body, /not one this application registered/)
    assert.equal((await web.get('/oauth/authorize?response_type=code&client_id=oac_nope&scope=findings:read')).statusCode, 400)
  })

  test('a visitor is sent to sign in first; the consent POST needs its CSRF token; token endpoint errors', async () => {
    const visitor = webClient(t.app)
    const path = `/oauth/authorize?response_type=code&client_id=${confidential.client_id}&redirect_uri=${encodeURIComponent(REDIRECT)}&scope=findings:read&state=s&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`
    const redirected = await visitor.get(path)
    assert.equal(redirected.statusCode, 303)
    assert.equal(redirected.headers.location, `/app/login?next=${encodeURIComponent(path)}`)

    await web.get(path)
    const forged = await web.post('/oauth/authorize', { response_type: 'code', client_id: confidential.client_id, redirect_uri: REDIRECT, scope: 'findings:read', decision: 'approve' }, { csrf: null })
    assert.equal(forged.statusCode, 403)

    const token = (body: string, headers: Record<string, string> = {}) => fetch(`${issuer}/oauth/token`, {
      method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    })
    const unsupported = await token(`grant_type=password&client_id=${confidential.client_id}&client_secret=${confidential.client_secret}`)
    assert.equal(unsupported.status, 400)
    const body = await unsupported.json() as Record<string, string>
    assert.equal(body.error, 'unsupported_grant_type')
    assert.match(body.request_id!, /^req_/)
    const json = await fetch(`${issuer}/oauth/token`, { method: 'POST', body: '{"grant_type":"authorization_code"}', headers: { 'content-type': 'application/json' } })
    assert.equal(json.status, 400)
    assert.equal((await json.json() as Record<string, string>).error, 'invalid_request')
    const both = await token(`grant_type=authorization_code&code=x&client_secret=${confidential.client_secret}`, {
      authorization: `Basic ${Buffer.from(`${confidential.client_id}:${confidential.client_secret}`).toString('base64')}`,
    })
    assert.equal((await both.json() as Record<string, string>).error, 'invalid_request')
    const unknownCode = await token(`grant_type=authorization_code&code=nope&redirect_uri=${encodeURIComponent(REDIRECT)}&client_id=${confidential.client_id}&client_secret=${confidential.client_secret}`)
    assert.equal((await unknownCode.json() as Record<string, string>).error, 'invalid_grant')
  })
})

describe(`the token endpoint over the rate limit (${BACKEND})`, () => {
  test('answers 429 in the RFC 6749 shape with Retry-After, not a misleading invalid_request', async () => {
    const t = await startTestApp({ rateLimitPerMinute: 2 })
    try {
      const post = () => t.app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=refresh_token&client_id=x' })
      await post()
      await post()
      const limited = await post()
      assert.equal(limited.statusCode, 429)
      assert.equal(limited.json().error, 'rate_limit_exceeded')
      assert.match(limited.json().request_id, /^req_/)
      assert.ok(Number(limited.headers['retry-after']) > 0)
      assert.equal(limited.headers['cache-control'], 'no-store')
    } finally {
      await t.close()
    }
  })
})
