import { sql } from 'kysely'
import type { DbOrTx } from '../platform/db/database.ts'
import { keysetPage } from '../platform/db/keyset.ts'
import type { CursorPosition } from '../platform/http/cursor.ts'

export async function listAudits(db: DbOrTx, tenantId: string, filter: { status?: string[] }, after: CursorPosition | undefined, take: number) {
  let query = db.selectFrom('audits').selectAll().where('tenant_id', '=', tenantId)
  if (filter.status) query = query.where('status', 'in', filter.status)
  return keysetPage(query, 'created_at', after, take).execute()
}

export async function getAudit(db: DbOrTx, tenantId: string, id: string) {
  return db.selectFrom('audits').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

export type AuditRow = NonNullable<Awaited<ReturnType<typeof getAudit>>>

/** The tenant's queued or running audit; a running import's audit leaves the slot to audits (migration 0029). */
export async function activeAudit(db: DbOrTx, tenantId: string) {
  return db.selectFrom('audits').select(['id', 'status']).where('tenant_id', '=', tenantId).where('status', 'in', ['queued', 'running'])
    .where('trigger', '<>', 'import').executeTakeFirst()
}

export async function previousCompletedAudit(db: DbOrTx, tenantId: string, target: { created_at: Date; id: string }) {
  return db.selectFrom('audits').selectAll().where('tenant_id', '=', tenantId).where('status', '=', 'completed')
    .where(sql<boolean>`(created_at, id) < (${target.created_at}, ${target.id})`)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()
}

export interface FindingState { id: string; check_id: string; resource_id: string; status: string; policy_ids: string[] }

/** The stored findings of some resources: what finding policies see, and the verdicts a failed policy keeps. */
export async function findingStates(db: DbOrTx, tenantId: string, resourceIds: readonly string[]): Promise<FindingState[]> {
  if (resourceIds.length === 0) return []
  // One index lookup per resource whatever the statistics say, as reconcileFindings does (see there why).
  const { rows } = await sql<FindingState>`
    select f.* from unnest(${sql.val([...resourceIds])}::text[]) as r(id) cross join lateral (
      select f.id, f.check_id, f.resource_id, f.status, f.policy_ids from findings f
      where f.tenant_id = ${tenantId} and f.resource_id = r.id offset 0) as f`.execute(db)
  return rows
}

/**
 * Resources removed by `at` that still have an unresolved finding of the audits (imported findings are their
 * imports'), in id order, `size` at a time. Walks the tenant's tombstones (resources_removed_idx) with one
 * probe of the findings' resource index each; resolved findings drop out, so a tombstone costs an audit one
 * probe once its findings are resolved.
 */
export async function* removedWithFindings(db: DbOrTx, tenantId: string, at: Date, size: number) {
  let after = ''
  for (;;) {
    const { rows } = await sql<{ id: string; provider: string }>`select r.id, r.provider from resources r
      where r.tenant_id = ${tenantId} and r.removed_at is not null and r.removed_at <= ${at} and r.id > ${after}
        and exists (select 1 from findings f where f.tenant_id = ${tenantId} and f.resource_id = r.id and f.status <> 'resolved' and coalesce(f.fingerprint, '') = '')
      order by r.id limit ${size}`.execute(db)
    if (rows.length === 0) return
    yield rows
    if (rows.length < size) return
    after = rows[rows.length - 1]!.id
  }
}
