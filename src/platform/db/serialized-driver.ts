import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely'

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

/** The same dialect with its driver serialized. */
export function serializedDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new SerializedDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  }
}
