import Type, { type Static } from 'typebox'
import { DIMENSIONS, SEVERITIES } from '../findings/index.ts'
import { ListEnvelope, PageQuery } from '../platform/http/pagination.ts'

export const Policy = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `pol_`.' }),
  name: Type.String({ description: 'Short name shown on findings it raises.' }),
  description: Type.String({ description: 'What the policy is for.' }),
  enabled: Type.Boolean({ description: 'Disabled policies are not evaluated by audits.' }),
  dimension: Type.Enum([...DIMENSIONS], { description: 'Dimension of the findings the policy raises.' }),
  severity: Type.Enum([...SEVERITIES], { description: 'Severity the organisation assigns to what the policy matches.' }),
  expression: Type.String({ description: 'The rule, in the policy expression language, evaluated against each resource.' }),
  created_at: Type.String({ format: 'date-time', description: 'Lists are ordered by it, newest first.' }),
  updated_at: Type.String({ format: 'date-time' }),
}, { additionalProperties: false, title: 'Policy' })

export const ListPoliciesQuery = Type.Object({ ...PageQuery }, { additionalProperties: false })
export const PolicyList = ListEnvelope(Policy, 'policies')

export type PolicyRecord = Static<typeof Policy>
export type ListPoliciesQuery = Static<typeof ListPoliciesQuery>
