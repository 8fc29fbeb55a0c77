import { startTestApp } from './test/helpers/harness.ts'
const t = await startTestApp()
const tenant = await t.tenant({ sandbox: false })
const h = tenant.headers
for (const [method, url, headers] of [
  ['GET', '/%', {}], ['GET', '/v1/findings/%zz', h], ['GET', '/v1/findings?severity=%E0%A4%A', h], ['GET', '/v1/findings/' + 'a'.repeat(300), h],
  ['GET', '/v1/findings', { authorization: 'Bearer ' + 'x'.repeat(10000) }], ['GET', '/v1/findings?limit=5&limit=6', h],
  ['GET', '/v1/findings?cursor=' + 'a'.repeat(600), h], ['GET', '/v1/findings?detected_after=2026-01-01', h],
  ['OPTIONS', '/v1/findings', h], ['HEAD', '/v1/findings', h], ['GET', '/v1/findings/', h], ['GET', '//v1/findings', h],
  ['GET', '/v1/findings?resource_id=' + 'r'.repeat(100), h], ['GET', '/v1/findings?severity=', h], ['GET', '/v1/findings?__proto__=1', h],
] as [string, string, Record<string,string>][]) {
  const r = await t.app.inject({ method: method as 'GET', url, headers })
  console.log(method, url.slice(0, 50), r.statusCode, r.body.slice(0, 160))
}
await t.close()
