import Type, { type Static } from 'typebox'
import { COMPLIANCE_FRAMEWORKS } from '../checks/index.ts'
import { CsvEnum, ListEnvelope, PageQuery } from '../platform/http/pagination.ts'
import { ReportFilters } from './document/schemas.ts'

export const REPORT_TYPES = ['executive_summary', 'remediation_plan', 'compliance_evidence'] as const
export const REPORT_FORMATS = ['pdf', 'json'] as const
export const REPORT_STATUSES = ['pending', 'ready', 'failed'] as const

export const Report = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `rpt_`.' }),
  type: Type.Enum([...REPORT_TYPES], { description: 'Which deliverable.' }),
  format: Type.Enum([...REPORT_FORMATS], { description: 'Output format.' }),
  status: Type.Enum([...REPORT_STATUSES], { description: '`pending` until generated, then `ready` or `failed`.' }),
  audit_id: Type.Union([Type.String(), Type.Null()], { description: 'The audit the report describes.' }),
  framework: Type.Union([Type.Enum([...COMPLIANCE_FRAMEWORKS]), Type.Null()], { description: 'The framework of a `compliance_evidence` report; null for the other types.' }),
  filters: Type.Union([ReportFilters, Type.Null()], { description: 'The findings filters the request gave; null when none.' }),
  created_at: Type.String({ format: 'date-time', description: 'Lists are ordered by it, newest first.' }),
  completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When generation finished; null while pending.' }),
  size_bytes: Type.Union([Type.Integer(), Type.Null()], { description: 'Size of the content once `ready`; null otherwise.' }),
  content_url: Type.Union([Type.String(), Type.Null()], { description: 'Where to download the content once `ready` (`/v1/reports/{id}/content`); null otherwise.' }),
  failure_reason: Type.Union([Type.String(), Type.Null()], { description: 'Why generation failed; null otherwise.' }),
}, { additionalProperties: false, title: 'Report' })

export const CreateReportBody = Type.Object({
  type: Type.Enum([...REPORT_TYPES], { description: 'executive_summary, remediation_plan or compliance_evidence.', 'x-error-code': 'invalid_report_type' }),
  format: Type.Enum([...REPORT_FORMATS], { description: '`pdf` (cover, contents, page numbers, vector charts) or `json` (the versioned `ReportDocument`).', 'x-error-code': 'invalid_report_format' }),
  audit_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'A completed audit of your tenant (`aud_…`); default: the latest completed audit.', 'x-error-code': 'unknown_audit' })),
  filters: Type.Optional(Type.Object(ReportFilters.properties, {
    additionalProperties: false, description: 'Findings filters, as in `GET /v1/findings` but as JSON arrays; they narrow every number of the report.', 'x-error-code': 'invalid_report_filters',
  })),
  framework: Type.Optional(Type.Enum([...COMPLIANCE_FRAMEWORKS], { description: `Required for \`compliance_evidence\` (${COMPLIANCE_FRAMEWORKS.join(', ')}); not allowed for the other types.`, 'x-error-code': 'invalid_framework' })),
}, { additionalProperties: false, title: 'CreateReportRequest' })

export const ListReportsQuery = Type.Object({
  ...PageQuery,
  status: Type.Optional(CsvEnum(REPORT_STATUSES, 'Only these statuses; one value or a comma list.')),
}, { additionalProperties: false })
export const ReportList = ListEnvelope(Report, 'reports')

export type ReportRecord = Static<typeof Report>
export type CreateReportBody = Static<typeof CreateReportBody>
export type ListReportsQuery = Static<typeof ListReportsQuery>
