import Type, { type Static } from 'typebox'
import { DIMENSIONS, SEVERITIES } from '../vocabulary/index.ts'
import { ListEnvelope, PageQuery } from '../platform/http/pagination.ts'
import { MAX_EXPRESSION_LENGTH, POLICY_TARGETS } from './expression.ts'

const Expression = Type.String({
  minLength: 1, maxLength: MAX_EXPRESSION_LENGTH,
  description: 'A CEL expression that must be true for a match. Variables: `resource` (id, kind, provider, region, name, external_id, tags, attributes) and, for target `finding`, `finding` (id, check_id, severity, dimension, status, title). Example: `finding.dimension == "security" && resource.tags.env == "prod"`.',
})
const Target = Type.Enum([...POLICY_TARGETS], { description: '`resource`: raises a finding of its own on each matching resource. `finding`: raises matching findings to `severity` (never lowers).' })

export const Policy = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `pol_`.' }),
  name: Type.String({ description: 'Short name; the title of findings a resource policy raises.' }),
  description: Type.String({ description: 'What the policy is for.' }),
  enabled: Type.Boolean({ description: 'Disabled policies are not evaluated by audits.' }),
  target: Target,
  dimension: Type.Enum([...DIMENSIONS], { description: 'Dimension of the findings a resource policy raises.' }),
  severity: Type.Enum([...SEVERITIES], { description: 'Severity of what the policy matches.' }),
  expression: Expression,
  created_at: Type.String({ format: 'date-time', description: 'Lists are ordered by it, newest first.' }),
  updated_at: Type.String({ format: 'date-time' }),
}, { additionalProperties: false, title: 'Policy' })

const Name = Type.String({ minLength: 1, maxLength: 200 })
const Description = Type.String({ maxLength: 2000 })

export const CreatePolicyBody = Type.Object({
  name: Name,
  description: Type.Optional(Description),
  enabled: Type.Optional(Type.Boolean({ default: true })),
  target: Target,
  dimension: Type.Enum([...DIMENSIONS]),
  severity: Type.Enum([...SEVERITIES]),
  expression: Expression,
}, { additionalProperties: false, title: 'CreatePolicy' })

export const UpdatePolicyBody = Type.Object({
  name: Type.Optional(Name),
  description: Type.Optional(Description),
  enabled: Type.Optional(Type.Boolean()),
  target: Type.Optional(Target),
  dimension: Type.Optional(Type.Enum([...DIMENSIONS])),
  severity: Type.Optional(Type.Enum([...SEVERITIES])),
  expression: Type.Optional(Expression),
}, { additionalProperties: false, minProperties: 1, title: 'UpdatePolicy' })

export const PREVIEW_MAX_MATCHES = 50
export const PreviewBody = Type.Object({
  target: Target,
  expression: Expression,
  severity: Type.Optional(Type.Enum([...SEVERITIES], { description: 'For target `finding`: shows which matches it would raise.' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PREVIEW_MAX_MATCHES, default: 20, description: 'How many matches to return (the count covers all).' })),
}, { additionalProperties: false, title: 'PolicyPreviewRequest' })

/** A resource as previews show it. */
export const ResourceRef = Type.Object({
  id: Type.String(), kind: Type.String(), provider: Type.String(), region: Type.String(), name: Type.String(), external_id: Type.String(),
}, { additionalProperties: false })

export const PreviewResult = Type.Object({
  total: Type.Integer({ minimum: 0, description: 'How many resources (or open and accepted findings) match now.' }),
  scanned: Type.Integer({ minimum: 0, description: 'How many were evaluated.' }),
  matches: Type.Array(Type.Object({
    resource: ResourceRef,
    finding: Type.Union([Type.Object({
      id: Type.String(), check_id: Type.String(), severity: Type.Enum([...SEVERITIES]), dimension: Type.Enum([...DIMENSIONS]), status: Type.String(), title: Type.String(),
      would_raise_to: Type.Union([Type.Enum([...SEVERITIES]), Type.Null()], { description: 'The severity the policy would raise it to; null if already at or above.' }),
    }, { additionalProperties: false }), Type.Null()]),
  }, { additionalProperties: false }), { description: 'The first matches, in resource id order.' }),
}, { additionalProperties: false, title: 'PolicyPreview' })

export const ListPoliciesQuery = Type.Object({ ...PageQuery }, { additionalProperties: false })
export const PolicyList = ListEnvelope(Policy, 'policies')

export type PolicyRecord = Static<typeof Policy>
export type ListPoliciesQuery = Static<typeof ListPoliciesQuery>
export type CreatePolicyBody = Static<typeof CreatePolicyBody>
export type UpdatePolicyBody = Static<typeof UpdatePolicyBody>
export type PreviewBody = Static<typeof PreviewBody>
export type PreviewResult = Static<typeof PreviewResult>
