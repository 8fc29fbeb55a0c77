import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { ERROR_CODES } from '../src/platform/http/error-codes.ts'
import { BACKEND } from './helpers/harness.ts'
import { controlProbes, foreignFieldProbes, foreignIdProbes, idOperations, type Probe } from './fuzz/cross-tenant-probes.ts'
import { allIdsOf, FIXTURE_SOURCE, startFuzzFixture, type Fixture } from './fuzz/fuzz-fixture.ts'
import { changedTables, snapshotTenant } from './fuzz/store-snapshot.ts'

// Decision 5, for every route the OpenAPI document lists with an id: workspace A's all-scopes token
// naming B's records (and A's records of another kind) gets 404 not_found in the envelope, and neither
// workspace changes. Generated from the served document, so a new route with an id is covered at once.

describe(`another tenant's ids on every route with an id (${BACKEND})`, () => {
  let fx: Fixture
  before(async () => { fx = await startFuzzFixture() })
  after(async () => { await fx?.close() })

  const send = async (probe: Probe) => {
    const response = await fx.t.app.inject({ method: probe.method as 'GET', url: probe.url, headers: probe.headers, ...(probe.payload !== undefined ? { payload: probe.payload } : {}) })
    return { status: response.statusCode, body: response.body, json: (() => { try { return response.json() } catch { return undefined } })() }
  }

  test('every method on every id of B, and on A\'s ids of the wrong kind, is 404 not_found, and nothing changes', async () => {
    const probes = foreignIdProbes(fx)
    const covered = new Set(probes.map((p) => p.op.key))
    assert.deepEqual([...covered].sort(), idOperations(fx).map((op) => op.key).sort())
    const beforeA = await snapshotTenant(fx.t.storage.db, fx.a.tenantId)
    const beforeB = await snapshotTenant(fx.t.storage.db, fx.b.tenantId)
    const wrong: string[] = []
    for (const probe of probes) {
      const answer = await send(probe)
      if (answer.status !== 404 || answer.json?.error?.code !== 'not_found') {
        wrong.push(`${probe.op.key} [${probe.label}] ${probe.method} ${probe.url}${probe.payload ? ` ${probe.payload.slice(0, 120)}` : ''} → ${answer.status} ${answer.body.slice(0, 200)}`)
      }
    }
    const changedB = changedTables(beforeB, await snapshotTenant(fx.t.storage.db, fx.b.tenantId))
    const changedA = changedTables(beforeA, await snapshotTenant(fx.t.storage.db, fx.a.tenantId))
    console.log(`cross-tenant (${BACKEND}): ${probes.length} probes over ${covered.size} operations with a path id; ${wrong.length} not 404 not_found; B changed: ${changedB.join(', ') || 'nothing'}; A changed: ${changedA.join(', ') || 'nothing'}`)
    assert.deepEqual(wrong, [])
    assert.deepEqual(changedB, [])
    assert.deepEqual(changedA, [])
  })

  test('ids of B in query parameters and body fields reveal nothing of B and change nothing of B', async () => {
    const probes = foreignFieldProbes(fx)
    assert.ok(probes.length > 0)
    const theirs = await allIdsOf(fx.t, fx.b.tenantId)
    const beforeB = await snapshotTenant(fx.t.storage.db, fx.b.tenantId)
    const wrong: string[] = []
    for (const probe of probes) {
      const answer = await send(probe)
      const sent = new Set(theirs.filter((id) => probe.url.includes(id) || probe.payload?.includes(id)))
      // An error may quote the id it was given; a success must not carry any id of B (beyond echoing the filter).
      const leaked = answer.status < 300 ? theirs.filter((id) => !sent.has(id) && answer.body.includes(id)) : []
      const envelope = answer.status >= 400 && !(answer.json?.error?.code in ERROR_CODES)
      if (answer.status >= 500 || leaked.length > 0 || envelope) {
        wrong.push(`${probe.op.key} [${probe.label}] → ${answer.status} ${leaked.length ? `reveals ${leaked.slice(0, 3).join(', ')}` : answer.body.slice(0, 200)}`)
      }
      if (answer.status < 300 && sent.size > 0 && probe.method !== 'GET') wrong.push(`${probe.op.key} [${probe.label}] accepted B's id: ${answer.status} ${answer.body.slice(0, 200)}`)
    }
    const changedB = changedTables(beforeB, await snapshotTenant(fx.t.storage.db, fx.b.tenantId))
    console.log(`cross-tenant fields (${BACKEND}): ${probes.length} probes (${probes.map((p) => `${p.op.key} ${p.label}`).join('; ')})`)
    assert.deepEqual(wrong, [])
    assert.deepEqual(changedB, [])
  })

  test('the same requests with A\'s own ids reach A\'s records (the probes are not refused for another reason)', async () => {
    const controls = controlProbes(fx)
    // Deletes last: they remove the record the other controls name.
    controls.sort((x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'))
    const wrong: string[] = []
    for (const probe of controls) {
      const answer = await send(probe)
      if (answer.status === 404 || answer.status >= 500) wrong.push(`${probe.op.key} ${probe.url} → ${answer.status} ${answer.body.slice(0, 200)}`)
    }
    assert.deepEqual(wrong, [])
  })

  // Last: it removes one of A's resources. Both workspaces have a source of the same name (the fixture's).
  test('a source name is the tenant\'s own: A\'s filter lists A\'s resources only, and A\'s complete import of it removes none of B\'s', async () => {
    const headers = { authorization: `Bearer ${fx.a.token}` }
    const theirs = await fx.t.storage.db.selectFrom('resources').select(['id', 'external_id']).where('tenant_id', '=', fx.b.tenantId).where('source', '=', FIXTURE_SOURCE).execute()
    const mine = await fx.t.storage.db.selectFrom('resources').selectAll().where('tenant_id', '=', fx.a.tenantId).where('source', '=', FIXTURE_SOURCE).execute()
    assert.ok(theirs.length > 0 && mine.length > 1)
    const listed = await fx.t.app.inject({ url: `/v1/resources?source=${FIXTURE_SOURCE}&limit=200`, headers })
    assert.deepEqual(listed.json().data.map((r: { id: string }) => r.id).sort(), mine.map((r) => r.id).sort())
    const beforeB = await snapshotTenant(fx.t.storage.db, fx.b.tenantId)
    // B's external ids in A's complete import: they become A's own resources, and B's stay B's.
    const kept = mine[0]!
    const items = [kept, ...theirs].map((r) => ({ kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: 'x', external_id: r.external_id }))
    const answer = await fx.t.app.inject({ method: 'POST', url: `/v1/resources/imports?source=${FIXTURE_SOURCE}&complete=true`, headers, payload: { resources: items } })
    assert.equal(answer.statusCode, 200, answer.body)
    assert.equal(answer.json().removed, mine.length - 1)
    assert.deepEqual(changedTables(beforeB, await snapshotTenant(fx.t.storage.db, fx.b.tenantId)), [])
  })
})
