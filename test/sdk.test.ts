import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { promisify } from 'node:util'
import { ROOT } from './helpers/processes.ts'

const run = promisify(execFile)

test('the committed sdk/ is what `npm run build:sdk` emits from src/webhooks/verify.ts', async () => {
  const out = mkdtempSync(join(tmpdir(), 'posture-sdk-'))
  await run('npx', ['--no-install', 'tsc', '-p', 'tsconfig.sdk.json', '--outDir', out], { cwd: ROOT, timeout: 120_000 })
  for (const file of ['verify.js', 'verify.d.ts']) {
    assert.equal(readFileSync(join(ROOT, 'sdk', file), 'utf8'), readFileSync(join(out, file), 'utf8'), `sdk/${file} is stale: run npm run build:sdk`)
  }
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
