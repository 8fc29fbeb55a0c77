import { createReadStream } from 'node:fs'
import { mkdtemp, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A request body kept in a temporary file as it is read, to be read again once it was checked to its end. */
export interface Spool {
  /** Passes the body through, writing each chunk to the file before handing it on. */
  record(body: AsyncIterable<Uint8Array | string>): AsyncGenerator<Uint8Array>
  /** The recorded bytes, from the start. */
  replay(): AsyncIterable<Uint8Array>
}

/**
 * Runs `work` with a spool under the OS temporary directory (mode 0600, in a directory of its own), removed
 * afterwards whatever happens. A findings import checks its whole file before it writes anything (README
 * decision 86): the bytes it read are read again from here rather than held in memory (up to 256 MiB).
 */
export async function withSpool<T>(work: (spool: Spool) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'posture-import-'))
  const path = join(dir, 'body')
  try {
    const file = await open(path, 'wx', 0o600)
    try {
      return await work({
        async *record(body) {
          for await (const chunk of body) {
            const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
            await file.write(bytes)
            yield bytes
          }
        },
        replay: () => createReadStream(path, { highWaterMark: 1024 * 1024 }),
      })
    } finally {
      await file.close()
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
