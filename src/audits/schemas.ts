import Type, { type Static } from 'typebox'
import { DIMENSIONS, SEVERITIES } from '../findings/index.ts'
import { CsvEnum, ListEnvelope, PageQuery } from '../platform/http/pagination.ts'

export const AUDIT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const
export const AUDIT_TRIGGERS = ['sandbox_seed', 'api', 'schedule', 'reanalysis'] as const
const Timestamp = (description: string) => Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description })
const Counts = (keys: readonly string[], description: string) =>
  Type.Object(Object.fromEntries(keys.map((k) => [k, Type.Integer({ minimum: 0 })])), { additionalProperties: false, description })

export const AuditSummary = Type.Object({
  new: Type.Integer({ minimum: 0, description: 'Findings first detected by this audit.' }),
  resolved: Type.Integer({ minimum: 0, description: 'Findings this audit found gone.' }),
  open: Type.Integer({ minimum: 0, description: 'Findings left open after this audit.' }),
  by_severity: Counts(SEVERITIES, 'Open findings after this audit, by severity.'),
  by_dimension: Counts(DIMENSIONS, 'Open findings after this audit, by dimension.'),
}, { additionalProperties: false, description: 'Null until the audit completes.' })

export const Audit = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `aud_`.' }),
  status: Type.Enum([...AUDIT_STATUSES], { description: '`queued` → `running` → `completed` or `failed`.' }),
  trigger: Type.Enum([...AUDIT_TRIGGERS], { description: 'What started the audit.' }),
  reanalysis_of: Type.Union([Type.String(), Type.Null()], { description: 'For a re-analysis, the audit whose inventory snapshot it re-ran.' }),
  created_at: Type.String({ format: 'date-time', description: 'When the audit was requested. Lists are ordered by it.' }),
  started_at: Timestamp('When the pass began; null while queued.'),
  completed_at: Timestamp('When the pass finished; null until completed or failed.'),
  resources_scanned: Type.Integer({ minimum: 0, description: 'Resources the pass evaluated.' }),
  summary: Type.Union([AuditSummary, Type.Null()], { description: 'Counts of new, resolved and open findings; null until completed.' }),
  failure_reason: Type.Union([Type.String(), Type.Null()], { description: 'Why the audit failed; null otherwise.' }),
}, { additionalProperties: false, title: 'Audit' })

export const ListAuditsQuery = Type.Object({
  ...PageQuery,
  status: Type.Optional(CsvEnum(AUDIT_STATUSES, 'Only these statuses; one value or a comma list.')),
}, { additionalProperties: false })
export const AuditList = ListEnvelope(Audit, 'audits')

export type AuditRecord = Static<typeof Audit>
export type AuditSummaryRecord = Static<typeof AuditSummary>
export type ListAuditsQuery = Static<typeof ListAuditsQuery>
