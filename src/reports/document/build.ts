import type { DbOrTx } from '../../platform/db/database.ts'
import { buildComplianceEvidence, type EvidenceOptions } from './compliance-evidence.ts'
import { reportContext, type ReportRequest } from './context.ts'
import { buildExecutiveSummary } from './executive-summary.ts'
import { buildRemediationPlan } from './remediation-plan.ts'
import type { ReportDocument } from './schemas.ts'

/**
 * The JSON document of a report: the content both formats render. Reads in one snapshot when `db` is a
 * transaction (the job should pass a REPEATABLE READ one so that every number comes from the same instant).
 */
export async function buildReportDocument(db: DbOrTx, tenantId: string, request: ReportRequest, now: Date = new Date(),
  evidence: EvidenceOptions = {}): Promise<ReportDocument> {
  const context = await reportContext(db, tenantId, request, now)
  switch (request.type) {
    case 'executive_summary': return buildExecutiveSummary(db, context)
    case 'remediation_plan': return buildRemediationPlan(db, context)
    case 'compliance_evidence':
      if (!request.framework) throw new Error('A compliance_evidence report needs a framework')
      return buildComplianceEvidence(db, context, request.framework, evidence)
  }
}
