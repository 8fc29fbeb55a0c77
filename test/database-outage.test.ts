import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildApp } from '../src/app.ts'
import { openStorage } from '../src/platform/db/database.ts'
import { migrateToLatest } from '../src/platform/db/migrate.ts'
import { startTcpProxy } from './fakes/tcp-proxy.ts'
import { DATABASE_URL, emptyPostgresSchema } from './helpers/harness.ts'

// Issue 16, fault 2: a frozen PostgreSQL (`kill -STOP`) held /readyz and every database request with it.
// Reproduced with a proxy in front of the real server that stops passing bytes, as a stopped process does.

/** Fails instead of hanging: nothing here may wait on a hung database. */
const within = <T>(promise: Promise<T>, what: string, ms = 5000) =>
  Promise.race([promise, sleep(ms).then(() => { throw new Error(`${what}: no answer within ${ms} ms`) })])

test('a frozen database: /healthz answers, /readyz says 503 within a second with Retry-After, and recovers', { skip: !DATABASE_URL && 'needs DATABASE_URL' }, async () => {
  const schema = await emptyPostgresSchema()
  const target = new URL(schema.url)
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
  target.hostname = '127.0.0.1'
  target.port = String(proxy.port)
  const storage = await openStorage({ databaseUrl: target.toString() })
  await migrateToLatest(storage.db)
  const app = await buildApp({ storage, logLevel: 'silent', webhookSecretsKey: randomBytes(32) })
  try {
    assert.equal((await app.inject({ url: '/readyz' })).statusCode, 200)

    proxy.freeze(true)
    assert.equal((await within(app.inject({ url: '/healthz' }), '/healthz')).statusCode, 200)
    const notReady = await within(app.inject({ url: '/readyz' }), '/readyz')
    assert.equal(notReady.statusCode, 503, notReady.body)
    assert.equal(notReady.json().error.code, 'service_unavailable')
    assert.equal(notReady.headers['retry-after'], '5')

    proxy.freeze(false)
    let ready = 0
    for (let i = 0; i < 50 && ready !== 200; i++) {
      ready = (await within(app.inject({ url: '/readyz' }), '/readyz after the thaw')).statusCode
      if (ready !== 200) await sleep(100)
    }
    assert.equal(ready, 200, 'ready again once the database answers')
  } finally {
    await app.close()
    await storage.close()
    await proxy.cut()
    await schema.drop()
  }
})
