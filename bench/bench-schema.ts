import pg from 'pg'
import { openStorage, type Storage } from '../src/platform/db/database.ts'
import { migrateToLatest } from '../src/platform/db/migrate.ts'

export interface BenchSchema {
  /** The server's version, e.g. `15.20`. */
  version: string
  /** Migrated storage in the schema, for loading data. */
  storage: Storage
  /** DATABASE_URL for a service process working in the schema. */
  serviceUrl: string
  /** Closes the storage and drops the schema. */
  drop(): Promise<void>
}

async function dropSchema(server: string, schema: string) {
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    return (await admin.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]!.v.split(' ')[0]!
  } finally {
    await admin.end()
  }
}

/** A fresh, migrated schema on a PostgreSQL server for one bench (a leftover of an interrupted run is dropped first). */
export async function benchSchema(server: string, schema: string, poolSize = 4): Promise<BenchSchema> {
  const version = await dropSchema(server, schema)
  const storage = await openStorage({ databaseUrl: server, schema, poolSize })
  await migrateToLatest(storage.db)
  const url = new URL(server)
  url.searchParams.set('options', `-c search_path=${schema}`)
  let closed = false
  return {
    version, storage, serviceUrl: url.toString(),
    async drop() {
      if (!closed) await storage.close()
      closed = true
      await dropSchema(server, schema)
    },
  }
}
