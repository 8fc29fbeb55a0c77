import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Found by the hostile-input fuzz (issue 14): `format: date-time` admitted instants the service cannot hold
// — a leap second (23:59:60, which a JavaScript Date cannot represent) and the year 0000 (which PostgreSQL's
// input syntax does not have). Filters answered 500, the findings export broke its stream mid-response, an
// acceptance's expiry answered 500, and a report request was accepted only to fail in its job.

const UNREPRESENTABLE = ['2026-06-30T23:59:60Z', '0000-01-01T00:00:00Z', '0001-01-01T00:00:00+14:00']
const EDGES = ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2026-06-30T23:59:59.999+14:00']

describe(`date-time inputs the service cannot represent (${BACKEND})`, () => {
  let t: TestApp
  let tenant: TestTenant
  let findingId: string
  before(async () => {
    t = await startTestApp({ rateLimitPerMinute: 1_000_000 })
    tenant = await t.tenant()
    findingId = (await t.app.inject({ url: '/v1/findings?limit=1&status=open', headers: tenant.headers })).json().data[0].id
  })
  after(async () => { await t.close() })

  const filters = [
    '/v1/findings?detected_after=', '/v1/findings?detected_before=', '/v1/findings/summary?detected_after=', '/v1/findings/summary?detected_before=',
    '/v1/findings/export?format=csv&detected_after=', '/v1/findings/export?format=ocsf&detected_before=', '/v1/events?created_after=',
  ]

  test('a query filter with one is 422 invalid_parameter naming it; the representable extremes still work', async () => {
    for (const url of filters) {
      for (const value of UNREPRESENTABLE) {
        const response = await t.app.inject({ url: url + encodeURIComponent(value), headers: tenant.headers })
        assert.equal(response.statusCode, 422, `${url}${value}: ${response.body.slice(0, 200)}`)
        const { error } = response.json()
        assert.equal(error.code, 'invalid_parameter')
        assert.match(error.message, /detected_after|detected_before|created_after/)
      }
      for (const value of EDGES) {
        const response = await t.app.inject({ url: url + encodeURIComponent(value), headers: tenant.headers })
        assert.equal(response.statusCode, 200, `${url}${value}: ${response.body.slice(0, 200)}`)
      }
    }
  })

  test('an acceptance expiring at one is 422 and leaves the finding as it was', async () => {
    const before = (await t.app.inject({ url: `/v1/findings/${findingId}`, headers: tenant.headers })).json()
    for (const value of UNREPRESENTABLE) {
      const response = await t.app.inject({ method: 'PATCH', url: `/v1/findings/${findingId}`, headers: tenant.headers, payload: { status: 'accepted_risk', reason: 'Known', expires_at: value } })
      assert.equal(response.statusCode, 422, `${value}: ${response.body.slice(0, 200)}`)
      assert.equal(response.json().error.code, 'invalid_parameter')
    }
    assert.deepEqual((await t.app.inject({ url: `/v1/findings/${findingId}`, headers: tenant.headers })).json(), before)
  })

  test('a report filtered by one is refused at once (422 invalid_report_filters), not accepted to fail later', async () => {
    for (const value of UNREPRESENTABLE) {
      for (const field of ['detected_after', 'detected_before']) {
        const response = await t.app.inject({ method: 'POST', url: '/v1/reports', headers: tenant.headers, payload: { type: 'executive_summary', format: 'json', filters: { [field]: value } } })
        assert.equal(response.statusCode, 422, `${field}=${value}: ${response.body.slice(0, 200)}`)
        assert.equal(response.json().error.code, 'invalid_report_filters')
      }
    }
    const reports = await t.storage.db.selectFrom('reports').select('id').where('tenant_id', '=', tenant.id).execute()
    assert.deepEqual(reports, [])
  })
})
