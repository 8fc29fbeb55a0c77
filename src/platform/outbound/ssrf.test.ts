import assert from 'node:assert/strict'
import type { LookupAddress } from 'node:dns'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, test } from 'node:test'
import { Agent, request } from 'undici'
import {
  checkOutboundUrl,
  classifyAddress,
  guardedLookup,
  refusedClass,
  resolveAndCheck,
  AddressBlockedError,
  type LookupAll,
} from './ssrf.ts'

// Offline DNS: a fixed table, and a record of the options each lookup was made with.
function fakeDns(table: Record<string, string[]>) {
  const calls: { hostname: string; options: unknown }[] = []
  const lookup: LookupAll = async (hostname, options) => {
    calls.push({ hostname, options })
    const addresses = table[hostname]
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }
  return { lookup, calls }
}

test('public addresses are null, including IPv4-mapped and NAT64 forms of public IPv4', () => {
  for (const ip of [
    '8.8.8.8', '1.1.1.1', '93.184.216.34', '11.0.0.1', '100.63.255.255', '100.128.0.0', '172.15.255.255',
    '172.32.0.0', '192.169.0.0', '169.253.255.255', '223.255.255.255', '2606:4700:4700::1111', '2a00:1450:4001::1',
    '::ffff:8.8.8.8', '64:ff9b::8.8.8.8',
  ]) {
    assert.equal(classifyAddress(ip), null, ip)
  }
})

test('non-public addresses are classified, range edges included', () => {
  const cases: Record<string, string> = {
    '127.0.0.1': 'loopback', '127.255.255.255': 'loopback',
    '10.0.0.1': 'private', '10.255.255.255': 'private', '172.16.0.1': 'private', '172.31.255.255': 'private', '192.168.1.1': 'private',
    '100.64.0.1': 'shared', '100.127.255.255': 'shared',
    '169.254.0.1': 'link_local', '169.254.255.255': 'link_local',
    '169.254.169.254': 'metadata', '169.254.170.2': 'metadata', '100.100.100.200': 'metadata', '192.0.0.192': 'metadata',
    '168.63.129.16': 'metadata',
    '0.0.0.0': 'unspecified', '0.1.2.3': 'unspecified',
    '224.0.0.1': 'multicast', '239.255.255.250': 'multicast',
    '255.255.255.255': 'reserved', '240.0.0.1': 'reserved', '192.0.2.1': 'reserved', '198.18.0.1': 'reserved',
    '198.51.100.7': 'reserved', '203.0.113.5': 'reserved', '192.0.0.8': 'reserved',
    '::1': 'loopback', '[::1]': 'loopback', '::': 'unspecified',
    'fe80::1': 'link_local', 'fe80::1%eth0': 'link_local',
    'fc00::1': 'unique_local', 'fd12:3456::1': 'unique_local',
    'fd00:ec2::254': 'metadata', 'fd00:ec2::23': 'metadata', 'fd20:ce::254': 'metadata',
    'ff02::1': 'multicast',
    // IPv4-mapped: judged as the IPv4 address, in either spelling.
    '::ffff:10.0.0.1': 'private', '::ffff:127.0.0.1': 'loopback', '::ffff:7f00:1': 'loopback', '::ffff:169.254.169.254': 'metadata',
    // NAT64 well-known prefix: judged by the embedded IPv4.
    '64:ff9b::10.0.0.1': 'private', '64:ff9b::7f00:1': 'loopback', '64:ff9b::a9fe:a9fe': 'metadata',
    '64:ff9b:1::a00:1': 'reserved', // local-use NAT64
    '2002:7f00:1::1': 'reserved', // 6to4
    '2001:0:4136:e378::1': 'reserved', // Teredo
    '2001:db8::1': 'reserved', '3fff::1': 'reserved',
    '::127.0.0.1': 'reserved', '::8.8.8.8': 'reserved', // deprecated IPv4-compatible, not IPv4-mapped
    '::ffff:0:10.0.0.1': 'reserved', // SIIT (RFC 6145)
    '64:ff9b::192.168.0.1%eth0': 'private',
    'fec0::1': 'reserved', '5f00::1': 'reserved', '100::1': 'reserved',
  }
  for (const [ip, reason] of Object.entries(cases)) assert.equal(classifyAddress(ip), reason, ip)
})

test('anything that is not a strict IP literal fails closed as invalid', () => {
  for (const input of ['', 'localhost', 'example.com', '0x7f.1', '2130706433', '127.1', '1.2.3.4.5', '::ffff:999.0.0.1', '[::1']) {
    assert.equal(classifyAddress(input), 'invalid', input)
  }
})

test('allowPrivate lifts every class except metadata and invalid', () => {
  assert.equal(refusedClass(null, false), null)
  assert.equal(refusedClass('private', false), 'private')
  for (const cls of ['loopback', 'private', 'shared', 'link_local', 'unique_local', 'unspecified', 'multicast', 'reserved'] as const) {
    assert.equal(refusedClass(cls, true), null, cls)
  }
  assert.equal(refusedClass('metadata', true), 'metadata')
  assert.equal(refusedClass('invalid', true), 'invalid')
})

const strict = { allowHttp: false, allowPrivate: false }
const reason = (url: string, policy = strict) => {
  const result = checkOutboundUrl(url, policy)
  return result.ok ? 'ok' : result.reason
}

test('a public https URL is accepted and returned parsed, on any port', () => {
  const result = checkOutboundUrl('https://hooks.example.com:8443/posture?tenant=a', strict)
  assert.ok(result.ok)
  assert.ok(result.url instanceof URL)
  assert.equal(result.url.hostname, 'hooks.example.com')
  assert.equal(reason('https://8.8.8.8/hook'), 'ok')
  assert.equal(reason('https://[2606:4700:4700::1111]/hook'), 'ok')
})

test('scheme: https always, http only when allowed, nothing else', () => {
  assert.equal(reason('http://hooks.example.com/'), 'scheme_not_allowed')
  assert.equal(reason('http://hooks.example.com/', { allowHttp: true, allowPrivate: false }), 'ok')
  for (const url of ['ftp://example.com/', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/plain,x', 'wss://example.com/', 'gopher://example.com/']) {
    assert.equal(reason(url, { allowHttp: true, allowPrivate: true }), 'scheme_not_allowed', url)
  }
})

test('malformed, relative, credentialed, fragment-bearing and over-long URLs are refused', () => {
  for (const url of ['', '/hooks', 'hooks.example.com/x', 'https://', 'https://exa mple.com/', 'https://[::1/']) {
    assert.equal(reason(url), 'invalid_url', url)
  }
  assert.equal(reason(42 as unknown as string), 'invalid_url')
  for (const url of ['https://user:pass@example.com/', 'https://user@example.com/', 'https://:pass@example.com/']) {
    assert.equal(reason(url), 'credentials_not_allowed', url)
  }
  assert.equal(reason('https://example.com/hook#section'), 'fragment_not_allowed')
  assert.equal(reason('https://example.com/hook#'), 'fragment_not_allowed')
  const base = 'https://example.com/'
  assert.equal(reason(base + 'a'.repeat(2048 - base.length)), 'ok')
  assert.equal(reason(base + 'a'.repeat(2049 - base.length)), 'too_long')
  // Short as typed, but percent-encoding makes the stored form 6 characters per "é".
  assert.equal(reason(base + 'é'.repeat(500)), 'too_long')
})

test('numeric IPv4 spellings are normalised by WHATWG URL and then classified', () => {
  for (const [url, host, cls] of [
    ['http://2130706433/', '127.0.0.1', 'loopback'],
    ['http://0x7f.1/', '127.0.0.1', 'loopback'],
    ['http://0177.0.0.1/', '127.0.0.1', 'loopback'],
    ['http://127.1/', '127.0.0.1', 'loopback'],
    ['http://127.0.0.1./', '127.0.0.1', 'loopback'],
    ['http://0/', '0.0.0.0', 'unspecified'],
    ['http://0xa9fea9fe/', '169.254.169.254', 'metadata'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]', 'loopback'],
    ['http://[0:0:0:0:0:ffff:a9fe:a9fe]/', '[::ffff:a9fe:a9fe]', 'metadata'],
  ]) {
    assert.equal(new URL(url!).hostname, host, url)
    assert.equal(reason(url!, { allowHttp: true, allowPrivate: false }), cls, url)
  }
  assert.equal(reason('https://[::1]:8443/'), 'loopback')
  assert.equal(reason('https://10.0.0.5/'), 'private')
  assert.equal(reason('https://[fd00:ec2::254]/'), 'metadata')
  assert.equal(reason('https://169.254.169.254/latest/meta-data/'), 'metadata')
})

test('localhost names are loopback whatever DNS says; look-alikes are names like any other', () => {
  for (const url of ['https://localhost/', 'https://LOCALHOST./', 'https://api.localhost/', 'https://a.b.localhost:9000/x']) {
    assert.equal(reason(url), 'loopback', url)
  }
  assert.equal(reason('https://localhost.example.com/'), 'ok')
  assert.equal(reason('https://notlocalhost/'), 'ok')
})

test('allowPrivate admits local receivers but never metadata', () => {
  const dev = { allowHttp: true, allowPrivate: true }
  for (const url of ['http://localhost:3000/hook', 'http://127.0.0.1:8080/', 'http://10.1.2.3/', 'http://[::1]/', 'http://[fd12::1]/']) {
    assert.equal(reason(url, dev), 'ok', url)
  }
  for (const url of ['http://169.254.169.254/', 'http://[::ffff:169.254.169.254]/', 'http://100.100.100.200/', 'http://[fd00:ec2::254]/']) {
    assert.equal(reason(url, dev), 'metadata', url)
  }
})

test('resolveAndCheck resolves all addresses verbatim and refuses if any is non-public', async () => {
  const dns = fakeDns({
    'public.test': ['93.184.216.34', '2606:2800:220:1::1'],
    'mixed.test': ['93.184.216.34', '10.0.0.7'],
    'v6-loopback.test': ['93.184.216.34', '::1'],
    'metadata.test': ['169.254.169.254'],
    'empty.test': [],
  })
  const ok = await resolveAndCheck('public.test', { allowPrivate: false, lookup: dns.lookup })
  assert.deepEqual(ok, { ok: true, addresses: [{ address: '93.184.216.34', family: 4 }, { address: '2606:2800:220:1::1', family: 6 }] })
  assert.deepEqual(dns.calls[0], { hostname: 'public.test', options: { all: true, verbatim: true } })

  assert.deepEqual(await resolveAndCheck('mixed.test', { allowPrivate: false, lookup: dns.lookup }), { ok: false, reason: 'private', address: '10.0.0.7' })
  assert.deepEqual(await resolveAndCheck('v6-loopback.test', { allowPrivate: false, lookup: dns.lookup }), { ok: false, reason: 'loopback', address: '::1' })
  assert.equal((await resolveAndCheck('mixed.test', { allowPrivate: true, lookup: dns.lookup })).ok, true)
  assert.deepEqual(await resolveAndCheck('metadata.test', { allowPrivate: true, lookup: dns.lookup }), { ok: false, reason: 'metadata', address: '169.254.169.254' })

  for (const host of ['nowhere.test', 'empty.test']) {
    const result = await resolveAndCheck(host, { allowPrivate: false, lookup: dns.lookup })
    assert.ok(!result.ok && result.reason === 'unresolvable', host)
    assert.equal(result.error.code, 'ENOTFOUND')
  }
})

test('resolveAndCheck judges IP literals without a lookup, and uses system DNS by default', async () => {
  const dns = fakeDns({})
  assert.deepEqual(await resolveAndCheck('[::1]', { allowPrivate: false, lookup: dns.lookup }), { ok: false, reason: 'loopback', address: '::1' })
  assert.equal((await resolveAndCheck('8.8.8.8', { allowPrivate: false, lookup: dns.lookup })).ok, true)
  assert.equal(dns.calls.length, 0)
  // "localhost" resolves from the hosts file, so this stays offline.
  const local = await resolveAndCheck('localhost', { allowPrivate: false })
  assert.ok(!local.ok && local.reason === 'loopback')
})

// Calls a lookup function with Node's callback signature and collects what it answers.
function callLookup(lookup: ReturnType<typeof guardedLookup>, hostname: string, options: Parameters<typeof lookup>[1]) {
  return new Promise<{ err: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number }>((resolve) =>
    lookup(hostname, options, (err, address, family) => resolve({ err, address, family })),
  )
}

test('guardedLookup answers in the shape asked for, honouring all and family', async () => {
  const dns = fakeDns({ 'dual.test': ['93.184.216.34', '2606:2800:220:1::1'], 'v4only.test': ['93.184.216.34'] })
  const lookup = guardedLookup({ allowPrivate: false, lookup: dns.lookup })
  assert.deepEqual(await callLookup(lookup, 'dual.test', { all: true }), {
    err: null, address: [{ address: '93.184.216.34', family: 4 }, { address: '2606:2800:220:1::1', family: 6 }], family: undefined,
  })
  assert.deepEqual(await callLookup(lookup, 'dual.test', {}), { err: null, address: '93.184.216.34', family: 4 })
  assert.deepEqual(await callLookup(lookup, 'dual.test', { family: 6 }), { err: null, address: '2606:2800:220:1::1', family: 6 })
  assert.deepEqual(await callLookup(lookup, 'dual.test', { family: 'IPv6', all: true }), {
    err: null, address: [{ address: '2606:2800:220:1::1', family: 6 }], family: undefined,
  })
  const none = await callLookup(lookup, 'v4only.test', { family: 6 })
  assert.equal(none.err?.code, 'ENOTFOUND')
  // The (hostname, callback) form of dns.lookup works too.
  const short = await new Promise<unknown[]>((resolve) =>
    (lookup as unknown as (h: string, cb: (...args: unknown[]) => void) => void)('v4only.test', (...args) => resolve(args)),
  )
  assert.deepEqual(short, [null, '93.184.216.34', 4])
})

test('guardedLookup refuses blocked names with a coded error that does not reveal the address', async () => {
  const dns = fakeDns({ 'internal.test': ['93.184.216.34', '192.168.0.10'] })
  const { err } = await callLookup(guardedLookup({ allowPrivate: false, lookup: dns.lookup }), 'internal.test', { all: true })
  assert.ok(err instanceof AddressBlockedError)
  assert.equal(err.code, 'ERR_ADDRESS_BLOCKED')
  assert.equal(err.reason, 'private')
  assert.equal(err.address, '192.168.0.10')
  assert.equal(err.message, 'Connection to internal.test refused: it resolves to a private address')
  // DNS failures are not dressed up as blocks: the resolver's own error passes through.
  const missing = await callLookup(guardedLookup({ allowPrivate: false, lookup: dns.lookup }), 'missing.test', {})
  assert.equal(missing.err?.code, 'ENOTFOUND')
})

test('DNS rebinding: a name that was public at registration is refused at connect time', async () => {
  let answer = '93.184.216.34'
  const lookup: LookupAll = async () => [{ address: answer, family: 4 }]
  assert.equal((await resolveAndCheck('rebind.test', { allowPrivate: false, lookup })).ok, true)
  answer = '127.0.0.1'
  const { err } = await callLookup(guardedLookup({ allowPrivate: false, lookup }), 'rebind.test', { all: true })
  assert.equal(err?.code, 'ERR_ADDRESS_BLOCKED')
})

// A real receiver on loopback, and real clients whose sockets use guardedLookup.
let server: http.Server
let port: number
let hits = 0
before(async () => {
  server = http.createServer((_req, res) => {
    hits++
    res.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
after(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function undiciGet(url: string, allowPrivate: boolean, lookup?: LookupAll) {
  const agent = new Agent({ connect: { lookup: guardedLookup({ allowPrivate, ...(lookup ? { lookup } : {}) }) } })
  try {
    const response = await request(url, { dispatcher: agent })
    return { status: response.statusCode, body: await response.body.text() }
  } finally {
    await agent.close()
  }
}

test('undici: a request to localhost is refused at connect time, and allowed with allowPrivate', async () => {
  const before = hits
  await assert.rejects(undiciGet(`http://localhost:${port}/hook`, false), { code: 'ERR_ADDRESS_BLOCKED', reason: 'loopback' })
  // A harmless-looking name that points inside is refused the same way.
  const rebound: LookupAll = async () => [{ address: '127.0.0.1', family: 4 }]
  await assert.rejects(undiciGet(`http://hooks.customer.test:${port}/hook`, false, rebound), { code: 'ERR_ADDRESS_BLOCKED' })
  assert.equal(hits, before, 'no request reached the receiver')
  assert.deepEqual(await undiciGet(`http://localhost:${port}/hook`, true), { status: 200, body: 'ok' })
  assert.equal(hits, before + 1)
})

function httpGet(allowPrivate: boolean) {
  return new Promise<string>((resolve, reject) => {
    // family 4 makes Node ask for a single address, the other callback shape than undici's `all: true`.
    const req = http.request({ host: 'localhost', port, path: '/hook', family: 4, lookup: guardedLookup({ allowPrivate }) }, (res) => {
      res.setEncoding('utf8')
      let text = ''
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve(text))
    })
    req.on('error', reject)
    req.end()
  })
}

test('node:http: the lookup option guards plain http.request the same way', async () => {
  await assert.rejects(httpGet(false), { code: 'ERR_ADDRESS_BLOCKED' })
  assert.equal(await httpGet(true), 'ok')
})
