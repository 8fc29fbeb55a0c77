import { splitCsv } from '../platform/http/pagination.ts'
import type { FindingFilter } from './repo.ts'
import type { SummaryQuery } from './schemas.ts'

/** The list's query filters (CSV strings, ISO dates) as the repository's filter. */
export function toFilter(raw: SummaryQuery): FindingFilter {
  return {
    severity: splitCsv(raw.severity), dimension: splitCsv(raw.dimension), status: splitCsv(raw.status),
    resource_id: raw.resource_id, audit_id: raw.audit_id, check_id: raw.check_id,
    detected_after: raw.detected_after ? new Date(raw.detected_after) : undefined,
    detected_before: raw.detected_before ? new Date(raw.detected_before) : undefined,
    assignee: raw.assignee, sla_status: splitCsv(raw.sla_status),
    due_before: raw.due_before ? new Date(raw.due_before) : undefined,
    suppressed: raw.suppressed,
  }
}
