import { sql } from 'kysely'
import type { Db } from '../platform/db/database.ts'
import { pruneInBatches, type PruneOptions, type RetentionRule } from '../platform/db/retention.ts'
import { SESSION_IDLE_MS } from './service.ts'

/** Sessions past their lifetime or idle timeout are deleted (a cookie naming one already signs no one in). */
export async function pruneSessions(db: Db, now: Date, options: PruneOptions = {}): Promise<{ deleted: number }> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MS)
  const deleted = await pruneInBatches(db, (limit) => sql<{ n: number }>`
    with gone as (
      delete from web_sessions where id_hash = any(array(
        select id_hash from web_sessions where expires_at <= ${now} or last_seen_at <= ${idleSince} limit ${limit}))
      returning 1)
    select count(*)::int as n from gone`, options)
  return { deleted }
}

export const sessionRetention: RetentionRule = { name: 'web_sessions', prune: pruneSessions }
