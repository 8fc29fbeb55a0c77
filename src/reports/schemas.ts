import Type, { type Static } from 'typebox'
import { CsvEnum, ListEnvelope, PageQuery } from '../platform/http/pagination.ts'

export const REPORT_TYPES = ['executive_summary', 'remediation_plan', 'compliance_evidence'] as const
export const REPORT_FORMATS = ['pdf', 'json'] as const
export const REPORT_STATUSES = ['pending', 'ready', 'failed'] as const

export const Report = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `rpt_`.' }),
  type: Type.Enum([...REPORT_TYPES], { description: 'Which deliverable.' }),
  format: Type.Enum([...REPORT_FORMATS], { description: 'Output format.' }),
  status: Type.Enum([...REPORT_STATUSES], { description: '`pending` until generated, then `ready` or `failed`.' }),
  audit_id: Type.Union([Type.String(), Type.Null()], { description: 'The audit the report describes.' }),
  created_at: Type.String({ format: 'date-time', description: 'Lists are ordered by it, newest first.' }),
  completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When generation finished; null while pending.' }),
  failure_reason: Type.Union([Type.String(), Type.Null()], { description: 'Why generation failed; null otherwise.' }),
}, { additionalProperties: false, title: 'Report' })

export const ListReportsQuery = Type.Object({
  ...PageQuery,
  status: Type.Optional(CsvEnum(REPORT_STATUSES, 'Only these statuses; one value or a comma list.')),
}, { additionalProperties: false })
export const ReportList = ListEnvelope(Report, 'reports')

export type ReportRecord = Static<typeof Report>
export type ListReportsQuery = Static<typeof ListReportsQuery>
