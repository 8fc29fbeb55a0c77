import Type, { type Static } from 'typebox'
import { FindingFilters, UpdateFindingBody } from './schemas.ts'
import { NOTE_MAX_LENGTH } from './schemas.ts'

export const MAX_BULK_IDS = 10_000
export const FAILURES_KEPT = 100

const Timestamp = (description: string) => Type.String({ format: 'date-time', description })
const { expires_at: _deprecated, ...triageFields } = UpdateFindingBody.properties

export const BulkChanges = Type.Object({
  ...triageFields,
  note: Type.Optional(Type.String({ minLength: 1, maxLength: NOTE_MAX_LENGTH, description: `A note added to every finding of the set (plain text, 1 to ${NOTE_MAX_LENGTH.toLocaleString('en')} characters).` })),
}, { additionalProperties: false, minProperties: 1, description: 'The changes, as in `PATCH /v1/findings/{id}` (`status` with `reason` and `accepted_until`, `assignee`, `due_at`), plus `note`. At least one.' })

export const BulkSelectionFilter = Type.Object({ ...FindingFilters }, {
  additionalProperties: false, description: 'The findings matching these list filters at the instant the request is accepted (`{}`: every finding of the tenant).',
})

export const CreateBulkUpdateBody = Type.Object({
  ids: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { minItems: 1, maxItems: MAX_BULK_IDS, description: `Up to ${MAX_BULK_IDS.toLocaleString('en')} finding ids (\`fnd_…\`; duplicates count once). Every one must be a finding of your tenant, else 422 \`invalid_finding_selection\` with \`error.details.unknown_ids\`.` })),
  filter: Type.Optional(BulkSelectionFilter),
  changes: BulkChanges,
}, { additionalProperties: false, title: 'CreateFindingBulkUpdate', description: 'Exactly one of `ids` and `filter`, and `changes`.' })
export type CreateBulkUpdateBody = Static<typeof CreateBulkUpdateBody>

export const BULK_STATUSES = ['pending', 'running', 'completed', 'failed'] as const

export const BulkUpdate = Type.Object({
  id: Type.String({ pattern: '^bup_[0-9A-Za-z]+$', description: 'The bulk update (`bup_…`).' }),
  status: Type.Enum([...BULK_STATUSES], { description: '`pending` (accepted, queued), `running`, `completed` (every finding of the set was tried: see the counts), `failed` (stopped: `failure_reason`; the findings already changed stay changed).' }),
  matched: Type.Integer({ minimum: 1, description: 'Findings in the set, fixed when the request was accepted.' }),
  updated: Type.Integer({ minimum: 0, description: 'Findings changed so far.' }),
  unchanged: Type.Integer({ minimum: 0, description: 'Findings that already were as asked (no history entry, no event).' }),
  failed: Type.Integer({ minimum: 0, description: 'Findings that could not take the change (see `failures`).' }),
  failures: Type.Array(Type.Object({
    finding_id: Type.String(),
    code: Type.String({ description: '`invalid_status_transition` (for example resolving a check\'s finding) or `not_found` (the finding was deleted since).' }),
    message: Type.String(),
  }, { additionalProperties: false }), { maxItems: 100, description: `The first ${FAILURES_KEPT} findings that could not take the change, with why.` }),
  filter: Type.Union([BulkSelectionFilter, Type.Null()], { description: 'The filter the set was chosen by; null when it was given as ids.' }),
  changes: BulkChanges,
  actor: Type.Object({ type: Type.Enum(['user', 'token', 'oauth_client']), id: Type.String() }, { additionalProperties: false, description: 'Who asked; the actor of every history entry and event it writes.' }),
  failure_reason: Type.Union([Type.String(), Type.Null()]),
  created_at: Timestamp('When it was accepted.'),
  started_at: Type.Union([Timestamp('When the work began.'), Type.Null()]),
  completed_at: Type.Union([Timestamp('When it completed or failed.'), Type.Null()], { description: 'When it completed or failed; 30 days later it is deleted (then 404).' }),
}, { additionalProperties: false, title: 'FindingBulkUpdate' })
export type BulkUpdateRecord = Static<typeof BulkUpdate>
