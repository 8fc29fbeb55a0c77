import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { openStorage } from '../src/platform/db/database.ts'
import { until } from './fakes/webhook-receiver.ts'
import { DATABASE_URL } from './helpers/harness.ts'
import { largeSarif } from './helpers/large-sarif.ts'
import { freePort, freshStoreEnv, killAndRemove, posture, startServerProcess, type ServerProcess } from './helpers/processes.ts'

// Issue 40, item 3, as the chaos round did it: the service is killed with SIGKILL while an import sent with an
// Idempotency-Key is reading its file. The key stays `running` (nothing gave it back). The next process's 409
// says when it is free — the killed holder's lease's time left, not `Retry-After: 1` for 10 minutes — and a
// client that waits that long runs the import.

test('kill -9 mid-request: the 409 for its key says when the lease ends, and the retry after it runs', { skip: !DATABASE_URL && 'needs DATABASE_URL (a second process on the store after the kill)', timeout: 240_000 }, async () => {
  const store = await freshStoreEnv()
  const servers: ServerProcess[] = []
  const storage = await openStorage({ databaseUrl: store.env.DATABASE_URL! })
  try {
    assert.equal((await posture(['migrate'], store.env)).code, 0)
    const tenant = JSON.parse((await posture(['tenant', 'create', '--name', 'Killed', '--json'], store.env)).stdout) as { id: string }
    const token = JSON.parse((await posture(['token', 'create', '--tenant', tenant.id, '--scopes', 'findings:read,findings:write', '--json'], store.env)).stdout) as { token: string }
    const headers = { authorization: `Bearer ${token.token}`, 'content-type': 'application/json', 'idempotency-key': 'killed-mid-import' }
    const file = Buffer.concat([...largeSarif({ results: 2_000 })])
    const env = { ...store.env, ROLE: 'all', LOG_LEVEL: 'error' }

    const port = await freePort()
    const first = await startServerProcess(port, env)
    servers.push(first)
    // Half the file, then nothing: the request is in its handler, holding the key, when the process dies.
    const body = new ReadableStream<Uint8Array>({ start(controller) { controller.enqueue(file.subarray(0, file.length / 2)) } })
    const cut = fetch(`http://127.0.0.1:${port}/v1/findings/imports`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit).catch((error: unknown) => error)
    await until('the key claimed', async () => (await storage.db.selectFrom('idempotency_keys').select('status').where('key', '=', headers['idempotency-key']).executeTakeFirst())?.status === 'running')
    first.child.kill('SIGKILL')
    await first.exited
    assert.ok((await cut) instanceof Error, 'the client saw the connection go')

    const nextPort = await freePort()
    servers.push(await startServerProcess(nextPort, env))
    const send = () => fetch(`http://127.0.0.1:${nextPort}/v1/findings/imports`, { method: 'POST', headers, body: file })
    const held = await send()
    assert.equal(held.status, 409, await held.clone().text())
    assert.equal((await held.json() as { error: { code: string } }).error.code, 'idempotency_key_in_use')
    const retryAfter = Number(held.headers.get('retry-after'))
    assert.ok(retryAfter >= 1 && retryAfter <= 30, `Retry-After ${held.headers.get('retry-after')}: the killed holder's lease (30 s) is what is left`)

    await sleep(retryAfter * 1000)
    const ran = await send()
    assert.equal(ran.status, 201, await ran.clone().text())
    assert.equal(ran.headers.get('idempotent-replayed'), null, 'it ran')
    assert.equal((await ran.json() as { counts: { created: number } }).counts.created, 2_000)
  } finally {
    await storage.close()
    await killAndRemove(servers, store)
  }
})
