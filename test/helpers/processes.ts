import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DATABASE_URL, emptyPostgresSchema } from './harness.ts'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..')

export interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs the `posture` command as a user would, with a time limit so a hang fails the test. */
export function posture(args: string[], env: Record<string, string | undefined>, timeoutMs = 60_000): Promise<Run> {
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
