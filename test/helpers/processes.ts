import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { HANG_MS } from './hang.ts'
import { DATABASE_URL, emptyPostgresSchema } from './harness.ts'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..')

export interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs the `posture` command as a user would; one that has not exited after `timeoutMs` hangs, and fails the test. */
export function posture(args: string[], env: Record<string, string | undefined>, timeoutMs = HANG_MS): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'bin/posture.js'), ...args], { env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => { stdout += d })
    child.stderr.on('data', (d) => { stderr += d })
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`posture ${args.join(' ')} timed out\n${stderr}`)) }, timeoutMs)
    child.on('close', (code) => { clearTimeout(timer); resolve({ code, stdout, stderr }) })
  })
}

/** The child's environment: this one's, minus the storage settings the test decides itself. */
export function cleanEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' }
  delete base.DATABASE_URL
  delete base.DATA_DIR
  delete base.REDIS_URL
  for (const [k, v] of Object.entries(env)) if (v !== undefined) base[k] = v
  return base
}

/** Storage settings for a subprocess: an empty PostgreSQL schema when DATABASE_URL is set, else a new DATA_DIR. */
export async function freshStoreEnv(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  if (DATABASE_URL) {
    const schema = await emptyPostgresSchema()
    return { env: { DATABASE_URL: schema.url }, cleanup: schema.drop }
  }
  return { env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'posture-data-')) }, cleanup: async () => undefined }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export interface ServerProcess {
  child: ChildProcess
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** What the process wrote to stderr so far. */
  err(): string
  /** What the process wrote to stdout (its log lines) so far. */
  out(): string
}

export interface ServerOptions {
  /**
   * Run it in a pseudo-terminal, as `npm start` in a person's terminal (its stdout is a TTY): util-linux
   * `script` runs it and copies what the terminal shows to stdout (with \r\n line ends).
   */
  terminal?: boolean
  /** The source tree whose `src/main.ts` runs (default this one; a bench's same-sitting A/B runs an older commit's). */
  root?: string
}

/**
 * How the service starts: as `npm start` runs it (the compiled `dist/main.js`) when the build is at least as new
 * as every source file, as `bin/posture.js` decides for the CLI; otherwise from the source through tsx, so a
 * test never runs a stale build. `npm test` builds first, so the suite runs the compiled service, which starts
 * with a fraction of tsx's CPU (it was ≈ 3 s of each start from source); another tree (a bench's A/B) runs
 * from its source.
 */
function serviceCommand(root: string): string[] {
  if (root === ROOT && builtIsFresh()) return [process.execPath, join(ROOT, 'dist/main.js')]
  return [process.execPath, '--import', 'tsx', join(root, 'src/main.ts')]
}

function newestSource(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs)
  }
  return newest
}

function builtIsFresh(): boolean {
  try {
    return statSync(join(ROOT, 'dist/.tsbuildinfo')).mtimeMs >= newestSource(join(ROOT, 'src'))
  } catch {
    return false
  }
}

/** Starts the service as a real process on 127.0.0.1:`port` and waits until /readyz answers. */
export async function startServerProcess(port: number, env: Record<string, string | undefined>, options: ServerOptions = {}): Promise<ServerProcess> {
  const command = serviceCommand(options.root ?? ROOT)
  const spawnOptions = { env: cleanEnv({ ...env, PORT: String(port), HOST: '127.0.0.1' }), stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'] }
  // A person's terminal is not a CI job: Node reads `CI` (set when the suite runs in CI) as a colourless terminal.
  if (options.terminal) delete spawnOptions.env.CI
  // `exec`: the service replaces script's shell, so it is script's only child (see servicePid).
  const child = options.terminal
    ? spawn('/usr/bin/script', ['-qfec', `exec ${command.map((word) => `'${word.replaceAll("'", "'\\''")}'`).join(' ')}`, '/dev/null'], spawnOptions)
    : spawn(command[0]!, command.slice(1), spawnOptions)
  let stderr = ''
  let stdout = ''
  child.stderr!.on('data', (d) => { stderr += d })
  child.stdout!.on('data', (d) => { stdout += d })
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
  const server = { child, exited, err: () => stderr, out: () => stdout }
  const deadline = Date.now() + HANG_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before it was ready:\n${stderr}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return server
    } catch { /* not listening yet */ }
    await sleep(100)
  }
  child.kill('SIGKILL')
  throw new Error(`the server was not ready after ${HANG_MS / 1000} s:\n${stderr}`)
}

/**
 * The service's own process: the child, or the process `script` runs in the pseudo-terminal. Signal this one to
 * stop it: `script` answers a signal of its own by signalling its child and no longer copying what it prints.
 */
export function servicePid(server: ServerProcess): number | undefined {
  const pid = server.child.pid
  if (pid === undefined || server.child.spawnfile !== '/usr/bin/script') return pid
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
    return children ? Number(children.split(' ')[0]) : undefined
  } catch {
    return undefined // script has exited
  }
}

/** After a subprocess test: kill what still runs, wait for every exit, then remove the store (schema or DATA_DIR). */
export async function killAndRemove(servers: ServerProcess[], store: Awaited<ReturnType<typeof freshStoreEnv>>): Promise<void> {
  for (const server of servers) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) continue
    // In a pseudo-terminal, the service first: killed alone, `script` would leave it shutting down after the store is removed.
    const service = servicePid(server)
    if (service !== undefined && service !== server.child.pid) process.kill(service, 'SIGKILL')
    server.child.kill('SIGKILL')
  }
  await Promise.all(servers.map((s) => s.exited))
  await store.cleanup()
  if (store.env.DATA_DIR) rmSync(store.env.DATA_DIR, { recursive: true, force: true })
}
