import { sql } from 'kysely'
import { DEFAULT_SLA_WINDOWS, dueAtFor } from '../findings/index.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import { generateSandbox } from './generate.ts'

const BATCH = 200

/** Writes a tenant's synthetic estate. Run inside the transaction that creates the tenant. */
export async function seedSandbox(db: DbOrTx, tenantId: string, seed: number, now: Date) {
  const data = generateSandbox(seed, tenantId, now)
  for (let i = 0; i < data.resources.length; i += BATCH) {
    await db.insertInto('resources').values(data.resources.slice(i, i + BATCH).map((r) => ({
      ...r, updated_at: r.discovered_at, tenant_id: tenantId, tags: JSON.stringify(r.tags), attributes: JSON.stringify(r.attributes),
    }))).execute()
  }
  await db.insertInto('audits').values({ ...data.audit, snapshot_at: data.audit.started_at, tenant_id: tenantId, summary: JSON.stringify(data.audit.summary) }).execute()
  // Due dates under the default SLA policy (a new workspace has it), as the audit engine would have set them.
  for (let i = 0; i < data.findings.length; i += BATCH) {
    await db.insertInto('findings').values(data.findings.slice(i, i + BATCH).map((f) => ({
      ...f, tenant_id: tenantId, due_at: dueAtFor(f.detected_at, f.severity, DEFAULT_SLA_WINDOWS),
    }))).execute()
  }
  // Each finding's history starts as an audit's would: created, by the audit, when it was detected.
  // Its accepted risks were accepted at once, so that the history (and statistics over time) end where the
  // findings are. Each entry carries what the statistics trigger needs (dimension, provider, first detection).
  await sql`insert into finding_transitions (tenant_id, audit_id, created_at, finding_id, kind, severity_before, severity_after, value_before, value_after,
      dimension, provider, detected_at)
    select f.tenant_id, f.audit_id, f.detected_at, f.id, k.kind, k.before, f.severity, k.value_before, k.value_after, f.dimension, r.provider, f.detected_at
    from findings f join resources r on r.tenant_id = f.tenant_id and r.id = f.resource_id
    cross join lateral (values ('created', null, null, null), ('status_changed', f.severity, 'open', f.status)) as k(kind, before, value_before, value_after)
    where f.tenant_id = ${tenantId} and (k.kind = 'created' or f.status <> 'open')`.execute(db)
  return { resources: data.resources.length, findings: data.findings.length, audit_id: data.audit.id }
}
