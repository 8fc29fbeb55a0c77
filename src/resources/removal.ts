import { sql } from 'kysely'
import { insertEvents, type NewEvent } from '../events/index.ts'
import type { Db } from '../platform/db/database.ts'
import type { Provider, ResourceKind } from '../vocabulary/index.ts'

/**
 * What a complete read of a source covered: its live resources there that the read did not see are gone.
 * A pushed import covers its whole source; a collection will cover one cloud account × region × service
 * (the kinds that service yields), and only the parts it read without error.
 */
export interface RemovalScope {
  source: string
  /** Only resources in these regions; every region when absent. */
  regions?: readonly string[]
  /** Only resources of these kinds; every kind when absent. */
  kinds?: readonly string[]
  /**
   * When the complete read began: what it saw has `last_seen_at` from this instant on, so a resource of the
   * scope last seen before it was not seen. A resource another read saw after this one began is kept.
   */
  notSeenSince: Date
}

/** Rows per transaction: one statement of this many rows stays far inside the API pool's statement deadline. */
export const REMOVAL_BATCH = 2000

interface RemovedRow { id: string; kind: ResourceKind; provider: Provider; region: string; name: string; external_id: string; source: string }

/**
 * Removes the scope's live resources that the complete read did not see: each gets `removed_at` (a
 * tombstone; README decision 88) and a `resource.removed` event, in batches of `batchSize`, each its own
 * short transaction (the outbox rule holds per batch). Run after the read committed, so a read that fails
 * removes nothing; removal that stops half-way (an outage) is finished by the next complete read of the
 * scope, and a batch never waits for rows another transaction holds (an import of the same source writing
 * them: it is seeing them). Returns how many were removed.
 */
export async function removeUnseenResources(db: Db, tenantId: string, scope: RemovalScope, options: { batchSize?: number; onBatch?: (removed: number) => void } = {}): Promise<number> {
  const size = options.batchSize ?? REMOVAL_BATCH
  const regions = scope.regions ? sql`and region = any(${sql.val([...scope.regions])}::text[])` : sql``
  const kinds = scope.kinds ? sql`and kind = any(${sql.val([...scope.kinds])}::text[])` : sql``
  let total = 0
  for (;;) {
    const removed = await db.transaction().execute(async (tx) => {
      const { rows: clock } = await sql<{ now: Date }>`select date_trunc('milliseconds', now()) as now`.execute(tx)
      const now = clock[0]!.now
      // A range of resources_source_unseen_idx (source, last seen before the read): only the unseen are read.
      // Materialized, so the limit is taken once: as a plain subquery of the UPDATE it bound nothing (one
      // statement removed 5 rows with a limit of 2 in test/resource-sources: a rescan of the locking subquery
      // finds rows past those the statement already updated).
      const { rows } = await sql<RemovedRow>`with unseen as materialized (
          select id from resources where tenant_id = ${tenantId} and source = ${scope.source} and removed_at is null
            and last_seen_at < ${scope.notSeenSince}::timestamptz ${regions} ${kinds}
          order by last_seen_at, id limit ${size} for update skip locked)
        update resources r set removed_at = ${now}::timestamptz from unseen
        where r.tenant_id = ${tenantId} and r.id = unseen.id
        returning r.id, r.kind, r.provider, r.region, r.name, r.external_id, r.source`.execute(tx)
      const events: NewEvent[] = rows.map((r) => ({
        type: 'resource.removed',
        data: { resource: { id: r.id, kind: r.kind, provider: r.provider, region: r.region, name: r.name, external_id: r.external_id, source: r.source } },
      }))
      await insertEvents(tx, tenantId, events, now)
      return rows.length
    })
    total += removed
    if (removed > 0) options.onBatch?.(removed)
    if (removed < size) return total
  }
}
