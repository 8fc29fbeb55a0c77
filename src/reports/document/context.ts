import { getAudit, type AuditRow } from '../../audits/index.ts'
import type { ComplianceFramework } from '../../checks/index.ts'
import type { DbOrTx } from '../../platform/db/database.ts'
import { REPORT_TYPES } from '../schemas.ts'
import { REPORT_SCHEMA_VERSION, type ReportFilters } from './common-schema.ts'
import { auditIdsAfter, getTenant, type Scope, type ScopeFilter } from './repo.ts'

export type ReportType = (typeof REPORT_TYPES)[number]

export interface ReportRequest {
  type: ReportType
  /** A completed audit of the tenant (the caller resolves the default, the latest completed audit). */
  audit_id: string
  filters?: ReportFilters
  /** Required for `compliance_evidence`. */
  framework?: ComplianceFramework
}

/** What every builder needs: the document's header, the audit, and the scope of findings it counts. */
export interface ReportContext {
  tenantId: string
  audit: AuditRow & { completed_at: Date; started_at: Date; snapshot_at: Date }
  scope: Scope
  header: {
    schema_version: typeof REPORT_SCHEMA_VERSION
    generated_at: string
    tenant: { id: string; name: string; mode: 'sandbox' | 'production' }
    audit: { id: string; trigger: string; started_at: string; completed_at: string; snapshot_at: string; resources_scanned: number }
    filters: ReportFilters & { status: ('open' | 'accepted_risk')[] }
  }
}

/** The filters as the document echoes them: keys in a fixed order, absent ones left out, `status` explicit. */
function appliedFilters(filters: ReportFilters = {}): ReportContext['header']['filters'] {
  const applied: ReportContext['header']['filters'] = { status: filters.status ?? ['open'] }
  if (filters.severity) applied.severity = filters.severity
  if (filters.dimension) applied.dimension = filters.dimension
  if (filters.resource_id) applied.resource_id = filters.resource_id
  if (filters.check_id) applied.check_id = filters.check_id
  if (filters.detected_after) applied.detected_after = new Date(filters.detected_after).toISOString()
  if (filters.detected_before) applied.detected_before = new Date(filters.detected_before).toISOString()
  return applied
}

export const scopeFilterOf = (applied: ReportContext['header']['filters']): ScopeFilter => ({
  statuses: applied.status, severity: applied.severity, dimension: applied.dimension, resource_id: applied.resource_id, check_id: applied.check_id,
  detected_after: applied.detected_after ? new Date(applied.detected_after) : undefined,
  detected_before: applied.detected_before ? new Date(applied.detected_before) : undefined,
})

/** The fields every document starts with, in the schema's order. */
export const documentHeader = <T extends ReportType>(context: ReportContext, type: T) => {
  const { schema_version, ...rest } = context.header
  return { schema_version, type, ...rest }
}

export async function reportContext(db: DbOrTx, tenantId: string, request: ReportRequest, now: Date): Promise<ReportContext> {
  const [tenant, audit] = [await getTenant(db, tenantId), await getAudit(db, tenantId, request.audit_id)]
  if (!tenant) throw new Error(`Tenant ${tenantId} does not exist`)
  if (!audit || audit.status !== 'completed' || !audit.completed_at || !audit.started_at) {
    throw new Error(`Audit ${request.audit_id} is not a completed audit of tenant ${tenantId}`)
  }
  const snapshotAt = audit.snapshot_at ?? audit.started_at
  const filters = appliedFilters(request.filters)
  return {
    tenantId,
    audit: { ...audit, completed_at: audit.completed_at, started_at: audit.started_at, snapshot_at: snapshotAt },
    scope: { laterAuditIds: await auditIdsAfter(db, tenantId, audit), filter: scopeFilterOf(filters) },
    header: {
      schema_version: REPORT_SCHEMA_VERSION,
      generated_at: now.toISOString(),
      tenant: { id: tenant.id, name: tenant.name, mode: tenant.mode },
      audit: {
        id: audit.id, trigger: audit.trigger, started_at: audit.started_at.toISOString(), completed_at: audit.completed_at.toISOString(),
        snapshot_at: snapshotAt.toISOString(), resources_scanned: audit.resources_scanned,
      },
      filters,
    },
  }
}
