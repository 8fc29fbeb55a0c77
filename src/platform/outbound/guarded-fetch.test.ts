import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, test } from 'node:test'
import { createGuardedFetch, OutboundUrlRefusedError } from './guarded-fetch.ts'
import type { LookupAll } from './ssrf.ts'

// The fetch that SSO discovery (and the provider endpoints it names) goes through: the same policy as webhooks.

let server: http.Server
let port: number
let hits = 0
before(async () => {
  server = http.createServer((request, response) => {
    hits++
    if (request.url === '/redirect') {
      response.writeHead(302, { location: `http://127.0.0.1:${port}/target` }).end()
      return
    }
    response.end('{"ok":true}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
after(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }))

const dns = (table: Record<string, string[]>): LookupAll => async (hostname) => {
  const addresses = table[hostname]
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
}
const get = { method: 'GET', headers: {} }
const causeCode = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code

test('a literal loopback, private or metadata address is refused before any connection', async () => {
  const fetch = createGuardedFetch({ allowPrivate: false, allowHttp: true, timeoutMs: 5000 })
  const before = hits
  for (const url of [`http://127.0.0.1:${port}/`, `http://[::ffff:7f00:1]:${port}/`, 'http://10.1.2.3/', 'http://169.254.169.254/latest/meta-data/', 'http://[fd00:ec2::254]/']) {
    await assert.rejects(fetch(url, get), (error: unknown) => error instanceof OutboundUrlRefusedError, url)
  }
  assert.equal(hits, before)
})

test('a name that resolves inside is refused at connect time (DNS rebinding included), and allowed by the operator setting', async () => {
  const before = hits
  // One public and one loopback address: the client could use either, so the name is refused.
  const lookup = dns({ 'idp.customer.test': ['93.184.216.34', '127.0.0.1'], 'inside.customer.test': ['127.0.0.1'] })
  const strict = createGuardedFetch({ allowPrivate: false, allowHttp: true, timeoutMs: 5000, lookup })
  await assert.rejects(strict(`http://idp.customer.test:${port}/`, get), (error: unknown) => causeCode(error) === 'ERR_ADDRESS_BLOCKED')
  await assert.rejects(strict(`http://inside.customer.test:${port}/`, get), (error: unknown) => causeCode(error) === 'ERR_ADDRESS_BLOCKED')
  assert.equal(hits, before, 'nothing reached the server')

  const open = createGuardedFetch({ allowPrivate: true, allowHttp: true, timeoutMs: 5000, lookup: dns({ 'inside.customer.test': ['127.0.0.1'], 'meta.customer.test': ['169.254.169.254'] }) })
  const response = await open(`http://inside.customer.test:${port}/`, get)
  assert.equal(response.status, 200)
  assert.deepEqual(await response.json(), { ok: true })
  await assert.rejects(open('http://meta.customer.test/', get), (error: unknown) => causeCode(error) === 'ERR_ADDRESS_BLOCKED', 'metadata stays refused')
})

test('a redirect is answered, never followed, whatever the caller asks', async () => {
  const fetch = createGuardedFetch({ allowPrivate: true, allowHttp: true, timeoutMs: 5000 })
  const before = hits
  const response = await fetch(`http://127.0.0.1:${port}/redirect`, { ...get, redirect: 'follow' })
  assert.equal(response.status, 302)
  assert.equal(hits, before + 1, 'the target was not asked')
})

test('https only unless http is allowed', async () => {
  const fetch = createGuardedFetch({ allowPrivate: true, allowHttp: false, timeoutMs: 5000 })
  await assert.rejects(fetch(`http://127.0.0.1:${port}/`, get), (error: unknown) => error instanceof OutboundUrlRefusedError && error.reason === 'scheme_not_allowed')
})
