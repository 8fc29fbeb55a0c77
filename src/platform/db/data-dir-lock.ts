import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs'
import { join, resolve } from 'node:path'

// PGlite lets one process at a time own a data directory; a second opener would corrupt it. The server and
// the CLI both take this lock, so the CLI says clearly that the server is running instead of damaging data.
export class DataDirBusyError extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(
      `The embedded store at ${dataDir} is in use by process ${pid} (a running Posture server?). ` +
      'Stop that process first, or run the service on PostgreSQL (DATABASE_URL) to use the CLI while it runs.',
    )
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function lockDataDir(dataDir: string): { release(): void } {
  const dir = resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const path = join(dir, 'posture.pid')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return {
        release() {
          try {
            if (readFileSync(path, 'utf8') === String(process.pid)) unlinkSync(path)
          } catch { /* already gone */ }
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number.parseInt(readFileSync(path, 'utf8'), 10)
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) throw new DataDirBusyError(dir, pid)
      unlinkSync(path) // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${dir}`)
}
