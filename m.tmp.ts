import { buildApp } from './src/app.ts'
import { openStorage } from './src/platform/db/database.ts'
import { migrateToLatest } from './src/platform/db/migrate.ts'
import { createTenant, createToken } from './src/tenants/index.ts'
const storage = await openStorage({})
await migrateToLatest(storage.db)
let t = Date.now()
const tenant = await createTenant(storage.db, { name: 'Acme', seed: 1 })
console.log('tenant ms', Date.now() - t)
const tok = await createToken(storage.db, tenant.id, { scopes: ['findings:read', 'resources:read'] })
const app = await buildApp({ storage })
const h = { authorization: `Bearer ${tok.token}` }
for (const url of ['/v1/findings?limit=2', '/v1/findings?severity=bad', '/v1/findings?limit=0', '/v1/findings?foo=1', '/v1/findings?detected_after=yesterday', '/v1/audits', '/v1/nope', '/healthz', '/v1/findings/fnd_x', '/v1/findings?cursor=abc', '/v1/findings?status=nope']) {
  const r = await app.inject({ url, headers: h })
  console.log(url, r.statusCode, JSON.stringify(r.headers).slice(0, 200), r.body.slice(0, 300))
}
let r = await app.inject({ method: 'POST', url: '/v1/findings', headers: { ...h, 'content-type': 'application/json' }, payload: '{bad' })
console.log('POST', r.statusCode, r.headers.allow, r.body)
r = await app.inject({ url: '/v1/findings' })
console.log('noauth', r.statusCode, r.headers['www-authenticate'], r.body)
r = await app.inject({ url: '/v1/openapi.json' })
console.log('openapi', r.statusCode, r.body.length)
r = await app.inject({ url: '/docs' })
console.log('docs', r.statusCode, r.headers.location)
await app.close(); await storage.close()
