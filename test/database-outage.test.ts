import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildApp } from '../src/app.ts'
import { openStorage } from '../src/platform/db/database.ts'
import { migrateToLatest } from '../src/platform/db/migrate.ts'
import { createTenant, createToken } from '../src/tenants/index.ts'
import { startTcpProxy } from './fakes/tcp-proxy.ts'
import { DATABASE_URL, emptyPostgresSchema } from './helpers/harness.ts'

// Issue 16, fault 2: a frozen PostgreSQL (`kill -STOP`) held /readyz and every database request with it.
// Reproduced with a proxy in front of the real server that stops passing bytes, as a stopped process does.

/** Fails instead of hanging: nothing here may wait on a hung database. */
const within = <T>(promise: Promise<T>, what: string, ms = 5000) =>
  Promise.race([promise, sleep(ms).then(() => { throw new Error(`${what}: no answer within ${ms} ms`) })])

test('a frozen database: /healthz answers, a request gets 503 at its statement deadline, /readyz says 503 within a second with Retry-After, and all recover', { skip: !DATABASE_URL && 'needs DATABASE_URL' }, async () => {
  const schema = await emptyPostgresSchema()
  const target = new URL(schema.url)
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
  target.hostname = '127.0.0.1'
  target.port = String(proxy.port)
  // The API's pool as main.ts opens it, with a shorter statement deadline than the service's 15 s.
  const storage = await openStorage({ databaseUrl: target.toString(), queryTimeoutMs: 1000 })
  await migrateToLatest(storage.db)
  const app = await buildApp({ storage, logLevel: 'silent', webhookSecretsKey: randomBytes(32) })
  try {
    assert.equal((await app.inject({ url: '/readyz' })).statusCode, 200)

    const tenant = await createTenant(storage.db, { name: 'Frozen', seed: 1, sandboxData: false })
    const token = await createToken(storage.db, tenant.id, { scopes: ['findings:read'] })
    const headers = { authorization: `Bearer ${token.token}` }
    assert.equal((await app.inject({ url: '/v1/findings', headers })).statusCode, 200)

    proxy.freeze(true)
    assert.equal((await within(app.inject({ url: '/healthz' }), '/healthz')).statusCode, 200)
    // The token is cached: the request reaches its query, which gives up after the statement deadline.
    const held = await within(app.inject({ url: '/v1/findings', headers }), '/v1/findings')
    assert.equal(held.statusCode, 503, held.body)
    assert.equal(held.json().error.code, 'service_unavailable')
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
    let list = 0
    for (let i = 0; i < 50 && list !== 200; i++) {
      list = (await within(app.inject({ url: '/v1/findings', headers }), '/v1/findings after the thaw')).statusCode
      if (list !== 200) await sleep(100)
    }
    assert.equal(list, 200, 'requests are served again')
  } finally {
    await app.close()
    await storage.close()
    await proxy.cut()
    await schema.drop()
  }
})
