import pg from 'pg'
import { sql } from 'kysely'
import type { DbOrTx, Storage } from './database.ts'

// Consumers (webhook delivery, durable jobs) used to find new work by polling every 50 ms. A producer now
// signals in its own transaction (`pg_notify`, delivered when it commits, never if it rolls back) and every
// process that runs consumers LISTENs: work is picked up within milliseconds, and the poll (1 s in the
// service) is only a safety net — for a missed signal, a retry that comes due, a lapsed claim.
// PostgreSQL: the listener holds a direct connection of its own (not from the pool: behind a transaction-mode
// pgbouncer LISTEN needs a session), reconnecting after an outage. PGlite: its own listen() in-process.

export const WORK_CHANNEL = 'posture_work'
export type WorkKind = 'deliveries' | 'jobs'

/** Wakes the consumers of `kind` when the caller's transaction commits. */
export async function signalWork(db: DbOrTx, kind: WorkKind): Promise<void> {
  await sql`select pg_notify(${WORK_CHANNEL}, ${kind})`.execute(db)
}

export interface WorkListener { close(): Promise<void> }

/** `listenUrl`: a direct connection when the pool's goes through a transaction-mode pooler (DATABASE_LISTEN_URL). */
export async function listenForWork(storage: Storage, onWork: (kind: WorkKind) => void, log?: { warn(details: object, message: string): void }, listenUrl?: string): Promise<WorkListener> {
  const deliver = (payload: string | undefined) => { if (payload === 'deliveries' || payload === 'jobs') onWork(payload) }
  if (storage.pglite) {
    const unsubscribe = await storage.pglite.listen(WORK_CHANNEL, deliver)
    return { close: () => unsubscribe() }
  }
  if (!storage.pool) throw new Error('listenForWork: no database connection settings')
  const settings = storage.pool.options
  let client: pg.Client | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: listenUrl ?? settings.connectionString, options: settings.options, connectionTimeoutMillis: 5000, keepAlive: true })
    next.on('notification', (message) => deliver(message.payload))
    next.on('error', () => undefined) // 'end' follows: reconnect there
    next.on('end', () => {
      if (closed || client !== next) return
      log?.warn({}, 'lost the database connection that listens for new work; polling until it is back')
      schedule()
    })
    client = next
    await next.connect()
    await next.query(`LISTEN ${WORK_CHANNEL}`)
    // Whatever committed while no one listened: look now.
    onWork('deliveries')
    onWork('jobs')
  }
  const schedule = () => {
    retry = setTimeout(() => { connect().catch(() => { if (!closed) schedule() }) }, 1000)
    retry.unref()
  }
  try {
    await connect()
  } catch {
    schedule()
  }
  return {
    async close() {
      closed = true
      clearTimeout(retry)
      await client?.end().catch(() => undefined)
    },
  }
}
