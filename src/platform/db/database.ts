import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely'
import pg from 'pg'
import { EmbeddedStore } from './embedded-store.ts'
import { pgliteDialect } from './serialized-driver.ts'
import type { Database } from './tables.ts'
import { poolTypes } from './timestamp-parser.ts'

export type Db = Kysely<Database>
export type DbOrTx = Kysely<Database> | Transaction<Database>

export interface Storage {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The embedded store (PGlite, in a thread of its own) when embedded (tests dump it as a template). */
  pglite?: EmbeddedStore
  /** The connection pool on PostgreSQL (its sizes are metrics). */
  pool?: pg.Pool
  close(): Promise<void>
}

export interface StorageOptions {
  /** postgres:// URL: use a real PostgreSQL server. */
  databaseUrl?: string
  /** PostgreSQL schema to work in (tests give each database its own); created if missing. */
  schema?: string
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string
  /** A PGlite data directory dump to start from (a migrated test template). */
  loadDataDir?: Blob
  poolSize?: number
  /**
   * PostgreSQL: a statement that has not answered after this long fails (client side, so a frozen server
   * cannot hold the caller; the server cancels it too). For the API's pool only: migrations, audits and
   * reports run on a pool without it.
   */
  queryTimeoutMs?: number
}

export async function openStorage(options: StorageOptions): Promise<Storage> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema, options.poolSize ?? 10, options.queryTimeoutMs)
  const pglite = await EmbeddedStore.open({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) })
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) })
  return {
    db,
    kind: 'pglite',
    pglite,
    async close() {
      await db.destroy()
      if (!pglite.closed) await pglite.close()
    },
  }
}

async function openPostgres(url: string, schema: string | undefined, poolSize: number, queryTimeoutMs?: number): Promise<Storage> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`)
  if (schema) {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    } finally {
      await admin.end()
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: poolTypes,
    // A database that does not answer (frozen, or a network that drops packets) must not hold requests: a
    // connection that cannot be opened, or a free one that cannot be had, within 5 s fails (→ 503).
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    ...(queryTimeoutMs ? { query_timeout: queryTimeoutMs, statement_timeout: queryTimeoutMs } : {}),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // A connection that dies (database restart, network cut) emits 'error' on its client, and on the pool when
  // idle; with no listener Node would crash the whole process. The query in flight, if any, still rejects
  // (→ 503) and the pool replaces the connection. A permanent listener per client covers the moment a
  // client is checked out just as its socket closes.
  pool.on('error', () => undefined)
  pool.on('connect', (client) => {
    client.on('error', () => undefined)
    if (queryTimeoutMs) closeOnTimeout(client)
  })
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return {
    db,
    kind: 'postgres',
    pool,
    async close() {
      await db.destroy()
    },
  }
}

/** Is the database answering within `timeoutMs`? Used by /readyz, which must answer within a second. */
export async function ping(db: Db, timeoutMs = 1000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), timeoutMs) })
  try {
    // Tried twice: the first may draw a connection the pool is just dropping (a statement cut by its client-side
    // deadline has its connection closed, and the pool can hand it out once more before it sees the close).
    const attempt = () => sql`select 1`.execute(db).then(() => true, () => false)
    return await Promise.race([attempt().then((answered) => answered || attempt()), late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * A statement that passed its client-side deadline leaves its connection waiting for an answer that may never
 * come (a frozen server): the transaction's ROLLBACK, sent next on the same connection, would wait a second
 * deadline. The connection is closed instead, so the rollback fails at once (→ 503) and the pool replaces it.
 */
function closeOnTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  ;(client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args)
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if ((error as Error | undefined)?.message === 'Query read timeout') (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy()
      })
    }
    return result
  }
}
