import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './database.ts'
import * as initial from './migrations/0001-initial.ts'
import * as auditEngine from './migrations/0002-audit-engine.ts'
import * as webhooks from './migrations/0003-webhooks.ts'
import * as webhookDeliveryLog from './migrations/0004-webhook-delivery-log.ts'
import * as accounts from './migrations/0005-accounts.ts'
import * as oauth from './migrations/0006-oauth.ts'
import * as tenantSecurity from './migrations/0007-tenant-security.ts'
import * as invites from './migrations/0008-invites.ts'
import * as sso from './migrations/0009-sso.ts'
import * as reportGeneration from './migrations/0010-report-generation.ts'
import * as foreignKeyIndexes from './migrations/0011-foreign-key-indexes.ts'
import * as auditPolicyFailures from './migrations/0012-audit-policy-failures.ts'
import * as tenantLedKeys from './migrations/0013-tenant-led-keys.ts'
import * as findingHistory from './migrations/0014-finding-history.ts'
import * as findingNotes from './migrations/0015-finding-notes.ts'
import * as findingAssignee from './migrations/0016-finding-assignee.ts'
import * as findingSla from './migrations/0017-finding-sla.ts'
import * as findingBulkUpdates from './migrations/0018-finding-bulk-updates.ts'
import * as findingStats from './migrations/0019-finding-stats.ts'
import * as webhookFilters from './migrations/0020-webhook-filters.ts'
import * as suppressionRules from './migrations/0021-suppression-rules.ts'
import * as idempotencyKeys from './migrations/0022-idempotency-keys.ts'
import * as eventFeed from './migrations/0023-event-feed.ts'
import * as findingImports from './migrations/0024-finding-imports.ts'
import * as planChecks from './migrations/0025-plan-checks.ts'
import * as checkSettings from './migrations/0026-check-settings.ts'
import * as statementReferences from './migrations/0027-statement-references.ts'
import * as idempotencyKeyLeases from './migrations/0028-idempotency-key-leases.ts'
import * as findingImportLeases from './migrations/0029-finding-import-leases.ts'
import * as cloudAccounts from './migrations/0030-cloud-accounts.ts'
import * as resourceSources from './migrations/0031-resource-sources.ts'
import * as collections from './migrations/0032-collections.ts'

// Migrations are listed here rather than read from the folder, so they work the same under tsx, in a
// bundle and in tests. Names sort in the order they apply.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-audit-engine': auditEngine,
  '0003-webhooks': webhooks,
  '0004-webhook-delivery-log': webhookDeliveryLog,
  '0005-accounts': accounts,
  '0006-oauth': oauth,
  '0007-tenant-security': tenantSecurity,
  '0008-invites': invites,
  '0009-sso': sso,
  '0010-report-generation': reportGeneration,
  '0011-foreign-key-indexes': foreignKeyIndexes,
  '0012-audit-policy-failures': auditPolicyFailures,
  '0013-tenant-led-keys': tenantLedKeys,
  '0014-finding-history': findingHistory,
  '0015-finding-notes': findingNotes,
  '0016-finding-assignee': findingAssignee,
  '0017-finding-sla': findingSla,
  '0018-finding-bulk-updates': findingBulkUpdates,
  '0019-finding-stats': findingStats,
  '0020-webhook-filters': webhookFilters,
  '0021-suppression-rules': suppressionRules,
  '0022-idempotency-keys': idempotencyKeys,
  '0023-event-feed': eventFeed,
  '0024-finding-imports': findingImports,
  '0025-plan-checks': planChecks,
  '0026-check-settings': checkSettings,
  '0027-statement-references': statementReferences,
  '0028-idempotency-key-leases': idempotencyKeyLeases,
  '0029-finding-import-leases': findingImportLeases,
  '0030-cloud-accounts': cloudAccounts,
  '0031-resource-sources': resourceSources,
  '0032-collections': collections,
}

/** Every migration, in the order it applies. */
export const MIGRATION_NAMES = Object.keys(migrations)

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: Db): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema unless told which; several installations (or
  // test schemas) in one database would then see each other's. Pin them to the connection's own schema.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema ?? 'public' })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`)
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
