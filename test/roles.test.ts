import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { DATABASE_URL } from './helpers/harness.ts'
import { freePort, freshStoreEnv, killAndRemove, posture, startServerProcess, type ServerProcess } from './helpers/processes.ts'

// ROLE=api serves HTTP and runs no consumers; ROLE=worker runs them and answers only its probes.

test('an audit queued through an api process is run by a worker process; the worker serves only its probes', { skip: !DATABASE_URL && 'needs DATABASE_URL (one embedded store is one process)' }, async () => {
  const store = await freshStoreEnv()
  const servers: ServerProcess[] = []
  try {
    assert.equal((await posture(['migrate'], store.env)).code, 0)
    const tenant = JSON.parse((await posture(['tenant', 'create', '--name', 'Roles', '--json'], store.env)).stdout) as { id: string }
    const token = JSON.parse((await posture(['token', 'create', '--tenant', tenant.id, '--scopes', 'audits:read,audits:write', '--json'], store.env)).stdout) as { token: string }
    const headers = { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' }

    const apiPort = await freePort()
    const api = await startServerProcess(apiPort, { ...store.env, ROLE: 'api' })
    servers.push(api)
    const queued = await fetch(`http://127.0.0.1:${apiPort}/v1/audits`, { method: 'POST', headers, body: '{}' })
    assert.equal(queued.status, 202, await queued.clone().text())
    const audit = await queued.json() as { id: string }
    await sleep(500)
    const waiting = await (await fetch(`http://127.0.0.1:${apiPort}/v1/audits/${audit.id}`, { headers })).json() as { status: string }
    assert.equal(waiting.status, 'queued', 'the api process runs no consumer')

    const workerPort = await freePort()
    const worker = await startServerProcess(workerPort, { ...store.env, ROLE: 'worker' })
    servers.push(worker)
    assert.equal((await fetch(`http://127.0.0.1:${workerPort}/healthz`)).status, 200)
    assert.equal((await fetch(`http://127.0.0.1:${workerPort}/readyz`)).status, 200)
    const notHere = await fetch(`http://127.0.0.1:${workerPort}/v1/audits`, { headers })
    assert.equal(notHere.status, 404)
    assert.match((await notHere.json() as { error: { request_id: string } }).error.request_id, /^req_/)

    let status = ''
    for (let i = 0; i < 300 && status !== 'completed'; i++) {
      status = ((await (await fetch(`http://127.0.0.1:${apiPort}/v1/audits/${audit.id}`, { headers })).json()) as { status: string }).status
      if (status !== 'completed') await sleep(100)
    }
    assert.equal(status, 'completed', 'the worker process ran the audit')
  } finally {
    await killAndRemove(servers, store)
  }
})
