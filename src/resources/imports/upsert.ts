import { sql } from 'kysely'
import { insertEvents, type NewEvent } from '../../events/index.ts'
import { updateBatchRows } from '../../platform/db/batch-rows.ts'
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
 * get last_seen_at. A removed resource seen again is revived as if new (`resource.added`, counted `added`),
 * keeping its id so its findings' history stays one: its removed version moves to resource_history, valid
 * until its removal. Runs in the caller's transaction.
 *
 * `source`: the batch's resources now belong to it (the last import that names a source owns a resource);
 * without one, new resources have none and existing ones keep theirs. A source is provenance, not state: a
 * resource whose source alone changes is `unchanged` (no history version).
 */
export async function upsertResources(tx: DbOrTx, tenantId: string, items: ResourceInput[], now: Date, source: string | null = null): Promise<UpsertCounts> {
  const counts: UpsertCounts = { added: 0, updated: 0, unchanged: 0 }
  if (items.length === 0) return counts
  const existing = await tx.selectFrom('resources').selectAll().where('tenant_id', '=', tenantId)
    .where(sql<boolean>`(provider, external_id) in (select * from unnest(${sql.val(items.map((i) => i.provider))}::text[], ${sql.val(items.map((i) => i.external_id))}::text[]))`)
    .forUpdate().execute()
  const byKey = new Map(existing.map((r) => [`${r.provider}\u0000${r.external_id}`, r]))

  const inserts: { id: string; item: ResourceInput; tags: string; attributes: string }[] = []
  const updates: { id: string; item: ResourceInput; tags: string; attributes: string }[] = []
  const events: NewEvent[] = []
  const unchangedIds: string[] = []
  for (const item of items) {
    const tags = item.tags ?? {}
    const attributes = item.attributes ?? {}
    const current = byKey.get(`${item.provider}\u0000${item.external_id}`)
    if (current && current.removed_at !== null) {
      updates.push({ id: current.id, item, tags: JSON.stringify(tags), attributes: JSON.stringify(attributes) })
      events.push({ type: 'resource.added', data: { resource: { id: current.id, kind: item.kind, provider: item.provider, region: item.region, name: item.name, external_id: item.external_id } } })
      counts.added++
    } else if (!current) {
      const id = newId('res')
      inserts.push({ id, item, tags: JSON.stringify(tags), attributes: JSON.stringify(attributes) })
      events.push({ type: 'resource.added', data: { resource: { id, kind: item.kind, provider: item.provider, region: item.region, name: item.name, external_id: item.external_id } } })
      counts.added++
    } else if (stateOf(current) === stateOf({ ...item, tags, attributes })) {
      unchangedIds.push(current.id)
      counts.unchanged++
    } else {
      updates.push({ id: current.id, item, tags: JSON.stringify(tags), attributes: JSON.stringify(attributes) })
      counts.updated++
    }
  }
  // Set-based, one statement each whatever the batch size: unnest(array per column) is planned once, where a
  // VALUES list costs a parameter per cell and a statement per changed row cost a round trip each (bench:audit).
  if (inserts.length > 0) {
    const col = <T>(pick: (row: (typeof inserts)[number]) => T) => sql.val(inserts.map(pick))
    await sql`insert into resources (id, tenant_id, kind, provider, region, name, external_id, tags, attributes, discovered_at, last_seen_at, updated_at, source)
      select v.id, ${tenantId}, v.kind, v.provider, v.region, v.name, v.external_id, v.tags::jsonb, v.attributes::jsonb, ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz, ${source}::text
      from unnest(${col((r) => r.id)}::text[], ${col((r) => r.item.kind)}::text[], ${col((r) => r.item.provider)}::text[], ${col((r) => r.item.region)}::text[],
        ${col((r) => r.item.name)}::text[], ${col((r) => r.item.external_id)}::text[], ${col((r) => r.tags)}::text[], ${col((r) => r.attributes)}::text[])
        as v(id, kind, provider, region, name, external_id, tags, attributes)`.execute(tx)
  }
  if (updates.length > 0) {
    // The previous version of each changed resource moves to resource_history (audits re-analyse old
    // snapshots from it), valid until now (a revived one's: until its removal), then the row takes the new state.
    const ids = sql.val(updates.map((u) => u.id))
    await sql`insert into resource_history (tenant_id, resource_id, valid_from, valid_to, kind, provider, region, name, external_id, tags, attributes)
      select tenant_id, id, updated_at, coalesce(removed_at, ${now}::timestamptz), kind, provider, region, name, external_id, tags, attributes
      from resources where tenant_id = ${tenantId} and id = any(${ids}::text[])`.execute(tx)
    const col = <T>(pick: (row: (typeof updates)[number]) => T) => sql.val(updates.map(pick))
    await updateBatchRows('resources', tenantId, updates.map((u) => u.id), async (join) => (await sql<{ id: string }>`update resources r set kind = v.kind, region = v.region, name = v.name, tags = v.tags::jsonb, attributes = v.attributes::jsonb,
        last_seen_at = ${now}::timestamptz, updated_at = ${now}::timestamptz, removed_at = null, source = coalesce(${source}::text, r.source)
      from unnest(${ids}::text[], ${col((u) => u.item.kind)}::text[], ${col((u) => u.item.region)}::text[], ${col((u) => u.item.name)}::text[],
        ${col((u) => u.tags)}::text[], ${col((u) => u.attributes)}::text[]) as v(id, kind, region, name, tags, attributes)
      ${join} returning r.id`.execute(tx)).rows)
  }
  if (unchangedIds.length > 0) {
    await sql`update resources set last_seen_at = ${now}::timestamptz, source = coalesce(${source}::text, source)
      where tenant_id = ${tenantId} and id = any(${sql.val(unchangedIds)}::text[])`.execute(tx)
  }
  await insertEvents(tx, tenantId, events, now)
  return counts
}
