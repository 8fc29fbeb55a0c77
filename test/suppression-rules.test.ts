import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { SEVERITIES } from '../src/vocabulary/findings.ts'
import { sql } from 'kysely'
import { findingsInContext } from '../src/findings/index.ts'
import { createSuppressionService, reconcileRule, sweepSuppressionRules, writeSuppressionChanges } from '../src/suppression/index.ts'
import { CursorCodec } from '../src/platform/http/cursor.ts'
import { runAuditOverHttp } from './helpers/audits.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Issue 18, suppression rules: a rule silences the findings its expression matches (they carry suppressed_by and
// keep their status), existing ones when it is created and new or reopened ones as audits meet them; disabling,
// deleting or expiry releases exactly its findings unless another rule matches; every change has a history entry
// and an event; lists, summaries and statistics leave suppressed findings out unless asked; no webhook event is
// sent for a suppressed finding but its resolution.
describe(`suppression rules (${BACKEND})`, () => {
  let t: TestApp

  before(async () => {
    t = await startTestApp({ rateLimitPerMinute: 1_000_000 }, { worker: true })
  })
  after(async () => {
    await t.close()
  })

  type Response = { status: number; body: any } // eslint-disable-line @typescript-eslint/no-explicit-any
  const call = async (tenant: TestTenant, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown): Promise<Response> => {
    const response = await t.app.inject({ method, url, headers: tenant.headers, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: response.statusCode, body: response.body ? response.json() : null }
  }
  const ok = async (tenant: TestTenant, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, status = 200) => {
    const response = await call(tenant, method, url, payload)
    assert.equal(response.status, status, `${method} ${url}: ${JSON.stringify(response.body)}`)
    return response.body
  }
  const bucket = (name: string, env: string, fixed = false) => ({
    kind: 'bucket', provider: 'aws', region: 'eu-west-1', name, external_id: `arn:aws:s3:::${name}`, tags: { env },
    attributes: { public_read: !fixed, public_write: false, versioning: true, encryption: 'aws:kms', access_logging: true, lifecycle_rules: 2, size_gb: 10 },
  })
  const importBuckets = (tenant: TestTenant, buckets: ReturnType<typeof bucket>[]) => ok(tenant, 'POST', '/v1/resources/imports', { resources: buckets })
  const findings = async (tenant: TestTenant, query = '') => (await ok(tenant, 'GET', `/v1/findings?limit=200${query}`)).data as { id: string; resource_id: string; status: string; suppressed_by: string | null; check_id: string }[]
  const history = async (tenant: TestTenant, id: string) => (await ok(tenant, 'GET', `/v1/findings/${id}/history?limit=100`)).data as { change: string; from: string | null; to: string | null; actor: { type: string } }[]
  const events = async (tenant: TestTenant, type: string) => (await ok(tenant, 'GET', `/v1/events?type=${type}&limit=200`)).data as { data: any }[] // eslint-disable-line @typescript-eslint/no-explicit-any
  const PUBLIC_READ = 'finding.check_id == "sec.bucket_public_read"'
  const devRule = { name: 'Dev buckets', reason: 'Public on purpose: static test fixtures', expression: `${PUBLIC_READ} && resource.tags.env == "dev"` }

  /** Today's open count per severity in the statistics equals the open findings no rule silences. */
  async function assertStatisticsAgree(tenant: TestTenant) {
    const today = new Date().toISOString().slice(0, 10)
    const body = await ok(tenant, 'GET', `/v1/findings/stats?group_by=severity&from=${today}&to=${today}`)
    const rows = await t.storage.db.selectFrom('findings').select(['severity', (eb) => eb.fn.countAll<string>().as('n')])
      .where('tenant_id', '=', tenant.id).where('status', '=', 'open').where('suppressed_by', 'is', null).groupBy('severity').execute()
    assert.deepEqual(Object.fromEntries(SEVERITIES.map((s) => [s, body.buckets[0].groups[s].open])),
      Object.fromEntries(SEVERITIES.map((s) => [s, Number(rows.find((r) => r.severity === s)?.n ?? 0)])), 'statistics agree with the findings')
  }

  async function tenantWithFindings(names: [string, string][]) {
    const tenant = await t.tenant({ sandbox: false })
    await importBuckets(tenant, names.map(([name, env]) => bucket(name, env)))
    await runAuditOverHttp(t.app, tenant.headers)
    const resources = (await ok(tenant, 'GET', '/v1/resources?limit=100')).data as { id: string; name: string }[]
    const byName = new Map(resources.map((r) => [r.name, r.id]))
    const publicRead = async (name: string) => (await findings(tenant, '&suppressed=any')).find((f) => f.check_id === 'sec.bucket_public_read' && f.resource_id === byName.get(name))!
    return { tenant, publicRead }
  }

  test('a rule silences the open findings it matches: hidden from lists and summaries by default, shown on demand, with history, event and count', async () => {
    const { tenant, publicRead } = await tenantWithFindings([['dev-a', 'dev'], ['dev-b', 'dev'], ['prod-a', 'prod']])
    const before = await findings(tenant)
    const summaryBefore = await ok(tenant, 'GET', '/v1/findings/summary')

    const preview = await ok(tenant, 'POST', '/v1/suppression_rules/preview', { expression: devRule.expression })
    assert.equal(preview.total, 2)
    assert.deepEqual(preview.matches.map((m: { resource: { name: string } }) => m.resource.name).sort(), ['dev-a', 'dev-b'])
    assert.equal((await findings(tenant)).length, before.length, 'a preview writes nothing')

    const rule = await ok(tenant, 'POST', '/v1/suppression_rules', devRule, 201)
    assert.match(rule.id, /^sup_/)
    assert.equal(rule.matched_count, 2)
    assert.equal(rule.matches, 'current')
    assert.equal(rule.active, true)
    assert.equal(rule.created_by, tenant.tokenId)
    const devA = await publicRead('dev-a')
    assert.equal(devA.suppressed_by, rule.id)
    assert.equal(devA.status, 'open', 'a suppressed finding keeps its status')
    assert.equal((await publicRead('prod-a')).suppressed_by, null)

    const visible = await findings(tenant)
    assert.equal(visible.length, before.length - 2)
    assert.ok(visible.every((f) => f.suppressed_by === null))
    assert.deepEqual((await findings(tenant, '&suppressed=true')).map((f) => f.id).sort(), [devA.id, (await publicRead('dev-b')).id].sort())
    assert.equal((await findings(tenant, '&suppressed=any')).length, before.length)
    assert.equal((await ok(tenant, 'GET', '/v1/findings/summary')).total, summaryBefore.total - 2)
    assert.equal((await ok(tenant, 'GET', '/v1/findings/summary?suppressed=any')).total, summaryBefore.total)
    assert.equal((await call(tenant, 'GET', '/v1/findings?suppressed=maybe')).status, 422)
    await assertStatisticsAgree(tenant)

    const entries = await history(tenant, devA.id)
    assert.deepEqual(entries.at(-1), { ...entries.at(-1), change: 'suppressed', from: null, to: rule.id, actor: { type: 'system', id: null } })
    const updates = (await events(tenant, 'finding.updated')).filter((e) => e.data.finding.id === devA.id)
    assert.deepEqual(updates.map((e) => e.data.changes), [{ suppressed_by: { from: null, to: rule.id } }])

    assert.deepEqual(await ok(tenant, 'GET', `/v1/suppression_rules/${rule.id}`), rule)
    assert.deepEqual((await ok(tenant, 'GET', '/v1/suppression_rules')).data, [rule])
  })

  test('audits silence the findings they create or reopen; a suppressed finding sends no event but its resolution', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const rule = await ok(tenant, 'POST', '/v1/suppression_rules', devRule, 201)
    assert.equal(rule.matched_count, 0)
    await importBuckets(tenant, [bucket('dev-a', 'dev'), bucket('prod-a', 'prod')])
    await runAuditOverHttp(t.app, tenant.headers)
    const silenced = await findings(tenant, '&suppressed=true')
    assert.equal(silenced.length, 1)
    const firstAudit = (await ok(tenant, 'GET', '/v1/audits?limit=1')).data[0]
    const diff = await ok(tenant, 'GET', `/v1/audits/${firstAudit.id}/diff`)
    assert.equal(diff.counts.new, (await findings(tenant)).length, 'the diff counts the visible findings')
    assert.ok(!diff.new.data.some((e: { finding_id?: string; finding?: { id: string } }) => (e.finding?.id ?? e.finding_id) === silenced[0]!.id))
    assert.equal(silenced[0]!.suppressed_by, rule.id)
    const created = (await events(tenant, 'finding.created')).map((e) => e.data.finding.id)
    assert.ok(created.length > 0)
    assert.ok(!created.includes(silenced[0]!.id), 'no finding.created for a finding silenced from the start')
    assert.deepEqual((await history(tenant, silenced[0]!.id)).map((e) => [e.change, e.to]), [['created', 'open'], ['suppressed', rule.id]])
    await assertStatisticsAgree(tenant)

    // A person's change to a suppressed finding: recorded, not sent.
    const updatesBefore = (await events(tenant, 'finding.updated')).length
    await ok(tenant, 'PATCH', `/v1/findings/${silenced[0]!.id}`, { status: 'accepted_risk', reason: 'fixture' })
    assert.equal((await events(tenant, 'finding.updated')).length, updatesBefore)
    await ok(tenant, 'PATCH', `/v1/findings/${silenced[0]!.id}`, { status: 'open' })

    // Fixed: the resolution is sent; the finding keeps its rule.
    await importBuckets(tenant, [bucket('dev-a', 'dev', true), bucket('prod-a', 'prod')])
    await runAuditOverHttp(t.app, tenant.headers)
    const resolved = (await events(tenant, 'finding.resolved')).map((e) => e.data.finding.id)
    assert.ok(resolved.includes(silenced[0]!.id), 'finding.resolved is sent for a suppressed finding')
    await assertStatisticsAgree(tenant)

    // The rule changed so that it no longer matches: released at once, resolved as it is.
    await ok(tenant, 'PATCH', `/v1/suppression_rules/${rule.id}`, { expression: `${devRule.expression} && resource.name != "dev-a"` })
    const released = (await findings(tenant, '&suppressed=any')).find((f) => f.id === silenced[0]!.id)!
    assert.deepEqual([released.status, released.suppressed_by], ['resolved', null])
    assert.deepEqual((await history(tenant, released.id)).at(-1), { ...(await history(tenant, released.id)).at(-1), change: 'unsuppressed', from: rule.id, to: null })
    // A new rule leaves resolved findings alone; the audit that reopens one judges it: silenced by the new rule.
    const later = await ok(tenant, 'POST', '/v1/suppression_rules', { name: 'dev-a', reason: 'fixture', expression: 'resource.name == "dev-a"' }, 201)
    assert.equal(later.matched_count, 0)
    await importBuckets(tenant, [bucket('dev-a', 'dev'), bucket('prod-a', 'prod')])
    await runAuditOverHttp(t.app, tenant.headers)
    const reopened = (await findings(tenant, '&suppressed=any')).find((f) => f.id === silenced[0]!.id)!
    assert.deepEqual([reopened.status, reopened.suppressed_by], ['open', later.id])
    assert.deepEqual((await history(tenant, reopened.id)).slice(-2).map((e) => [e.change, e.from, e.to]), [['reopened', 'resolved', 'open'], ['suppressed', null, later.id]])
    await assertStatisticsAgree(tenant)
  })

  test('disabling, deleting or expiry releases exactly the rule\'s findings, unless another rule matches them', async () => {
    const { tenant, publicRead } = await tenantWithFindings([['dev-a', 'dev'], ['dev-b', 'dev'], ['prod-a', 'prod']])
    const dev = await ok(tenant, 'POST', '/v1/suppression_rules', devRule, 201)
    const devB = await ok(tenant, 'POST', '/v1/suppression_rules', { name: 'dev-b', reason: 'also', expression: 'resource.name == "dev-b"' }, 201)
    assert.equal(devB.matched_count, 0, 'a finding already silenced stays with its rule')
    const prod = await ok(tenant, 'POST', '/v1/suppression_rules', { name: 'prod', reason: 'until the fix ships', expression: 'resource.name == "prod-a" && finding.check_id == "sec.bucket_public_read"' }, 201)
    assert.equal(prod.matched_count, 1)

    const disabled = await ok(tenant, 'PATCH', `/v1/suppression_rules/${dev.id}`, { enabled: false })
    assert.equal(disabled.enabled, false)
    assert.equal(disabled.active, false)
    assert.equal(disabled.matched_count, 0)
    assert.equal((await publicRead('dev-a')).suppressed_by, null, 'released')
    assert.equal((await publicRead('dev-b')).suppressed_by, devB.id, 'taken over by the other rule that matches it')
    assert.equal((await publicRead('prod-a')).suppressed_by, prod.id, 'another rule\'s findings stay silenced')
    const devA = await publicRead('dev-a')
    assert.deepEqual((await history(tenant, devA.id)).at(-1)?.change, 'unsuppressed')
    assert.deepEqual((await events(tenant, 'finding.updated')).filter((e) => e.data.finding.id === devA.id).map((e) => e.data.changes.suppressed_by),
      [{ from: dev.id, to: null }, { from: null, to: dev.id }], 'newest first')
    await assertStatisticsAgree(tenant)

    assert.equal((await ok(tenant, 'PATCH', `/v1/suppression_rules/${dev.id}`, { enabled: true })).matched_count, 1, 're-enabled: dev-a again (dev-b stays with its rule)')

    await ok(tenant, 'DELETE', `/v1/suppression_rules/${devB.id}`, undefined, 204)
    assert.equal((await call(tenant, 'GET', `/v1/suppression_rules/${devB.id}`)).status, 404)
    assert.equal((await publicRead('dev-b')).suppressed_by, dev.id, 'the oldest other active rule that matches takes it')
    assert.equal(await t.storage.db.selectFrom('suppression_rules').select('id').where('id', '=', devB.id).executeTakeFirst(), undefined, 'the deleted rule is gone once released')

    // Expiry: the sweep at the expiry releases the findings.
    const soon = new Date(Date.now() + 60_000)
    await ok(tenant, 'PATCH', `/v1/suppression_rules/${prod.id}`, { expires_at: soon.toISOString() })
    assert.equal((await publicRead('prod-a')).suppressed_by, prod.id)
    await sweepSuppressionRules(t.storage.db, new Date(soon.getTime() - 1))
    assert.equal((await publicRead('prod-a')).suppressed_by, prod.id, 'not before its instant')
    await sweepSuppressionRules(t.storage.db, new Date(soon.getTime() + 1))
    assert.equal((await publicRead('prod-a')).suppressed_by, null)
    assert.equal((await history(tenant, (await publicRead('prod-a')).id)).at(-1)?.change, 'unsuppressed')
    await assertStatisticsAgree(tenant)
  })

  test('a large tenant\'s change is applied in the background: matches "updating" until the sweep', async () => {
    const { tenant, publicRead } = await tenantWithFindings([['dev-a', 'dev'], ['prod-a', 'prod']])
    const service = createSuppressionService(t.storage.db, new CursorCodec(Buffer.alloc(32, 1)), { inlineLimit: 0 })
    const rule = await service.create(tenant.id, devRule, { id: tenant.tokenId, tokenId: tenant.tokenId })
    assert.equal(rule.matches, 'updating')
    assert.equal(rule.matched_count, 0)
    // Out of evaluation budget in a request: nothing silenced, left pending for the background.
    assert.equal((await reconcileRule(t.storage.db, tenant.id, rule.id, new Date(), { budgetMs: 0, retryInBackground: true })).complete, false)
    assert.equal((await ok(tenant, 'GET', `/v1/suppression_rules/${rule.id}`)).matches, 'updating')
    assert.equal((await publicRead('dev-a')).suppressed_by, null)
    await sweepSuppressionRules(t.storage.db, new Date())
    const applied = await ok(tenant, 'GET', `/v1/suppression_rules/${rule.id}`)
    assert.equal(applied.matches, 'current')
    assert.equal(applied.matched_count, 1)
    assert.equal((await publicRead('dev-a')).suppressed_by, rule.id)
    // Re-checked without budget (an expression change, say): a rule that cannot say it no longer matches keeps its findings.
    await reconcileRule(t.storage.db, tenant.id, rule.id, new Date(), { budgetMs: 0 })
    assert.equal((await publicRead('dev-a')).suppressed_by, rule.id)
    await service.remove(tenant.id, rule.id, { tokenId: tenant.tokenId })
    assert.equal((await publicRead('dev-a')).suppressed_by, rule.id, 'released in the background')
    await sweepSuppressionRules(t.storage.db, new Date())
    assert.equal((await publicRead('dev-a')).suppressed_by, null)
  })

  test('a writer that read a rule before it was deleted or disabled cannot silence with it afterwards', async () => {
    const { tenant, publicRead } = await tenantWithFindings([['dev-a', 'dev']])
    const service = createSuppressionService(t.storage.db, new CursorCodec(Buffer.alloc(32, 1)), { inlineLimit: 0 })
    const actor = { id: tenant.tokenId, tokenId: tenant.tokenId }
    const visible = async () => (await findingsInContext(t.storage.db, tenant.id, sql`f.suppressed_by is null and f.status <> 'resolved'`, '', 10))
    const deleted = await service.create(tenant.id, devRule, actor)
    await service.remove(tenant.id, deleted.id, { tokenId: tenant.tokenId })
    const disabled = await service.create(tenant.id, { ...devRule, name: 'Off', enabled: false }, actor)
    // As a sweep that evaluated the rules while they were active would write, after the change committed:
    for (const rule of [deleted, disabled]) {
      assert.deepEqual(await writeSuppressionChanges(t.storage.db, tenant.id, (await visible()).map((finding) => ({ finding, to: rule.id })), new Date()), { silenced: 0, released: 0 })
    }
    assert.equal((await publicRead('dev-a')).suppressed_by, null)
    const live = await service.create(tenant.id, { ...devRule, name: 'Live' }, actor)
    await reconcileRule(t.storage.db, tenant.id, live.id, new Date())
    assert.equal((await publicRead('dev-a')).suppressed_by, live.id, 'an active rule still silences')
  })

  test('hostile and invalid input: 422 in the envelope, nothing changed; scopes; another tenant\'s rule is 404', async () => {
    const { tenant, publicRead } = await tenantWithFindings([['dev-a', 'dev']])
    const bad = await call(tenant, 'POST', '/v1/suppression_rules', { ...devRule, expression: 'finding.severity == ' })
    assert.equal(bad.status, 422)
    assert.equal(bad.body.error.code, 'invalid_suppression_expression')
    assert.ok(bad.body.error.details.position.column > 0)
    assert.match(bad.body.error.request_id, /^req_/)
    for (const body of [
      { ...devRule, reason: '' }, { name: 'x', expression: 'true' }, { ...devRule, expires_at: '2020-01-01T00:00:00Z' }, { ...devRule, extra: 1 },
      { ...devRule, expression: 'x'.repeat(100_000) },
    ]) {
      const response = await call(tenant, 'POST', '/v1/suppression_rules', body)
      assert.ok([400, 413, 422].includes(response.status), `${JSON.stringify(body).slice(0, 80)}: ${response.status}`)
      assert.ok(response.body.error.code)
    }
    const expensive = await call(tenant, 'POST', '/v1/suppression_rules/preview', { expression: '[1,2,3].all(a, [1,2,3].all(b, [1,2,3].all(c, [1,2,3].all(d, a+b+c+d > 0))))' })
    assert.ok([200, 422].includes(expensive.status))
    assert.equal((await call(tenant, 'GET', '/v1/suppression_rules')).body.data.length, 0, 'nothing was created')
    assert.equal((await publicRead('dev-a')).suppressed_by, null)

    const reader = await t.token(tenant.id, ['findings:read'])
    assert.equal((await call(reader, 'POST', '/v1/suppression_rules', devRule)).status, 403)
    assert.equal((await call(reader, 'POST', '/v1/suppression_rules/preview', { expression: 'true' })).status, 200)
    const rule = await ok(tenant, 'POST', '/v1/suppression_rules', devRule, 201)
    assert.equal((await call(reader, 'PATCH', `/v1/suppression_rules/${rule.id}`, { enabled: false })).status, 403)
    assert.equal((await call(reader, 'DELETE', `/v1/suppression_rules/${rule.id}`)).status, 403)
    assert.equal((await call(tenant, 'PATCH', `/v1/suppression_rules/${rule.id}`, {})).status, 422, 'an empty update')

    const other = await t.tenant({ sandbox: false })
    assert.equal((await call(other, 'GET', `/v1/suppression_rules/${rule.id}`)).status, 404)
    assert.equal((await call(other, 'PATCH', `/v1/suppression_rules/${rule.id}`, { enabled: false })).status, 404)
    assert.equal((await call(other, 'DELETE', `/v1/suppression_rules/${rule.id}`)).status, 404)
    assert.equal((await ok(tenant, 'GET', `/v1/suppression_rules/${rule.id}`)).enabled, true)
    assert.equal((await publicRead('dev-a')).suppressed_by, rule.id)
  })

  test('at most 100 rules per tenant: 422 suppression_rule_limit', async () => {
    const tenant = await t.tenant({ sandbox: false })
    for (let i = 0; i < 100; i++) await ok(tenant, 'POST', '/v1/suppression_rules', { name: `r${i}`, reason: 'noise', expression: `resource.name == "n${i}"` }, 201)
    const refused = await call(tenant, 'POST', '/v1/suppression_rules', { name: 'one more', reason: 'noise', expression: 'true' })
    assert.equal(refused.status, 422)
    assert.equal(refused.body.error.code, 'suppression_rule_limit')
  })
})
