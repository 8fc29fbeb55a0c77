import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { before, describe, test } from 'node:test'
import { promisify } from 'node:util'
import { clientOperations, generateSdkSources, methodName, type OpenApiDocument } from '../sdk/scripts/generate.ts'
import { startTestApp } from './helpers/harness.ts'
import { ROOT } from './helpers/processes.ts'

const run = promisify(execFile)

// The SDK's generated half and its build are committed (the package is used from the repository, and the
// service signs webhooks with it): these fail when either is stale, naming the command that refreshes both.
describe('the committed SDK is current', () => {
  let document: OpenApiDocument
  before(async () => {
    const t = await startTestApp()
    document = (await t.app.inject({ url: '/v1/openapi.json' })).json()
    await t.close()
  })

  test('sdk/src/openapi.ts and operations.ts are what the served OpenAPI document generates', async () => {
    const sources = await generateSdkSources(document)
    assert.equal(readFileSync(join(ROOT, 'sdk/src/openapi.ts'), 'utf8'), sources.openapi, 'sdk/src/openapi.ts is stale: run npm run build:sdk')
    assert.equal(readFileSync(join(ROOT, 'sdk/src/operations.ts'), 'utf8'), sources.operations, 'sdk/src/operations.ts is stale: run npm run build:sdk')
  })

  test('every /v1 operation has a method, named from its operationId', () => {
    const operations = clientOperations(document)
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId))
    for (const op of operations) assert.ok(ids.includes(op.id))
    assert.ok(operations.length >= 50, `${operations.length} operations`)
    assert.deepEqual(
      ['listFindings', 'createFindingNote', 'findingStats', 'rotateWebhookSecret', 'listAuditLog', 'getSlaPolicy'].map((id) => { const op = operations.find((o) => o.id === id)!; return `${op.namespace}.${op.name}` }),
      ['findings.list', 'findings.createNote', 'findings.stats', 'webhookEndpoints.rotateSecret', 'auditLog.list', 'findings.getSlaPolicy'],
    )
    assert.equal(methodName('previewSuppressionRule', 'suppression_rules'), 'preview')
  })

  test('sdk/dist is what `tsc -p sdk/tsconfig.json` emits from sdk/src, file for file', async () => {
    const out = mkdtempSync(join(tmpdir(), 'posture-sdk-'))
    await run('npx', ['--no-install', 'tsc', '-p', 'sdk/tsconfig.json', '--outDir', out], { cwd: ROOT, timeout: 120_000 })
    const emitted = readdirSync(out).sort()
    assert.deepEqual(readdirSync(join(ROOT, 'sdk/dist')).sort(), emitted, 'sdk/dist holds other files: run npm run build:sdk')
    for (const file of emitted) assert.equal(readFileSync(join(ROOT, 'sdk/dist', file), 'utf8'), readFileSync(join(out, file), 'utf8'), `sdk/dist/${file} is stale: run npm run build:sdk`)
  })

  test('the package is publishable: ESM, typed exports, no runtime dependency', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'sdk/package.json'), 'utf8'))
    assert.equal(pkg.name, '@posture/sdk')
    assert.equal(pkg.type, 'module')
    assert.equal(pkg.dependencies, undefined)
    for (const entry of ['.', './webhooks']) {
      assert.ok(existsSync(join(ROOT, 'sdk', pkg.exports[entry].types)), `${entry} types`)
      assert.ok(existsSync(join(ROOT, 'sdk', pkg.exports[entry].default)), `${entry} module`)
    }
  })
})

test('receivers import verifyWebhook from `posture/webhooks` in plain Node (no TypeScript loader)', async () => {
  // The signature is computed here with node:crypto alone, as the spec describes, not with the package.
  const script = `
    import { createHmac } from 'node:crypto'
    import { verifyWebhook, WebhookVerificationError } from 'posture/webhooks'
    const secret = 'whsec_test'
    const body = JSON.stringify({ event_id: 'evt_1', type: 'finding.created', created_at: '2026-11-24T09:00:00.000Z', data: { finding: {} } })
    const now = Math.floor(Date.now() / 1000)
    const headers = (ts, b = body) => ({
      'x-service-event': 'finding.created', 'x-service-event-id': 'evt_1', 'x-service-timestamp': String(ts),
      'x-service-signature': 'sha256=' + createHmac('sha256', secret).update(ts + '.' + b).digest('hex'),
    })
    const outcome = (options) => { try { return verifyWebhook(options).event_id } catch (e) { return e instanceof WebhookVerificationError ? e.code : 'other: ' + e } }
    console.log(JSON.stringify([
      outcome({ rawBody: body, headers: headers(now), secret }),
      outcome({ rawBody: Buffer.from(body), headers: headers(now), secret: ['whsec_new', secret] }),
      outcome({ rawBody: body.replace('evt_1', 'evt_2'), headers: headers(now), secret }),
      outcome({ rawBody: body, headers: headers(now - 301), secret }),
      outcome({ rawBody: body, headers: { 'x-service-timestamp': String(now) }, secret }),
    ]))
  `
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, timeout: 30_000 })
  assert.deepEqual(JSON.parse(stdout), ['evt_1', 'evt_1', 'signature_mismatch', 'timestamp_out_of_tolerance', 'missing_header'])
})

test('`@posture/sdk` loads in plain Node; `posture/webhooks` is the same module as `@posture/sdk/webhooks`', async () => {
  const script = `
    import { Posture, verifyWebhook, OPERATIONS } from '@posture/sdk'
    import * as sdkWebhooks from '@posture/sdk/webhooks'
    import * as legacy from 'posture/webhooks'
    const client = new Posture({ token: 'pst_x' })
    console.log(JSON.stringify([typeof client.findings.list, legacy.verifyWebhook === sdkWebhooks.verifyWebhook, verifyWebhook === sdkWebhooks.verifyWebhook, Object.keys(OPERATIONS).length > 0]))
  `
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, timeout: 30_000 })
  assert.deepEqual(JSON.parse(stdout), ['function', true, true, true])
})
