import type { ApiError } from '../http/error-codes.ts'
import { ping, type Db } from './database.ts'

// A statement cut by a deadline is not an outage. On PostgreSQL the API pool gives each statement 5 s (a frozen
// database turns into 503s rather than held requests); a statement of a heavy request that passes it while the
// database answers everyone else must be refused as what it is, never as "the database is unavailable". The
// rollback that follows fails too (the pool closes the connection of a timed-out statement), so the first error
// is remembered where it happens, inside the transaction.

/** Whether `error` is a statement cut by its deadline: the pool's client-side one, or PostgreSQL's statement_timeout. */
export function passedStatementDeadline(error: unknown): boolean {
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown }
  return message === 'Query read timeout' || code === '57014'
}

/** Watches a transaction's work for a statement cut by its deadline; then tells a refusal from an outage. */
export function statementDeadlineWatch() {
  let cut = false
  // PostgreSQL's own statement_timeout (57014) is the server answering: no ping needed to know it is up (a ping
  // then could draw the connection the pool is just dropping and call an answering database an outage).
  let cutByServer = false
  const isServerCut = (error: unknown) => (error as { code?: unknown } | null)?.code === '57014'
  return {
    /** Runs the transaction's work, remembering whether a statement of it passed its deadline. */
    async watch<T>(work: () => Promise<T>): Promise<T> {
      try {
        return await work()
      } catch (error) {
        if (passedStatementDeadline(error)) cut = true
        if (isServerCut(error)) cutByServer = true
        throw error
      }
    },
    /** `refusal()` when a statement passed its deadline while the database answers a ping, else `error` itself. */
    async refusalFor(db: Db, error: unknown, refusal: () => ApiError): Promise<unknown> {
      if (cutByServer || isServerCut(error)) return refusal()
      if ((cut || passedStatementDeadline(error)) && await ping(db)) return refusal()
      return error
    },
  }
}
