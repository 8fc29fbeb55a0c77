import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { openStorage } from './database.ts'
import { migrateToLatest, MIGRATION_NAMES } from './migrate.ts'

// A first start on the embedded store used to create the database (initdb, ≈ 3 s here) and run every migration
// (≈ 0.7 s) while the terminal waited. The build makes one migrated, empty data directory instead (`npm run
// build`, which `npm ci` and `npm start` run), and a first start unpacks it (≈ 0.8 s). It holds no secret: the
// installation's own secrets are created on first use, in its own data directory.

/** Beside the compiled modules (dist/), whether this module runs from src/ (tsx) or from dist/. */
export const STORE_TEMPLATE = fileURLToPath(new URL('../../../dist/store-template.tar.gz', import.meta.url))
const STAMP = `${STORE_TEMPLATE}.json`

/**
 * What a template was built from: another migration list, another content of a migration (one edited before it
 * lands) or another PGlite version means build it again.
 */
function wanted(): string {
  const manifest = new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url)
  const pglite = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : 'unknown'
  const folder = new URL('./migrations/', import.meta.url)
  const digest = createHash('sha256')
  for (const file of readdirSync(folder).filter((f) => /\.(ts|js)$/.test(f)).sort()) digest.update(file).update(readFileSync(new URL(file, folder)))
  return JSON.stringify({ pglite, migrations: MIGRATION_NAMES, sources: digest.digest('hex') })
}

/** Builds the template unless the one there was built from the same migrations and PGlite. */
export async function ensureStoreTemplate(): Promise<'built' | 'current'> {
  if (existsSync(STORE_TEMPLATE) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted()) return 'current'
  const storage = await openStorage({})
  try {
    await migrateToLatest(storage.db)
    const dump = await storage.pglite!.dumpDataDir('gzip')
    writeFileSync(`${STORE_TEMPLATE}.${process.pid}`, Buffer.from(await dump.arrayBuffer()))
    renameSync(`${STORE_TEMPLATE}.${process.pid}`, STORE_TEMPLATE)
    writeFileSync(STAMP, wanted())
    return 'built'
  } finally {
    await storage.close()
  }
}

/** The template as PGlite loads it, when the build made one (a start without it creates the database instead). */
export function storeTemplate(): Blob | undefined {
  return existsSync(STORE_TEMPLATE) ? new Blob([readFileSync(STORE_TEMPLATE)]) : undefined
}
