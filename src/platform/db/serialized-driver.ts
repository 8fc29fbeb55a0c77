import { CompiledQuery, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type DatabaseConnection, type Dialect, type Driver, type QueryResult, type TransactionSettings } from 'kysely'
import type { EmbeddedStore } from './embedded-store.ts'

/**
 * PGlite is one database session. Kysely's PGlite driver hands every caller that same session, so two
 * transactions running at once (an import and an audit batch, two requests) would interleave their
 * statements inside one BEGIN … COMMIT, and one's ROLLBACK would undo the other's work. This driver lets
 * one caller hold the session at a time: a transaction holds it from BEGIN to COMMIT/ROLLBACK, a single
 * query for its own duration; the others wait their turn, in order.
 */
export class SerializedDriver implements Driver {
  #tail: Promise<void> = Promise.resolve()
  readonly #releases = new WeakMap<DatabaseConnection, () => void>()

  constructor(private readonly inner: Driver) {}

  init() { return this.inner.init() }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void
    const previous = this.#tail
    this.#tail = new Promise<void>((resolve) => { release = resolve })
    await previous
    try {
      const connection = await this.inner.acquireConnection()
      this.#releases.set(connection, release)
      return connection
    } catch (error) {
      release()
      throw error
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection)
    } finally {
      this.#releases.get(connection)?.()
      this.#releases.delete(connection)
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) { return this.inner.beginTransaction(connection, settings) }
  commitTransaction(connection: DatabaseConnection) { return this.inner.commitTransaction(connection) }
  rollbackTransaction(connection: DatabaseConnection) { return this.inner.rollbackTransaction(connection) }
  destroy() { return this.inner.destroy() }
}

/**
 * Kysely over one PGlite instance (in its own thread: embedded-store.ts): every caller gets its one session
 * (SerializedDriver takes turns; a turn spans the round trips to the thread, so turn-taking is unchanged). Written
 * here rather than taken from kysely-pglite, whose entry point also loads its code generator and migration
 * CLI (jiti and Babel, ≈ 0.4 s of every start) for these forty lines.
 */
class PGliteDriver implements Driver {
  readonly #connection: DatabaseConnection

  constructor(private readonly pglite: EmbeddedStore) {
    this.#connection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const result = await pglite.query<R>(query.sql, [...query.parameters])
        // As Kysely's PostgreSQL driver reports it: the affected rows of a write (PGlite counts 0 for a read).
        return result.affectedRows ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) } : { rows: result.rows }
      },
      // eslint-disable-next-line require-yield
      async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
        throw new Error('The embedded store does not stream query results; page with a keyset instead.')
      },
    }
  }

  async init() {}
  async acquireConnection() { return this.#connection }
  async releaseConnection() {}
  async beginTransaction(connection: DatabaseConnection) { await connection.executeQuery(CompiledQuery.raw('BEGIN')) }
  async commitTransaction(connection: DatabaseConnection) { await connection.executeQuery(CompiledQuery.raw('COMMIT')) }
  async rollbackTransaction(connection: DatabaseConnection) { await connection.executeQuery(CompiledQuery.raw('ROLLBACK')) }
  async destroy() { if (!this.pglite.closed) await this.pglite.close() }
}

export function pgliteDialect(pglite: EmbeddedStore): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new SerializedDriver(new PGliteDriver(pglite)),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  }
}
