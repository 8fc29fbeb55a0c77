import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { runAuditOverHttp } from './helpers/audits.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'
import { addMember } from './helpers/members.ts'

// Issue 17, history: GET /v1/findings/{id}/history is a finding's append-only story — the audit engine's
// transitions and the status changes people make — oldest first, cursor-paginated, with who made each change.
describe(`finding history (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({}, { worker: true }) })
  after(async () => { await t.close() })

  /** A tenant whose one bucket is public: its audit creates a finding, with its `created` transition. */
  const auditedTenant = async () => {
    const tenant = await t.tenant({ sandbox: false })
    const bucket = {
      kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: 'exposed', external_id: 'arn:aws:s3:::exposed', tags: { env: 'prod', owner: 'a.moreau' },
      attributes: { public_read: true, public_write: false, versioning: true, encryption: 'aws:kms', access_logging: true, lifecycle_rules: 2, size_gb: 10 },
    }
    assert.equal((await t.app.inject({ method: 'POST', url: '/v1/resources/imports', headers: tenant.headers, payload: { resources: [bucket] } })).statusCode, 200)
    const audit = await runAuditOverHttp(t.app, tenant.headers)
    assert.equal(audit.status, 'completed')
    return { tenant, audit }
  }

  const call = async (method: 'GET' | 'PATCH', url: string, headers: Record<string, string>, payload?: unknown) => {
    const response = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) })
    return { status: response.statusCode, body: response.json() }
  }

  test('an audit\'s creation, then a risk accepted by a token and reopened by a member, in order, with their actors', async () => {
    const { tenant, audit } = await auditedTenant()
    const finding = (await call('GET', `/v1/findings?audit_id=${audit.id}&status=open&limit=1`, tenant.headers)).body.data[0]
    assert.ok(finding, 'the audit found something')

    const created = await call('GET', `/v1/findings/${finding.id}/history`, tenant.headers)
    assert.equal(created.status, 200, JSON.stringify(created.body))
    assert.equal(created.body.data.length, 1)
    const first = created.body.data[0]
    assert.deepEqual({ ...first, id: undefined, at: undefined }, { id: undefined, at: undefined, actor: { type: 'system', id: finding.audit_id }, change: 'created', from: null, to: 'open', audit_id: finding.audit_id, resolution: null })
    assert.match(first.id, /^fhe_\d+$/)

    const accepted = await call('PATCH', `/v1/findings/${finding.id}`, tenant.headers, { status: 'accepted_risk', reason: 'Compensating control in place' })
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body))
    // A member's own personal access token acts as the member.
    const member = await addMember(t.storage.db, tenant.id, { scopes: ['findings:read', 'findings:write'] })
    const memberHeaders = member.headers
    assert.equal((await call('PATCH', `/v1/findings/${finding.id}`, memberHeaders, { status: 'open' })).status, 200)
    // Reopening what is open changes nothing and records nothing.
    assert.equal((await call('PATCH', `/v1/findings/${finding.id}`, memberHeaders, { status: 'open' })).status, 200)

    const history = (await call('GET', `/v1/findings/${finding.id}/history`, tenant.headers)).body
    const people = history.data.filter((e: { change: string }) => e.change === 'status_changed')
    assert.deepEqual(people.map((e: { actor: unknown; from: string; to: string; audit_id: unknown }) => ({ actor: e.actor, from: e.from, to: e.to, audit_id: e.audit_id })), [
      { actor: { type: 'token', id: tenant.tokenId }, from: 'open', to: 'accepted_risk', audit_id: null },
      { actor: { type: 'user', id: member.id }, from: 'accepted_risk', to: 'open', audit_id: null },
    ])
    const times = history.data.map((e: { at: string }) => e.at)
    assert.deepEqual(times, [...times].sort(), 'oldest first')
    assert.equal(history.data[0].change, 'created')
  })

  test('an audit that finds the problems gone resolves them, each entry saying what it ended: open or accepted_risk', async () => {
    const tenant = await t.tenant({ sandbox: false })
    const bucket = (fixed: boolean) => ({
      kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: 'drifting', external_id: 'arn:aws:s3:::drifting', tags: {},
      attributes: { public_read: !fixed, public_write: false, versioning: fixed, encryption: fixed ? 'aws:kms' : 'none', access_logging: fixed, lifecycle_rules: 2, size_gb: 10 },
    })
    const importBucket = async (fixed: boolean) =>
      assert.equal((await t.app.inject({ method: 'POST', url: '/v1/resources/imports', headers: tenant.headers, payload: { resources: [bucket(fixed)] } })).statusCode, 200)
    await importBucket(false)
    const first = await runAuditOverHttp(t.app, tenant.headers)
    const [accepted, open] = (await call('GET', `/v1/findings?audit_id=${first.id}&limit=50`, tenant.headers)).body.data as { id: string }[]
    assert.ok(accepted && open, 'two findings at least')
    assert.equal((await call('PATCH', `/v1/findings/${accepted.id}`, tenant.headers, { status: 'accepted_risk', reason: 'Known' })).status, 200)
    await importBucket(true)
    const second = await runAuditOverHttp(t.app, tenant.headers)
    for (const [finding, from] of [[accepted, 'accepted_risk'], [open, 'open']] as const) {
      const last = (await call('GET', `/v1/findings/${finding.id}/history`, tenant.headers)).body.data.at(-1)
      assert.deepEqual({ change: last.change, from: last.from, to: last.to, actor: last.actor, resolution: last.resolution }, { change: 'resolved', from, to: 'resolved', actor: { type: 'system', id: second.id }, resolution: 'fixed' })
    }
  })

  test('pages of one walk the whole history once, in order; another tenant\'s finding is a 404; bad input a 422', async () => {
    const { tenant, audit } = await auditedTenant()
    const finding = (await call('GET', `/v1/findings?audit_id=${audit.id}&status=open&limit=1`, tenant.headers)).body.data[0]
    for (let i = 0; i < 3; i++) {
      assert.equal((await call('PATCH', `/v1/findings/${finding.id}`, tenant.headers, { status: 'accepted_risk', reason: `round ${i}` })).status, 200)
      assert.equal((await call('PATCH', `/v1/findings/${finding.id}`, tenant.headers, { status: 'open' })).status, 200)
    }
    const whole = (await call('GET', `/v1/findings/${finding.id}/history?limit=200`, tenant.headers)).body.data
    assert.equal(whole.length, 7)
    const walked: string[] = []
    let cursor: string | null = null
    do {
      const page: { status: number; body: { data: { id: string }[]; next_cursor: string | null; has_more: boolean } } =
        await call('GET', `/v1/findings/${finding.id}/history?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, tenant.headers)
      assert.equal(page.status, 200)
      walked.push(...page.body.data.map((e) => e.id))
      cursor = page.body.next_cursor
      assert.equal(page.body.has_more, cursor !== null)
    } while (cursor)
    assert.deepEqual(walked, whole.map((e: { id: string }) => e.id))

    const other = await t.tenant({ sandbox: false })
    const foreign = await call('GET', `/v1/findings/${finding.id}/history`, other.headers)
    assert.equal(foreign.status, 404)
    assert.equal(foreign.body.error.code, 'not_found')
    // A cursor of this finding's history does not page another list.
    const firstPage = (await call('GET', `/v1/findings/${finding.id}/history?limit=1`, tenant.headers)).body
    assert.equal((await call('GET', `/v1/findings?cursor=${encodeURIComponent(firstPage.next_cursor)}`, tenant.headers)).status, 422)
    assert.equal((await call('GET', `/v1/findings/${finding.id}/history?limit=0`, tenant.headers)).status, 422)
    assert.equal((await call('GET', `/v1/findings/${finding.id}/history?since=yesterday`, tenant.headers)).status, 422)
    const readOnly = await t.token(tenant.id, ['audits:read'])
    assert.equal((await call('GET', `/v1/findings/${finding.id}/history`, readOnly.headers)).status, 403)
  })
  /** A member of the tenant with its own personal access token. */
  const memberOf = (tenantId: string, role: 'admin' | 'member') => addMember(t.storage.db, tenantId, { role, scopes: ['findings:read', 'findings:write'] })


  test('notes: written by a member, listed oldest first, deleted only by their author or an admin, each step in the history', async () => {
    const { tenant, audit } = await auditedTenant()
    const finding = (await call('GET', `/v1/findings?audit_id=${audit.id}&limit=1`, tenant.headers)).body.data[0]
    const alice = await memberOf(tenant.id, 'member')
    const bob = await memberOf(tenant.id, 'member')
    const admin = await memberOf(tenant.id, 'admin')
    const write = async (headers: Record<string, string>, body: unknown) => {
      const response = await t.app.inject({ method: 'POST', url: `/v1/findings/${finding.id}/notes`, headers, payload: body as object })
      return { status: response.statusCode, body: response.json(), location: response.headers.location }
    }
    const first = await write(alice.headers, { body: 'Owner asked: the bucket serves a public website. <b>Not</b> HTML.' })
    assert.equal(first.status, 201, JSON.stringify(first.body))
    assert.match(first.body.id, /^not_/)
    assert.equal(first.location, `/v1/findings/${finding.id}/notes/${first.body.id}`)
    assert.deepEqual(first.body.author, { type: 'user', id: alice.id })
    assert.equal(first.body.body, 'Owner asked: the bucket serves a public website. <b>Not</b> HTML.')
    const second = await write(bob.headers, { body: 'Moving it behind CloudFront.' })
    const third = await write(tenant.headers, { body: 'x'.repeat(10_000) })
    assert.equal(third.status, 201)
    assert.deepEqual(third.body.author, { type: 'token', id: tenant.tokenId })

    for (const [bad, code] of [[{ body: '' }, 'invalid_parameter'], [{ body: '   \n ' }, 'invalid_parameter'], [{ body: 'x'.repeat(10_001) }, 'invalid_parameter'], [{ body: 'a\u0000b' }, 'invalid_parameter'], [{ body: 'ok', pinned: true }, 'invalid_parameter'], [{}, 'invalid_parameter']] as const) {
      const refused = await write(alice.headers, bad)
      assert.equal(refused.status, 422, JSON.stringify(bad))
      assert.equal(refused.body.error.code, code)
    }
    const listed = (await call('GET', `/v1/findings/${finding.id}/notes`, tenant.headers)).body
    assert.deepEqual(listed.data.map((n: { id: string }) => n.id), [first.body.id, second.body.id, third.body.id])

    const remove = async (headers: Record<string, string>, noteId: string) =>
      (await t.app.inject({ method: 'DELETE', url: `/v1/findings/${finding.id}/notes/${noteId}`, headers })).statusCode
    assert.equal(await remove(bob.headers, first.body.id), 403, 'another member cannot delete it')
    assert.equal(await remove(alice.headers, first.body.id), 204, 'its author can')
    assert.equal(await remove(alice.headers, first.body.id), 404, 'gone')
    assert.equal(await remove(admin.headers, second.body.id), 204, 'an admin can')
    assert.equal(await remove(tenant.headers, `not_${'0'.repeat(22)}`), 404)
    assert.deepEqual((await call('GET', `/v1/findings/${finding.id}/notes`, tenant.headers)).body.data.map((n: { id: string }) => n.id), [third.body.id])

    const history = (await call('GET', `/v1/findings/${finding.id}/history`, tenant.headers)).body.data
      .filter((e: { change: string }) => e.change.startsWith('note_'))
      .map((e: { change: string; actor: unknown; from: unknown; to: unknown }) => ({ change: e.change, actor: e.actor, from: e.from, to: e.to }))
    assert.deepEqual(history, [
      { change: 'note_added', actor: { type: 'user', id: alice.id }, from: null, to: first.body.id },
      { change: 'note_added', actor: { type: 'user', id: bob.id }, from: null, to: second.body.id },
      { change: 'note_added', actor: { type: 'token', id: tenant.tokenId }, from: null, to: third.body.id },
      { change: 'note_deleted', actor: { type: 'user', id: alice.id }, from: first.body.id, to: null },
      { change: 'note_deleted', actor: { type: 'user', id: admin.id }, from: second.body.id, to: null },
    ])

    // Another tenant sees neither the finding nor its notes.
    const other = await t.tenant({ sandbox: false })
    assert.equal((await call('GET', `/v1/findings/${finding.id}/notes`, other.headers)).status, 404)
    assert.equal((await write(other.headers, { body: 'hello' })).status, 404)
    assert.equal(await remove(other.headers, third.body.id), 404)
    const reader = await t.token(tenant.id, ['findings:read'])
    assert.equal((await write(reader.headers, { body: 'no' })).status, 403)
  })
  test('assignee: a member owns the finding, the list filters by owner, a stranger is refused, each change is in the history', async () => {
    const { tenant, audit } = await auditedTenant()
    const finding = (await call('GET', `/v1/findings?audit_id=${audit.id}&limit=1`, tenant.headers)).body.data[0]
    assert.equal(finding.assignee, null)
    const owner = await memberOf(tenant.id, 'member')
    const assigned = await call('PATCH', `/v1/findings/${finding.id}`, tenant.headers, { assignee: owner.id })
    assert.equal(assigned.status, 200, JSON.stringify(assigned.body))
    assert.equal(assigned.body.assignee, owner.id)
    assert.equal(assigned.body.status, 'open', 'the status is left as it was')

    const ids = async (query: string) => (await call('GET', `/v1/findings?${query}`, tenant.headers)).body.data.map((f: { id: string }) => f.id)
    assert.deepEqual(await ids(`assignee=${owner.id}`), [finding.id])
    assert.ok(!(await ids('assignee=none&limit=200')).includes(finding.id))
    assert.equal((await call('GET', '/v1/findings?assignee=someone', tenant.headers)).status, 422)

    // A member of another workspace, or an id that is nobody's: 422, nothing changes.
    const other = await t.tenant({ sandbox: false })
    const stranger = await memberOf(other.id, 'admin')
    for (const assignee of [stranger.id, 'usr_nobody', 'not-an-id']) {
      const refused = await call('PATCH', `/v1/findings/${finding.id}`, tenant.headers, { assignee })
      assert.equal(refused.status, 422, assignee)
      assert.equal(refused.body.error.code, 'invalid_assignee')
    }
    assert.equal((await call('PATCH', `/v1/findings/${finding.id}`, tenant.headers, {})).status, 422, 'an empty change')
    assert.equal((await call('PATCH', `/v1/findings/${finding.id}`, tenant.headers, { reason: 'why' })).status, 422, 'a reason without a status')

    // Both at once, then unassigned by the owner, then the owner leaves the workspace.
    const both = await call('PATCH', `/v1/findings/${finding.id}`, owner.headers, { assignee: null, status: 'accepted_risk', reason: 'Website bucket' })
    assert.equal(both.status, 200, JSON.stringify(both.body))
    assert.deepEqual([both.body.assignee, both.body.status], [null, 'accepted_risk'])
    assert.equal((await call('PATCH', `/v1/findings/${finding.id}`, tenant.headers, { assignee: owner.id })).status, 200)
    await t.storage.db.deleteFrom('users').where('tenant_id', '=', tenant.id).where('id', '=', owner.id).execute()
    assert.equal((await call('GET', `/v1/findings/${finding.id}`, tenant.headers)).body.assignee, null, 'unassigned when the member leaves')

    const history = (await call('GET', `/v1/findings/${finding.id}/history`, tenant.headers)).body.data
      .filter((e: { change: string }) => e.change !== 'created')
      .map((e: { change: string; actor: { id: string }; from: unknown; to: unknown }) => [e.change, e.actor.id, e.from, e.to])
    assert.deepEqual(history, [
      ['assigned', tenant.tokenId, null, owner.id],
      ['assigned', owner.id, owner.id, null],
      ['status_changed', owner.id, 'open', 'accepted_risk'],
      ['assigned', tenant.tokenId, null, owner.id],
    ])
  })
})
