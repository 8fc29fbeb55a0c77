import Type, { type Static } from 'typebox'
import { CsvEnum, ListEnvelope, PageQuery } from '../platform/http/pagination.ts'
import { DIMENSIONS, FINDING_STATUSES, SEVERITIES, SLA_STATUSES } from '../vocabulary/index.ts'

const Timestamp = (description: string) => Type.String({ format: 'date-time', description })

export const FindingSource = Type.Object({
  tool: Type.String({ description: 'The tool as the file names it, e.g. `Checkov`, `Trivy`, `Prowler`, `GuardDuty`.' }),
  version: Type.Union([Type.String(), Type.Null()], { description: 'The tool\'s version, when the file gives it.' }),
  rule_id: Type.String({ description: 'The tool\'s own rule id (`CKV_AWS_18`, `AVD-AWS-0086`, `s3_bucket_public_access`).' }),
  location: Type.Union([Type.Object({
    file: Type.String({ description: 'The scanned file, as the tool wrote its path.' }),
    start_line: Type.Union([Type.Integer(), Type.Null()]),
  }, { additionalProperties: false }), Type.Null()], { description: 'Where in the code, for infrastructure-as-code scanners; null for cloud findings.' }),
  scope: Type.String({ description: 'The import scope that resolves it when a later import no longer reports it: the tool\'s slug, with `/label`.' }),
  url: Type.Union([Type.String(), Type.Null()], { description: 'The rule\'s documentation, when the file links it.' }),
  controls: Type.Array(Type.String(), { description: 'Compliance requirements the tool maps the rule to, e.g. `CIS-1.5 1.20`, `CWE-285`.' }),
}, { additionalProperties: false, title: 'FindingSource' })

export const Finding = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `fnd_`.', examples: ['fnd_4Zq1hJc9dVxR2mN8kL0pWs'] }),
  severity: Type.Enum([...SEVERITIES], { description: 'How bad the problem is.' }),
  dimension: Type.Enum([...DIMENSIONS], { description: 'The 4D category of the problem.' }),
  resource_id: Type.String({ description: 'The affected resource (`res_` id).' }),
  title: Type.String({ description: 'Human-readable title.' }),
  detected_at: Timestamp('When the problem was first detected (UTC, ISO 8601). Lists are ordered by it, newest first.'),
  status: Type.Enum([...FINDING_STATUSES], { description: '`open`, `resolved` (no longer present), or `accepted_risk`.' }),
  check_id: Type.String({ description: 'The check (or `pol_` policy) that raised the finding, e.g. `sec.bucket_public_read`.' }),
  audit_id: Type.String({ description: 'The latest audit (`aud_` id) that saw the problem: the last to evaluate its resource (or, for an imported finding, the import that last reported it). It may be a `failed` audit: the batches a failed audit finished stand (their history entries and events are recorded), its `summary` counts what they changed, and the resources it did not reach keep the audit that saw them before.' }),
  description: Type.String({ description: 'What is wrong and why it matters.' }),
  remediation: Type.String({ description: 'How to fix it.' }),
  first_seen_at: Timestamp('First audit that saw the problem.'),
  last_seen_at: Timestamp('Latest audit that saw the problem.'),
  resolved_at: Type.Union([Timestamp('When it was resolved.'), Type.Null()], { description: 'When it was resolved; null unless `resolved`.' }),
  policy_ids: Type.Array(Type.String(), { description: 'Custom policies (`pol_` ids) that matched this finding.' }),
  status_reason: Type.Union([Type.String(), Type.Null()], { description: 'Why the risk was accepted; null unless `accepted_risk`.' }),
  status_expires_at: Type.Union([Timestamp('When the acceptance lapses.'), Type.Null()], { deprecated: true, description: 'Deprecated: the same value as `accepted_until`, kept for clients written before it.' }),
  accepted_until: Type.Union([Timestamp('When the acceptance lapses.'), Type.Null()], { description: 'For `accepted_risk`: the instant the acceptance lapses and the finding reopens by itself (within a minute, with a history entry and a `finding.updated` event); null if never, and for other statuses.' }),
  assignee: Type.Union([Type.String(), Type.Null()], { description: 'The member who owns the finding (`usr_…`), set with `PATCH /v1/findings/{id}`; null when nobody does (also after the member leaves the workspace).' }),
  due_at: Type.Union([Timestamp('When it is due.'), Type.Null()], { description: 'When the finding is due: its first detection plus the window of its severity in the tenant\'s SLA policy (`GET /v1/sla_policy`), or a date set by hand with `PATCH` (which severity and policy changes then leave alone); null when its severity has no window.' }),
  sla_status: Type.Enum([...SLA_STATUSES], { description: 'Where an open finding stands against `due_at`, at the time of the response: `overdue` from `due_at`, `due_soon` in the last 20 % of its window (first detection to `due_at`), else `on_track`; `none` without a due date or when the finding is not open (accepted and resolved findings are off the clock).' }),
  suppressed_by: Type.Union([Type.String(), Type.Null()], { description: 'The suppression rule (`sup_…`) that silences this finding, or null. A suppressed finding keeps its status; lists, summaries, groups, exports, statistics and reports leave it out unless asked (`suppressed=true` or `any`), and webhook events are not sent for it except `finding.resolved`.' }),
  source: Type.Union([FindingSource, Type.Null()], { description: 'For a finding of a findings import (`POST /v1/findings/imports`): the tool and rule that reported it; null for the findings of Posture\'s own checks and policies.' }),
}, { additionalProperties: false, title: 'Finding' })



export const FindingFilters = {
  severity: Type.Optional(CsvEnum(SEVERITIES, 'Only these severities; one value or a comma list, e.g. `high,critical`.')),
  dimension: Type.Optional(CsvEnum(DIMENSIONS, 'Only these dimensions; one value or a comma list.')),
  status: Type.Optional(CsvEnum(FINDING_STATUSES, 'Only these statuses; one value or a comma list.')),
  resource_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Only findings on this resource.' })),
  audit_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Only findings last seen by this audit (a `failed` one included: the findings its finished batches saw).' })),
  check_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'Only findings raised by this check.' })),
  detected_after: Type.Optional(Type.String({ format: 'date-time', description: 'Only findings detected at or after this instant (ISO 8601).' })),
  detected_before: Type.Optional(Type.String({ format: 'date-time', description: 'Only findings detected before this instant (ISO 8601).' })),
  assignee: Type.Optional(Type.String({ pattern: '^(none|usr_[0-9A-Za-z]{1,64})$', description: 'Only findings owned by this member (`usr_…`), or `none` for findings nobody owns.' })),
  sla_status: Type.Optional(CsvEnum(SLA_STATUSES, 'Only findings in these SLA states at the time of the request; one value or a comma list, e.g. `overdue,due_soon`.')),
  due_before: Type.Optional(Type.String({ format: 'date-time', description: 'Only findings due before this instant (ISO 8601); findings without a due date never match.' })),
  suppressed: Type.Optional(Type.Enum(['false', 'true', 'any'], { description: '`false` (the default): findings no suppression rule silences; `true`: only suppressed findings; `any`: both.' })),
}

export const ListFindingsQuery = Type.Object({ ...PageQuery, ...FindingFilters }, { additionalProperties: false })
export const FindingList = ListEnvelope(Finding, 'findings')

export type FindingRecord = Static<typeof Finding>
export type ListFindingsQuery = Static<typeof ListFindingsQuery>

const FutureTimestamp = (description: string, deprecated = false) => Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description, ...(deprecated ? { deprecated } : {}) }))
export const UpdateFindingBody = Type.Object({
  status: Type.Optional(Type.Enum(['open', 'accepted_risk', 'resolved'], { description: '`accepted_risk` to accept a known risk (needs `reason`), `open` to reopen an accepted or hand-resolved finding, `resolved` for a finding no check owns (imported findings: `check_id` `ext.…`); the findings of checks and policies are resolved by the audit that no longer sees the problem (else 409 `invalid_status_transition`).' })),
  assignee: Type.Optional(Type.Union([Type.String({ maxLength: 128 }), Type.Null()], { description: 'The member who owns the finding (`usr_…`, a member of this workspace, else 422 `invalid_assignee`); null to unassign.' })),
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description: 'Required with `accepted_risk`: why the organisation accepts it.' })),
  accepted_until: FutureTimestamp('With `accepted_risk`: when the acceptance lapses and the finding reopens by itself (in the future). Omit or null: never.'),
  expires_at: FutureTimestamp('Deprecated alias of `accepted_until` (send one or the other).', true),
  due_at: FutureTimestamp('Sets the due date by hand (any instant; severity and SLA policy changes then leave it alone). null: the due date follows the SLA policy again.'),
}, { additionalProperties: false, minProperties: 1, title: 'UpdateFinding' })
export type UpdateFindingBody = Static<typeof UpdateFindingBody>

export const HISTORY_CHANGES = ['created', 'severity_changed', 'status_changed', 'reopened', 'resolved', 'assigned', 'due_changed', 'note_added', 'note_deleted', 'suppressed', 'unsuppressed'] as const
export const HistoryEntry = Type.Object({
  id: Type.String({ pattern: '^fhe_[0-9]+$', description: 'The entry (`fhe_…`).' }),
  at: Timestamp('When the change was made.'),
  actor: Type.Object({
    type: Type.Enum(['system', 'user', 'token', 'oauth_client'], { description: '`system`: an audit (its id in `id`); `user`: a member acting through a personal access token or the web application; `token`: a token an operator made with the CLI, acting for no member; `oauth_client`: an OAuth application.' }),
    id: Type.Union([Type.String(), Type.Null()], { description: '`aud_…`, `usr_…`, `pat_…` or `oac_…`.' }),
  }, { additionalProperties: false }),
  change: Type.Enum([...HISTORY_CHANGES], { description: '`created`, `resolved`, `reopened` and `severity_changed` are made by audits (`reopened` also by the system when an acceptance lapses: from `accepted_risk`); `status_changed` (accepting a risk, reopening an accepted finding, changing an acceptance, resolving an imported finding), `assigned` (from and to: the members, null for nobody), `due_changed` (from and to: the due dates), `note_added` and `note_deleted` by people; `suppressed` (to: the rule) and `unsuppressed` (from: the rule) by the system when a suppression rule starts or stops silencing the finding.' }),
  from: Type.Union([Type.String(), Type.Null()], { description: 'The status (severity_changed: the severity) before; note_deleted: the note\'s id; null when there is no before (created) or it was not kept (resolutions by audits before November 2026).' }),
  to: Type.Union([Type.String(), Type.Null()], { description: 'The status or severity after; note_added: the note\'s id.' }),
  audit_id: Type.Union([Type.String(), Type.Null()], { description: 'The audit that made the change; null for a change made by someone.' }),
  resolution: Type.Union([Type.Enum(['fixed', 'check_disabled', 'resource_removed']), Type.Null()], { description: 'For `resolved`: why, as in `finding.resolved` — `fixed` (the problem is gone), `check_disabled` (the tenant disabled the check) or `resource_removed` (the resource left the inventory). Null for other changes and for resolutions recorded before December 2026.' }),
}, { additionalProperties: false, title: 'FindingHistoryEntry' })
export const FindingPageQuery = Type.Object({ ...PageQuery }, { additionalProperties: false })
export type FindingPageQuery = Static<typeof FindingPageQuery>
export const HistoryList = ListEnvelope(HistoryEntry, 'history entries', 'oldest first')

export const SummaryQuery = Type.Object({ ...FindingFilters }, { additionalProperties: false })
export type SummaryQuery = Static<typeof SummaryQuery>
const Tally = (keys: readonly string[]) => Type.Object(Object.fromEntries(keys.map((k) => [k, Type.Integer({ minimum: 0 })])), { additionalProperties: false })
export const FindingSummary = Type.Object({
  total: Type.Integer({ minimum: 0, description: 'Findings matching the filters.' }),
  by_severity: Tally(SEVERITIES),
  by_dimension: Tally(DIMENSIONS),
  by_status: Tally(FINDING_STATUSES),
  counts: Type.Array(Type.Object({
    severity: Type.Enum([...SEVERITIES]), dimension: Type.Enum([...DIMENSIONS]), status: Type.Enum([...FINDING_STATUSES]), count: Type.Integer({ minimum: 1 }),
  }, { additionalProperties: false }), { description: 'Every non-empty severity × dimension × status cell.' }),
}, { additionalProperties: false, title: 'FindingSummary' })

export const EXPORT_FORMATS = ['csv', 'ocsf'] as const
export const ExportQuery = Type.Object({
  format: Type.Enum([...EXPORT_FORMATS], { description: '`csv` (RFC 4180, one row per finding) or `ocsf` (OCSF 1.3 events as JSON Lines).' }),
  ...FindingFilters,
}, { additionalProperties: false })
export type ExportQuery = Static<typeof ExportQuery>

const Actor = Type.Object({
  type: Type.Enum(['user', 'token', 'oauth_client'], { description: '`user`: a member (a personal access token or the web application); `token`: an operator\'s CLI token; `oauth_client`: an OAuth application.' }),
  id: Type.String({ description: '`usr_…`, `pat_…` or `oac_…`.' }),
}, { additionalProperties: false })

export const NOTE_MAX_LENGTH = 10_000
export const Note = Type.Object({
  id: Type.String({ pattern: '^not_[0-9A-Za-z]+$', description: 'The note (`not_…`).' }),
  finding_id: Type.String({ description: 'The finding it is about.' }),
  body: Type.String({ description: 'Plain text, as written (never rendered as HTML by Posture).' }),
  author: Actor,
  created_at: Timestamp('When it was written.'),
}, { additionalProperties: false, title: 'FindingNote' })
export const CreateNoteBody = Type.Object({
  body: Type.String({ minLength: 1, maxLength: NOTE_MAX_LENGTH, description: `Plain text, 1 to ${NOTE_MAX_LENGTH.toLocaleString('en')} characters, not only white space.` }),
}, { additionalProperties: false, title: 'CreateFindingNote' })
export type CreateNoteBody = Static<typeof CreateNoteBody>
export const NoteList = ListEnvelope(Note, 'notes', 'oldest first')
export const NoteParams = Type.Object({
  id: Type.String({ maxLength: 128, description: 'The finding (`fnd_…`).' }),
  note_id: Type.String({ maxLength: 128, description: 'The note (`not_…`).' }),
}, { additionalProperties: false })

const WindowDays = (severity: string, byDefault: number | null) => Type.Union([Type.Integer({ minimum: 1, maximum: 3650 }), Type.Null()], {
  description: `Days from first detection to the due date of a ${severity} finding (1 to 3,650); null: ${severity} findings are never due. Default: ${byDefault ?? 'null'}.`,
})
const SlaWindowsFields = {
  critical_days: WindowDays('critical', 7), high_days: WindowDays('high', 30), medium_days: WindowDays('medium', 90),
  low_days: WindowDays('low', 180), info_days: WindowDays('info', null),
}
export const SlaPolicy = Type.Object({
  ...SlaWindowsFields,
  updated_at: Type.Union([Timestamp('When it was last changed.'), Type.Null()], { description: 'When it was last changed; null while the defaults apply.' }),
  updated_by: Type.Union([Type.String(), Type.Null()], { description: 'Who last changed it (`usr_…`, `pat_…` or `oac_…`); null while the defaults apply.' }),
  due_dates: Type.Enum(['current', 'updating'], { description: '`updating` while the due dates of a large tenant\'s findings are being recomputed in the background after a change (up to 10,000 open and accepted findings are updated before the response); `current` otherwise.' }),
}, { additionalProperties: false, title: 'SlaPolicy' })
export const PutSlaPolicyBody = Type.Object(SlaWindowsFields, { additionalProperties: false, title: 'PutSlaPolicy' })
export type PutSlaPolicyBody = Static<typeof PutSlaPolicyBody>
