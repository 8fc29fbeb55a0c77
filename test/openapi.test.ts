import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { promisify } from 'node:util'
import { ERROR_CODES } from '../src/platform/http/error-codes.ts'
import { BACKEND, startTestApp, type TestApp } from './helpers/harness.ts'

const run = promisify(execFile)

describe(`OpenAPI 3.1 document and reference page (${BACKEND})`, () => {
  let t: TestApp
  let doc: any
  before(async () => {
    t = await startTestApp()
    doc = (await t.app.inject({ url: '/v1/openapi.json' })).json()
  })
  after(async () => { await t.close() })

  test('describes every route with its parameters, responses, errors and the bearer scheme', () => {
    assert.equal(doc.openapi, '3.1.0')
    assert.deepEqual(doc.components.securitySchemes.bearerAuth, { type: 'http', scheme: 'bearer', description: doc.components.securitySchemes.bearerAuth.description })
    for (const kind of ['findings', 'resources', 'audits', 'policies', 'reports']) {
      const list = doc.paths[`/v1/${kind}`].get
      assert.deepEqual(list.security, [{ bearerAuth: [] }], kind)
      const params = list.parameters.map((p: { name: string }) => p.name)
      assert.ok(params.includes('limit') && params.includes('cursor'), kind)
      for (const status of ['200', '401', '403', '422', '429', '500']) assert.ok(list.responses[status], `${kind} ${status}`)
      const envelope = list.responses['200'].content['application/json'].schema
      assert.deepEqual(Object.keys(envelope.properties).sort(), ['data', 'has_more', 'next_cursor'])
      assert.ok(doc.paths[`/v1/${kind}/{id}`].get.responses['404'], kind)
    }
    const findingParams = doc.paths['/v1/findings'].get.parameters.map((p: { name: string }) => p.name)
    for (const name of ['severity', 'dimension', 'status', 'resource_id', 'audit_id', 'check_id', 'detected_after', 'detected_before']) {
      assert.ok(findingParams.includes(name), name)
    }
    const errorSchema = doc.paths['/v1/findings'].get.responses['422'].content['application/json'].schema
    assert.deepEqual([...errorSchema.properties.error.properties.code.enum].sort(), Object.keys(ERROR_CODES).sort())
    assert.ok(doc.paths['/healthz'] && doc.paths['/readyz'])
  })

  test('passes `redocly lint` (recommended rules) with no errors and no warnings', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'posture-openapi-'))
    const file = join(dir, 'openapi.json')
    writeFileSync(file, JSON.stringify(doc))
    const result = await run('npx', ['--no-install', 'redocly', 'lint', file, '--format', 'json'], { timeout: 120_000, maxBuffer: 16 * 1024 * 1024 })
      .catch((error: { stdout: string; stderr: string; code: number }) => error)
    const report = JSON.parse(result.stdout)
    // Known exceptions: /v1/findings/bulk_updates/{id} and /v1/findings/imports/{id} (the paths issues 17 and 20
    // name) and /v1/findings/{id}/history or /notes both match /v1/findings/bulk_updates/history in the abstract; no
    // finding id is `bulk_updates` or `imports` (ids are `fnd_…`) and the router prefers the static segment, so no
    // request is ambiguous (README, decision 43).
    const knownAmbiguity = /^warn no-ambiguous-paths: .*`\/v1\/findings\/\{id\}\/(history|notes)` and `\/v1\/findings\/(bulk_updates|imports)\/\{id\}`/
    const problems = report.problems.map((p: { severity: string; ruleId: string; message: string }) => `${p.severity} ${p.ruleId}: ${p.message}`)
      .filter((p: string) => !knownAmbiguity.test(p))
    assert.deepEqual(problems, [])
  })

  test('the reference page at /docs is served from local files', async () => {
    const page = await t.app.inject({ url: '/docs/' })
    const html = page.statusCode === 302 ? (await t.app.inject({ url: page.headers.location as string })).body : page.body
    assert.match(html, /swagger-ui/i)
    assert.doesNotMatch(html, /https?:\/\/(?!127\.0\.0\.1)[a-z]/i)
    const script = await t.app.inject({ url: '/docs/static/swagger-ui-bundle.js' })
    assert.equal(script.statusCode, 200)
    assert.ok(script.body.length > 100_000)
  })
})
