import { sql } from 'kysely'
import { insertEvents, type NewEvent } from '../../events/index.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { newId } from '../../platform/ids.ts'
import type { ResourceInput } from '../schemas.ts'

export interface UpsertCounts { added: number; updated: number; unchanged: number }

/** JSON with sorted keys: jsonb does not keep key order, so stored and imported values compare by content. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const stateOf = (r: { kind: string; region: string; name: string; tags: unknown; attributes: unknown }) =>
  canonical([r.kind, r.region, r.name, r.tags, r.attributes])

/**
 * Upserts one batch (unique (provider, external_id) within the batch) by (tenant, provider, external_id):
 * new resources are inserted with a `resource.added` event; changed ones move their previous version to
 * resource_history (so audits can re-analyse old snapshots) and take the new state; unchanged ones only
 * get last_seen_at. Runs in the caller's transaction.
 */
export async function upsertResources(tx: DbOrTx, tenantId: string, items: ResourceInput[], now: Date): Promise<UpsertCounts> {
  const counts: UpsertCounts = { added: 0, updated: 0, unchanged: 0 }
  if (items.length === 0) return counts
  const existing = await tx.selectFrom('resources').selectAll().where('tenant_id', '=', tenantId)
    .where(sql<boolean>`(provider, external_id) in (select * from unnest(${sql.val(items.map((i) => i.provider))}::text[], ${sql.val(items.map((i) => i.external_id))}::text[]))`)
    .forUpdate().execute()
  const byKey = new Map(existing.map((r) => [`${r.provider}\u0000${r.external_id}`, r]))

  const inserts = []
  const events: NewEvent[] = []
  const unchangedIds: string[] = []
  for (const item of items) {
    const tags = item.tags ?? {}
    const attributes = item.attributes ?? {}
    const current = byKey.get(`${item.provider}\u0000${item.external_id}`)
    if (!current) {
      const id = newId('res')
      inserts.push({
        id, tenant_id: tenantId, kind: item.kind, provider: item.provider, region: item.region, name: item.name, external_id: item.external_id,
        tags: JSON.stringify(tags), attributes: JSON.stringify(attributes), discovered_at: now, last_seen_at: now, updated_at: now,
      })
      events.push({ type: 'resource.added', data: { resource: { id, kind: item.kind, provider: item.provider, region: item.region, name: item.name, external_id: item.external_id } } })
      counts.added++
    } else if (stateOf(current) === stateOf({ ...item, tags, attributes })) {
      unchangedIds.push(current.id)
      counts.unchanged++
    } else {
      await tx.insertInto('resource_history').values({
        tenant_id: tenantId, resource_id: current.id, valid_from: current.updated_at, valid_to: now, kind: current.kind, provider: current.provider,
        region: current.region, name: current.name, external_id: current.external_id, tags: JSON.stringify(current.tags), attributes: JSON.stringify(current.attributes),
      }).execute()
      await tx.updateTable('resources').set({
        kind: item.kind, region: item.region, name: item.name, tags: JSON.stringify(tags), attributes: JSON.stringify(attributes), last_seen_at: now, updated_at: now,
      }).where('tenant_id', '=', tenantId).where('id', '=', current.id).execute()
      counts.updated++
    }
  }
  if (inserts.length > 0) await tx.insertInto('resources').values(inserts).execute()
  if (unchangedIds.length > 0) {
    await tx.updateTable('resources').set({ last_seen_at: now }).where('tenant_id', '=', tenantId).where('id', 'in', unchangedIds).execute()
  }
  await insertEvents(tx, tenantId, events, now)
  return counts
}
