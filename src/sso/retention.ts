import { sql } from 'kysely'
import type { Db } from '../platform/db/database.ts'
import { pruneInBatches, type PruneOptions, type RetentionRule } from '../platform/db/retention.ts'

/** Sign-ins through a provider that were started and never came back are deleted once their 10 minutes pass. */
export async function pruneSsoLoginRequests(db: Db, now: Date, options: PruneOptions = {}): Promise<{ deleted: number }> {
  const deleted = await pruneInBatches(db, (limit) => sql<{ n: number }>`
    with gone as (
      delete from sso_login_requests where state_hash = any(array(
        select state_hash from sso_login_requests where expires_at <= ${now} limit ${limit}))
      returning 1)
    select count(*)::int as n from gone`, options)
  return { deleted }
}

export const ssoRetention: RetentionRule = { name: 'sso_login_requests', prune: pruneSsoLoginRequests }
