import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import type { AddressInfo } from 'node:net'
import { Posture } from '@posture/sdk'
import { BACKEND, startWebhookTestApp, type TestApp, type TestTenant } from './helpers/harness.ts'
import { freePort, ROOT } from './helpers/processes.ts'

// The README's examples (sdk/examples/) run as a reader would run them, against a listening service.

function example(name: string, env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'sdk/examples', name)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (d) => { output += d })
  child.stderr!.on('data', (d) => { output += d })
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve))
  return { child, output: () => output, exited }
}

async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe(`SDK examples against a running service (${BACKEND})`, () => {
  let t: TestApp
  let tenant: TestTenant
  let env: Record<string, string>
  before(async () => {
    ;({ t } = await startWebhookTestApp(() => new Date()))
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    tenant = await t.tenant()
    env = { POSTURE_URL: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, POSTURE_TOKEN: tenant.token }
  })
  after(async () => { await t.close() })

  test('list-critical-findings prints every open critical finding', async () => {
    const run = example('list-critical-findings.ts', env)
    assert.equal(await run.exited, 0, run.output())
    const expected = (await t.app.inject({ url: '/v1/findings/summary?severity=critical&status=open', headers: tenant.headers })).json() as { total: number }
    assert.ok(expected.total > 0)
    assert.match(run.output(), new RegExp(`^${expected.total} open critical findings$`, 'm'))
    assert.equal(run.output().split('\n').filter((line) => line.startsWith('fnd_')).length, expected.total)
  })

  test('start-audit-and-wait starts an audit and reports it completed', async () => {
    const run = example('start-audit-and-wait.ts', env)
    assert.equal(await run.exited, 0, run.output())
    assert.match(run.output(), /^audit aud_\S+ completed: \{/m)
  })

  test('receive-webhooks verifies real deliveries and refuses a forged one', async () => {
    const port = await freePort()
    const client = new Posture({ token: tenant.token, baseUrl: env.POSTURE_URL })
    const endpoint = await client.webhookEndpoints.create({ url: `http://127.0.0.1:${port}/hook`, enabled_events: ['audit.completed'] })
    const receiver = example('receive-webhooks.ts', { WEBHOOK_SECRET: endpoint.secret!, PORT: String(port) })
    try {
      await until(() => receiver.output().includes('listening on'), 'the receiver')
      await client.webhookEndpoints.sendTestEvent(endpoint.id, { event_type: 'audit.completed' })
      await until(() => /^audit\.completed aud_/m.test(receiver.output()), 'the delivered test event')
      const forged = await fetch(`http://127.0.0.1:${port}/hook`, { method: 'POST', body: '{}', headers: { 'x-service-signature': 'sha256=00', 'x-service-timestamp': String(Math.floor(Date.now() / 1000)) } })
      assert.equal(forged.status, 400)
      await until(() => receiver.output().includes('refused: signature_mismatch'), 'the refusal')
    } finally {
      receiver.child.kill()
      await receiver.exited
    }
  })
})
