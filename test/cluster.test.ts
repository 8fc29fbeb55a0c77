import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { HANG_MS } from './helpers/hang.ts'
import { DATABASE_URL } from './helpers/harness.ts'
import { freePort, freshStoreEnv, killAndRemove, posture, startServerProcess, type ServerProcess } from './helpers/processes.ts'

// WORKERS=N: a primary that prepares the store once and keeps N API processes on one port.

/**
 * The API processes the primary forked: they run its entry point, `dist/main.js` or `src/main.ts` (from source,
 * tsx's own esbuild helper is a child too: it is not one of them).
 */
const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).trim().split('\n').map(Number)
      .filter((child) => { try { return readFileSync(`/proc/${child}/cmdline`, 'utf8').match(/main\.(js|ts)\0/) !== null } catch { return false } })
  } catch {
    return []
  }
}

/** Polls until `probe` has a value, up to the suite's hang bound (a loaded machine forks slowly). */
async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (const deadline = Date.now() + HANG_MS; Date.now() < deadline;) {
    const value = await probe()
    if (value !== undefined) return value
    await sleep(100)
  }
  throw new Error(`gave up waiting for ${what}`)
}

test('more than one API process on the embedded store is refused at start, with the reason', async () => {
  const run = await posture(['serve', '--workers', '2'], { DATA_DIR: '/nonexistent/posture-cluster', PORT: '0' })
  assert.equal(run.code, 1)
  assert.match(run.stderr, /WORKERS=2 needs DATABASE_URL: the embedded store belongs to one process/)
})

test('WORKERS=2 on PostgreSQL: two API processes serve one port, a dead one is replaced, SIGTERM stops them all', { skip: !DATABASE_URL && 'needs DATABASE_URL' }, async () => {
  const store = await freshStoreEnv()
  const port = await freePort()
  const servers: ServerProcess[] = []
  try {
    const primary = await startServerProcess(port, { ...store.env, WORKERS: '2', RATE_LIMIT_PER_MINUTE: '100' })
    servers.push(primary)
    const workers = await until('two workers', () => { const c = childrenOf(primary.child.pid!); return c.length === 2 ? c : undefined })

    // Without REDIS_URL each process counts half of the budget, so the fleet never allows more than configured.
    const answer = await fetch(`http://127.0.0.1:${port}/v1/findings`, { headers: { connection: 'close' } })
    assert.equal(answer.status, 401)
    assert.equal(answer.headers.get('x-ratelimit-limit'), '50')

    // A worker killed outright is replaced (its open connections die with it; new ones go to the living).
    process.kill(workers[0]!, 'SIGKILL')
    const replaced = await until('a replacement worker', () => {
      const c = childrenOf(primary.child.pid!)
      return c.length === 2 && !c.includes(workers[0]!) ? c : undefined
    })
    await until('the port answering', async () => ((await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.ok ? true : undefined))

    primary.child.kill('SIGTERM')
    const exit = await primary.exited
    assert.deepEqual(exit, { code: 0, signal: null }, primary.err())
    for (const pid of replaced) assert.throws(() => process.kill(pid, 0), /ESRCH/, `worker ${pid} still runs`)
  } finally {
    await killAndRemove(servers, store)
  }
})
