import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { setTimeout as sleep } from 'node:timers/promises'
import { insertEvents, type NewEvent } from '../src/events/index.ts'
import { BACKEND, startTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'

// The feed's cursor is the caller's own: it must not tell a tenant how much the others wrote (decision 68).

const event = (n: number): NewEvent => ({ type: 'resource.added', data: {
  resource: { id: `res_${n}`, kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: `b${n}`, external_id: `arn:aws:s3:::b${n}` },
} } as NewEvent)

interface Feed { data: { id: string }[]; next_cursor: string; has_more: boolean }

describe(`the event feed's cursor reveals nothing of other tenants (${BACKEND})`, () => {
  let t: TestApp
  before(async () => { t = await startTestApp({ rateLimitPerMinute: 1_000_000 }) })
  after(async () => { await t.close() })

  const get = async (tenant: TestTenant, query: string) => {
    const response = await t.app.inject({ url: `/v1/events/feed?${query}`, headers: tenant.headers })
    return { status: response.statusCode, body: response.json() }
  }
  const feed = async (tenant: TestTenant, query: string): Promise<Feed> => {
    const { status, body } = await get(tenant, query)
    assert.equal(status, 200, JSON.stringify(body))
    return body as Feed
  }
  /** Waits until the feed's horizon (the oldest transaction running in the cluster) has passed the tenant's events. */
  const settled = async (tenantId: string) => {
    for (let i = 0; i < 600; i++) {
      const { rows } = await sql<{ held: boolean }>`select exists (select 1 from events where tenant_id = ${tenantId}
        and xid >= pg_snapshot_xmin(pg_current_snapshot())) as held`.execute(t.storage.db)
      if (!rows[0]!.held) return
      await sleep(50)
    }
    throw new Error(`the feed's horizon did not pass the events of ${tenantId} within 30 s`)
  }
  /** Another tenant's activity: events in transactions of their own, and samples through the API. */
  const activityOf = async (tenant: TestTenant) => {
    for (let i = 0; i < 5; i++) await insertEvents(t.storage.db, tenant.id, [event(i), event(i + 10)])
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/v1/events/samples', headers: tenant.headers, payload: { type: 'finding.created' } })
      assert.equal(response.statusCode, 201)
    }
  }

  test('two reads by one tenant around another tenant\'s activity give the same cursors', async () => {
    const a = await t.tenant({ sandbox: false })
    const b = await t.tenant({ sandbox: false })
    await insertEvents(t.storage.db, a.id, [event(1)]) // A has a past of its own
    await settled(a.id)
    const start = await feed(a, '')
    const read = await feed(a, `cursor=${encodeURIComponent(start.next_cursor)}`)
    assert.deepEqual(read.data, [])

    await activityOf(b)

    const startAgain = await feed(a, '')
    const readAgain = await feed(a, `cursor=${encodeURIComponent(read.next_cursor)}`)
    assert.deepEqual(readAgain.data, [])
    assert.equal(startAgain.next_cursor, start.next_cursor, 'starting now: the same cursor whatever B did')
    assert.equal(readAgain.next_cursor, read.next_cursor, 'following: the same cursor whatever B did')

    // The cursor does not carry the transaction counter, in any spelling.
    const { rows } = await sql<{ xid: string }>`select pg_current_xact_id()::text as xid`.execute(t.storage.db)
    const counter = BigInt(rows[0]!.xid)
    for (const cursor of [start.next_cursor, read.next_cursor]) {
      for (let near = counter - 50n; near <= counter; near++) assert.ok(!cursor.includes(String(near)), `${cursor} holds ${near}`)
    }

    // A's own activity moves A's cursor, and A gets its event once.
    await insertEvents(t.storage.db, a.id, [event(2)])
    await settled(a.id)
    const mine = await feed(a, `cursor=${encodeURIComponent(readAgain.next_cursor)}`)
    assert.equal(mine.data.length, 1)
    assert.notEqual(mine.next_cursor, readAgain.next_cursor)
    assert.deepEqual((await feed(a, `cursor=${encodeURIComponent(mine.next_cursor)}`)).data, [])
  })

  test('another tenant\'s cursor, a tampered cursor, or a counter written by hand is 422 invalid_cursor', async () => {
    const a = await t.tenant({ sandbox: false })
    const b = await t.tenant({ sandbox: false })
    await insertEvents(t.storage.db, a.id, [event(1)])
    const cursorOfA = (await feed(a, '')).next_cursor
    const { rows } = await sql<{ xid: string }>`select pg_current_xact_id()::text as xid`.execute(t.storage.db)
    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1)
    for (const [who, cursor] of [
      [b, cursorOfA], // A's position means nothing to B
      [a, flip(cursorOfA, 0)],
      [a, flip(cursorOfA, Math.floor(cursorOfA.length / 2))],
      [a, flip(cursorOfA, cursorOfA.length - 1)],
      [a, cursorOfA.slice(0, -2)],
      [a, `${rows[0]!.xid}.`], // the former `<xid>.<id>` spelling: a probe of the counter
      [a, '1.'],
      [a, 'A'.repeat(40)],
      [a, 'x'.repeat(500)],
    ] as const) {
      const { status, body } = await get(who, `cursor=${encodeURIComponent(cursor)}`)
      assert.equal(status, 422, cursor)
      assert.ok(['invalid_cursor', 'invalid_parameter'].includes(body.error.code), `${cursor}: ${body.error.code}`)
    }
    assert.equal((await get(b, `cursor=${encodeURIComponent(cursorOfA)}`)).body.error.code, 'invalid_cursor')
  })
})
