import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { BACKEND } from './helpers/harness.ts'
import { freePort, freshStoreEnv, killAndRemove, posture, startServerProcess, type ServerProcess } from './helpers/processes.ts'

// Issue 16, chaos (d): SIGTERM while requests keep coming through a load balancer — modelled as a health check
// of /readyz every 100 ms that stops routing when it answers 503. Every request is answered (200, or 503 in the
// envelope), no connection is reset under a request, and the process exits by itself, cleanly, within its
// grace period. (Without the drain window, closing reset the connections of requests already on their way.)
test(`SIGTERM under load: in-flight requests complete, refusals are in the envelope, no reset, a clean exit (${BACKEND})`, { timeout: 120_000 }, async (t) => {
  const store = await freshStoreEnv()
  const servers: ServerProcess[] = []
  try {
    const tenant = JSON.parse((await posture(['tenant', 'create', '--name', 'Shutdown', '--json'], store.env)).stdout) as { id: string }
    const token = JSON.parse((await posture(['token', 'create', '--tenant', tenant.id, '--scopes', 'findings:read', '--json'], store.env)).stdout) as { token: string }
    const port = await freePort()
    // A drain window well above the health check's interval, even on a loaded machine.
    const server = await startServerProcess(port, { ...store.env, RATE_LIMIT_PER_MINUTE: '1000000', SHUTDOWN_DRAIN_MS: '3000' })
    servers.push(server)

    const outcomes = new Map<string, number>()
    const note = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1)
    let routing = true
    const healthCheck = (async () => {
      while (routing) {
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status, () => 0)
        if (ready !== 200) routing = false
        else await sleep(100)
      }
    })()
    const client = async () => {
      while (routing) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/v1/findings?limit=20`, { headers: { authorization: `Bearer ${token.token}` } })
          const body = await response.json() as { error?: { code: string; request_id: string } }
          note(response.status === 200 ? '200' : `${response.status} ${body.error?.code} ${body.error?.request_id?.startsWith('req_') ? 'enveloped' : 'bare'}`)
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error)
          note(`error ${code}`)
        }
      }
    }
    const clients = Array.from({ length: 12 }, client)
    await sleep(1500)
    const signalled = performance.now()
    server.child.kill('SIGTERM')
    const exit = await server.exited
    const exitMs = performance.now() - signalled
    routing = false
    await Promise.all([healthCheck, ...clients])
    t.diagnostic(`outcomes: ${JSON.stringify(Object.fromEntries(outcomes))}; exited ${exitMs.toFixed(0)} ms after SIGTERM`)

    // Code 0: the shutdown finished within its grace period (past it, the process exits with 1).
    assert.deepEqual(exit, { code: 0, signal: null }, server.err())
    assert.ok((outcomes.get('200') ?? 0) > 0, 'requests were served before the signal')
    const unexpected = [...outcomes.keys()].filter((k) => k !== '200' && k !== '503 service_unavailable enveloped')
    assert.deepEqual(unexpected, [], 'only answers and enveloped refusals: no reset, no request sent after the balancer stopped routing')
  } finally {
    await killAndRemove(servers, store)
  }
})
