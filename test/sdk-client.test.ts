import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, test } from 'node:test'
import { Posture, PostureConnectionError, PostureError, constructEvent, type PostureEvent } from '@posture/sdk'
import { signWebhook } from '@posture/sdk/webhooks'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// The SDK as a consumer imports it (the built package, through its exports), against a listening service.

/** fetch that records what it sent and the status it got, so retries are seen from the client's side. */
function recordingFetch() {
  const calls: Array<{ method: string; url: string; idempotencyKey: string | null; status: number | 'error' }> = []
  const fetcher: typeof fetch = async (input, init) => {
    const entry = { method: init?.method ?? 'GET', url: String(input), idempotencyKey: new Headers(init?.headers).get('idempotency-key'), status: 'error' as number | 'error' }
    calls.push(entry)
    const response = await fetch(input, init)
    entry.status = response.status
    return response
  }
  return { calls, fetch: fetcher }
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
}

/** A local server answering from a script of responses (status, headers, body), for what the service never does on demand. */
async function scriptedServer(script: Array<{ status: number; headers?: Record<string, string>; body?: string } | 'hang'>) {
  const seen: Array<{ method: string; url: string; idempotencyKey: string | undefined }> = []
  const server: Server = createServer((request, response) => {
    seen.push({ method: request.method!, url: request.url!, idempotencyKey: request.headers['idempotency-key'] as string | undefined })
    const step = script[Math.min(seen.length - 1, script.length - 1)]
    if (step === 'hang') return
    response.writeHead(step.status, { 'content-type': 'application/json', ...step.headers })
    response.end(step.body ?? '{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    seen,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }),
  }
}

describe(`TypeScript SDK against a running service (${BACKEND})`, () => {
  let t: TestApp
  let baseUrl: string
  let sandbox: TestTenant
  let empty: TestTenant
  before(async () => {
    t = await startTestApp({}, { worker: true })
    baseUrl = await listen(t)
    sandbox = await t.tenant()
    empty = await t.tenant({ sandbox: false })
  })
  after(async () => { await t.close() })

  test('auto-pagination walks more than 1,000 items page by page, each item once', async () => {
    const recorder = recordingFetch()
    const client = new Posture({ token: empty.token, baseUrl, fetch: recorder.fetch })
    const resources = Array.from({ length: 1_050 }, (_, i) => ({ kind: 'bucket' as const, provider: 'aws' as const, region: 'eu-west-1', name: `b-${i}`, external_id: `arn:aws:s3:::b-${i}`, tags: {}, attributes: {} }))
    const imported = await client.resources.import({ resources })
    assert.ok(imported, 'the import answered')

    recorder.calls.length = 0
    const ids: string[] = []
    for await (const resource of client.resources.list({ limit: 200, provider: 'aws' })) ids.push(resource.id)
    assert.equal(ids.length, 1_050)
    assert.equal(new Set(ids).size, 1_050)
    assert.equal(recorder.calls.length, 6, 'one request per page of 200')
    assert.ok(recorder.calls.slice(1).every((call) => new URL(call.url).searchParams.get('cursor') && new URL(call.url).searchParams.get('provider') === 'aws'), 'later pages send the cursor with the same filters')

    const first = await client.resources.list({ limit: 200 })
    assert.equal(first.data.length, 200)
    assert.equal(first.has_more, true)
    assert.equal((await client.resources.list({ limit: 200 }).toArray(450)).length, 450)
  })

  test('list filters take arrays and Dates; namespaced and operationId methods are the same call', async () => {
    const client = new Posture({ token: sandbox.token, baseUrl })
    const severe = await client.findings.list({ severity: ['critical', 'high'], detected_before: new Date(Date.now() + 60_000), limit: 100 }).toArray()
    assert.ok(severe.length > 0)
    assert.ok(severe.every((finding) => finding.severity === 'critical' || finding.severity === 'high'))
    const direct = await t.app.inject({ url: '/v1/findings/summary?severity=critical,high', headers: sandbox.headers })
    const summary = await client.summarizeFindings({ severity: ['critical', 'high'] })
    assert.deepEqual(summary, direct.json())
    const one = await client.findings.get(severe[0].id)
    assert.equal(one.id, severe[0].id)
    assert.equal(client.findings.list, client.listFindings)
  })

  test('a POST sends an Idempotency-Key; the same key replays the first result', async () => {
    const recorder = recordingFetch()
    const client = new Posture({ token: sandbox.token, baseUrl, fetch: recorder.fetch })
    const body = { name: 'sdk policy', target: 'finding' as const, dimension: 'security' as const, severity: 'high' as const, expression: 'finding.severity == "low"' }
    const created = await client.policies.create(body, { idempotencyKey: 'sdk-test-key-1' })
    const again = await client.policies.create(body, { idempotencyKey: 'sdk-test-key-1' })
    assert.equal(again.id, created.id)
    const automatic = await client.policies.create({ ...body, name: 'another' })
    assert.notEqual(automatic.id, created.id)
    assert.match(recorder.calls.at(-1)!.idempotencyKey!, /^sdk_[0-9a-f-]{36}$/)
    await client.policies.delete(created.id)
    await client.policies.delete(automatic.id)
  })

  // Issue 40, item 3: a POST whose key a killed process still holds. The 409 says when that hold lapses
  // (Retry-After: the lease's time left, not 1 s for 10 minutes); the SDK waits that long and its retry runs.
  test('a key held by a process that died: the SDK waits out the lease the 409 names, and its retry runs', async () => {
    const key = 'sdk-test-orphaned-key'
    await t.storage.db.insertInto('idempotency_keys').values({
      tenant_id: empty.id, key, request_hash: null, status: 'running', created_at: new Date(Date.now() - 60_000),
      lease_until: new Date(Date.now() + 5_000), claim_token: 'a-process-that-was-killed',
    }).execute()
    const recorder = recordingFetch()
    const client = new Posture({ token: empty.token, baseUrl, fetch: recorder.fetch })
    const body = { name: 'after the lease', target: 'finding' as const, dimension: 'security' as const, severity: 'high' as const, expression: 'false' }
    const created = await client.policies.create(body, { idempotencyKey: key })
    assert.equal(created.name, 'after the lease')
    assert.deepEqual(recorder.calls.map((c) => c.status), [409, 201], 'one 409, then the retry after its Retry-After runs')
    await client.policies.delete(created.id)
  })

  test('errors are PostureError with the code, status and request id of the envelope', async () => {
    const client = new Posture({ token: sandbox.token, baseUrl })
    const missing = await client.findings.get('fnd_doesnotexist').catch((error: unknown) => error)
    assert.ok(missing instanceof PostureError)
    assert.equal(missing.status, 404)
    assert.equal(missing.code, 'not_found')
    assert.match(missing.requestId!, /^req_/)
    const invalid = await client.policies.create({ name: 'x', target: 'finding', dimension: 'security', severity: 'high', expression: 'finding.' }).catch((error: unknown) => error)
    assert.ok(invalid instanceof PostureError)
    assert.equal(invalid.status, 422)
    assert.equal(invalid.code, 'invalid_policy_expression')
    assert.ok(invalid.details?.position, 'details carried')
    const unauthorised = await new Posture({ token: 'pst_nope', baseUrl, maxRetries: 0 }).audits.list().catch((error: unknown) => error)
    assert.ok(unauthorised instanceof PostureError && unauthorised.status === 401)
  })

  test('start an audit and wait for it, as the example does', async () => {
    const client = new Posture({ token: sandbox.token, baseUrl })
    let audit = await client.audits.start()
    while (audit.status === 'queued' || audit.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 100))
      audit = await client.audits.get(audit.id)
    }
    assert.equal(audit.status, 'completed')
  })

  test('non-JSON operations answer the Response itself', async () => {
    const client = new Posture({ token: sandbox.token, baseUrl })
    const response = await client.findings.export({ format: 'csv', severity: ['critical'] })
    assert.equal(response.status, 200)
    assert.match(response.headers.get('content-type')!, /text\/csv/)
    assert.match(await response.text(), /^id,/)
  })
})

describe(`TypeScript SDK retries (${BACKEND})`, () => {
  test('a 429 from the service is retried after its Retry-After, and the call succeeds', async () => {
    // Three requests per one-second window: the fourth and fifth meet a real 429 and wait for the next window.
    const t = await startTestApp({ rateLimitPerMinute: 3, rateLimitWindowSeconds: 1 })
    try {
      const baseUrl = await listen(t)
      const tenant = await t.tenant({ sandbox: false })
      const recorder = recordingFetch()
      const client = new Posture({ token: tenant.token, baseUrl, fetch: recorder.fetch })
      for (let i = 0; i < 5; i++) await client.audits.list()
      const limited = recorder.calls.filter((call) => call.status === 429)
      assert.ok(limited.length >= 1, `a 429 was met: ${JSON.stringify(recorder.calls.map((c) => c.status))}`)
      assert.equal(recorder.calls.filter((call) => call.status === 200).length, 5, 'every call succeeded in the end')

      const strict = new Posture({ token: tenant.token, baseUrl, maxRetries: 0 })
      const refused = await Promise.all([1, 2, 3, 4].map(() => strict.audits.list().then(() => null, (error: unknown) => error)))
      const error = refused.find((e) => e !== null)
      assert.ok(error instanceof PostureError && error.status === 429 && error.code === 'rate_limit_exceeded', 'without retries the 429 is thrown')
    } finally {
      await t.close()
    }
  })

  test('a 5xx is retried with the same Idempotency-Key; Retry-After is honoured', async () => {
    const server = await scriptedServer([
      { status: 503, headers: { 'retry-after': '0' }, body: JSON.stringify({ error: { code: 'service_unavailable', message: 'later', request_id: 'req_1' } }) },
      { status: 500, body: JSON.stringify({ error: { code: 'internal_error', message: 'oops', request_id: 'req_2' } }) },
      { status: 201, body: JSON.stringify({ id: 'pol_1' }) },
    ])
    try {
      const client = new Posture({ token: 'pst_x', baseUrl: server.url })
      const created = await client.policies.create({ name: 'p', target: 'finding', dimension: 'security', severity: 'high', expression: 'true' })
      assert.equal(created.id, 'pol_1')
      assert.equal(server.seen.length, 3)
      assert.equal(new Set(server.seen.map((s) => s.idempotencyKey)).size, 1, 'one key across the retries')
      assert.ok(server.seen[0].idempotencyKey)
    } finally {
      await server.close()
    }
  })

  test('retries stop at maxRetries and throw the last error; a Retry-After beyond maxRetryDelayMs is not waited for', async () => {
    const server = await scriptedServer([{ status: 502, body: 'bad gateway' }])
    try {
      const error = await new Posture({ token: 'pst_x', baseUrl: server.url, maxRetries: 2 }).audits.list().catch((e: unknown) => e)
      assert.ok(error instanceof PostureError)
      assert.equal(error.status, 502)
      assert.equal(error.code, 'http_502')
      assert.equal(server.seen.length, 3)
    } finally {
      await server.close()
    }
    const patient = await scriptedServer([{ status: 429, headers: { 'retry-after': '3600' }, body: JSON.stringify({ error: { code: 'rate_limit_exceeded', message: 'later', request_id: 'req_3' } }) }])
    try {
      const error = await new Posture({ token: 'pst_x', baseUrl: patient.url, maxRetryDelayMs: 1_000 }).audits.list().catch((e: unknown) => e)
      assert.ok(error instanceof PostureError && error.status === 429 && error.requestId === 'req_3')
      assert.equal(patient.seen.length, 1)
    } finally {
      await patient.close()
    }
  })

  test('timeouts and connection failures are retried, then PostureConnectionError; an AbortSignal cancels at once', async () => {
    const silent = await scriptedServer(['hang'])
    try {
      const error = await new Posture({ token: 'pst_x', baseUrl: silent.url, timeoutMs: 150, maxRetries: 1 }).audits.list().catch((e: unknown) => e)
      assert.ok(error instanceof PostureConnectionError)
      assert.equal(error.code, 'timeout')
      assert.equal(silent.seen.length, 2)

      const controller = new AbortController()
      const pending = new Posture({ token: 'pst_x', baseUrl: silent.url }).audits.list({}, { signal: controller.signal })
      setTimeout(() => controller.abort(), 50)
      await assert.rejects(pending, (e: Error) => e.name === 'AbortError')
    } finally {
      await silent.close()
    }
    const closed = await scriptedServer([{ status: 200 }])
    await closed.close()
    const refused = await new Posture({ token: 'pst_x', baseUrl: closed.url, maxRetries: 1 }).audits.list().catch((e: unknown) => e)
    assert.ok(refused instanceof PostureConnectionError)
    assert.equal(refused.code, 'connection_error')
    assert.equal(refused.status, null)
  })
})

test('constructEvent verifies a delivery and types it by event type', () => {
  const secret = 'whsec_sdk_test'
  const body = JSON.stringify({ event_id: 'evt_1', type: 'audit.completed', created_at: '2026-11-26T10:00:00.000Z', data: { audit: { id: 'aud_1' } } })
  const timestamp = Math.floor(Date.now() / 1000)
  const headers = { 'x-service-timestamp': String(timestamp), 'x-service-signature': signWebhook({ secret, timestamp, rawBody: body }) }
  const event: PostureEvent = constructEvent(body, headers, secret)
  assert.equal(event.type, 'audit.completed')
  if (event.type === 'audit.completed') assert.equal(event.data.audit.id, 'aud_1')
  assert.throws(() => constructEvent(body.replace('aud_1', 'aud_2'), headers, secret), { name: 'WebhookVerificationError', code: 'signature_mismatch' })
})

test('the client refuses a missing token and an empty path parameter before any request', () => {
  assert.throws(() => new Posture({ token: '' }), TypeError)
  const client = new Posture({ token: 'pst_x', fetch: () => { throw new Error('no request expected') } })
  assert.throws(() => client.findings.get(''), TypeError)
  // Typed: unknown filter values and missing path parameters do not compile.
  // @ts-expect-error 'urgent' is not a severity
  void client.findings.list({ severity: ['urgent'] }) // lazy: nothing is sent until it is awaited or iterated
  // @ts-expect-error getFinding takes the id
  assert.throws(() => client.findings.get(), TypeError)
})
