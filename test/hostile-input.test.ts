import assert from 'node:assert/strict'
import { once } from 'node:events'
import { connect } from 'node:net'
import { after, before, describe, test } from 'node:test'
import { ERROR_CODES } from '../src/platform/http/error-codes.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

type Injected = { statusCode: number; headers: Record<string, unknown>; body: string; json(): any }

/** A refusal in the envelope: status, code, request id; returns the message. */
function expectError(response: Injected, status: number, code: string): string {
  assert.equal(response.statusCode, status, response.body)
  const body = response.json()
  assert.deepEqual(Object.keys(body), ['error'])
  assert.equal(body.error.code, code, response.body)
  assert.match(body.error.request_id, /^req_/)
  assert.equal(body.error.request_id, response.headers['x-request-id'])
  return body.error.message as string
}

/** Sends raw bytes over TCP and returns what the server answered before it closed the connection. */
function rawRequest(port: number, request: string | Buffer): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk) => { received += chunk.toString('utf8') })
    // The server closes as soon as it has answered; the rest of a huge request may then fail to send.
    socket.on('error', () => undefined)
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1])
      if (!status) reject(new Error(`no HTTP response: ${JSON.stringify(received.slice(0, 200))}`))
      else resolve({ status, headers: head, body })
    })
    socket.write(request)
  })
}

const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)

describe(`hostile input is refused in the envelope, never with a 5xx (${BACKEND})`, () => {
  let t: TestApp
  let tenant: TestTenant
  let json: Record<string, string>
  before(async () => {
    t = await startTestApp({ rateLimitPerMinute: 1_000_000, webhookAllowPrivateUrls: true })
    tenant = await t.tenant()
    json = { ...tenant.headers, 'content-type': 'application/json' }
  })
  after(async () => { await t.close() })

  const count = async (table: 'policies' | 'reports' | 'resources') =>
    Number((await t.storage.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow()).n)
  const post = (url: string, payload: string, headers: Record<string, string> = json) => t.app.inject({ method: 'POST', url, headers, payload })
  const policy = (name: string) => JSON.stringify({ name, target: 'resource', dimension: 'security', severity: 'low', expression: 'resource.kind == "bucket"' })

  test('a NUL byte in a path id, a query value, a body string or a body key is 422 invalid_parameter naming it; nothing is stored', async () => {
    const finding = (await t.app.inject({ url: '/v1/findings?limit=1&status=open', headers: tenant.headers })).json().data[0]
    const [policies, reports] = [await count('policies'), await count('reports')]

    assert.match(expectError(await t.app.inject({ url: '/v1/findings/a%00b', headers: tenant.headers }), 422, 'invalid_parameter'), /path parameter 'id'.*NUL/)
    assert.match(expectError(await t.app.inject({ url: '/v1/findings?check_id=a%00b', headers: tenant.headers }), 422, 'invalid_parameter'), /query parameter 'check_id'.*NUL/)
    assert.match(expectError(await post('/v1/policies', policy('a\u0000b')), 422, 'invalid_parameter'), /body field 'name'.*NUL/)
    const patch = await t.app.inject({ method: 'PATCH', url: `/v1/findings/${finding.id}`, headers: json, payload: JSON.stringify({ status: 'accepted_risk', reason: '\u0000' }) })
    assert.match(expectError(patch, 422, 'invalid_parameter'), /body field 'reason'/)
    assert.match(expectError(await post('/v1/reports', JSON.stringify({ type: 'executive_summary', format: 'json', audit_id: '\u0000' })), 422, 'invalid_parameter'), /'audit_id'/)
    const key = await post('/v1/policies/preview', JSON.stringify({ target: 'resource', expression: 'true', 'a\u0000': 1 }))
    assert.match(expectError(key, 422, 'invalid_parameter'), /Invalid body: it has a key \('a\uFFFD'\) that contains a NUL/)

    assert.equal(await count('policies'), policies)
    assert.equal(await count('reports'), reports)
    const after = (await t.app.inject({ url: `/v1/findings/${finding.id}`, headers: tenant.headers })).json()
    assert.equal(after.status, 'open')
  })

  test('an unpaired surrogate is refused; a paired one (an emoji) is stored and read back intact', async () => {
    const before = await count('policies')
    assert.match(expectError(await post('/v1/policies', policy('a\ud800b')), 422, 'invalid_parameter'), /body field 'name'.*surrogate/)
    assert.match(expectError(await post('/v1/policies', policy('\udc00')), 422, 'invalid_parameter'), /surrogate/)
    assert.equal(await count('policies'), before)
    const stored = await post('/v1/policies', policy('rocket \ud83d\ude80 \u202e RTL'))
    assert.equal(stored.statusCode, 201, stored.body)
    assert.equal(stored.json().name, 'rocket 🚀 \u202e RTL')
  })

  test('JSON bodies nested deeper than 64 levels are 400 invalid_json, however deep (no recursion)', async () => {
    for (const body of [deepObject(65), deepObject(5_000), '['.repeat(500_000) + ']'.repeat(500_000)]) {
      assert.match(expectError(await post('/v1/policies/preview', body), 400, 'invalid_json'), /64 levels/)
    }
    // Brackets inside strings are text, not nesting.
    const text = await post('/v1/policies/preview', JSON.stringify({ target: 'resource', expression: `"${'['.repeat(100)}" != ""` }))
    assert.equal(text.statusCode, 200, text.body)
  })

  test('JSON bodies are validated as sent: a string where an integer is documented is 422, not coerced', async () => {
    const endpoint = (await post('/v1/webhook_endpoints', JSON.stringify({ url: 'http://127.0.0.1:9/hook', enabled_events: ['*'] }))).json()
    assert.ok(endpoint.id, JSON.stringify(endpoint))
    for (const overlap of ['1e309', 'Infinity', '604800']) {
      const response = await post(`/v1/webhook_endpoints/${endpoint.id}/rotate_secret`, JSON.stringify({ overlap_seconds: overlap }))
      assert.match(expectError(response, 422, 'invalid_parameter'), /'overlap_seconds': must be integer/)
    }
    // A number literal beyond double range parses as Infinity, which is no integer either.
    expectError(await post(`/v1/webhook_endpoints/${endpoint.id}/rotate_secret`, '{"overlap_seconds":1e309}'), 422, 'invalid_parameter')
    const unchanged = (await t.app.inject({ url: `/v1/webhook_endpoints/${endpoint.id}`, headers: tenant.headers })).json()
    assert.equal(unchanged.previous_secret_expires_at, null, 'no refused request rotated the secret')
    const rotated = await post(`/v1/webhook_endpoints/${endpoint.id}/rotate_secret`, JSON.stringify({ overlap_seconds: 604800 }))
    assert.equal(rotated.statusCode, 200, rotated.body)
  })

  test('query strings keep their coercion, from decimal numerals only', async () => {
    for (const limit of ['Infinity', '-Infinity', '1e309', '1e2', '0x10', ' 5', '']) {
      expectError(await t.app.inject({ url: `/v1/findings?limit=${encodeURIComponent(limit)}`, headers: tenant.headers }), 422, 'invalid_limit')
    }
    const page = await t.app.inject({ url: '/v1/findings?limit=3', headers: tenant.headers })
    assert.equal(page.json().data.length, 3)
  })

  test('Content-Type: JSON in UTF-8 only; a body without one, another type or charset is 415; bytes that are not UTF-8 are 400', async () => {
    const preview = JSON.stringify({ target: 'resource', expression: 'true', limit: 1 })
    assert.equal((await post('/v1/policies/preview', preview, { ...tenant.headers, 'content-type': 'application/json; charset=UTF-8' })).statusCode, 200)
    assert.equal((await post('/v1/policies/preview', preview, { ...tenant.headers, 'content-type': 'application/json;charset="utf-8"' })).statusCode, 200)
    expectError(await post('/v1/policies/preview', preview, { ...tenant.headers, 'content-type': 'application/json; charset=latin1' }), 415, 'unsupported_media_type')
    expectError(await post('/v1/policies/preview', preview, { ...tenant.headers, 'content-type': 'text/plain' }), 415, 'unsupported_media_type')
    expectError(await post('/v1/policies/preview', preview, tenant.headers), 415, 'unsupported_media_type')
    const latin1 = Buffer.concat([Buffer.from('{"target":"resource","expression":"\\"'), Buffer.from([0xe9]), Buffer.from('\\" != \\"\\""}')])
    assert.match(expectError(await t.app.inject({ method: 'POST', url: '/v1/policies/preview', headers: json, payload: latin1 }), 400, 'invalid_json'), /UTF-8/)
    const surrogateBytes = Buffer.from([0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x3a, 0x31, 0x7d]) // {"<CESU-8 \ud800>":1}
    expectError(await t.app.inject({ method: 'POST', url: '/v1/policies/preview', headers: json, payload: surrogateBytes }), 400, 'invalid_json')
    expectError(await post('/v1/policies/preview', ''), 400, 'invalid_json')
  })

  test('a body sent to a route that takes none is still read: malformed 400, wrong type 415, hostile text 422', async () => {
    const policyId = (await post('/v1/policies', policy('to keep'))).json().id
    expectError(await t.app.inject({ method: 'DELETE', url: `/v1/policies/${policyId}`, headers: json, payload: '{bad' }), 400, 'invalid_json')
    expectError(await t.app.inject({ method: 'DELETE', url: `/v1/policies/${policyId}`, headers: { ...tenant.headers, 'content-type': 'text/xml' }, payload: '<a/>' }), 415, 'unsupported_media_type')
    expectError(await t.app.inject({ method: 'DELETE', url: `/v1/policies/${policyId}`, headers: json, payload: '{"x":"\\u0000"}' }), 422, 'invalid_parameter')
    assert.equal((await t.app.inject({ url: `/v1/policies/${policyId}`, headers: tenant.headers })).statusCode, 200, 'still there')
  })

  describe('imports', () => {
    let importer: TestTenant
    before(async () => { importer = await t.tenant({ sandbox: false }) })
    const resources = async () => Number((await t.storage.db.selectFrom('resources').select((eb) => eb.fn.countAll<string>().as('n')).where('tenant_id', '=', importer.id).executeTakeFirstOrThrow()).n)
    const item = (externalId: string, extra: Record<string, unknown> = {}) => ({ kind: 'bucket', provider: 'aws', region: 'us-east-1', name: `bucket-${externalId.length}`, external_id: externalId, ...extra })
    const send = (payload: string | Buffer | undefined, headers: Record<string, string> = { ...importer.headers, 'content-type': 'application/json' }, query = '') =>
      t.app.inject({ method: 'POST', url: `/v1/resources/imports${query}`, headers, ...(payload === undefined ? {} : { payload }) })

    test('NUL, unpaired surrogates, deep nesting and over-long external ids skip their item with its error; the good items are stored', async () => {
      const items = [
        item('tag-nul', { tags: { k: 'v\u0000' } }),
        item('good-1'),
        item('name-surrogate', { name: 'n\ud800' }),
        JSON.parse(JSON.stringify(item('deep'))),
        item('key-nul', { attributes: { ['a\u0000']: true } }),
        item('€'.repeat(1024)),
        item('good-2', { attributes: { note: 'emoji 🚀 fine' } }),
      ]
      const text = JSON.stringify({ resources: items }).replace('"external_id":"deep"', `"external_id":"deep","attributes":${deepObject(5_000)}`)
      const response = await send(text)
      assert.equal(response.statusCode, 200, response.body)
      const result = response.json()
      assert.deepEqual({ received: result.received, added: result.added, skipped: result.skipped }, { received: 7, added: 2, skipped: 5 })
      const byIndex = Object.fromEntries(result.errors.map((e: { index: number; message: string }) => [e.index, e.message]))
      assert.match(byIndex[0], /^tags\.k: .*NUL/)
      assert.match(byIndex[2], /^name: .*surrogate/)
      assert.match(byIndex[3], /^attributes\.a\.a.*64 levels/)
      assert.match(byIndex[4], /^attributes: has a key \('a\uFFFD'\) that contains a NUL/)
      assert.match(byIndex[5], /external_id: must be at most 1024 bytes/)
      assert.equal(await resources(), 2)
    })

    test('a Terraform entry with hostile text is skipped with its address', async () => {
      const state = {
        format_version: '1.0', values: { root_module: { resources: [
          { address: 'aws_s3_bucket.bad', mode: 'managed', type: 'aws_s3_bucket', name: 'bad', provider_name: 'registry.terraform.io/hashicorp/aws', values: { bucket: 'bad', arn: 'arn:aws:s3:::bad', tags: { k: 'v\u0000' } } },
          { address: 'aws_s3_bucket.good', mode: 'managed', type: 'aws_s3_bucket', name: 'good', provider_name: 'registry.terraform.io/hashicorp/aws', values: { bucket: 'good', arn: 'arn:aws:s3:::good', region: 'eu-west-1' } },
        ] } },
      }
      const before = await resources()
      const response = await send(JSON.stringify(state), undefined, '?format=terraform')
      assert.equal(response.statusCode, 200, response.body)
      const result = response.json()
      assert.equal(result.added, 1, response.body)
      assert.deepEqual(result.errors.map((e: { ref: string }) => e.ref), ['aws_s3_bucket.bad'])
      assert.match(result.errors[0].message, /NUL/)
      assert.equal(await resources(), before + 1)
    })

    test('no body and no Content-Type is 422 invalid_import; a body without Content-Type 415; empty JSON or bytes that are not UTF-8 400; nothing is stored', async () => {
      const before = await resources()
      assert.match(expectError(await send(undefined, importer.headers), 422, 'invalid_import'), /no body/)
      expectError(await send(JSON.stringify([item('x')]), importer.headers), 415, 'unsupported_media_type')
      expectError(await send(JSON.stringify([item('x')]), { ...importer.headers, 'content-type': 'application/json; charset=utf-16' }), 415, 'unsupported_media_type')
      expectError(await send(''), 400, 'invalid_json')
      const notUtf8 = Buffer.concat([Buffer.from(JSON.stringify([item('latin1-ok')]).slice(0, -1)), Buffer.from(`,{"kind":"bucket","provider":"aws","region":"r","name":"caf`), Buffer.from([0xe9]), Buffer.from('","external_id":"latin1"}]')])
      assert.match(expectError(await send(notUtf8), 400, 'invalid_json'), /UTF-8/)
      assert.equal(await resources(), before, 'a refused import stores nothing, not even its good items')
    })
  })

  test('every operation documents the statuses the framework can answer, and each error status names its codes', async () => {
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json()
    const bodyMethods = new Set(['post', 'put', 'patch', 'delete'])
    let operations = 0
    for (const [path, item] of Object.entries<Record<string, { operationId: string; responses: Record<string, { description: string; content?: Record<string, { schema: { title?: string } }> }> }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        operations++
        const statuses = Object.keys(operation.responses)
        assert.ok(statuses.includes('431'), `${operation.operationId} 431`)
        const envelope = operation.responses['500']?.content?.['application/json']?.schema.title === 'Error'
        if (!envelope) continue // OAuth's RFC 6749 endpoints
        const expected = ['400', '422', '431', '500', '503', ...(bodyMethods.has(method) ? ['413', '415'] : []), ...(path.includes('{') ? ['404'] : [])]
        for (const status of expected) assert.ok(statuses.includes(status), `${operation.operationId} ${status}`)
        for (const [status, response] of Object.entries(operation.responses)) {
          if (status.startsWith('2')) continue
          for (const [code, e] of Object.entries(ERROR_CODES)) {
            if (String(e.status) === status) assert.ok(response.description.includes(`\`${code}\``), `${operation.operationId} ${status} names ${code}`)
          }
        }
      }
    }
    assert.ok(operations > 30)
  })

  describe('over a real socket', () => {
    let served: TestApp
    let port: number
    let release: () => void = () => undefined
    let entered: () => void = () => undefined
    const held = new Promise<void>((resolve) => { release = resolve })
    const holding = new Promise<void>((resolve) => { entered = resolve })
    before(async () => {
      served = await startTestApp()
      served.app.get('/test/hold', async () => { entered(); await held; return { released: true } })
      await served.app.listen({ port: 0, host: '127.0.0.1' })
      port = (served.app.server.address() as { port: number }).port
    })
    after(async () => {
      release()
      await served.close()
    })

    test('a 1 MiB query string is 431 headers_too_large in the envelope with a request id', async () => {
      const response = await rawRequest(port, `GET /v1/findings?check_id=${'a'.repeat(1024 * 1024)} HTTP/1.1\r\nHost: x\r\n${Object.entries(tenant.headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`)
      assert.equal(response.status, 431)
      const body = JSON.parse(response.body)
      assert.equal(body.error.code, 'headers_too_large')
      assert.match(body.error.request_id, /^req_/)
      assert.match(response.headers, new RegExp(`x-request-id: ${body.error.request_id}`, 'i'))
      assert.match(response.headers, /content-type: application\/json/i)
    })

    test('a malformed HTTP request is 400 invalid_request in the envelope', async () => {
      const response = await rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n')
      assert.equal(response.status, 400)
      assert.equal(JSON.parse(response.body).error.code, 'invalid_request')
    })

    test('while the server shuts down, a request on an open connection is 503 service_unavailable in the envelope', async () => {
      const socket = connect(port, '127.0.0.1')
      let received = ''
      socket.on('data', (chunk) => { received += chunk.toString('utf8') })
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
      socket.write('GET /test/hold HTTP/1.1\r\nHost: x\r\n\r\n')
      await holding
      const closing = served.app.close()
      // The server stops listening once its preClose hooks have run; /test/hold is still in flight.
      while (served.app.server.listening) await new Promise((resolve) => setImmediate(resolve))
      const seen = once(served.app.server, 'request')
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n')
      await seen
      release()
      await closed
      await closing
      const responses = received.split(/(?=HTTP\/1\.1 )/)
      assert.match(responses[0] ?? '', /^HTTP\/1\.1 200/)
      assert.match(responses[1] ?? '', /^HTTP\/1\.1 503/, received)
      const body = JSON.parse((responses[1] ?? '').split('\r\n\r\n')[1] ?? '{}')
      assert.equal(body.error.code, 'service_unavailable')
      assert.match(body.error.request_id, /^req_/)
    })
  })
})
