import { spawn, type ChildProcess } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))

export interface BenchProcess {
  child: ChildProcess
  url: string
  /** Stops it with SIGTERM (as an orchestrator would) and waits for its exit. */
  stop(): Promise<void>
  stderr(): string
  /** From the spawn until it answered. */
  startMs: number
}

/**
 * Starts `node <nodeArgs…>` in its own process with this environment minus the storage settings, plus `env`,
 * and waits until `readyPath` answers 200. Output goes where a service's would (stdout to /dev/null here,
 * so that the service still formats and writes every log line).
 */
export async function startProcess(nodeArgs: string[], port: number, env: Record<string, string>, readyPath = '/'): Promise<BenchProcess> {
  const base: NodeJS.ProcessEnv = { ...process.env }
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'REDIS_URL', 'LOG_LEVEL', 'NODE_OPTIONS']) delete base[key]
  const child = spawn(process.execPath, nodeArgs, { cwd: ROOT, env: { ...base, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr!.on('data', (d) => { stderr += d })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const started = performance.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${nodeArgs.join(' ')} exited with ${child.exitCode}:\n${stderr}`)
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break
    } catch { /* not listening yet */ }
    if (performance.now() - started > 120_000) { child.kill('SIGKILL'); throw new Error(`${nodeArgs.join(' ')} not ready after 120 s:\n${stderr}`) }
    await sleep(50)
  }
  return {
    child, url, stderr: () => stderr, startMs: performance.now() - started,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
