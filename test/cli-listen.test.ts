import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, test } from 'node:test'
import { verifyWebhook } from '@posture/sdk/webhooks'
import { SAMPLE_EVENT_DATA } from '../src/events/sample-events.ts'
import { startReceiver, until, type Receiver } from './fakes/webhook-receiver.ts'
import { cleanEnv, freePort, freshStoreEnv, killAndRemove, posture, ROOT, startServerProcess, type ServerProcess } from './helpers/processes.ts'

// `posture listen` and `posture trigger` as a developer runs them: a real service process, the CLI as child
// processes, and a local receiver that verifies what it gets with the secret listen printed.

interface Session { child: ChildProcess; out(): string; err(): string; secret: string; exited: Promise<number | null> }

describe('posture listen and posture trigger', () => {
  let store: Awaited<ReturnType<typeof freshStoreEnv>>
  let server: ServerProcess
  let api: string
  let token: string
  let readToken: string
  let tenantId: string
  const sessions: Session[] = []
  const receivers: Receiver[] = []

  before(async () => {
    store = await freshStoreEnv()
    // The operator commands open the store, so they run before the server holds it.
    tenantId = JSON.parse((await posture(['tenant', 'create', '--name', 'Listen', '--json'], store.env)).stdout).id
    const made = await posture(['token', 'create', '--tenant', tenantId, '--json', '--scopes',
      'events:read,events:write,findings:read,findings:write,webhooks:read,webhooks:write'], store.env)
    token = JSON.parse(made.stdout).token
    readToken = JSON.parse((await posture(['token', 'create', '--tenant', tenantId, '--json', '--scopes', 'events:read'], store.env)).stdout).token
    const port = await freePort()
    api = `http://127.0.0.1:${port}`
    server = await startServerProcess(port, { ...store.env, WEBHOOK_ALLOW_PRIVATE_URLS: 'true' })
  })
  after(async () => {
    for (const s of sessions) if (s.child.exitCode === null) s.child.kill('SIGKILL')
    await Promise.all(sessions.map((s) => s.exited))
    await Promise.all(receivers.map((r) => r.close()))
    await killAndRemove([server], store)
  })

  const env = () => ({ POSTURE_URL: api, POSTURE_TOKEN: token })
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${api}${path}`, {
      method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, body: await response.json() as any }
  }
  const receiver = async () => { const r = await startReceiver(); receivers.push(r); return r }

  /** Starts `posture listen` and waits for its Ready line; returns the session with the secret it printed. */
  async function listen(args: string[]): Promise<Session> {
    const child = spawn(process.execPath, [join(ROOT, 'bin/posture.js'), 'listen', ...args], { env: cleanEnv(env()), stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout!.on('data', (d) => { stdout += d })
    child.stderr!.on('data', (d) => { stderr += d })
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    const session = { child, out: () => stdout, err: () => stderr, secret: '', exited }
    sessions.push(session)
    const ready = await until(`listen is ready (${stderr})`, () => /Your webhook signing secret is (whsec_\S+) \(\^C to quit\)/.exec(stdout)?.[1] ?? (child.exitCode !== null ? `exited: ${stderr}` : undefined), 60_000)
    assert.match(ready, /^whsec_/, ready)
    session.secret = ready
    return session
  }
  const trigger = async (type: string) => {
    const run = await posture(['trigger', type, '--json'], env())
    assert.equal(run.code, 0, run.stderr)
    return JSON.parse(run.stdout) as { id: string; type: string; sample: boolean }
  }

  test('forwards a sample and a real event once each, signed with the session secret, one line per event', async () => {
    const local = await receiver()
    const hooked = await receiver() // a registered endpoint of the tenant: gets the real event, never the sample
    const endpoint = await call('POST', '/v1/webhook_endpoints', { url: hooked.url, enabled_events: ['*'] })
    assert.equal(endpoint.status, 201, JSON.stringify(endpoint.body))
    const session = await listen(['--forward-to', local.url])

    const sample = await trigger('finding.created')
    assert.equal(sample.sample, true)
    const finding = (await call('GET', '/v1/findings?limit=1')).body.data[0]
    const patched = await call('PATCH', `/v1/findings/${finding.id}`, { due_at: '2030-01-01T00:00:00.000Z' })
    assert.equal(patched.status, 200, JSON.stringify(patched.body))

    await until('two events forwarded', () => local.received.length >= 2)
    await until('the real event reached the registered endpoint', () => hooked.received.some((r) => r.headers['x-service-event'] === 'finding.updated'))
    await sleep(2500) // several more polls: nothing may come twice
    assert.equal(local.received.length, 2, local.received.map((r) => r.body).join('\n'))
    const events = local.received.map((r) => {
      assert.equal(r.headers['content-type'], 'application/json')
      assert.equal(r.headers['x-service-attempt'], '1')
      const verified = verifyWebhook({ rawBody: r.body, headers: r.headers, secret: session.secret })
      assert.equal(r.headers['x-service-event-id'], verified.event_id)
      assert.equal(r.headers['x-service-event'], verified.type)
      assert.deepEqual(Object.keys(JSON.parse(r.body)), ['event_id', 'type', 'created_at', 'data'])
      return verified
    })
    assert.deepEqual(events.map((e) => e.type), ['finding.created', 'finding.updated'])
    assert.equal(events[0]!.event_id, sample.id)
    assert.deepEqual(events[0]!.data, SAMPLE_EVENT_DATA['finding.created'])
    assert.equal((events[1]!.data as any).finding.id, finding.id)
    assert.ok(!hooked.received.some((r) => r.headers['x-service-event-id'] === sample.id), 'the sample is not delivered to the endpoint')

    const lines = session.out().split('\n').filter((l) => l.includes('evt_'))
    assert.equal(lines.length, 2, session.out())
    assert.match(lines[0]!, new RegExp(`^\\d\\d:\\d\\d:\\d\\d  finding\\.created +${sample.id} \\(sample\\)  → 200  \\d+ ms$`))
    assert.match(lines[1]!, new RegExp(`finding\\.updated +${events[1]!.event_id}  → 200  \\d+ ms$`))

    session.child.kill('SIGINT')
    assert.equal(await session.exited, 0)
    assert.match(session.out(), /Stopped\.\n$/)
  })

  test('--events filters; a receiver that is down gets a line saying so and the session goes on', async () => {
    const down = `http://127.0.0.1:${await freePort()}/hook`
    const session = await listen(['--forward-to', down, '--events', 'audit.started,finding.resolved'])
    const first = await trigger('audit.started')
    await trigger('finding.created') // filtered out
    const second = await trigger('finding.resolved')
    await until('two lines', () => session.out().split('\n').filter((l) => l.includes('evt_')).length >= 2 || undefined)
    await sleep(1500)
    const lines = session.out().split('\n').filter((l) => l.includes('evt_'))
    assert.equal(lines.length, 2, session.out())
    assert.match(lines[0]!, new RegExp(`audit\\.started +${first.id} \\(sample\\)  → connection refused  \\d+ ms$`))
    assert.match(lines[1]!, new RegExp(`finding\\.resolved +${second.id} \\(sample\\)  → connection refused`))
    assert.equal(session.child.exitCode, null, 'still running')
    session.child.kill('SIGINT')
    assert.equal(await session.exited, 0)
  })

  test('clear errors: a refused or missing token, an unknown event type, a bad --forward-to', async () => {
    const bad = await posture(['listen', '--forward-to', 'http://127.0.0.1:9/x', '--token', 'pst_not_a_token', '--url', api], {})
    assert.equal(bad.code, 1)
    assert.match(bad.stderr, /refused the token \(401 invalid_token/)
    assert.doesNotMatch(bad.stdout, /Ready/)
    const missing = await posture(['listen', '--forward-to', 'http://127.0.0.1:9/x', '--url', api], {})
    assert.equal(missing.code, 1)
    assert.match(missing.stderr, /No API token: pass --token or set POSTURE_TOKEN/)
    const noWrite = await posture(['trigger', 'finding.created'], { ...env(), POSTURE_TOKEN: readToken })
    assert.equal(noWrite.code, 1)
    assert.match(noWrite.stderr, /may not do this \(403 insufficient_scope: .*events:write/)
    const unknown = await posture(['trigger', 'finding.nope'], env())
    assert.equal(unknown.code, 1)
    assert.match(unknown.stderr, /Unknown event type 'finding\.nope'\. Known: finding\.created, /)
    const unknownFilter = await posture(['listen', '--forward-to', 'http://127.0.0.1:9/x', '--events', 'finding.created,audit.nope'], env())
    assert.equal(unknownFilter.code, 1)
    assert.match(unknownFilter.stderr, /Unknown event type 'audit\.nope'/)
    const badUrl = await posture(['listen', '--forward-to', 'localhost:3000'], env())
    assert.equal(badUrl.code, 1)
    assert.match(badUrl.stderr, /--forward-to must be/)
  })
})
