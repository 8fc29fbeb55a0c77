import { sql } from 'kysely'
import type { Db } from '../platform/db/database.ts'
import { pruneInBatches, type PruneOptions, type RetentionRule } from '../platform/db/retention.ts'

const DAY_MS = 24 * 3600_000

/**
 * Authorization codes a day past their 10 minutes, and token pairs whose refresh token has expired, are
 * deleted. A used code is kept until then so that its replay is still recognised (and its tokens revoked).
 */
export async function pruneOAuth(db: Db, now: Date, options: PruneOptions = {}): Promise<{ deleted: number }> {
  const codesBefore = new Date(now.getTime() - DAY_MS)
  const codes = await pruneInBatches(db, (limit) => sql<{ n: number }>`with gone as (delete from oauth_codes where code_hash = any(array(
    select code_hash from oauth_codes where expires_at < ${codesBefore} limit ${limit})) returning 1) select count(*)::int as n from gone`, options)
  const tokens = await pruneInBatches(db, (limit) => sql<{ n: number }>`with gone as (delete from oauth_tokens where id = any(array(
    select id from oauth_tokens where refresh_expires_at < ${now} limit ${limit})) returning 1) select count(*)::int as n from gone`, options)
  return { deleted: codes + tokens }
}

export const oauthRetention: RetentionRule = { name: 'oauth', prune: pruneOAuth }
