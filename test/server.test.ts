import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { BACKEND } from './helpers/harness.ts'
import { cleanEnv, freePort, freshStoreEnv, ROOT } from './helpers/processes.ts'

describe(`the service process (${BACKEND})`, () => {
  let store: Awaited<ReturnType<typeof freshStoreEnv>>
  before(async () => { store = await freshStoreEnv() })
  after(async () => { await store.cleanup() })

  test('first start seeds a demo sandbox and prints a working token and curl line once; SIGTERM shuts down cleanly', async () => {
    const port = await freePort()
    const start = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/main.ts')], {
        env: cleanEnv({ ...store.env, PORT: String(port), HOST: '127.0.0.1' }), stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (d) => { stdout += d })
      child.stderr.on('data', (d) => { stderr += d })
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
      return { child, exited, out: () => stdout, err: () => stderr }
    }
    const waitReady = async (proc: ReturnType<typeof start>) => {
      for (let i = 0; i < 300; i++) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return
        } catch { /* not yet listening */ }
        if (proc.child.exitCode !== null) throw new Error(`server exited: ${proc.err()}`)
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`server did not become ready: ${proc.err()}`)
    }

    const first = start()
    await waitReady(first)
    const token = /\b(pst_[0-9A-Za-z]{43})\b/.exec(first.out())?.[1]
    assert.ok(token, first.out())
    // The slow steps of a first start are announced before they run; the addresses and the token once it listens.
    const announced = [...(store.env.DATA_DIR ? [/^Creating the embedded database in /m] : []), /^Seeding the demo sandbox tenant/m, new RegExp(`^Posture is listening on http://127.0.0.1:${port}$`, 'm'), /pst_/]
    const positions = announced.map((pattern) => first.out().search(pattern))
    assert.ok(positions.every((at, i) => at >= 0 && (i === 0 || at > positions[i - 1]!)), first.out())
    assert.match(first.out(), new RegExp(`curl -s -H "Authorization: Bearer ${token}" "http://127.0.0.1:${port}/v1/findings`))
    const response = await fetch(`http://127.0.0.1:${port}/v1/findings?severity=critical&limit=5`, { headers: { authorization: `Bearer ${token}` } })
    assert.equal(response.status, 200)
    const body = await response.json() as { data: { severity: string }[] }
    assert.equal(body.data.length, 5)
    assert.ok(body.data.every((f) => f.severity === 'critical'))
    assert.match(response.headers.get('x-request-id') ?? '', /^req_/)
    first.child.kill('SIGTERM')
    assert.equal(await first.exited, 0)
    if (store.env.DATA_DIR) assert.ok(!existsSync(join(store.env.DATA_DIR, 'posture.pid')), 'the store lock is released')
    if (store.env.DATA_DIR) {
      // The key that seals webhook and SSO secrets was created beside the store, not inside the database.
      assert.equal(statSync(join(store.env.DATA_DIR, 'secrets.key')).mode & 0o777, 0o600)
    }

    // second start: same store, no new tenant, no token printed, the old token still works
    const second = start()
    await waitReady(second)
    assert.doesNotMatch(second.out(), /pst_|Seeding|Creating the embedded database/)
    // Every start says where things are.
    for (const line of [`Posture is listening on http://127.0.0.1:${port}`, `API:             http://127.0.0.1:${port}/v1`, `API reference:   http://127.0.0.1:${port}/docs`, `Web application: http://127.0.0.1:${port}/app`]) {
      assert.ok(second.out().includes(line), `${line} in ${second.out()}`)
    }
    assert.equal((await fetch(`http://127.0.0.1:${port}/v1/findings?limit=1`, { headers: { authorization: `Bearer ${token}` } })).status, 200)
    second.child.kill('SIGTERM')
    assert.equal(await second.exited, 0)
  })
})
