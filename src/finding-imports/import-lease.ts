import { setTimeout as sleep } from 'node:timers/promises'
import { sql, type Insertable } from 'kysely'
import { summarizeAudit } from '../audits/index.ts'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import type { FindingImportTable } from '../platform/db/tables.ts'
import { ApiError } from '../platform/http/error-codes.ts'

// One import of a tenant at a time (two at once would both create the same fingerprint), across the several
// transactions of an import (README decision 86): the import's record, `running`, is the tenant's import slot
// (finding_imports_one_running_per_tenant, migration 0029), held by a lease its process renews while it runs. A
// record whose lease lapsed belongs to a process that died or lost the database: the tenant's next import marks
// it `failed` and takes the slot, and until then it is shown as failed.

/** An import holds the tenant's slot this long past its last renewal; it renews every IMPORT_LEASE_RENEW_MS and with each batch. */
export const IMPORT_LEASE_MS = 30_000
export const IMPORT_LEASE_RENEW_MS = 10_000
const leaseEnd = sql<Date>`now() + ${`${IMPORT_LEASE_MS} milliseconds`}::interval`

export const LAPSED_REASON = 'The import stopped before it finished (its process ended or lost the database, and its lease lapsed). What its committed batches changed stands; importing the same file again converges.'

/** The record's identity and what an audit row of it needs. */
export interface RunningImport { tenantId: string; id: string; auditId: string }

/**
 * Takes the tenant's import slot inside the first batch's transaction: a lapsed holder is failed first; a live
 * one refuses this import with 409 `import_in_progress`. The audit row is `running` and leaves the tenant's
 * active-audit slot to audits (the index excludes imports).
 */
export async function claimImportSlot(tx: DbOrTx, record: Insertable<FindingImportTable> & { id: string; tenant_id: string; audit_id: string }, now: Date): Promise<void> {
  await failLapsedImports(tx, record.tenant_id)
  await tx.insertInto('audits').values({
    id: record.audit_id, tenant_id: record.tenant_id, status: 'running', trigger: 'import', reanalysis_of: null, created_at: now, started_at: now,
    completed_at: null, resources_scanned: 0, summary: null, failure_reason: null, snapshot_at: now,
  }).execute()
  const claimed = await tx.insertInto('finding_imports').values({ ...record, status: 'running', failure_reason: null, lease_until: leaseEnd })
    .onConflict((oc) => oc.column('tenant_id').where('status', '=', 'running').doNothing()).returning('id').executeTakeFirst()
  if (!claimed) throw importInProgress()
}

/**
 * Refuses an import at once when a live import of the tenant holds the slot, before any work for it (its claim
 * still decides: two imports may both pass this and one of them be refused by claimImportSlot).
 */
export async function refuseWhileImportRuns(db: DbOrTx, tenantId: string): Promise<void> {
  const holder = await db.selectFrom('finding_imports').select('id').where('tenant_id', '=', tenantId).where('status', '=', 'running')
    .where('lease_until', '>=', sql<Date>`now()`).executeTakeFirst()
  if (holder) throw importInProgress()
}

const importInProgress = () => new ApiError('import_in_progress', 'Another findings import of this tenant is running; retry when it has finished.', { 'retry-after': '5' })

/** Renews the lease; false when the record is no longer this import's to write (another import found it lapsed). */
export async function renewImportLease(db: DbOrTx, running: RunningImport, set: { counts?: string } = {}): Promise<boolean> {
  const row = await db.updateTable('finding_imports').set({ ...set, lease_until: leaseEnd })
    .where('tenant_id', '=', running.tenantId).where('id', '=', running.id).where('status', '=', 'running').returning('id').executeTakeFirst()
  return row !== undefined
}

/** Ends a running import: its record and its audit `completed` or `failed`, the audit's summary from its transitions. */
export async function finishImport(tx: DbOrTx, running: RunningImport, outcome: { status: 'completed' | 'failed'; reason?: string; counts?: string; resourcesScanned?: number }): Promise<boolean> {
  const row = await tx.updateTable('finding_imports')
    .set({ status: outcome.status, failure_reason: outcome.reason ?? null, lease_until: null, ...(outcome.counts ? { counts: outcome.counts } : {}) })
    .where('tenant_id', '=', running.tenantId).where('id', '=', running.id).where('status', '=', 'running').returning('id').executeTakeFirst()
  if (!row) return false
  await tx.updateTable('audits').set({
    status: outcome.status, completed_at: sql<Date>`date_trunc('milliseconds', now())`, failure_reason: outcome.reason ?? null,
    summary: JSON.stringify(await summarizeAudit(tx, running.tenantId, running.auditId)),
    ...(outcome.resourcesScanned === undefined ? {} : { resources_scanned: outcome.resourcesScanned }),
  }).where('tenant_id', '=', running.tenantId).where('id', '=', running.auditId).execute()
  return true
}

async function failLapsedImports(tx: DbOrTx, tenantId: string) {
  const lapsed = await tx.selectFrom('finding_imports').select(['id', 'audit_id']).where('tenant_id', '=', tenantId)
    .where('status', '=', 'running').where('lease_until', '<', sql<Date>`now()`).forUpdate().execute()
  for (const row of lapsed) await finishImport(tx, { tenantId, id: row.id, auditId: row.audit_id }, { status: 'failed', reason: LAPSED_REASON })
}

/**
 * Records a failed import once the database takes it: tried again 0.5 s later, doubling to 5 s, for as long as
 * the lease would hold the slot (after that the next import marks it failed anyway).
 */
export function recordFailureLater(record: () => Promise<unknown>): void {
  const until = Date.now() + IMPORT_LEASE_MS
  void (async () => {
    for (let wait = 500; Date.now() < until; wait = Math.min(wait * 2, 5_000)) {
      await sleep(wait)
      if (await record().then(() => true, () => false)) return
    }
  })()
}

/** Renews the lease every IMPORT_LEASE_RENEW_MS until stopped (between batches, and during a long one on PostgreSQL). */
export function keepImportLease(db: Db, running: RunningImport): () => void {
  const timer = setInterval(() => { renewImportLease(db, running).catch(() => undefined) }, IMPORT_LEASE_RENEW_MS)
  timer.unref()
  return () => clearInterval(timer)
}
