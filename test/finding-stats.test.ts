import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { rollupFrom } from '../src/platform/db/migrations/0019-finding-stats.ts'
import { runAuditOverHttp } from './helpers/audits.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// Issue 18, statistics: GET /v1/findings/stats answers from a daily rollup that a trigger keeps beside the
// transitions. A random history of thousands of transitions over 130 days, written as the writers write them,
// is replayed here finding by finding; every bucket, group and mean time to resolve must equal the replay's.
// Then the real writers (audits, people's changes, the sandbox seed) must leave the rollup agreeing with the
// findings as they are.
describe(`finding statistics (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({}, { worker: true }) })
  after(async () => { await t.close() })

  const DAY = 86_400_000
  const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const
  const DIMENSIONS = ['security', 'cost', 'architecture', 'compliance'] as const
  const PROVIDERS = ['aws', 'gcp', 'azure'] as const
  const today = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()))
  const dayText = (at: Date | number) => new Date(at).toISOString().slice(0, 10)

  type Transition = { finding_id: string; kind: string; at: Date; severity_before: string | null; severity_after: string | null; value_before: string | null; value_after: string | null }
  type Finding = { id: string; resource_id: string; provider: string; dimension: string; severity: string; status: string; detected_at: Date }

  /** A seeded random history, as audits and people write it: every transition consistent with the state before it. */
  function randomHistory(seed: number, findings: number) {
    let state = seed
    const rng = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648)
    const pick = <T>(items: readonly T[]) => items[Math.floor(rng() * items.length)]!
    const all: Finding[] = []
    const transitions: Transition[] = []
    for (let i = 0; i < findings; i++) {
      let at = today.getTime() - Math.floor(rng() * 130 * DAY) + Math.floor(rng() * DAY)
      const finding: Finding = { id: `fnd_stats${seed}_${i}`, resource_id: `res_stats${seed}_${i % 40}`, provider: PROVIDERS[(i % 40) % 3]!, dimension: pick(DIMENSIONS), severity: pick(SEVERITIES), status: 'open', detected_at: new Date(at) }
      all.push(finding)
      transitions.push({ finding_id: finding.id, kind: 'created', at: new Date(at), severity_before: null, severity_after: finding.severity, value_before: null, value_after: null })
      for (let steps = Math.floor(rng() * 6); steps > 0; steps--) {
        at += Math.floor(rng() * 20 * DAY) + 1
        if (at > today.getTime() + DAY - 1) break
        const when = new Date(at)
        const { status, severity } = finding
        const move = (kind: string, to: string, extra: Partial<Transition> = {}) => {
          transitions.push({ finding_id: finding.id, kind, at: when, severity_before: severity, severity_after: severity, value_before: status, value_after: null, ...extra })
          finding.status = to
        }
        const roll = rng()
        if (roll < 0.2) { // an audit sees a new severity (of an open or accepted finding)
          const next = pick(SEVERITIES.filter((s) => s !== severity))
          transitions.push({ finding_id: finding.id, kind: 'severity_changed', at: when, severity_before: severity, severity_after: next, value_before: status, value_after: null })
          finding.severity = next
        } else if (status === 'resolved') {
          // Seen again, sometimes at another severity: as audits write it, the reopened entry says both severities
          // and a severity_changed entry follows.
          const next = rng() < 0.3 ? pick(SEVERITIES.filter((s) => s !== severity)) : severity
          move('reopened', 'open', { value_before: 'resolved', severity_after: next })
          if (next !== severity) {
            transitions.push({ finding_id: finding.id, kind: 'severity_changed', at: when, severity_before: severity, severity_after: next, value_before: 'open', value_after: null })
            finding.severity = next
          }
        } else if (roll < 0.55) move('resolved', 'resolved')
        else if (status === 'open') move('status_changed', 'accepted_risk', { value_after: 'accepted_risk' })
        else if (roll < 0.8) move('status_changed', 'open', { value_after: 'open' })
        else move('reopened', 'open') // an acceptance lapsed
      }
    }
    return { findings: all, transitions }
  }

  /** The statistics by brute force: each finding's state at the end of each day, and the changes of each day. */
  function replay(findings: Finding[], transitions: Transition[], from: Date, to: Date, step: number, keyOf: (f: Finding, severity: string) => string, keep: (f: Finding, severity: string) => boolean) {
    const byId = new Map(findings.map((f) => [f.id, f]))
    const buckets: { start: string; groups: Map<string, { open: number; new: number; resolved: number; reopened: number }> }[] = []
    const sorted = [...transitions].sort((a, b) => a.at.getTime() - b.at.getTime())
    const resolvedSeconds = new Map<string, number[]>()
    for (let start = from.getTime(); start < to.getTime(); start += step) {
      const end = start + step
      const groups = new Map<string, { open: number; new: number; resolved: number; reopened: number }>()
      const group = (key: string) => groups.get(key) ?? (groups.set(key, { open: 0, new: 0, resolved: 0, reopened: 0 }), groups.get(key)!)
      const state = new Map<string, { status: string; severity: string }>()
      for (const tr of sorted) {
        if (tr.at.getTime() >= end) break
        const f = byId.get(tr.finding_id)!
        const current = state.get(f.id) ?? { status: 'open', severity: tr.severity_after! }
        const inBucket = tr.at.getTime() >= start
        const next = { ...current }
        if (tr.kind === 'severity_changed') next.severity = tr.severity_after!
        else if (tr.kind === 'created' || tr.kind === 'reopened') next.status = 'open'
        else if (tr.kind === 'resolved') next.status = 'resolved'
        else next.status = tr.value_after!
        const counted = keep(f, current.severity)
        if (inBucket && counted) {
          if (tr.kind === 'created') group(keyOf(f, current.severity)).new++
          if (tr.kind === 'reopened' || (tr.kind === 'status_changed' && current.status === 'resolved' && next.status === 'open')) group(keyOf(f, current.severity)).reopened++
          if (tr.kind === 'resolved' || (tr.kind === 'status_changed' && next.status === 'resolved')) {
            group(keyOf(f, current.severity)).resolved++
            const seconds = resolvedSeconds.get(current.severity) ?? []
            seconds.push(Math.floor((tr.at.getTime() - f.detected_at.getTime()) / 1000))
            resolvedSeconds.set(current.severity, seconds)
          }
        }
        state.set(f.id, next)
      }
      for (const [id, s] of state) {
        const f = byId.get(id)!
        if (s.status === 'open' && keep(f, s.severity)) group(keyOf(f, s.severity)).open++
      }
      buckets.push({ start: new Date(start).toISOString(), groups })
    }
    return { buckets, resolvedSeconds }
  }

  async function writeHistory(tenant: TestTenant, history: ReturnType<typeof randomHistory>) {
    const db = t.storage.db
    const auditId = `aud_stats_${tenant.id}`
    await db.insertInto('audits').values({ id: auditId, tenant_id: tenant.id, status: 'completed', trigger: 'api', reanalysis_of: null, created_at: today, started_at: today, completed_at: today, resources_scanned: 0, summary: null, failure_reason: null, snapshot_at: today }).execute()
    const resources = [...new Map(history.findings.map((f) => [f.resource_id, f])).values()]
    await db.insertInto('resources').values(resources.map((f) => ({
      id: f.resource_id, tenant_id: tenant.id, kind: 'bucket', provider: f.provider, region: 'eu-west-1', name: f.resource_id, external_id: f.resource_id,
      tags: '{}', attributes: '{}', discovered_at: today, last_seen_at: today,
    }))).execute()
    for (let i = 0; i < history.findings.length; i += 500) {
      await db.insertInto('findings').values(history.findings.slice(i, i + 500).map((f) => ({
        id: f.id, tenant_id: tenant.id, check_id: `stats.check.${f.id}`, audit_id: auditId, resource_id: f.resource_id, severity: f.severity, dimension: f.dimension,
        status: f.status, title: 't', description: 'd', remediation: 'r', detected_at: f.detected_at, first_seen_at: f.detected_at, last_seen_at: f.detected_at,
        resolved_at: null, policy_ids: [], status_reason: null, status_expires_at: null,
      }))).execute()
    }
    // In statements of uneven sizes, as audit batches and bulk updates write them.
    let i = 0
    for (let size = 1; i < history.transitions.length; size = (size * 7) % 1500 + 1) {
      const chunk = history.transitions.slice(i, i + size)
      i += size
      await db.insertInto('finding_transitions').values(chunk.map((tr) => ({
        tenant_id: tenant.id, audit_id: tr.kind === 'status_changed' ? null : auditId, finding_id: tr.finding_id, kind: tr.kind as never, created_at: tr.at,
        actor_type: tr.kind === 'status_changed' ? 'token' : 'system', actor_id: null,
        severity_before: tr.severity_before, severity_after: tr.severity_after, value_before: tr.value_before, value_after: tr.value_after,
      }))).execute()
    }
  }

  const stats = async (tenant: TestTenant, query: string) => {
    const response = await t.app.inject({ url: `/v1/findings/stats?${query}`, headers: tenant.headers })
    assert.equal(response.statusCode, 200, response.body)
    return response.json()
  }

  test('every bucket, group and mean time to resolve equals a replay of a random history', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const history = randomHistory(18, 1500)
    assert.ok(history.transitions.length > 4000, `${history.transitions.length} transitions`)
    await writeHistory(tenant, history)
    const cases: { query: string; from: Date; to: Date; step: number; keyOf: (f: Finding, s: string) => string; keep: (f: Finding, s: string) => boolean; keys: readonly string[] }[] = [
      { query: `from=${dayText(today.getTime() - 129 * DAY)}&to=${dayText(today)}&group_by=severity`, from: new Date(today.getTime() - 129 * DAY), to: new Date(today.getTime() + DAY), step: DAY, keyOf: (_f, s) => s, keep: () => true, keys: SEVERITIES },
      { query: `from=${dayText(today.getTime() - 40 * DAY)}&to=${dayText(today.getTime() - 10 * DAY)}&group_by=provider&dimension=security,cost`, from: new Date(today.getTime() - 40 * DAY), to: new Date(today.getTime() - 9 * DAY), step: DAY, keyOf: (f) => f.provider, keep: (f) => f.dimension === 'security' || f.dimension === 'cost', keys: PROVIDERS },
      { query: `from=${dayText(today.getTime() - 90 * DAY)}&interval=week&group_by=dimension&severity=critical,high`, from: mondayOf(new Date(today.getTime() - 90 * DAY)), to: new Date(mondayOf(today).getTime() + 7 * DAY), step: 7 * DAY, keyOf: (f) => f.dimension, keep: (_f, s) => s === 'critical' || s === 'high', keys: DIMENSIONS },
      { query: `from=${dayText(today.getTime() - 60 * DAY)}&provider=gcp`, from: new Date(today.getTime() - 60 * DAY), to: new Date(today.getTime() + DAY), step: DAY, keyOf: () => '', keep: (f) => f.provider === 'gcp', keys: [] },
    ]
    for (const c of cases) {
      const body = await stats(tenant, c.query)
      const expected = replay(history.findings, history.transitions, c.from, c.to, c.step, c.keyOf, c.keep)
      assert.equal(body.buckets.length, expected.buckets.length, c.query)
      assert.equal(body.from, c.from.toISOString())
      assert.equal(body.to, c.to.toISOString())
      for (const [i, bucket] of body.buckets.entries()) {
        const want = expected.buckets[i]!
        assert.equal(bucket.start, want.start, c.query)
        const sum = (field: 'open' | 'new' | 'resolved' | 'reopened') => [...want.groups.values()].reduce((n, g) => n + g[field], 0)
        assert.deepEqual({ open: bucket.open, new: bucket.new, resolved: bucket.resolved, reopened: bucket.reopened },
          { open: sum('open'), new: sum('new'), resolved: sum('resolved'), reopened: sum('reopened') }, `${c.query} ${bucket.start}`)
        for (const key of c.keys) {
          assert.deepEqual(bucket.groups[key], want.groups.get(key) ?? { open: 0, new: 0, resolved: 0, reopened: 0 }, `${c.query} ${bucket.start} ${key}`)
        }
      }
      for (const severity of SEVERITIES) {
        const seconds = expected.resolvedSeconds.get(severity) ?? []
        assert.equal(body.mttr_seconds[severity], seconds.length === 0 ? null : Math.round(seconds.reduce((a, b) => a + b, 0) / seconds.length), `${c.query} mttr ${severity}`)
      }
    }
    const first = (await stats(tenant, `group_by=severity`)).buckets
    assert.equal(first.length, 30, '30 daily buckets by default, ending today')
    assert.equal(first.at(-1).start, today.toISOString())

    // The migration counts the stored transitions by the same rule as the trigger: rebuilding gives the same rollup.
    const rollup = () => t.storage.db.selectFrom('finding_stats_daily').selectAll().where('tenant_id', '=', tenant.id).orderBy(['day', 'severity', 'dimension', 'provider']).execute()
    const kept = await rollup()
    await t.storage.db.deleteFrom('finding_stats_daily').where('tenant_id', '=', tenant.id).execute()
    await sql.raw(rollupFrom(`(select * from finding_transitions where tenant_id = '${tenant.id}')`, { suppression: true })).execute(t.storage.db)
    assert.deepEqual(await rollup(), kept)
  })

  function mondayOf(at: Date) {
    return new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * DAY)
  }

  /** Today's bucket per severity must hold what the findings table says now. */
  async function assertAgreesWithFindings(tenant: TestTenant) {
    const body = await stats(tenant, 'group_by=severity&from=' + dayText(today))
    const rows = await t.storage.db.selectFrom('findings').select(['severity', (eb) => eb.fn.countAll<string>().as('n')])
      .where('tenant_id', '=', tenant.id).where('status', '=', 'open').where('suppressed_by', 'is', null).groupBy('severity').execute()
    const open = Object.fromEntries(SEVERITIES.map((s) => [s, Number(rows.find((r) => r.severity === s)?.n ?? 0)]))
    assert.deepEqual(Object.fromEntries(SEVERITIES.map((s) => [s, body.buckets[0].groups[s].open])), open)
    return body.buckets[0]
  }

  test('audits, people\'s changes and the sandbox seed keep the rollup agreeing with the findings', async () => {
    const sandbox = await t.tenant()
    const seeded = await assertAgreesWithFindings(sandbox)
    assert.ok(seeded.open > 0 && seeded.new > seeded.open, 'the sandbox\'s accepted risks are not open')

    const tenant = await t.tenant({ sandbox: false })
    const bucket = (name: string, fixed: boolean) => ({
      kind: 'bucket', provider: 'aws', region: 'eu-west-1', name, external_id: `arn:aws:s3:::${name}`, tags: {},
      attributes: { public_read: !fixed, public_write: false, versioning: fixed, encryption: fixed ? 'aws:kms' : 'none', access_logging: fixed, lifecycle_rules: 2, size_gb: 10 },
    })
    const importBuckets = async (fixed: boolean[]) =>
      assert.equal((await t.app.inject({ method: 'POST', url: '/v1/resources/imports', headers: tenant.headers, payload: { resources: fixed.map((f, i) => bucket(`b${i}`, f)) } })).statusCode, 200)
    await importBuckets([false, false, false])
    await runAuditOverHttp(t.app, tenant.headers)
    const afterFirst = await assertAgreesWithFindings(tenant)
    assert.ok(afterFirst.new > 0 && afterFirst.open === afterFirst.new)

    const open = (await t.app.inject({ url: '/v1/findings?status=open&limit=10', headers: tenant.headers })).json().data as { id: string }[]
    assert.equal((await t.app.inject({ method: 'PATCH', url: `/v1/findings/${open[0]!.id}`, headers: tenant.headers, payload: { status: 'accepted_risk', reason: 'known' } })).statusCode, 200)
    assert.equal((await t.app.inject({ method: 'PATCH', url: `/v1/findings/${open[1]!.id}`, headers: tenant.headers, payload: { assignee: null, due_at: null } })).statusCode, 200)
    const bulk = await t.app.inject({ method: 'POST', url: '/v1/findings/bulk_updates', headers: tenant.headers, payload: { ids: [open[2]!.id, open[3]!.id], changes: { status: 'accepted_risk', reason: 'bulk' } } })
    assert.equal(bulk.statusCode, 202, bulk.body)
    for (let i = 0; (await t.app.inject({ url: `/v1/findings/bulk_updates/${bulk.json().id}`, headers: tenant.headers })).json().status !== 'completed'; i++) {
      assert.ok(i < 400, 'the bulk update completes')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    assert.equal((await assertAgreesWithFindings(tenant)).open, afterFirst.open - 3)
    assert.equal((await t.app.inject({ method: 'PATCH', url: `/v1/findings/${open[0]!.id}`, headers: tenant.headers, payload: { status: 'open' } })).statusCode, 200)
    const reopened = await assertAgreesWithFindings(tenant)
    assert.equal(reopened.open, afterFirst.open - 2)

    // Two buckets fixed: the audit resolves their findings, the open and the accepted alike.
    await importBuckets([true, true, false])
    await runAuditOverHttp(t.app, tenant.headers)
    const resolved = await assertAgreesWithFindings(tenant)
    assert.ok(resolved.resolved > 0)
    assert.equal(resolved.new, afterFirst.new)
    // Broken again: reopened.
    await importBuckets([false, false, false])
    await runAuditOverHttp(t.app, tenant.headers)
    const again = await assertAgreesWithFindings(tenant)
    assert.equal(again.reopened, again.resolved)
    const body = await stats(tenant, `from=${dayText(today)}`)
    assert.ok(body.mttr_seconds.high !== undefined && Object.values(body.mttr_seconds).some((v) => v !== null), 'resolutions today have a mean time to resolve')
  })

  test('bad ranges are 422 invalid_date_range; another tenant counts only its own; scope findings:read', async () => {
    const tenant = await t.tenant()
    for (const query of ['from=2026-02-30', 'to=yesterday', `from=${dayText(today)}&to=${dayText(today.getTime() - DAY)}`, `from=${dayText(today.getTime() - 400 * DAY)}&to=${dayText(today)}`]) {
      const response = await t.app.inject({ url: `/v1/findings/stats?${query}`, headers: tenant.headers })
      assert.equal(response.statusCode, 422, query)
      assert.ok(['invalid_date_range', 'invalid_parameter'].includes(response.json().error.code), response.body)
    }
    const wrongOrder = await t.app.inject({ url: `/v1/findings/stats?from=${dayText(today)}&to=${dayText(today.getTime() - DAY)}`, headers: tenant.headers })
    assert.equal(wrongOrder.json().error.code, 'invalid_date_range')
    for (const query of ['interval=month', 'group_by=owner', 'severity=urgent', 'color=red']) {
      assert.equal((await t.app.inject({ url: `/v1/findings/stats?${query}`, headers: tenant.headers })).statusCode, 422, query)
    }
    assert.equal((await stats(tenant, `from=${dayText(today.getTime() - 399 * DAY)}`)).buckets.length, 400)

    const empty = await t.tenant({ sandbox: false })
    const body = await stats(empty, 'group_by=severity')
    assert.ok(body.buckets.every((b: { open: number; new: number }) => b.open === 0 && b.new === 0))
    assert.equal(body.overdue, 0)
    const reader = await t.token(tenant.id, ['audits:read'])
    assert.equal((await t.app.inject({ url: '/v1/findings/stats', headers: reader.headers })).statusCode, 403)
  })
})
