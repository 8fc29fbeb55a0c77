import assert from 'node:assert/strict'
import { createServer as createHttpServer, type Server } from 'node:http'
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net'
import { after, before, describe, test } from 'node:test'
import { startIdentityProvider, type FakeIdentityProvider } from './fakes/oidc-provider.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'
import { freePort } from './helpers/processes.ts'
import { webClient } from './helpers/web-client.ts'

// SSO discovery is a request the server makes to an address a workspace admin chooses, like a webhook delivery:
// it is held to the same address policy (decision 66), and what it answers does not tell what is listening.

interface Listener { url: string; connections(): number; close(): Promise<void> }

async function listen(server: Server | TcpServer, host: string): Promise<Listener | null> {
  let connections = 0
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    connections++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  try {
    await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(0, host, resolve) })
  } catch {
    return null // no IPv6 on this machine
  }
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve())
      for (const socket of sockets) socket.destroy()
    }),
  }
}

/** Signs up a workspace admin and returns a function that saves an issuer on the SSO form: the page's alert, or null when saved. */
async function ssoForm(t: TestApp, email: string) {
  const web = webClient(t.app)
  await web.signUp({ email, workspace: `SSO ${email}` })
  return async (issuer: string, client: { clientId: string; clientSecret: string }) => {
    await web.get('/app/settings/workspace')
    const response = await web.post('/app/settings/workspace/sso', { issuer, client_id: client.clientId, client_secret: client.clientSecret })
    if (response.statusCode === 200 && /Identity provider saved/.test(response.body)) return null
    assert.equal(response.statusCode, 422, `${issuer}: ${response.statusCode}`)
    const alert = /<p class="alert error" role="alert" id="sso-error">([^<]*)<\/p>/.exec(response.body)
    assert.ok(alert, `${issuer}: an alert on the form`)
    return alert[1]!
  }
}

describe(`SSO discovery and the outbound address policy (${BACKEND})`, () => {
  let idp: FakeIdentityProvider
  let ipv6: Listener | null
  const listeners: Listener[] = []
  before(async () => {
    idp = await startIdentityProvider('http://127.0.0.1:1/app/sso/callback')
    ipv6 = await listen(createHttpServer((_q, r) => r.end('{}')), '::1')
    if (ipv6) listeners.push(ipv6)
  })
  after(async () => {
    for (const listener of listeners) await listener.close()
    await idp?.close()
  })

  test('by default an issuer at a loopback, private, link-local or metadata address is refused before any connection', async () => {
    const t = await startTestApp()
    try {
      const save = await ssoForm(t, 'sso-default@example.com')
      const port = new URL(idp.issuer).port
      const issuers = [
        idp.issuer, // a real provider, on 127.0.0.1
        `https://127.0.0.1:${port}`,
        `http://localhost:${port}`,
        `https://2130706433:${port}`, // 127.0.0.1 spelled as one number
        `https://[::ffff:127.0.0.1]:${port}`,
        `https://0.0.0.0:${port}`,
        ...(ipv6 ? [ipv6.url] : ['http://[::1]:9']),
        'https://10.0.0.1',
        'https://192.168.1.1/realms/acme',
        'https://169.254.169.254',
        'https://[fd00:ec2::254]',
      ]
      const messages = new Set<string>()
      for (const issuer of issuers) {
        const message = await save(issuer, idp)
        assert.ok(message !== null, `${issuer} was accepted`)
        messages.add(message)
      }
      assert.equal(idp.connections(), 0, 'the provider on 127.0.0.1 was never connected to')
      assert.equal(ipv6?.connections() ?? 0, 0, 'nor the service on [::1]')
      assert.equal(messages.size, 1, `one message for every refusal: ${[...messages].join(' | ')}`)
      assert.match([...messages][0]!, /SSO_ALLOW_PRIVATE_ISSUERS/, 'it names the operator setting')
    } finally {
      await t.close()
    }
  })

  test('with the operator setting a provider on this machine works, every failure reads the same, redirects are not followed, metadata stays refused', async () => {
    const t = await startTestApp({ ssoAllowPrivateIssuers: true })
    const closedPort = await freePort()
    const notFound = await listen(createHttpServer((_q, r) => { r.statusCode = 404; r.end('Not Found') }), '127.0.0.1')
    const notJson = await listen(createHttpServer((_q, r) => { r.setHeader('content-type', 'text/html'); r.end('<html>admin console</html>') }), '127.0.0.1')
    const notHttp = await listen(createTcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n')), '127.0.0.1')
    const redirecting = await listen(createHttpServer((_q, r) => { r.statusCode = 302; r.setHeader('location', `${idp.issuer}/.well-known/openid-configuration`); r.end() }), '127.0.0.1')
    listeners.push(notFound!, notJson!, notHttp!, redirecting!)
    try {
      const save = await ssoForm(t, 'sso-private@example.com')
      const before = idp.connections()
      const messages = new Map<string, string>()
      for (const issuer of [`http://127.0.0.1:${closedPort}`, notFound!.url, notJson!.url, notHttp!.url, redirecting!.url, 'https://169.254.169.254', 'https://[fd00:ec2::254]']) {
        const message = await save(issuer, idp)
        assert.ok(message !== null, `${issuer} was accepted`)
        messages.set(issuer, message)
      }
      assert.equal(idp.connections(), before, 'the redirect to the provider was not followed')
      assert.ok(redirecting!.connections() > 0 && notHttp!.connections() > 0, 'those services were asked')
      assert.equal(new Set(messages.values()).size, 1, `a closed port, a 404, a web page, another protocol, a redirect and the metadata address read alike:\n${[...messages].join('\n')}`)
      assert.equal(await save(idp.issuer, idp), null, 'the real provider is saved')
      assert.ok(idp.connections() > before)
    } finally {
      await t.close()
    }
  })
})
