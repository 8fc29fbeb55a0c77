import type { Config } from '../../config.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { openStorage, type Storage } from './database.ts'
import { migrateToLatest } from './migrate.ts'

/** The storage the configuration names, locked (when embedded) and migrated. */
export async function openConfiguredStorage(config: Config): Promise<Storage & { migrations: string[] }> {
  const lock = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR)
  try {
    const storage = await openStorage(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR })
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
