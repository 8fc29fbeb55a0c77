import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, test } from 'node:test'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, sql } from 'kysely'
import { buildApp } from '../../app.ts'
import { createTenant, createToken } from '../../tenants/index.ts'
import { loadTemplate } from '../../../test/helpers/template.ts'
import { isUniqueViolation } from '../http/idempotency.ts'
import { openStorage, type Storage } from './database.ts'
import { EmbeddedStore, EmbeddedStoreStopped } from './embedded-store.ts'
import { pgliteDialect } from './serialized-driver.ts'
import type { Database } from './tables.ts'

// The embedded store runs in a thread of its own (README decision 85). These tests run on the embedded store
// whatever the backend of the run (DATABASE_URL or not), as serialized-driver.test.ts does.

describe('the embedded store in its own thread', () => {
  test('while it runs a long statement, a request that needs no database (/healthz) is answered before the statement ends', async () => {
    const dataDir = mkdtempSync(join(os.tmpdir(), 'posture-embedded-thread-'))
    const storage = await openStorage({ dataDir, loadDataDir: await loadTemplate() })
    const app = await buildApp({ storage, logLevel: 'silent', webhookSecretsKey: randomBytes(32) })
    const events: string[] = []
    try {
      // The statement writes `started` into the data directory, then runs until the test writes `release` there
      // (or, when the event loop is frozen and the test can never write it, gives up after about 30 s).
      const statement = sql`DO $$ BEGIN
          EXECUTE format('COPY (SELECT 1) TO %L', current_setting('data_directory') || '/started');
          FOR i IN 1..3000 LOOP
            EXIT WHEN (pg_stat_file('release', true)).size IS NOT NULL;
            PERFORM pg_sleep(0.01);
          END LOOP;
        END $$`.execute(storage.db).then(() => { events.push('statement ended') })
      while (!existsSync(join(dataDir, 'started')) && events.length === 0) await sleep(10)
      events.push('statement running')
      const healthz = await app.inject({ url: '/healthz' })
      events.push(`/healthz answered ${healthz.statusCode}`)
      writeFileSync(join(dataDir, 'release'), '')
      await statement
      assert.deepEqual(events, ['statement running', '/healthz answered 200', 'statement ended'])
    } finally {
      await app.close()
      await storage.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  // What PGlite gives on the thread that calls it (as the service ran it before) is the reference.
  async function both<T>(run: (query: (text: string, params?: unknown[]) => Promise<unknown>) => Promise<T>): Promise<{ direct: T; threaded: T }> {
    const direct = new PGlite('memory://', { loadDataDir: await loadTemplate() })
    const threaded = await EmbeddedStore.open({ loadDataDir: await loadTemplate() })
    try {
      return {
        direct: await run(async (text, params) => (await direct.query(text, params)).rows),
        threaded: await run(async (text, params) => (await threaded.query(text, params)).rows),
      }
    } finally {
      await direct.close()
      await threaded.close()
    }
  }

  // One literal per type a column of the schema has, and the types computed values take (count, avg, float).
  const VALUES: Record<string, string> = {
    _text: `ARRAY['a', NULL, 'c,"d"', '']::text[]`,
    bool: 'true',
    bytea: `'\\x00ff10'::bytea`,
    date: `'2026-01-31'::date`,
    int4: '2147483647',
    int8: '9007199254740993::int8',
    jsonb: `'{"a": [1, "x", null, {"b": true}], "n": 1.5, "s": "é😀"}'::jsonb`,
    text: `E'é😀\\n\\t'`,
    timestamptz: `'2026-01-31 12:34:56.789123+02'::timestamptz`,
    varchar: `'v'::varchar(10)`,
    xid8: `'123'::xid8`,
  }

  test('every column type of the schema comes back as PGlite gives it on the calling thread', async () => {
    const { threaded: schemaTypes } = await both((query) => query(`SELECT DISTINCT udt_name FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY 1`))
    assert.deepEqual((schemaTypes as { udt_name: string }[]).map((r) => r.udt_name).filter((t) => !(t in VALUES)), [], 'a type the schema uses is missing from VALUES')
    const select = `SELECT ${Object.entries(VALUES).map(([type, value]) => `${value} AS ${type}, NULL::${type === '_text' ? 'text[]' : type} AS null_${type}`).join(', ')},
      count(*) AS count, avg(g) AS numeric, 0.1::float8 AS float8, 'NaN'::float8 AS nan, '-0'::float8 AS minus_zero,
      '{}'::text[] AS empty_array, '"s"'::jsonb AS json_string, 'null'::jsonb AS json_null, interval '1 day 2 hours' AS interval
      FROM generate_series(1, 4) AS g`
    const { direct, threaded } = await both((query) => query(select))
    assert.deepStrictEqual(threaded, direct)
    const row = (threaded as Record<string, unknown>[])[0]!
    assert.ok(row.timestamptz instanceof Date && row.date instanceof Date, 'Dates')
    assert.ok(row.bytea instanceof Uint8Array && !Buffer.isBuffer(row.bytea), 'bytea as a Uint8Array, as PGlite gives it')
    assert.deepEqual(row._text, ['a', null, 'c,"d"', ''])
    assert.equal(typeof row.int4, 'number')
    assert.equal(row.null_timestamptz, null)
  })

  test('parameters of every kind the code binds arrive as they did', async () => {
    const params = [new Date('2026-01-31T12:34:56.789Z'), Buffer.from([0, 255, 16]), new Uint8Array([1, 2]), JSON.stringify({ a: [1, 'x'] }), ['a', 'b,c', null], 42n, 7, true, null, 'é😀']
    const { direct, threaded } = await both((query) => query(
      'SELECT $1::timestamptz AS t, $2::bytea AS b, $3::bytea AS u, $4::jsonb AS j, $5::text[] AS a, $6::int8 AS big, $7::int4 AS i, $8::bool AS f, $9::text AS n, $10::text AS s', params))
    assert.deepStrictEqual(threaded, direct)
    assert.equal(((threaded as Record<string, unknown>[])[0]!.t as Date).toISOString(), '2026-01-31T12:34:56.789Z')
  })

  test('a PostgreSQL error arrives with every property it had (code, detail, constraint, table…)', async () => {
    const properties = (error: unknown) => Object.fromEntries(Object.entries(error as object).filter(([, v]) => v !== undefined && typeof v !== 'object' && typeof v !== 'function'))
    const { direct, threaded } = await both(async (query) => {
      await query(`CREATE TABLE parent (id int PRIMARY KEY)`)
      await query(`CREATE TABLE child (id int CONSTRAINT child_key UNIQUE, parent int REFERENCES parent, n int NOT NULL DEFAULT 0 CONSTRAINT n_positive CHECK (n >= 0))`)
      await query(`INSERT INTO parent VALUES (1)`)
      await query(`INSERT INTO child (id, parent) VALUES (1, 1)`)
      const failures: unknown[] = []
      for (const statement of [
        `INSERT INTO child (id, parent) VALUES (1, 1)`, // 23505
        `INSERT INTO child (id, parent) VALUES (2, 99)`, // 23503
        `INSERT INTO child (id, n) VALUES (3, NULL)`, // 23502
        `INSERT INTO child (id, n) VALUES (4, -1)`, // 23514
        `SELEC 1`, // 42601
      ]) failures.push(await query(statement).then(() => assert.fail(`${statement} succeeded`), (error: unknown) => error))
      return failures
    })
    assert.deepEqual(threaded.map(properties), direct.map(properties))
    assert.deepEqual(threaded.map((e) => (e as Error).message), direct.map((e) => (e as Error).message))
    const [unique, foreignKey] = threaded as (Error & { code: string; constraint: string; detail: string; table: string })[]
    assert.ok(unique instanceof Error && isUniqueViolation(unique))
    assert.equal(unique.constraint, 'child_key')
    assert.equal(unique.detail, 'Key (id)=(1) already exists.')
    assert.equal(foreignKey!.code, '23503')
    assert.equal(foreignKey!.table, 'child')
  })

  test('NOTIFY is delivered to the main thread\'s listener, until it unlistens', async () => {
    const store = await EmbeddedStore.open({})
    try {
      const heard: string[] = []
      const unlisten = await store.listen('posture_test', (payload) => heard.push(payload))
      await store.query(`SELECT pg_notify('posture_test', 'one')`)
      for (let i = 0; i < 1000 && heard.length === 0; i++) await sleep(5)
      await unlisten()
      await store.query(`SELECT pg_notify('posture_test', 'two')`)
      await store.query('SELECT 1') // a round trip after the second notification: it would have been delivered by now
      assert.deepEqual(heard, ['one'])
    } finally {
      await store.close()
    }
  })

  test('a call sent just before close() is settled (answered, or refused as closed), never left waiting; later calls are refused', async () => {
    const store = await EmbeddedStore.open({ loadDataDir: await loadTemplate() })
    const pending = store.query('SELECT pg_sleep(0.2) AS slept')
    await store.close()
    const [outcome] = await Promise.allSettled([pending])
    assert.ok(outcome.status === 'fulfilled' || /PGlite is closed/.test(String(outcome.reason)), String(outcome.status === 'rejected' ? outcome.reason : ''))
    await assert.rejects(store.query('SELECT 1'), /PGlite is closed/)
    assert.equal(store.closed, true)
  })

  test('a thread that dies is a database outage: calls in flight and later ones fail at once, the API answers 503', async () => {
    // A heap too small for the result of one query: the thread runs out of memory and ends (the main thread goes on).
    const pglite = await EmbeddedStore.open({ loadDataDir: await loadTemplate(), memoryMb: 128 })
    const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) })
    const storage: Storage = { db, kind: 'pglite', pglite, close: async () => { await db.destroy() } }
    const app = await buildApp({ storage, logLevel: 'silent', webhookSecretsKey: randomBytes(32) })
    try {
      const tenant = await createTenant(db, { name: 'Thread', seed: 1, sandboxData: false })
      const headers = { authorization: `Bearer ${(await createToken(db, tenant.id, { scopes: ['findings:read'] })).token}` }
      assert.equal((await app.inject({ url: '/v1/findings', headers })).statusCode, 200)
      const huge = pglite.query(`SELECT repeat('x', 1000000) FROM generate_series(1, 1000)`)
      const waiting = sql`SELECT 1`.execute(db)
      await assert.rejects(huge, (error: Error & { code?: string }) => error instanceof EmbeddedStoreStopped && error.code === '08006' && /out of memory/.test(error.message))
      await assert.rejects(waiting, EmbeddedStoreStopped)
      assert.equal(pglite.closed, true)
      const after = await app.inject({ url: '/v1/findings', headers })
      assert.equal(after.statusCode, 503, after.body)
      assert.equal(after.json().error.code, 'service_unavailable')
      assert.equal((await app.inject({ url: '/readyz' })).statusCode, 503)
      assert.equal((await app.inject({ url: '/healthz' })).statusCode, 200)
    } finally {
      await app.close()
      await storage.close()
      await pglite.close()
    }
  })
})
