import type { Config } from '../../config.ts'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { lockDataDir } from './data-dir-lock.ts'
import { openStorage, type Storage } from './database.ts'
import { migrateToLatest } from './migrate.ts'
import { storeTemplate } from './store-template.ts'

/** The storage the configuration names, locked (when embedded) and migrated. */
export async function openConfiguredStorage(config: Config): Promise<Storage & { migrations: string[] }> {
  const lock = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR)
  try {
    // A new embedded store starts from the build's migrated template (the migrations below add any newer ones).
    const template = !config.DATABASE_URL && !existsSync(join(config.DATA_DIR, 'PG_VERSION')) ? storeTemplate() : undefined
    const storage = await openStorage(config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { dataDir: config.DATA_DIR, ...(template ? { loadDataDir: template } : {}) })
    const migrations = await migrateToLatest(storage.db)
    return {
      ...storage,
      migrations,
      async close() {
        try {
          await storage.close()
        } finally {
          lock?.release()
        }
      },
    }
  } catch (error) {
    lock?.release()
    throw error
  }
}
