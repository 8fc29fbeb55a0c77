import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.ts'
import { openStorage } from '../src/platform/db/database.ts'
import { migrateToLatest } from '../src/platform/db/migrate.ts'
import { createTenant, createToken } from '../src/tenants/index.ts'
import { startTcpProxy } from './fakes/tcp-proxy.ts'
import { until } from './fakes/webhook-receiver.ts'
import { DATABASE_URL, emptyPostgresSchema } from './helpers/harness.ts'
import { largeSarif } from './helpers/large-sarif.ts'

// Issue 40, items 1, 2 and 4: a large findings import sent with an Idempotency-Key while the database is cut
// (connections reset, new ones refused) or frozen (kill -STOP: nothing answers) through a TCP proxy, between
// the service and a real PostgreSQL. What must hold: the client gets 503 `service_unavailable` in the
// envelope (it got 500 FST_ERR_FAILED_ERROR_SERIALIZATION: giving the key back failed inside onSend), within
// the statement deadline when frozen (it took a second deadline more: the release's own statement),
// and once the database is back the same key runs the import (it was 409 `idempotency_key_in_use` for 10 minutes).
// Since README decision 86 the file is read whole before the first write and each batch commits on its own:
// the cut comes while the upload is held halfway (nothing written: nothing stored), the freeze after the
// first batch committed (the import is recorded failed once the database is back, with what its batches
// changed, and the retry converges: the batches' findings are found again, the rest created).
const RESULTS = 20_000
/** The API's statement deadline here (the service's is 5 s): a frozen database's answer must come within it, plus slack. */
const DEADLINE_MS = 2000

async function outageHarness() {
  const schema = await emptyPostgresSchema()
  const target = new URL(schema.url)
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
  target.hostname = '127.0.0.1'
  target.port = String(proxy.port)
  const storage = await openStorage({ databaseUrl: target.toString(), queryTimeoutMs: DEADLINE_MS })
  /** The same schema, not through the proxy: to see what the import committed while the proxy is cut. */
  const direct = await openStorage({ databaseUrl: schema.url })
  await migrateToLatest(storage.db)
  const app: FastifyInstance = await buildApp({ storage, logLevel: 'silent', webhookSecretsKey: randomBytes(32), rateLimitPerMinute: 1_000_000 })
  const tenant = await createTenant(storage.db, { name: 'Outage', seed: 1, sandboxData: false })
  const token = await createToken(storage.db, tenant.id, { scopes: ['findings:read', 'findings:write'] })
  const headers = { authorization: `Bearer ${token.token}`, 'content-type': 'application/json', 'idempotency-key': `outage-${randomBytes(4).toString('hex')}` }
  return {
    app, proxy, headers,
    /** The key's row, if any (a released key has none). */
    /** The import's records as the database holds them (not through the proxy). */
    imports: () => direct.db.selectFrom('finding_imports').select(['status', 'counts', 'failure_reason']).where('tenant_id', '=', tenant.id).execute(),
    keyRow: () => storage.db.selectFrom('idempotency_keys').select(['status']).where('tenant_id', '=', tenant.id).where('key', '=', headers['idempotency-key']).executeTakeFirst(),
    /** The import with the key; `held` keeps its second half back until released. */
    post: (held?: { reached: () => void; released: Promise<void> }) => app.inject({ method: 'POST', url: '/v1/findings/imports', headers, payload: Readable.from(gated(held)) }),
    async close() {
      await app.close()
      await storage.close()
      await direct.close()
      await proxy.cut()
      await schema.drop()
    },
  }
}

/** The file, paused halfway (after the header and half the results) until `released` when `held` is given. */
async function* gated(held?: { reached: () => void; released: Promise<void> }) {
  let chunks = 0
  for (const chunk of largeSarif({ results: RESULTS })) {
    if (held && chunks++ === 1 + RESULTS / 400) {
      held.reached()
      await held.released
    }
    yield chunk
  }
}

function gate() {
  let reached!: () => void
  let release!: () => void
  const reachedP = new Promise<void>((resolve) => { reached = resolve })
  const released = new Promise<void>((resolve) => { release = resolve })
  return { held: { reached, released }, reached: reachedP, release }
}

/** The same key again once the database is back, as a client retries it: it runs the import. */
async function retryAfterOutage(h: Awaited<ReturnType<typeof outageHarness>>) {
  for (let attempt = 0; ; attempt++) {
    const again = await h.post()
    // A client retries 503s (the pool may hand out a connection the cut closed before noticing) and
    // import_in_progress (an interrupted import holds the tenant's slot until its failure is recorded).
    if ((again.statusCode === 503 || (again.statusCode === 409 && again.json().error.code === 'import_in_progress')) && attempt < 50) {
      await sleep(200)
      continue
    }
    return again
  }
}

function assertEnveloped503(response: { statusCode: number; body: string; headers: Record<string, unknown>; json(): { error?: { code: string; request_id: string } } }) {
  assert.equal(response.statusCode, 503, response.body)
  assert.equal(response.json().error?.code, 'service_unavailable')
  assert.match(response.json().error!.request_id, /^req_/)
  assert.ok(response.headers['retry-after'], 'with Retry-After')
}

test('an import with an Idempotency-Key cut off from the database: an enveloped 503, and the same key runs it once the database is back', { skip: !DATABASE_URL && 'needs DATABASE_URL (a TCP proxy before a real server)', timeout: 240_000 }, async () => {
  const h = await outageHarness()
  try {
    const { held, reached, release } = gate()
    const answer = h.post(held)
    await reached
    await h.proxy.down()
    release()
    assertEnveloped503(await answer)

    await h.proxy.up()
    // The release the outage refused is retried in the background: the key is given back with no new request.
    await until('the key released once the database is back', async () => (await h.keyRow().catch(() => 'unreachable')) === undefined, 30_000)
    const again = await retryAfterOutage(h)
    assert.equal(again.statusCode, 201, again.body)
    assert.equal(again.headers['idempotent-replayed'], undefined, 'it ran')
    assert.equal(again.json().counts.created, RESULTS, 'the import cut before its first write left nothing behind')
    const replay = await h.post()
    assert.deepEqual([replay.statusCode, replay.headers['idempotent-replayed']], [201, 'true'])
  } finally {
    await h.close()
  }
})

test('an import with an Idempotency-Key when the database freezes after its first batch: an enveloped 503 within the statement deadline, and the same key converges after the thaw', { skip: !DATABASE_URL && 'needs DATABASE_URL (a TCP proxy before a real server)', timeout: 240_000 }, async (t) => {
  const h = await outageHarness()
  try {
    const answer = h.post()
    const [running] = await until('the first batch committed', async () => {
      const rows = await h.imports()
      return rows.length === 1 && rows[0]!.status === 'running' ? rows : undefined
    }, 120_000)
    h.proxy.freeze(true)
    const frozenAt = performance.now()
    const response = await answer
    const waited = performance.now() - frozenAt
    assertEnveloped503(response)
    t.diagnostic(`answered ${Math.round(waited)} ms into the freeze, ${(running!.counts as { created: number }).created} findings committed before it`)
    // One statement deadline, not two: the key's release, tried before answering, waited out a deadline of its own.
    // What the answer may take: the deadline, then the ping (≤ 1 s) that tells a cut statement from an outage.
    assert.ok(waited < DEADLINE_MS + 1_500, `answered ${Math.round(waited)} ms into the freeze; the deadline is ${DEADLINE_MS} ms, the ping's bound 1,000 ms`)

    h.proxy.freeze(false)
    // The failure is recorded once the database is back (in the background: the answer did not wait for it), or
    // shown once the lease lapsed.
    const [failed] = await until('the import shown failed', async () => {
      const listed = await h.app.inject({ url: '/v1/findings/imports', headers: { authorization: h.headers.authorization } })
      const rows = listed.statusCode === 200 ? listed.json().data as { status: string; counts: unknown }[] : []
      return rows[0]?.status === 'failed' ? rows : undefined
    }, 60_000)
    const committed = (failed!.counts as { created: number }).created
    assert.ok(committed >= 2_000 && committed < RESULTS, `the committed batches are counted (${committed})`)
    assert.equal((failed!.counts as { resolved: number }).resolved, 0)
    const again = await retryAfterOutage(h)
    assert.equal(again.statusCode, 201, again.body)
    assert.equal(again.headers['idempotent-replayed'], undefined, 'it ran')
    assert.deepEqual([again.json().counts.created, again.json().counts.unchanged], [RESULTS - committed, committed], 'the retry converges')
  } finally {
    await h.close()
  }
})
