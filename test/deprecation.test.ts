import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { deprecatedRoute, MIN_NOTICE_MONTHS } from '../src/platform/http/deprecation.ts'
import { runAuditOverHttp, waitForAudit } from './helpers/audits.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Deprecation headers (README, Versioning and compatibility): a route whose schema is deprecated answers with
// Deprecation (RFC 9745), Sunset (RFC 8594) and Link on every response, errors included; its successor and every
// other route carry none. The deprecated alias POST /v1/audits/{id}/reanalyse behaves exactly like
// POST /v1/audits/{id}/reanalyze.

const DEPRECATION = `@${Date.UTC(2026, 10, 26) / 1000}` // 2026-11-26
const SUNSET = 'Tue, 01 Jun 2027 00:00:00 GMT'
const ORIGIN = 'https://console.example.com'

const assertDeprecated = (response: { headers: Record<string, unknown> }, auditId: string, what: string) => {
  assert.equal(response.headers.deprecation, DEPRECATION, what)
  assert.equal(response.headers.sunset, SUNSET, what)
  const links = String(response.headers.link).split(/,\s*(?=<)/)
  assert.ok(links.includes('</docs/#/audits/reanalyseAudit>; rel="deprecation"; type="text/html"'), `${what}: ${response.headers.link}`)
  assert.ok(links.includes(`</v1/audits/${auditId}/reanalyze>; rel="successor-version"`), `${what}: ${response.headers.link}`)
}
const assertNotDeprecated = (response: { headers: Record<string, unknown> }, what: string) => {
  for (const name of ['deprecation', 'sunset', 'link']) assert.equal(response.headers[name], undefined, `${what}: ${name}`)
}

describe(`deprecated routes announce themselves (${BACKEND})`, () => {
  let t: TestApp
  let tenant: TestTenant
  let other: TestTenant
  let auditId: string
  before(async () => {
    t = await startTestApp({ corsOrigins: [ORIGIN] }, { worker: true })
    tenant = await t.tenant({ sandbox: false })
    other = await t.tenant({ sandbox: false })
    auditId = (await runAuditOverHttp(t.app, tenant.headers)).id
  })
  after(async () => { await t.close() })

  const reanalyse = (spelling: 'reanalyse' | 'reanalyze', id: string, headers: Record<string, string> = tenant.headers, payload?: string) =>
    t.app.inject({ method: 'POST', url: `/v1/audits/${id}/${spelling}`, headers: { ...headers, origin: ORIGIN, ...(payload ? { 'content-type': 'application/json' } : {}) }, ...(payload ? { payload } : {}) })

  test('the alias answers like its successor, with Deprecation, Sunset and Link; the successor carries none', async () => {
    const viaAlias = await reanalyse('reanalyse', auditId)
    assert.equal(viaAlias.statusCode, 202, viaAlias.body)
    assertDeprecated(viaAlias, auditId, 'alias 202')
    const aliasAudit = viaAlias.json()
    assert.equal(aliasAudit.reanalysis_of, auditId)
    assert.equal(viaAlias.headers.location, `/v1/audits/${aliasAudit.id}`)
    await waitForAudit(t.app, tenant.headers, aliasAudit.id)

    const viaSuccessor = await reanalyse('reanalyze', auditId)
    assert.equal(viaSuccessor.statusCode, 202, viaSuccessor.body)
    assertNotDeprecated(viaSuccessor, 'successor 202')
    const successorAudit = viaSuccessor.json()
    await waitForAudit(t.app, tenant.headers, successorAudit.id)
    // The same record, field for field, but its own id and times.
    const shape = (audit: Record<string, unknown>) => Object.fromEntries(Object.entries(audit).filter(([k]) => !['id', 'created_at', 'started_at', 'completed_at'].includes(k)))
    assert.deepEqual(shape(aliasAudit), shape(successorAudit))

    // A browser client can read the headers.
    const exposed = String(viaAlias.headers['access-control-expose-headers']).toLowerCase()
    for (const name of ['deprecation', 'sunset', 'link']) assert.ok(exposed.includes(name), name)

    const list = await t.app.inject({ url: '/v1/audits', headers: tenant.headers })
    assertNotDeprecated(list, 'another route')
  })

  test('errors are the successor\'s errors, and carry the headers too', async () => {
    const readOnly = await t.token(tenant.id, ['audits:read'])
    const cases: [string, string, Record<string, string>, number, string, string?][] = [
      ['unknown id', 'aud_doesnotexist', tenant.headers, 404, 'not_found'],
      ['another tenant\'s audit', auditId, other.headers, 404, 'not_found'],
      ['no token', auditId, {}, 401, 'missing_token'],
      ['a read-only token', auditId, readOnly.headers, 403, 'insufficient_scope'],
      ['an id of another kind', 'fnd_0', tenant.headers, 404, 'not_found'],
      ['a body that is not JSON', auditId, tenant.headers, 400, 'invalid_json', '{"oops'],
    ]
    // (An id longer than any id is refused by the router before any route is chosen: no route's headers.)
    for (const [what, id, headers, status, code, payload] of cases) {
      const [alias, successor] = [await reanalyse('reanalyse', id, headers, payload), await reanalyse('reanalyze', id, headers, payload)]
      assert.equal(successor.statusCode, status, `${what}: ${successor.body}`)
      assert.equal(alias.statusCode, successor.statusCode, what)
      assert.equal(alias.json().error.code, code, what)
      assert.equal(alias.json().error.message, successor.json().error.message, what)
      assertDeprecated(alias, id, what)
      assertNotDeprecated(successor, what)
    }
  })

  test('the OpenAPI document marks the alias deprecated, with its dates, successor and headers', async () => {
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json()
    const alias = doc.paths['/v1/audits/{id}/reanalyse'].post
    const successor = doc.paths['/v1/audits/{id}/reanalyze'].post
    assert.equal(alias.deprecated, true)
    assert.equal(alias['x-deprecated-at'], '2026-11-26')
    assert.equal(alias['x-sunset'], '2027-06-01')
    assert.equal(alias['x-successor'], '/v1/audits/{id}/reanalyze')
    assert.match(alias.description, /^\*\*Deprecated\*\* since 2026-11-26; sunset 2027-06-01.*`POST \/v1\/audits\/\{id\}\/reanalyze`/)
    for (const status of ['202', '401', '404', '409', '422', '429']) {
      // The deprecation headers are the alias's own; the rest (request id, rate limit…) every operation declares.
      const own = (operation: typeof alias) => Object.keys(operation.responses[status].headers ?? {}).filter((h) => !h.startsWith('X-') && !['Idempotent-Replayed', 'Location', 'Retry-After', 'WWW-Authenticate'].includes(h)).sort()
      assert.deepEqual(own(alias), ['Deprecation', 'Link', 'Sunset'], status)
      assert.deepEqual(own(successor), [], status)
    }
    assert.equal(successor.deprecated, undefined)
    assert.equal(successor['x-sunset'], undefined)
    // Same scope, parameters and bodies: only the spelling differs.
    assert.deepEqual(alias['x-required-scopes'], ['audits:write'])
    assert.deepEqual(alias['x-required-scopes'], successor['x-required-scopes'])
    assert.deepEqual(alias.parameters, successor.parameters)
    assert.deepEqual(alias.responses['202'].content, successor.responses['202'].content)
  })
})

describe('deprecatedRoute', () => {
  test(`refuses a sunset less than ${MIN_NOTICE_MONTHS} months after the deprecation, and dates that are not days`, () => {
    assert.deepEqual(deprecatedRoute({ since: '2026-11-26', sunset: '2027-05-26' }), { deprecated: true, 'x-deprecated-at': '2026-11-26', 'x-sunset': '2027-05-26' })
    assert.throws(() => deprecatedRoute({ since: '2026-11-26', sunset: '2027-05-25' }), /less than 6 months/)
    assert.throws(() => deprecatedRoute({ since: '2026-02-30', sunset: '2027-05-25' }), /YYYY-MM-DD/)
    assert.throws(() => deprecatedRoute({ since: '26 Nov 2026', sunset: '2027-05-25' }), /YYYY-MM-DD/)
  })
})
