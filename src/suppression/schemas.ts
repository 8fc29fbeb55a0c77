import Type, { type Static } from 'typebox'
import { DIMENSIONS, SEVERITIES } from '../vocabulary/index.ts'
import { ListEnvelope, PageQuery } from '../platform/http/pagination.ts'
import { MAX_EXPRESSION_LENGTH } from '../policies/index.ts'
import { ResourceRef } from '../policies/index.ts'

const Timestamp = (description: string) => Type.String({ format: 'date-time', description })
const Expression = Type.String({
  minLength: 1, maxLength: MAX_EXPRESSION_LENGTH,
  description: 'A CEL expression over `finding` (id, check_id, severity, dimension, status, title) and `resource` (id, kind, provider, region, name, external_id, tags, attributes) that is true for the findings to silence; the language and limits of finding policies. Example: `finding.check_id == "sec.bucket_versioning" && resource.tags.env == "sandbox"`.',
})
const Name = Type.String({ minLength: 1, maxLength: 200, description: 'Short name, shown beside the findings it silences.' })
const Reason = Type.String({ minLength: 1, maxLength: 2000, description: 'Why these findings are noise (required): the record an auditor reads.' })
const ExpiresAt = Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the rule stops silencing (in the future when set); its findings are released within a minute of it. null: never.' })

export const SuppressionRule = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `sup_`.' }),
  name: Name,
  reason: Reason,
  expression: Expression,
  expires_at: Type.Union([Timestamp('When it stops silencing.'), Type.Null()], { description: 'When the rule stops silencing; null: never.' }),
  enabled: Type.Boolean({ description: 'A disabled rule silences nothing: disabling it releases its findings.' }),
  active: Type.Boolean({ description: 'Enabled and not expired: the rule silences what it matches.' }),
  created_by: Type.String({ description: 'Who created it (`usr_…`, `pat_…` or `oac_…`).' }),
  created_at: Timestamp('Lists are ordered by it, newest first.'),
  updated_at: Timestamp('When it last changed.'),
  matched_count: Type.Integer({ minimum: 0, description: 'Findings (any status) this rule silences now: `GET /v1/findings?suppressed=true` lists them with `suppressed_by` this id.' }),
  matches: Type.Enum(['current', 'updating'], { description: '`updating` while a change of the rule (created, enabled, disabled, expression or expiry changed, deleted) is being applied to a large tenant\'s findings in the background; `current` once `matched_count` and the findings\' `suppressed_by` follow the rule as it is. Up to 10,000 findings are updated before the response.' }),
}, { additionalProperties: false, title: 'SuppressionRule' })

export const CreateSuppressionRuleBody = Type.Object({
  name: Name,
  reason: Reason,
  expression: Expression,
  expires_at: Type.Optional(ExpiresAt),
  enabled: Type.Optional(Type.Boolean({ default: true })),
}, { additionalProperties: false, title: 'CreateSuppressionRule' })

export const UpdateSuppressionRuleBody = Type.Object({
  name: Type.Optional(Name),
  reason: Type.Optional(Reason),
  expression: Type.Optional(Expression),
  expires_at: Type.Optional(ExpiresAt),
  enabled: Type.Optional(Type.Boolean()),
}, { additionalProperties: false, minProperties: 1, title: 'UpdateSuppressionRule' })

export const SuppressionPreviewBody = Type.Object({
  expression: Expression,
}, { additionalProperties: false, title: 'SuppressionRulePreviewRequest' })

export const PREVIEW_MATCHES = 20
export const SuppressionPreview = Type.Object({
  total: Type.Integer({ minimum: 0, description: 'How many open and accepted findings no rule silences the expression matches now: what a rule would silence if created.' }),
  scanned: Type.Integer({ minimum: 0, description: 'How many open and accepted findings were evaluated.' }),
  matches: Type.Array(Type.Object({
    finding: Type.Object({
      id: Type.String(), check_id: Type.String(), severity: Type.Enum([...SEVERITIES]), dimension: Type.Enum([...DIMENSIONS]), title: Type.String(),
    }, { additionalProperties: false }),
    resource: ResourceRef,
  }, { additionalProperties: false }), { maxItems: PREVIEW_MATCHES, description: `The first ${PREVIEW_MATCHES} matches, in finding id order.` }),
}, { additionalProperties: false, title: 'SuppressionRulePreview' })

export const ListSuppressionRulesQuery = Type.Object({ ...PageQuery }, { additionalProperties: false })
export const SuppressionRuleList = ListEnvelope(SuppressionRule, 'suppression rules')

export type SuppressionRuleRecord = Static<typeof SuppressionRule>
export type CreateSuppressionRuleBody = Static<typeof CreateSuppressionRuleBody>
export type UpdateSuppressionRuleBody = Static<typeof UpdateSuppressionRuleBody>
export type SuppressionPreviewBody = Static<typeof SuppressionPreviewBody>
export type SuppressionPreview = Static<typeof SuppressionPreview>
export type ListSuppressionRulesQuery = Static<typeof ListSuppressionRulesQuery>
