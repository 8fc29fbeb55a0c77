import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openStorage } from '../../src/platform/db/database.ts'
import { migrateToLatest } from '../../src/platform/db/migrate.ts'

// Creating and migrating PGlite costs seconds; loading a dump of a migrated one costs under one. The test
// command builds the dump once per run; each test database starts from it.
export const TEMPLATE_PATH = join(dirname(fileURLToPath(import.meta.url)), '../../.cache/pglite-template.tar')

export async function buildTemplate(): Promise<void> {
  const storage = await openStorage({})
  await migrateToLatest(storage.db)
  const dump = await storage.pglite!.dumpDataDir('none')
  await storage.close()
  mkdirSync(dirname(TEMPLATE_PATH), { recursive: true })
  const temporary = `${TEMPLATE_PATH}.${process.pid}`
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()))
  renameSync(temporary, TEMPLATE_PATH)
}

// The dump is ≈ 40 MB: a process reads it once (a Blob is immutable, so every store of the process can load
// the same one), not once per test database.
let loaded: { mtimeMs: number; blob: Blob } | undefined

export async function loadTemplate(): Promise<Blob> {
  if (!existsSync(TEMPLATE_PATH)) await buildTemplate()
  const { mtimeMs } = statSync(TEMPLATE_PATH)
  if (loaded?.mtimeMs !== mtimeMs) loaded = { mtimeMs, blob: new Blob([readFileSync(TEMPLATE_PATH)]) }
  return loaded.blob
}
