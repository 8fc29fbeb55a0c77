import { sql } from 'kysely'
import type { Db } from '../platform/db/database.ts'
import { PRUNE_BATCH_SIZE, type PruneOptions, type RetentionRule } from '../platform/db/retention.ts'

const DAY_MS = 24 * 3600_000

/**
 * Authorization codes a day past their 10 minutes, and token pairs whose refresh token has expired, are
 * deleted. A used code is kept until then so that its replay is still recognised (and its tokens revoked).
 */
export async function pruneOAuth(db: Db, now: Date, options: PruneOptions = {}): Promise<{ deleted: number }> {
  const limit = options.batchSize ?? PRUNE_BATCH_SIZE
  const codesBefore = new Date(now.getTime() - DAY_MS)
  let deleted = 0
  const batch = async (statement: ReturnType<typeof sql<{ n: number }>>) => Number((await statement.execute(db)).rows[0]?.n ?? 0)
  for (const next of [
    () => sql<{ n: number }>`with gone as (delete from oauth_codes where code_hash = any(array(
      select code_hash from oauth_codes where expires_at < ${codesBefore} limit ${limit})) returning 1) select count(*)::int as n from gone`,
    () => sql<{ n: number }>`with gone as (delete from oauth_tokens where id = any(array(
      select id from oauth_tokens where refresh_expires_at < ${now} limit ${limit})) returning 1) select count(*)::int as n from gone`,
  ]) {
    for (;;) {
      if (options.signal?.aborted) return { deleted }
      const n = await batch(next())
      deleted += n
      if (n < limit) break
    }
  }
  return { deleted }
}

export const oauthRetention: RetentionRule = { name: 'oauth', prune: pruneOAuth }
