import Type, { type Static } from 'typebox'
import { ComplianceEvidence } from './compliance-evidence-schema.ts'
import { ExecutiveSummary } from './executive-summary-schema.ts'
import { RemediationPlan } from './remediation-plan-schema.ts'

export { ReportFilters, REPORT_SCHEMA_VERSION, REPORT_FINDING_STATUSES, Framework } from './common-schema.ts'
export { ExecutiveSummary, TREND_AUDITS, TOP_RISKS } from './executive-summary-schema.ts'
export { RemediationPlan, RESOURCES_PER_GROUP } from './remediation-plan-schema.ts'
export { ComplianceEvidence, FAILING_PER_CONTROL, CONTROL_STATUSES } from './compliance-evidence-schema.ts'

/** The JSON body of a report (`format: json`), told apart by `type`. */
export const ReportDocument = Type.Union([ExecutiveSummary, RemediationPlan, ComplianceEvidence], {
  title: 'ReportDocument',
  description: 'A generated report as JSON. `type` says which; `schema_version` versions the shape.',
})
export type ReportDocument = Static<typeof ReportDocument>
