import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { until } from './fakes/webhook-receiver.ts'
import { freePort, freshStoreEnv, killAndRemove, posture, startServerProcess, type ServerProcess } from './helpers/processes.ts'

// Issue 40, item 5: with only ROLE=api processes running, what the background sweep does — a deleted rule's
// findings released when there were more than a request releases (10,000), an expired rule's released, a large
// tenant's rule change applied, a lapsed acceptance reopened — waited for a worker process that never came: a
// deleted rule's 14,000 findings stayed hidden for good. API processes sweep too now. A real ROLE=api process,
// no worker; the rule's expiry (which only the sweep acts on) stands for every change the sweep applies.

test('with only an API process, the sweep runs: an expired suppression rule releases its findings', { timeout: 240_000 }, async () => {
  const store = await freshStoreEnv()
  const servers: ServerProcess[] = []
  try {
    assert.equal((await posture(['migrate'], store.env)).code, 0)
    const tenant = JSON.parse((await posture(['tenant', 'create', '--name', 'API only', '--json'], store.env)).stdout) as { id: string }
    const token = JSON.parse((await posture(['token', 'create', '--tenant', tenant.id, '--scopes', 'findings:read,findings:write', '--json'], store.env)).stdout) as { token: string }
    const headers = { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' }
    const port = await freePort()
    servers.push(await startServerProcess(port, { ...store.env, ROLE: 'api', LOG_LEVEL: 'error' }))
    const call = async (path: string, init?: RequestInit) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers, ...init })
      return { status: response.status, body: await response.json() as Record<string, unknown> & { data?: unknown[] } }
    }

    const expiresAt = new Date(Date.now() + 5_000)
    const created = await call('/v1/suppression_rules', { method: 'POST', body: JSON.stringify({ name: 'critical for now', reason: 'issue 40', expression: 'finding.severity == "critical"', expires_at: expiresAt.toISOString() }) })
    assert.equal(created.status, 201, JSON.stringify(created.body))
    assert.equal(created.body.matches, 'current', 'a small tenant\'s rule is applied in the request')
    assert.ok((created.body.matched_count as number) > 0, 'the sandbox has critical findings')
    assert.ok(((await call('/v1/findings?suppressed=true&limit=1')).body.data?.length ?? 0) > 0)

    await sleep(Math.max(0, expiresAt.getTime() - Date.now()))
    // The sweep runs every 15 s: the expired rule's findings are visible again without any request touching it.
    await until('the expired rule\'s findings released by the API process', async () => (await call('/v1/findings?suppressed=true&limit=1')).body.data?.length === 0, 60_000)
    assert.equal((await call(`/v1/findings?severity=critical&limit=1`)).body.data?.length, 1)
  } finally {
    await killAndRemove(servers, store)
  }
})
