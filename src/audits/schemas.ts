import Type, { type Static, type TSchema } from 'typebox'
import { DIMENSIONS, SEVERITIES } from '../findings/index.ts'
import { CsvEnum, ListEnvelope, PageQuery } from '../platform/http/pagination.ts'
import { PolicyFailure } from '../vocabulary/index.ts'

export const AUDIT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const
export const AUDIT_TRIGGERS = ['sandbox_seed', 'api', 'schedule', 'reanalysis', 'import', 'collection'] as const
const Timestamp = (description: string) => Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description })
const Counts = (keys: readonly string[], description: string) =>
  Type.Object(Object.fromEntries(keys.map((k) => [k, Type.Integer({ minimum: 0 })])), { additionalProperties: false, description })

export const AuditSummary = Type.Object({
  new: Type.Integer({ minimum: 0, description: 'Findings first detected by this audit.' }),
  reopened: Type.Integer({ minimum: 0, description: 'Resolved findings (or expired risk acceptances) this audit saw again.' }),
  resolved: Type.Integer({ minimum: 0, description: 'Findings this audit found gone.' }),
  severity_changed: Type.Integer({ minimum: 0, description: 'Findings whose severity this audit reclassified (for example by a finding policy).' }),
  open: Type.Integer({ minimum: 0, description: 'Findings left open after this audit (suppressed ones not counted).' }),
  by_severity: Counts(SEVERITIES, 'Open findings after this audit, by severity.'),
  by_dimension: Counts(DIMENSIONS, 'Open findings after this audit, by dimension.'),
}, { additionalProperties: false, description: 'Null until the audit completes or fails. For a `failed` audit: what the batches it finished changed (they stand, and the findings they saw have it as `audit_id`), and the open findings as it failed.' })


export const Audit = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `aud_`.' }),
  status: Type.Enum([...AUDIT_STATUSES], { description: '`queued` → `running` → `completed` or `failed`.' }),
  trigger: Type.Enum([...AUDIT_TRIGGERS], { description: 'What started the audit.' }),
  reanalysis_of: Type.Union([Type.String(), Type.Null()], { description: 'For a re-analysis, the audit whose inventory snapshot it re-ran.' }),
  created_at: Type.String({ format: 'date-time', description: 'When the audit was requested. Lists are ordered by it.' }),
  started_at: Timestamp('When the pass began; null while queued.'),
  completed_at: Timestamp('When the pass finished; null until completed or failed.'),
  resources_scanned: Type.Integer({ minimum: 0, description: 'Resources the pass evaluated (while running, and for a `failed` audit: the most any of its attempts had evaluated).' }),
  summary: Type.Union([AuditSummary, Type.Null()], { description: 'Counts of new, resolved and open findings; null until completed or failed (for a failed audit, what its finished batches changed).' }),
  failure_reason: Type.Union([Type.String(), Type.Null()], { description: 'Why the audit failed; null otherwise.' }),
  policy_failures: Type.Array(PolicyFailure, {
    description: 'Custom policies this audit could not evaluate (empty when every policy ran). The rest of the audit ran normally; a failed policy keeps its earlier verdicts: its open and accepted findings stay as they were (they are not resolved, and their `last_seen_at` and `audit_id` do not move), it raises no new finding, and a finding policy keeps raising the findings it raised before. Filled when the audit completes.',
  }),
}, { additionalProperties: false, title: 'Audit' })

export const ListAuditsQuery = Type.Object({
  ...PageQuery,
  status: Type.Optional(CsvEnum(AUDIT_STATUSES, 'Only these statuses; one value or a comma list.')),
}, { additionalProperties: false })
export const AuditList = ListEnvelope(Audit, 'audits')

export type AuditRecord = Static<typeof Audit>
export type AuditSummaryRecord = Static<typeof AuditSummary>
export type ListAuditsQuery = Static<typeof ListAuditsQuery>

export const DiffQuery = Type.Object({
  base: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'The audit to compare with (`aud_` id, created before this one). Default: the previous completed audit.' })),
  group: Type.Optional(Type.Enum(['new', 'resolved', 'changed'], { description: 'Return only this group (to page through it with `cursor`).' })),
  ...PageQuery,
}, { additionalProperties: false })

export const DiffEntry = (finding: TSchema) => Type.Object({
  finding,
  severity_before: Type.Union([Type.Enum([...SEVERITIES]), Type.Null()], { description: 'Severity at the base audit; null for new findings.' }),
  severity_after: Type.Union([Type.Enum([...SEVERITIES]), Type.Null()], { description: 'Severity at this audit.' }),
}, { additionalProperties: false })

export const DiffPage = (finding: TSchema) => Type.Object({
  data: Type.Array(DiffEntry(finding)),
  next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'Pass as `cursor` together with `group` for the next page of this group.' }),
  has_more: Type.Boolean(),
}, { additionalProperties: false })

export const AuditDiff = (finding: TSchema) => Type.Object({
  audit_id: Type.String(),
  base_audit_id: Type.Union([Type.String(), Type.Null()], { description: 'Null when there is no earlier completed audit: everything this audit found is new.' }),
  counts: Type.Object({ new: Type.Integer(), resolved: Type.Integer(), changed: Type.Integer() }, { additionalProperties: false }),
  new: Type.Union([DiffPage(finding), Type.Null()], { description: 'Open now, not open at the base. Null when another `group` was asked for.' }),
  resolved: Type.Union([DiffPage(finding), Type.Null()], { description: 'Open at the base, resolved now.' }),
  changed: Type.Union([DiffPage(finding), Type.Null()], { description: 'Open at both, with a different severity.' }),
}, { additionalProperties: false, title: 'AuditDiff' })
export type DiffQuery = Static<typeof DiffQuery>
