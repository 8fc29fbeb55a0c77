import assert from 'node:assert/strict'
import type { AddressInfo } from 'node:net'
import { after, before, describe, test } from 'node:test'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'
import { contractWorkspace, driveTraffic, runQueuedJobs, type Answer, type Step, type Workspace } from './helpers/contract-traffic.ts'
import { startPrismProxy, type PrismProxy } from './helpers/prism.ts'

// Issue 33, item 8: the contract matches what is served. Real traffic for every operation of the served OpenAPI
// document goes through Stoplight Prism's validating proxy (`prism proxy --errors`), a reading of the document
// that is not ours: any violation it reports, on the request or the response, fails the test. Prism does not
// object to a header the document leaves out, so each answer's headers are also held to the document here:
// the ones the service sends on purpose (request id, rate limit, Retry-After, Idempotent-Replayed,
// WWW-Authenticate, Location) must be declared for that operation and status.

const DECLARED = ['x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after', 'idempotent-replayed', 'www-authenticate', 'location']

interface Operation { path: string; method: string; responses: Record<string, { headers?: Record<string, unknown> }> }

interface Record_ { step: Step; answer: Answer; problems: string[] }

describe(`real traffic through Prism's validating proxy, every operation (${BACKEND})`, () => {
  let t: TestApp
  let prism: PrismProxy
  let ws: Workspace
  let upstream: string
  const operations = new Map<string, Operation>()
  const records: Record_[] = []
  let replayed: Answer

  before(async () => {
    // AWS answers from a port that refuses: verifying a cloud account ends in `error` at once.
    const aws = { settings: { endpoint: 'http://127.0.0.1:9', maxAttempts: 1, timeoutMs: 2000 }, principalArn: 'arn:aws:iam::999988887777:role/posture-contract' }
    t = await startTestApp({ rateLimitPerMinute: 1_000_000, reportsPerHour: 2, webhookAllowPrivateUrls: true, aws })
    ws = await contractWorkspace(t.storage.db)
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    upstream = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json()
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { operationId: string }>>)) {
      for (const [method, operation] of Object.entries(item)) operations.set(operation.operationId, { path, method, ...(operation as object) } as Operation)
    }
    prism = await startPrismProxy(doc, upstream)
    const send = async (step: Step): Promise<Answer> => {
      const answer = await request(prism.url, step, ws)
      const problems = judge(step, answer, operations)
      // Prism answered in the service's stead (a refused request, a response it rejected): carry on with the
      // service's own answer so the steps after this one still have their ids; the problem is recorded.
      const fromPrism = (answer.headers.get('content-type') ?? '').startsWith('application/problem+json')
      records.push({ step, answer, problems })
      return fromPrism ? request(upstream, step, ws) : answer
    }
    ;({ replayed } = await driveTraffic(send, ws, () => runQueuedJobs(t.storage.db, ws.tenantId)))
  })
  after(async () => {
    await prism?.close()
    await t?.close()
  })

  test('every operation of the document was answered with its success status through the proxy', () => {
    const reached = new Set(records.filter((r) => r.step.expect < 400 && r.answer.status === r.step.expect).map((r) => r.step.operation))
    assert.deepEqual([...operations.keys()].filter((id) => !reached.has(id)).sort(), [])
  })

  test('Prism reports no violation, on any request or response', () => {
    const failures = records.filter((r) => r.problems.length > 0).map((r) => `${r.step.method} ${r.step.url} → ${r.answer.status}\n  ${r.problems.join('\n  ')}`)
    assert.equal(failures.length, 0, `${failures.length} of ${records.length} exchanges broke the contract:\n${failures.join('\n')}`)
  })

  test('the headers are declared once, under components/headers, and every response refers to X-Request-Id there', () => {
    for (const [id, operation] of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        assert.deepEqual(response.headers?.['X-Request-Id'], { $ref: '#/components/headers/X-Request-Id' }, `${id} ${status}`)
      }
    }
  })

  test('sending a test event and rotating a secret take an optional body, as the README calls them', () => {
    for (const id of ['sendWebhookTestEvent', 'rotateWebhookSecret']) assert.equal((operations.get(id) as { requestBody?: { required?: boolean } }).requestBody?.required, false, id)
  })

  test('an idempotent replay says so in its declared Idempotent-Replayed header', () => {
    assert.equal(replayed.headers.get('idempotent-replayed'), 'true')
  })

  test('/v1 JSON responses carry X-Content-Type-Options: nosniff', () => {
    const json = records.filter((r) => r.step.url.startsWith('/v1/') && (r.answer.headers.get('content-type') ?? '').startsWith('application/json'))
    assert.ok(json.length > 60)
    for (const r of json) assert.equal(r.answer.headers.get('x-content-type-options'), 'nosniff', `${r.step.method} ${r.step.url}`)
  })
})

async function request(base: string, step: Step, ws: Workspace): Promise<Answer> {
  const headers: Record<string, string> = { ...step.headers }
  const as = step.as ?? 'writer'
  if (as === 'writer') headers.authorization = `Bearer ${ws.writer}`
  if (as === 'reader') headers.authorization = `Bearer ${ws.reader}`
  if (as === 'unknown') headers.authorization = 'Bearer pst_notatokenofanyworkspace'
  let body: string | undefined
  if (step.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(step.json)
  } else if (step.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(step.form).toString()
  }
  const response = await fetch(base + step.url, { method: step.method, headers, ...(body === undefined ? {} : { body }) })
  const text = await response.text()
  let parsed: unknown = text
  try { parsed = JSON.parse(text) } catch { /* not JSON: CSV, NDJSON, metrics */ }
  return { status: response.status, headers: response.headers, body: parsed }
}

/** What is wrong with one exchange: Prism's violations, the wrong status, headers the document does not declare. */
function judge(step: Step, answer: Answer, operations: Map<string, Operation>): string[] {
  const problems: string[] = []
  const violations = answer.headers.get('sl-violations')
  if (violations) problems.push(`Prism: ${violations}`)
  if ((answer.headers.get('content-type') ?? '').startsWith('application/problem+json')) problems.push(`Prism answered instead of the service: ${JSON.stringify(answer.body)}`)
  if (answer.status !== step.expect) problems.push(`status ${answer.status}, expected ${step.expect}`)
  const operation = operations.get(step.operation)
  if (!operation) return [...problems, `no operation ${step.operation} in the document`]
  if (!answer.headers.get('x-request-id')) problems.push('no X-Request-Id')
  const declared = Object.keys(operation.responses[String(answer.status)]?.headers ?? {}).map((h) => h.toLowerCase())
  for (const header of DECLARED) {
    if (answer.headers.has(header) && !declared.includes(header)) problems.push(`header ${header} is sent but not declared for ${operation.method.toUpperCase()} ${operation.path} ${answer.status}`)
  }
  return problems
}
