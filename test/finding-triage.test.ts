import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { putSlaPolicy, reopenLapsedAcceptances } from '../src/findings/index.ts'
import { newId } from '../src/platform/ids.ts'
import { runAuditOverHttp } from './helpers/audits.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'
import { addMember } from './helpers/members.ts'

// Issue 17, triage: due dates from the tenant's SLA policy (GET/PUT /v1/sla_policy), `sla_status`, due dates
// set by hand, acceptances that lapse by themselves, hand resolution of imported findings, and the
// `finding.updated` event every triage change publishes.
describe(`finding triage (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({}, { worker: true }) })
  after(async () => { await t.close() })

  const DAY = 86_400_000
  const call = async (method: 'GET' | 'PATCH' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: response.statusCode, body: response.json() }
  }

  /** A tenant whose one public bucket gives a critical finding (and a few others) in a first audit. */
  const auditedTenant = async () => {
    const tenant = await t.tenant({ sandbox: false })
    const bucket = {
      kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: 'exposed', external_id: 'arn:aws:s3:::exposed', tags: {},
      attributes: { public_read: true, public_write: false, versioning: false, encryption: 'none', access_logging: false, lifecycle_rules: 0, size_gb: 10 },
    }
    assert.equal((await call('POST', '/v1/resources/imports', tenant.headers, { resources: [bucket] })).status, 200)
    const audit = await runAuditOverHttp(t.app, tenant.headers)
    assert.equal(audit.status, 'completed')
    const findings = (await call('GET', `/v1/findings?audit_id=${audit.id}&limit=50`, tenant.headers)).body.data as Finding[]
    return { tenant, audit, findings }
  }
  type Finding = { id: string; severity: string; status: string; detected_at: string; due_at: string | null; sla_status: string; accepted_until: string | null; assignee: string | null; check_id: string }

  const memberOf = (tenantId: string) => addMember(t.storage.db, tenantId)

  const eventsOf = async (headers: Record<string, string>, type: string) =>
    (await call('GET', `/v1/events?type=${type}&limit=200`, headers)).body.data as { data: Record<string, unknown> }[]
  const historyOf = async (headers: Record<string, string>, id: string) =>
    (await call('GET', `/v1/findings/${id}/history?limit=200`, headers)).body.data as { change: string; from: string | null; to: string | null; actor: { type: string; id: string | null } }[]

  test('due dates follow the SLA policy: defaults, a change applied to open findings and recorded, info never due', async () => {
    const { tenant, findings } = await auditedTenant()
    const policy = await call('GET', '/v1/sla_policy', tenant.headers)
    assert.equal(policy.status, 200)
    assert.deepEqual(policy.body, { critical_days: 7, high_days: 30, medium_days: 90, low_days: 180, info_days: null, updated_at: null, updated_by: null, due_dates: 'current' })
    for (const f of findings) {
      const days = { critical: 7, high: 30, medium: 90, low: 180, info: null }[f.severity]
      assert.equal(f.due_at, days === null ? null : new Date(Date.parse(f.detected_at) + days! * DAY).toISOString(), `${f.severity} finding`)
      assert.equal(f.sla_status, days === null ? 'none' : 'on_track')
    }

    const put = await call('PUT', '/v1/sla_policy', tenant.headers, { critical_days: 1, high_days: 2, medium_days: 3, low_days: 4, info_days: 5 })
    assert.equal(put.status, 200, JSON.stringify(put.body))
    assert.equal(put.body.critical_days, 1)
    assert.equal(put.body.updated_by, tenant.tokenId)
    assert.equal(put.body.due_dates, 'current')
    assert.deepEqual((await call('GET', '/v1/sla_policy', tenant.headers)).body, put.body)
    for (const f of (await call('GET', '/v1/findings?limit=50', tenant.headers)).body.data as Finding[]) {
      const days = { critical: 1, high: 2, medium: 3, low: 4, info: 5 }[f.severity]!
      assert.equal(f.due_at, new Date(Date.parse(f.detected_at) + days * DAY).toISOString())
    }
    const log = await t.storage.db.selectFrom('tenant_audit_log').select(['action', 'details']).where('tenant_id', '=', tenant.id).where('action', '=', 'sla_policy.updated').execute()
    assert.equal(log.length, 1)
    assert.deepEqual((log[0]!.details as { before: unknown }).before, { critical_days: 7, high_days: 30, medium_days: 90, low_days: 180, info_days: null })

    for (const bad of [
      { critical_days: 0, high_days: 2, medium_days: 3, low_days: 4, info_days: 5 },
      { critical_days: 3651, high_days: 2, medium_days: 3, low_days: 4, info_days: 5 },
      { critical_days: 1.5, high_days: 2, medium_days: 3, low_days: 4, info_days: 5 },
      { high_days: 2, medium_days: 3, low_days: 4, info_days: 5 },
      { critical_days: 1, high_days: 2, medium_days: 3, low_days: 4, info_days: 5, urgent_days: 1 },
      { critical_days: '7', high_days: 2, medium_days: 3, low_days: 4, info_days: 5 },
    ]) {
      const refused = await call('PUT', '/v1/sla_policy', tenant.headers, bad)
      assert.equal(refused.status, 422, JSON.stringify(bad))
      assert.equal(refused.body.error.code, 'invalid_parameter')
    }
    const readOnly = await t.token(tenant.id, ['findings:read'])
    assert.equal((await call('PUT', '/v1/sla_policy', readOnly.headers, put.body)).status, 403)
    // Another tenant still has the defaults.
    const other = await t.tenant({ sandbox: false })
    assert.equal((await call('GET', '/v1/sla_policy', other.headers)).body.critical_days, 7)
  })

  test('a large tenant\'s due dates are recomputed in the background: due_dates is "updating" until the job is done', async () => {
    const tenant = await t.tenant() // a sandbox: hundreds of open findings
    const open = (await call('GET', '/v1/findings?status=open&limit=1', tenant.headers)).body.data[0] as Finding
    // Past the threshold (lowered here: the service's is 10,000 findings), the request only queues the work.
    const policy = await putSlaPolicy(t.storage.db, tenant.id, { critical: 1, high: 1, medium: 1, low: 1, info: 1 }, tenant.tokenId, new Date(), 10)
    assert.equal(policy.due_dates, 'updating')
    let after = policy
    for (let i = 0; i < 200 && after.due_dates === 'updating'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      after = (await call('GET', '/v1/sla_policy', tenant.headers)).body
    }
    assert.equal(after.due_dates, 'current')
    const recomputed = (await call('GET', `/v1/findings/${open.id}`, tenant.headers)).body as Finding
    assert.equal(recomputed.due_at, new Date(Date.parse(open.detected_at) + DAY).toISOString())
  })

  test('a due date set by hand survives policy changes, null hands it back to the policy; sla_status and due_before filter', async () => {
    const { tenant, findings } = await auditedTenant()
    const member = await memberOf(tenant.id)
    const critical = findings.find((f) => f.severity === 'critical')!
    const other = findings.find((f) => f.id !== critical.id && f.due_at !== null)!
    const yesterday = new Date(Date.now() - DAY).toISOString()
    const set = await call('PATCH', `/v1/findings/${critical.id}`, member.headers, { due_at: yesterday })
    assert.equal(set.status, 200, JSON.stringify(set.body))
    assert.equal(set.body.due_at, yesterday)
    assert.equal(set.body.sla_status, 'overdue')
    // The other finding: detected 10 days ago, due in 1 day: in the last 20 % of its window.
    await t.storage.db.updateTable('findings').set({ detected_at: new Date(Date.now() - 10 * DAY) }).where('tenant_id', '=', tenant.id).where('id', '=', other.id).execute()
    assert.equal((await call('PATCH', `/v1/findings/${other.id}`, member.headers, { due_at: new Date(Date.now() + DAY).toISOString() })).body.sla_status, 'due_soon')

    const ids = async (query: string) => ((await call('GET', `/v1/findings?limit=200&${query}`, tenant.headers)).body.data as Finding[]).map((f) => f.id).sort()
    assert.deepEqual(await ids('sla_status=overdue'), [critical.id])
    assert.deepEqual(await ids('sla_status=due_soon'), [other.id])
    assert.deepEqual(await ids('sla_status=overdue,due_soon'), [critical.id, other.id].sort())
    const onTrack = await ids('sla_status=on_track')
    const none = await ids('sla_status=none')
    assert.equal(onTrack.length + none.length + 2, findings.length)
    assert.deepEqual(await ids(`due_before=${encodeURIComponent(new Date().toISOString())}`), [critical.id])
    const summary = (await call('GET', '/v1/findings/summary?sla_status=overdue', tenant.headers)).body
    assert.equal(summary.total, 1)
    assert.equal((await call('GET', '/v1/findings?sla_status=late', tenant.headers)).status, 422)
    assert.equal((await call('GET', '/v1/findings?due_before=tomorrow', tenant.headers)).status, 422)

    // A policy change leaves the date set by hand alone.
    assert.equal((await call('PUT', '/v1/sla_policy', tenant.headers, { critical_days: 3, high_days: 3, medium_days: 3, low_days: 3, info_days: 3 })).status, 200)
    assert.equal((await call('GET', `/v1/findings/${critical.id}`, tenant.headers)).body.due_at, yesterday)
    const back = await call('PATCH', `/v1/findings/${critical.id}`, member.headers, { due_at: null })
    assert.equal(back.body.due_at, new Date(Date.parse(critical.detected_at) + 3 * DAY).toISOString())
    const dueChanges = (await historyOf(tenant.headers, critical.id)).filter((e) => e.change === 'due_changed')
    assert.deepEqual(dueChanges.map((e) => [e.from, e.to, e.actor.id]), [
      [critical.due_at, yesterday, member.id],
      [yesterday, back.body.due_at, member.id],
    ])
    const updated = (await eventsOf(tenant.headers, 'finding.updated')).filter((e) => (e.data.finding as { id: string }).id === critical.id)
    assert.equal(updated.length, 2)
    assert.deepEqual(updated.map((e) => e.data.changes).reverse(), [
      { due_at: { from: critical.due_at, to: yesterday } },
      { due_at: { from: yesterday, to: back.body.due_at } },
    ])
    assert.deepEqual(updated[0]!.data.actor, { type: 'user', id: member.id })
  })

  test('an acceptance lapses by itself at accepted_until: reopened by the system, in the history and as finding.updated', async () => {
    const { tenant, findings } = await auditedTenant()
    const [first, second] = findings
    const until = new Date(Date.now() + 60_000).toISOString()
    const accepted = await call('PATCH', `/v1/findings/${first!.id}`, tenant.headers, { status: 'accepted_risk', reason: 'Waiting for the vendor', accepted_until: until })
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body))
    assert.equal(accepted.body.accepted_until, until)
    assert.equal(accepted.body.status_expires_at, until, 'the deprecated name carries the same value')
    assert.equal(accepted.body.sla_status, 'none', 'an accepted finding is off the clock')
    // The deprecated name still works; both at once is ambiguous.
    assert.equal((await call('PATCH', `/v1/findings/${second!.id}`, tenant.headers, { status: 'accepted_risk', reason: 'Legacy client', expires_at: until })).body.accepted_until, until)
    const both = await call('PATCH', `/v1/findings/${second!.id}`, tenant.headers, { status: 'accepted_risk', reason: 'x', expires_at: until, accepted_until: until })
    assert.equal(both.status, 422)

    assert.deepEqual(await reopenLapsedAcceptances(t.storage.db, new Date()), { reopened: 0 }, 'not yet')
    assert.deepEqual(await reopenLapsedAcceptances(t.storage.db, new Date(Date.parse(until) + 1)), { reopened: 2 })
    assert.deepEqual(await reopenLapsedAcceptances(t.storage.db, new Date(Date.parse(until) + 1)), { reopened: 0 }, 'once')
    const reopened = (await call('GET', `/v1/findings/${first!.id}`, tenant.headers)).body
    assert.equal(reopened.status, 'open')
    assert.equal(reopened.accepted_until, null)
    assert.equal(reopened.status_reason, null)
    const last = (await historyOf(tenant.headers, first!.id)).at(-1)!
    assert.deepEqual({ change: last.change, from: last.from, to: last.to, actor: last.actor }, { change: 'reopened', from: 'accepted_risk', to: 'open', actor: { type: 'system', id: null } })
    const event = (await eventsOf(tenant.headers, 'finding.updated')).find((e) => (e.data.finding as { id: string }).id === first!.id && (e.data.actor as { type: string }).type === 'system')
    assert.ok(event, 'a finding.updated event by the system')
    assert.deepEqual(event.data.changes, {
      status: { from: 'accepted_risk', to: 'open' }, reason: { from: 'Waiting for the vendor', to: null }, accepted_until: { from: until, to: null },
    })
  })

  test('the background work reopens a lapsed acceptance without anyone asking', async () => {
    const quick = await startTestApp({}, { worker: { acceptanceSweepMs: 50 } })
    try {
      const tenant = await quick.tenant()
      const finding = (await quick.app.inject({ method: 'GET', url: '/v1/findings?status=open&limit=1', headers: tenant.headers })).json().data[0]
      const until = new Date(Date.now() + 300).toISOString()
      assert.equal((await quick.app.inject({ method: 'PATCH', url: `/v1/findings/${finding.id}`, headers: tenant.headers, payload: { status: 'accepted_risk', reason: 'briefly', accepted_until: until } })).statusCode, 200)
      let status = 'accepted_risk'
      for (let i = 0; i < 200 && status !== 'open'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        status = (await quick.app.inject({ method: 'GET', url: `/v1/findings/${finding.id}`, headers: tenant.headers })).json().status
      }
      assert.equal(status, 'open')
    } finally {
      await quick.close()
    }
  })

  test('resolved by hand only for findings no check owns; checks resolve their own', async () => {
    const { tenant, findings, audit } = await auditedTenant()
    const owned = await call('PATCH', `/v1/findings/${findings[0]!.id}`, tenant.headers, { status: 'resolved' })
    assert.equal(owned.status, 409)
    assert.equal(owned.body.error.code, 'invalid_status_transition')
    // An imported finding (issue 20 writes them; here written directly): nothing will resolve it but people.
    const id = newId('fnd')
    const now = new Date()
    await t.storage.db.insertInto('findings').values({
      id, tenant_id: tenant.id, check_id: 'ext.trivy.AVD-AWS-0086', audit_id: audit.id, resource_id: (findings[0] as unknown as { resource_id: string }).resource_id,
      severity: 'high', dimension: 'security', status: 'open', title: 'Imported', description: 'd', remediation: 'r',
      detected_at: now, first_seen_at: now, last_seen_at: now, resolved_at: null, policy_ids: [], status_reason: null, status_expires_at: null,
    }).execute()
    const resolved = await call('PATCH', `/v1/findings/${id}`, tenant.headers, { status: 'resolved' })
    assert.equal(resolved.status, 200, JSON.stringify(resolved.body))
    assert.equal(resolved.body.status, 'resolved')
    assert.ok(resolved.body.resolved_at)
    const event = (await eventsOf(tenant.headers, 'finding.resolved')).find((e) => (e.data.finding as { id: string }).id === id)
    assert.equal(event?.data.resolution, 'fixed')
    assert.equal((await call('PATCH', `/v1/findings/${id}`, tenant.headers, { status: 'open' })).body.status, 'open')
    for (const bad of [{ severity: 'low' }, { resolved_at: now.toISOString() }, { status: 'resolved', reason: 'done' }, {}]) {
      const refused = await call('PATCH', `/v1/findings/${id}`, tenant.headers, bad)
      assert.equal(refused.status, 422, JSON.stringify(bad))
    }
  })

  test('concurrent changes to one finding keep a consistent history: each entry starts where the one before ended', async () => {
    const { tenant, findings } = await auditedTenant()
    const members = [await memberOf(tenant.id), await memberOf(tenant.id), await memberOf(tenant.id)]
    const finding = findings[0]!
    const targets = Array.from({ length: 12 }, (_, i) => (i % 4 === 3 ? null : members[i % 3]!.id))
    const results = await Promise.all(targets.map((assignee, i) => call('PATCH', `/v1/findings/${finding.id}`, members[i % 3]!.headers, { assignee })))
    assert.ok(results.every((r) => r.status === 200), JSON.stringify(results.filter((r) => r.status !== 200)))
    const assigned = (await historyOf(tenant.headers, finding.id)).filter((e) => e.change === 'assigned')
    assert.ok(assigned.length >= 1)
    let holder: string | null = null
    for (const entry of assigned) {
      assert.equal(entry.from, holder, 'an entry starts from the assignee the one before left')
      assert.notEqual(entry.to, entry.from)
      holder = entry.to
    }
    assert.equal((await call('GET', `/v1/findings/${finding.id}`, tenant.headers)).body.assignee, holder)
    const events = (await eventsOf(tenant.headers, 'finding.updated')).filter((e) => (e.data.finding as { id: string }).id === finding.id)
    assert.equal(events.length, assigned.length, 'one event per change')
  })

  test('notes publish finding.updated; the event type is selectable like the others', async () => {
    const { tenant, findings } = await auditedTenant()
    const note = await call('POST', `/v1/findings/${findings[0]!.id}/notes`, tenant.headers, { body: 'Looking into it' })
    assert.equal(note.status, 201)
    const response = await t.app.inject({ method: 'DELETE', url: `/v1/findings/${findings[0]!.id}/notes/${note.body.id}`, headers: tenant.headers })
    assert.equal(response.statusCode, 204)
    const changes = (await eventsOf(tenant.headers, 'finding.updated')).map((e) => e.data.changes).reverse()
    assert.deepEqual(changes, [{ note: { from: null, to: note.body.id } }, { note: { from: note.body.id, to: null } }])
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json()
    assert.ok(doc.webhooks['finding.updated'], 'documented in the OpenAPI webhooks section')
    assert.ok(doc.paths['/v1/webhook_endpoints'].post.requestBody.content['application/json'].schema.properties.enabled_events.items.enum.includes('finding.updated'), 'selectable on endpoints')
    assert.deepEqual((await call('GET', '/v1/events?type=finding.updated&limit=1', tenant.headers)).status, 200)
  })
})
