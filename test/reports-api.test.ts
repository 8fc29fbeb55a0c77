import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'
import { pdfText } from './helpers/pdf-text.ts'

// Reports over HTTP against real storage: request → 202 pending → the job generates it → download.

describe(`reports API (${BACKEND})`, () => {
  let t: TestApp
  let tenant: TestTenant
  before(async () => {
    t = await startTestApp({ reportsPerHour: 1000 }, { worker: true })
    tenant = await t.tenant({ name: 'Reporting Co' })
  })
  after(async () => { await t.close() })

  const create = (body: unknown, headers: Record<string, string> = {}, who = tenant) =>
    t.app.inject({ method: 'POST', url: '/v1/reports', headers: { ...who.headers, ...headers }, payload: body as object })
  async function until(id: string, who = tenant) {
    for (let i = 0; i < 400; i++) {
      const report = (await t.app.inject({ url: `/v1/reports/${id}`, headers: who.headers })).json()
      if (report.status !== 'pending') return report
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`report ${id} still pending`)
  }

  const cases = [
    { type: 'executive_summary' }, { type: 'remediation_plan' }, { type: 'compliance_evidence', framework: 'cis_aws' },
  ] as const
  for (const request of cases) {
    test(`${request.type}: JSON and PDF are generated, downloadable, and show the same numbers`, async () => {
      const documents: Record<string, Buffer> = {}
      for (const format of ['json', 'pdf'] as const) {
        const created = await create({ ...request, format })
        assert.equal(created.statusCode, 202, created.body)
        const report = created.json()
        assert.equal(report.status, 'pending')
        assert.equal(created.headers.location, `/v1/reports/${report.id}`)
        assert.match(created.headers['x-ratelimit-limit'] as string, /^1000$/)
        const done = await until(report.id)
        assert.equal(done.status, 'ready', done.failure_reason)
        assert.equal(done.content_url, `/v1/reports/${report.id}/content`)
        const download = await t.app.inject({ url: done.content_url, headers: tenant.headers })
        assert.equal(download.statusCode, 200)
        assert.match(download.headers['content-type'] as string, format === 'pdf' ? /^application\/pdf/ : /^application\/json/)
        assert.equal(download.headers['content-disposition'], `attachment; filename="posture-${request.type.replaceAll('_', '-')}-${done.created_at.slice(0, 10)}-${report.id}.${format}"`)
        assert.equal(download.rawPayload.length, done.size_bytes)
        documents[format] = download.rawPayload
      }
      const json = JSON.parse(documents.json!.toString())
      assert.equal(json.type, request.type)
      assert.equal(json.schema_version, 1)
      const pages = await pdfText(documents.pdf!)
      assert.ok(pages.length > 2, 'cover, contents and content')
      const text = pages.join(' ')
      assert.ok(text.includes('Reporting Co'), 'the workspace is named')
      assert.ok(text.includes(json.audit.id), 'the audit is named')
      if (request.type === 'executive_summary') {
        const score = json.posture_score.value === null ? 'n/a' : json.posture_score.value.toFixed(1)
        assert.ok(text.includes(score), `the PDF shows the score ${score}`)
        assert.ok(text.includes(json.open_findings.total.toLocaleString('en-US')), `the PDF shows ${json.open_findings.total} open findings`)
      }
    })
  }

  test('bad requests are refused with precise codes and spend no budget', async () => {
    const refused = async (body: unknown, code: string, status = 422) => {
      const response = await create(body)
      assert.equal(response.statusCode, status, response.body)
      assert.equal(response.json().error.code, code, response.body)
      assert.match(response.json().error.request_id, /^req_/)
      return response.json().error.message as string
    }
    await refused({ type: 'board_deck', format: 'pdf' }, 'invalid_report_type')
    await refused({ format: 'pdf' }, 'invalid_report_type')
    await refused({ type: 'executive_summary', format: 'docx' }, 'invalid_report_format')
    assert.match(await refused({ type: 'compliance_evidence', format: 'json' }, 'invalid_framework'), /needs 'framework'/)
    await refused({ type: 'compliance_evidence', format: 'json', framework: 'pci' }, 'invalid_framework')
    await refused({ type: 'executive_summary', format: 'json', framework: 'soc2' }, 'invalid_framework')
    assert.match(await refused({ type: 'executive_summary', format: 'json', filters: { severity: ['urgent'] } }, 'invalid_report_filters'), /filters\.severity\.0/)
    assert.match(await refused({ type: 'executive_summary', format: 'json', filters: { colour: 'red' } }, 'invalid_report_filters'), /filters\.colour/)
    await refused({ type: 'executive_summary', format: 'json', filters: { detected_after: 'yesterday' } }, 'invalid_report_filters')
    await refused({ type: 'executive_summary', format: 'json', filters: { detected_after: '2026-02-01T00:00:00Z', detected_before: '2026-01-01T00:00:00Z' } }, 'invalid_report_filters')
    await refused({ type: 'executive_summary', format: 'json', audit_id: 'aud_nope' }, 'unknown_audit')
    await refused({ type: 'executive_summary', format: 'json', extra: true }, 'invalid_parameter')
    const reader = await t.token(tenant.id, ['reports:read'])
    const forbidden = await create({ type: 'executive_summary', format: 'json' }, {}, reader)
    assert.equal(forbidden.statusCode, 403)
    assert.equal(forbidden.json().error.code, 'insufficient_scope')
    const fresh = await t.tenant({ name: 'Never audited', sandbox: false })
    const none = await create({ type: 'executive_summary', format: 'json' }, {}, fresh)
    assert.equal(none.statusCode, 409)
    assert.equal(none.json().error.code, 'no_completed_audit')
  })

  test('Idempotency-Key: same body → same report (no budget spent), other body → 422, malformed → 422', async () => {
    const body = { type: 'remediation_plan', format: 'json', filters: { severity: ['critical', 'high'] } }
    const first = await create(body, { 'idempotency-key': 'rpt-key-1' })
    assert.equal(first.statusCode, 202)
    const remaining = Number(first.headers['x-ratelimit-remaining'])
    // The same request with its keys in another order is the same request.
    const again = await create({ filters: { severity: ['critical', 'high'] }, format: 'json', type: 'remediation_plan' }, { 'idempotency-key': 'rpt-key-1' })
    assert.equal(again.statusCode, 202)
    assert.equal(again.json().id, first.json().id)
    assert.equal(again.headers['idempotent-replayed'], 'true')
    const other = await create({ ...body, format: 'pdf' }, { 'idempotency-key': 'rpt-key-1' })
    assert.equal(other.statusCode, 422)
    assert.equal(other.json().error.code, 'idempotency_key_reused')
    const bad = await create(body, { 'idempotency-key': 'has spaces in it' })
    assert.equal(bad.json().error.code, 'invalid_idempotency_key')
    const next = await create(body, { 'idempotency-key': 'rpt-key-2' })
    assert.equal(Number(next.headers['x-ratelimit-remaining']), remaining - 1, 'only the new request spent the budget')
    assert.notEqual(next.json().id, first.json().id)
    const filtered = await until(first.json().id)
    assert.deepEqual(filtered.filters, { severity: ['critical', 'high'] })
  })

  test('the content of a pending report is 409, another tenant\'s report is 404', async () => {
    const other = await t.tenant({ name: 'Other Co' })
    const mine = (await create({ type: 'executive_summary', format: 'json' })).json()
    for (const url of [`/v1/reports/${mine.id}`, `/v1/reports/${mine.id}/content`]) {
      const response = await t.app.inject({ url, headers: other.headers })
      assert.equal(response.statusCode, 404, url)
      assert.equal(response.json().error.code, 'not_found')
    }
    await t.storage.db.insertInto('reports').values({
      id: 'rpt_pendingforever', tenant_id: tenant.id, type: 'executive_summary', format: 'pdf', status: 'pending', audit_id: mine.audit_id,
      framework: null, filters: null, idempotency_key: null, request_hash: null, size_bytes: null, created_at: new Date(), completed_at: null, failure_reason: null,
    }).execute()
    const pending = await t.app.inject({ url: '/v1/reports/rpt_pendingforever/content', headers: tenant.headers })
    assert.equal(pending.statusCode, 409)
    assert.equal(pending.json().error.code, 'report_not_ready')
  })
})

describe(`reports budget (${BACKEND})`, () => {
  test('a tenant gets reportsPerHour reports; the next is 429 with the budget in X-RateLimit-*', async () => {
    const t = await startTestApp({ reportsPerHour: 2 })
    try {
      const tenant = await t.tenant()
      const post = () => t.app.inject({ method: 'POST', url: '/v1/reports', headers: tenant.headers, payload: { type: 'executive_summary', format: 'json' } })
      assert.equal((await post()).headers['x-ratelimit-remaining'], '1')
      assert.equal((await post()).statusCode, 202)
      const limited = await post()
      assert.equal(limited.statusCode, 429)
      assert.equal(limited.json().error.code, 'rate_limit_exceeded')
      assert.equal(limited.headers['x-ratelimit-limit'], '2')
      assert.equal(limited.headers['x-ratelimit-remaining'], '0')
      assert.ok(Number(limited.headers['retry-after']) > 0)
    } finally {
      await t.close()
    }
  })
})
