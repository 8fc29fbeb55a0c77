import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, test } from 'node:test'
import * as oauth from 'oauth4webapi'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'
import { freePort } from './helpers/processes.ts'
import { webClient, type WebClient } from './helpers/web-client.ts'

const insecure = { [oauth.allowInsecureRequests]: true } // the test server is plain http on loopback

/**
 * A command-line app's side of the flow (RFC 8252 §7.3): it listens on a port the system picks, on the loopback
 * address it registered without a port, and takes the authorization response the browser brings there.
 */
async function loopbackListener(host: '127.0.0.1' | '::1') {
  const received: URL[] = []
  const server: Server = createServer((request, response) => {
    received.push(new URL(request.url!, `http://${host === '::1' ? '[::1]' : host}:${(server.address() as AddressInfo).port}`))
    response.end('You can close this window.')
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const port = (server.address() as AddressInfo).port
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

describe(`OAuth for native and command-line apps: loopback redirects on any port, iss in the response (${BACKEND})`, () => {
  let t: TestApp
  let issuer: string
  let as: oauth.AuthorizationServer
  let web: WebClient
  let cli: { client_id: string }

  before(async () => {
    const port = await freePort()
    issuer = `http://127.0.0.1:${port}`
    t = await startTestApp({ baseUrl: issuer })
    await t.app.listen({ port, host: '127.0.0.1' })
    as = await oauth.processDiscoveryResponse(new URL(issuer), await oauth.discoveryRequest(new URL(issuer), { algorithm: 'oauth2', ...insecure }))
    web = webClient(t.app)
    await web.signUp({ email: 'native-owner@example.com', workspace: 'Native Grantor' })
    await web.get('/app/settings/developer/oauth-apps')
    // Registered without a port, as RFC 8252 §7.3 has it; localhost and https keep their exact match.
    const created = await web.post('/app/settings/developer/oauth-apps', {
      name: 'posture-like CLI', type: 'public',
      redirect_uris: 'http://127.0.0.1/callback\nhttp://[::1]/callback\nhttp://localhost:8765/callback\nhttps://app.example/cb',
    })
    cli = { client_id: /id="client-id">(oac_\w+)</.exec(created.body)![1]! }
  })
  after(async () => { await t.close() })

  /** The browser's part: the authorization request, the consent page, approval; returns where it was sent. */
  async function authorize(redirectUri: string, options: { verifier: string; state: string; approve?: boolean }) {
    const url = new URL(`${issuer}/oauth/authorize`)
    url.searchParams.set('response_type', 'code')
    url.searchParams.set('client_id', cli.client_id)
    url.searchParams.set('redirect_uri', redirectUri)
    url.searchParams.set('scope', 'findings:read')
    url.searchParams.set('state', options.state)
    url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(options.verifier))
    url.searchParams.set('code_challenge_method', 'S256')
    const consent = await web.get(url.pathname + url.search)
    if (consent.statusCode !== 200) return { consent, location: null }
    const fields = Object.fromEntries([...consent.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)]
      .filter(([, k]) => k !== '_csrf').map(([, k, v]) => [k!, v!.replaceAll('&amp;', '&').replaceAll('&#34;', '"')]))
    const answer = await web.post('/oauth/authorize', { ...fields, decision: options.approve === false ? 'deny' : 'approve' })
    assert.equal(answer.statusCode, 303)
    return { consent, location: answer.headers.location as string }
  }

  test('the metadata says the authorization response carries iss (RFC 9207)', () => {
    assert.equal(as.authorization_response_iss_parameter_supported, true)
  })

  for (const host of ['127.0.0.1', '::1'] as const) {
    test(`a loopback redirect URI registered without a port works on the port the app picked (${host}); the client library checks iss`, async () => {
      const app = await loopbackListener(host)
      try {
        const redirectUri = `http://${host === '::1' ? '[::1]' : host}:${app.port}/callback`
        const verifier = oauth.generateRandomCodeVerifier()
        const state = oauth.generateRandomState()
        const { location } = await authorize(redirectUri, { verifier, state })
        assert.ok(location?.startsWith(`${redirectUri}?`), `sent back to the app's port: ${location}`)
        // The browser follows the redirect to the app's listener, which reads the response from its own request.
        assert.equal((await fetch(location!)).status, 200)
        const callback = app.received.at(-1)!
        assert.equal(callback.searchParams.get('iss'), issuer)
        const client: oauth.Client = { client_id: cli.client_id, token_endpoint_auth_method: 'none' }
        // The library refuses a response without iss (or with another) once the metadata announces it.
        const params = oauth.validateAuthResponse(as, client, callback, state)
        const tokens = await oauth.processAuthorizationCodeResponse(as, client,
          await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, redirectUri, verifier, insecure))
        const list = await fetch(`${issuer}/v1/findings?limit=1`, { headers: { authorization: `Bearer ${tokens.access_token}` } })
        assert.equal(list.status, 200)

        // The code is bound to the port of its request: the same URI on another port is not the one used.
        const again = await authorize(redirectUri, { verifier, state })
        const code = oauth.validateAuthResponse(as, client, new URL(again.location!), state)
        const otherPort = `http://${host === '::1' ? '[::1]' : host}:${app.port + 1}/callback`
        await assert.rejects(async () => oauth.processAuthorizationCodeResponse(as, client,
          await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), code, otherPort, verifier, insecure)),
        (error: unknown) => error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant')
      } finally {
        await app.close()
      }
    })
  }

  test('an error response carries iss too, and the library checks it', async () => {
    const app = await loopbackListener('127.0.0.1')
    try {
      const state = oauth.generateRandomState()
      const { location } = await authorize(`http://127.0.0.1:${app.port}/callback`, { verifier: oauth.generateRandomCodeVerifier(), state, approve: false })
      const callback = new URL(location!)
      assert.equal(callback.searchParams.get('error'), 'access_denied')
      assert.equal(callback.searchParams.get('iss'), issuer)
      assert.throws(() => oauth.validateAuthResponse(as, { client_id: cli.client_id }, callback, state),
        (error: unknown) => error instanceof oauth.AuthorizationResponseError && error.error === 'access_denied')
      // A request refused before consent (no scope) goes back with iss as well.
      const refused = await web.get(`/oauth/authorize?response_type=code&client_id=${cli.client_id}&redirect_uri=${encodeURIComponent(`http://127.0.0.1:${app.port}/callback`)}&state=s9`)
      assert.equal(refused.statusCode, 303)
      const refusedAt = new URL(refused.headers.location as string)
      assert.equal(refusedAt.searchParams.get('error'), 'invalid_scope')
      assert.equal(refusedAt.searchParams.get('iss'), issuer)
    } finally {
      await app.close()
    }
  })

  test('everything else is matched exactly: localhost, another loopback address, another path, https', async () => {
    const verifier = oauth.generateRandomCodeVerifier()
    for (const uri of [
      'http://localhost:9999/callback', // localhost is a name, not a loopback address (decision 67): its port is fixed
      'http://127.0.0.1:4567/other', // the path stays exact
      'http://127.0.0.1:4567/callback?x=1', // and so does the query
      'http://[::1]:4567/callbacks',
      'http://127.0.0.2:4567/callback', // registered 127.0.0.1, not the whole of 127/8
      'https://127.0.0.1:4567/callback', // the loopback rule is for http
      'https://app.example:8443/cb', // an https URI keeps its port
    ]) {
      const { consent } = await authorize(uri, { verifier, state: 's' })
      assert.equal(consent.statusCode, 400, uri)
      assert.match(consent.body, /not one this application registered/, uri)
    }
    // The registered forms themselves still work, exactly.
    assert.ok((await authorize('http://localhost:8765/callback', { verifier, state: 's' })).location?.startsWith('http://localhost:8765/callback?'))
    assert.ok((await authorize('https://app.example/cb', { verifier, state: 's' })).location?.startsWith('https://app.example/cb?'))
  })
})
