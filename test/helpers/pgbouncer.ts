import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { adminStatement } from './harness.ts'
import { freePort } from './processes.ts'

export const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((p) => existsSync(p))

/**
 * A database of its own on the PostgreSQL of `serverUrl` (a schema will not do: pgbouncer cannot pass the
 * `options` start-up parameter that selects one), dropped with every session still on it.
 */
export async function freshDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fleet_${randomBytes(5).toString('hex')}`
  const admin = (statement: string) => adminStatement(serverUrl, statement)
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  url.search = ''
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/**
 * pgbouncer from Debian's package in transaction mode in front of `serverUrl`'s server, configured as the
 * operations guide says: `statement_timeout` ignored as a start-up parameter (pgbouncer cannot keep it per
 * client) and enforced by pgbouncer's own query_timeout instead. Root may not run pgbouncer: it drops to the
 * `postgres` user.
 */
export async function startPgbouncer(serverUrl: string, poolSize = 20) {
  if (!PGBOUNCER) throw new Error('pgbouncer is not installed (apt-get install pgbouncer)')
  const server = new URL(serverUrl)
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-'))
  chmodSync(dir, 0o755)
  const user = decodeURIComponent(server.username || 'postgres')
  writeFileSync(join(dir, 'users.txt'), `"${user}" "${decodeURIComponent(server.password)}"\n`, { mode: 0o644 })
  writeFileSync(join(dir, 'pgbouncer.ini'), [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || 5432}`,
    '[pgbouncer]',
    `listen_addr = 127.0.0.1`,
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${join(dir, 'users.txt')}`,
    'pool_mode = transaction',
    'max_client_conn = 1000',
    `default_pool_size = ${poolSize}`,
    'ignore_startup_parameters = extra_float_digits,statement_timeout',
    'query_timeout = 15',
    '',
  ].join('\n'), { mode: 0o644 })
  const asRoot = process.getuid?.() === 0
  const child = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr!.on('data', (d) => { stderr += d })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const url = (direct: string) => {
    const through = new URL(direct)
    through.hostname = '127.0.0.1'
    through.port = String(port)
    return through.toString()
  }
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited: ${stderr}`)
    const probe = new pg.Client({ connectionString: url(serverUrl) })
    try {
      await probe.connect()
      await probe.query('select 1')
      await probe.end()
      break
    } catch (error) {
      await probe.end().catch(() => undefined)
      if (i > 100) { child.kill('SIGKILL'); throw new Error(`pgbouncer did not answer: ${String(error)}\n${stderr}`) }
      await sleep(50)
    }
  }
  return {
    port,
    /** `direct` (a URL of the same server) routed through this pgbouncer. */
    url,
    async stop() {
      child.kill('SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
