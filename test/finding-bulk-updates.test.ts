import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { startBackgroundWork } from '../src/background.ts'
import { bulkUpdateRetention } from '../src/findings/index.ts'
import { newId } from '../src/platform/ids.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'
import { addMember } from './helpers/members.ts'

// Issue 17, bulk updates: POST /v1/findings/bulk_updates fixes a set (ids or a filter) when it accepts the
// request, a job applies the changes, GET …/{id} reports the counts; every changed finding has its history
// entries and its finding.updated event.
describe(`finding bulk updates (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({}, { worker: true }) })
  after(async () => { await t.close() })

  type Finding = { id: string; severity: string; status: string; assignee: string | null; check_id: string }
  const call = async (app: TestApp, method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) => {
    const response = await app.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }
  const memberOf = (tenantId: string) => addMember(t.storage.db, tenantId, { name: 'Lead' })

  const settle = async (app: TestApp, headers: Record<string, string>, id: string) => {
    for (let i = 0; i < 400; i++) {
      const { body } = await call(app, 'GET', `/v1/findings/bulk_updates/${id}`, headers)
      if (body.status === 'completed' || body.status === 'failed') return body
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    assert.fail(`bulk update ${id} did not finish`)
  }
  /** Every finding the query lists, page by page (a sandbox has a few hundred of a severity). */
  const findings = async (app: TestApp, headers: Record<string, string>, query: string) => {
    const all: Finding[] = []
    for (let cursor = ''; ;) {
      const { body } = await call(app, 'GET', `/v1/findings?limit=200&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, headers)
      all.push(...(body.data as Finding[]))
      if (!body.has_more) return all
      cursor = body.next_cursor
    }
  }

  test('ids: a member assigns findings and leaves a note; counts, history entries, notes and events follow', async () => {
    const tenant = await t.tenant()
    const lead = await memberOf(tenant.id)
    const owner = await memberOf(tenant.id)
    const chosen = (await findings(t, tenant.headers, 'status=open')).slice(0, 5)
    const created = await call(t, 'POST', '/v1/findings/bulk_updates', lead.headers, {
      ids: [...chosen.map((f) => f.id), chosen[0]!.id], changes: { assignee: owner.id, note: 'Yours for this sprint' },
    })
    assert.equal(created.status, 202, JSON.stringify(created.body))
    assert.match(created.body.id, /^bup_/)
    assert.equal(created.headers.location, `/v1/findings/bulk_updates/${created.body.id}`)
    assert.equal(created.body.matched, 5, 'duplicates count once')
    assert.equal(created.body.filter, null)
    assert.deepEqual(created.body.actor, { type: 'user', id: lead.id })
    const done = await settle(t, tenant.headers, created.body.id)
    assert.deepEqual({ status: done.status, matched: done.matched, updated: done.updated, unchanged: done.unchanged, failed: done.failed }, { status: 'completed', matched: 5, updated: 5, unchanged: 0, failed: 0 })
    assert.ok(done.started_at && done.completed_at)
    for (const f of chosen) {
      assert.equal((await call(t, 'GET', `/v1/findings/${f.id}`, tenant.headers)).body.assignee, owner.id)
      const history = (await call(t, 'GET', `/v1/findings/${f.id}/history`, tenant.headers)).body.data as { change: string; actor: { id: string } }[]
      assert.deepEqual(history.filter((e) => e.actor.id === lead.id).map((e) => e.change), ['assigned', 'note_added'])
      const notes = (await call(t, 'GET', `/v1/findings/${f.id}/notes`, tenant.headers)).body.data
      assert.deepEqual(notes.map((n: { body: string; author: unknown }) => [n.body, n.author]), [['Yours for this sprint', { type: 'user', id: lead.id }]])
    }
    const events = (await call(t, 'GET', '/v1/events?type=finding.updated&limit=200', tenant.headers)).body.data as { data: { finding: { id: string }; changes: { assignee?: unknown } } }[]
    assert.deepEqual(events.map((e) => e.data.finding.id).sort(), chosen.map((f) => f.id).sort())
    assert.deepEqual(events[0]!.data.changes.assignee, { from: null, to: owner.id })

    // The same again: already assigned, but the note is new on every finding.
    const again = await call(t, 'POST', '/v1/findings/bulk_updates', lead.headers, { ids: chosen.map((f) => f.id), changes: { assignee: owner.id } })
    const second = await settle(t, tenant.headers, again.body.id)
    assert.deepEqual([second.updated, second.unchanged, second.failed], [0, 5, 0])
    // Another tenant sees none of it.
    const other = await t.tenant()
    assert.equal((await call(t, 'GET', `/v1/findings/bulk_updates/${created.body.id}`, other.headers)).status, 404)
  })

  test('filter: accept every low finding until a date; check-owned findings cannot be resolved (failed, with reasons)', async () => {
    const tenant = await t.tenant()
    const low = await findings(t, tenant.headers, 'severity=low&status=open')
    assert.ok(low.length > 0)
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString()
    const accept = await call(t, 'POST', '/v1/findings/bulk_updates', tenant.headers, {
      filter: { severity: 'low', status: 'open' }, changes: { status: 'accepted_risk', reason: 'Quarterly review', accepted_until: until },
    })
    assert.equal(accept.status, 202, JSON.stringify(accept.body))
    assert.deepEqual(accept.body.filter, { severity: 'low', status: 'open' })
    assert.equal(accept.body.matched, low.length)
    const done = await settle(t, tenant.headers, accept.body.id)
    assert.equal(done.updated, low.length)
    assert.equal((await findings(t, tenant.headers, 'severity=low&status=open')).length, 0)
    for (const f of low) assert.equal((await call(t, 'GET', `/v1/findings/${f.id}`, tenant.headers)).body.accepted_until, until)

    const resolve = await call(t, 'POST', '/v1/findings/bulk_updates', tenant.headers, { filter: { severity: 'critical' }, changes: { status: 'resolved' } })
    assert.equal(resolve.status, 202)
    const refused = await settle(t, tenant.headers, resolve.body.id)
    assert.equal(refused.status, 'completed')
    assert.equal(refused.failed, refused.matched)
    assert.equal(refused.updated, 0)
    assert.equal(refused.failures.length, Math.min(100, refused.matched))
    assert.equal(refused.failures[0].code, 'invalid_status_transition')
  })

  test('refusals change nothing: empty sets, unknown or foreign ids, bad changes, a stranger as assignee, both or neither selector', async () => {
    const tenant = await t.tenant()
    const other = await t.tenant()
    const mine = (await findings(t, tenant.headers, 'status=open'))[0]!
    const theirs = (await findings(t, other.headers, 'status=open'))[0]!
    const refusals: [unknown, string][] = [
      [{ filter: { check_id: 'no.such.check' }, changes: { assignee: null } }, 'invalid_finding_selection'],
      [{ ids: [mine.id, theirs.id], changes: { assignee: null } }, 'invalid_finding_selection'],
      [{ ids: [mine.id], filter: {}, changes: { assignee: null } }, 'invalid_parameter'],
      [{ changes: { assignee: null } }, 'invalid_parameter'],
      [{ ids: [mine.id], changes: {} }, 'invalid_parameter'],
      [{ ids: [mine.id], changes: { reason: 'no status' } }, 'invalid_parameter'],
      [{ ids: [mine.id], changes: { status: 'accepted_risk' } }, 'invalid_parameter'],
      [{ ids: [mine.id], changes: { severity: 'low' } }, 'invalid_parameter'],
      [{ ids: [mine.id], changes: { assignee: 'usr_nobody' } }, 'invalid_assignee'],
      [{ ids: Array.from({ length: 10_001 }, (_, i) => `fnd_${i}`), changes: { assignee: null } }, 'invalid_parameter'],
      [{ filter: { severity: 'urgent' }, changes: { assignee: null } }, 'invalid_parameter'],
    ]
    for (const [body, code] of refusals) {
      const response = await call(t, 'POST', '/v1/findings/bulk_updates', tenant.headers, body)
      assert.equal(response.status, 422, JSON.stringify(body).slice(0, 200))
      assert.equal(response.body.error.code, code, JSON.stringify(body).slice(0, 200))
    }
    const foreign = await call(t, 'POST', '/v1/findings/bulk_updates', tenant.headers, { ids: [mine.id, theirs.id], changes: { assignee: null } })
    assert.deepEqual(foreign.body.error.details, { unknown_ids: [theirs.id] })
    const rows = await t.storage.db.selectFrom('finding_bulk_updates').select('id').where('tenant_id', '=', tenant.id).execute()
    assert.deepEqual(rows, [], 'no bulk update was recorded')
    const readOnly = await t.token(tenant.id, ['findings:read'])
    assert.equal((await call(t, 'POST', '/v1/findings/bulk_updates', readOnly.headers, { ids: [mine.id], changes: { assignee: null } })).status, 403)
  })

  test('Idempotency-Key replays the same bulk update; another body with the key is refused', async () => {
    const tenant = await t.tenant()
    const ids = (await findings(t, tenant.headers, 'status=open')).slice(0, 2).map((f) => f.id)
    const headers = { ...tenant.headers, 'idempotency-key': `bulk-${newId('req')}` }
    const body = { ids, changes: { due_at: new Date(Date.now() + 86_400_000).toISOString() } }
    const first = await call(t, 'POST', '/v1/findings/bulk_updates', headers, body)
    const replay = await call(t, 'POST', '/v1/findings/bulk_updates', headers, { changes: body.changes, ids })
    assert.equal(replay.status, 202)
    assert.equal(replay.body.id, first.body.id)
    assert.equal(replay.headers['idempotent-replayed'], 'true')
    const reused = await call(t, 'POST', '/v1/findings/bulk_updates', headers, { ids, changes: { assignee: null } })
    assert.equal(reused.status, 422)
    assert.equal(reused.body.error.code, 'idempotency_key_reused')
    await settle(t, tenant.headers, first.body.id)
  })

  test('the set is fixed on acceptance: a finding matching later is left alone', async () => {
    const quiet = await startTestApp()
    try {
      const tenant = await quiet.tenant()
      const before = await findings(quiet, tenant.headers, 'severity=high&status=open')
      const accepted = await call(quiet, 'POST', '/v1/findings/bulk_updates', tenant.headers, { filter: { severity: 'high', status: 'open' }, changes: { due_at: null } })
      assert.equal(accepted.body.matched, before.length)
      assert.equal(accepted.body.status, 'pending')
      // A medium finding becomes high after the request was accepted, before the job runs.
      const later = (await findings(quiet, tenant.headers, 'severity=medium&status=open'))[0]!
      await quiet.storage.db.updateTable('findings').set({ severity: 'high' }).where('tenant_id', '=', tenant.id).where('id', '=', later.id).execute()
      const work = startBackgroundWork(quiet.storage.db, { pollMs: 20 })
      try {
        const done = await settle(quiet, tenant.headers, accepted.body.id)
        assert.equal(done.matched, before.length)
        assert.equal(done.updated + done.unchanged + done.failed, before.length)
        const history = (await call(quiet, 'GET', `/v1/findings/${later.id}/history`, tenant.headers)).body.data as { change: string }[]
        assert.ok(!history.some((e) => e.change === 'due_changed'))
      } finally {
        await work.stop()
      }
    } finally {
      await quiet.close()
    }
  })

  test('finished bulk updates are kept 30 days, then pruned; pending and recent ones stay', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const row = (id: string, status: 'pending' | 'completed' | 'failed', completedDaysAgo: number | null) => ({
      tenant_id: tenant.id, id, status, selection: JSON.stringify({ ids: 1 }), changes: JSON.stringify({ assignee: null }), actor_type: 'token' as const, actor_id: 'pat_x',
      matched: 1, failure_reason: null, idempotency_key: null, request_hash: 'h', created_at: new Date(Date.now() - 40 * 86_400_000), started_at: null,
      completed_at: completedDaysAgo === null ? null : new Date(Date.now() - completedDaysAgo * 86_400_000),
    })
    const [old, oldFailed, recent, pending] = [newId('bup'), newId('bup'), newId('bup'), newId('bup')]
    await t.storage.db.insertInto('finding_bulk_updates').values([row(old, 'completed', 31), row(oldFailed, 'failed', 45), row(recent, 'completed', 29), row(pending, 'pending', null)]).execute()
    const { deleted } = await bulkUpdateRetention.prune(t.storage.db, new Date())
    assert.ok(deleted >= 2)
    const left = (await t.storage.db.selectFrom('finding_bulk_updates').select('id').where('tenant_id', '=', tenant.id).execute()).map((r) => r.id).sort()
    assert.deepEqual(left, [recent, pending].sort())
    assert.equal((await call(t, 'GET', `/v1/findings/bulk_updates/${old}`, tenant.headers)).status, 404)
  })
})
