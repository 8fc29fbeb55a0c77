import Type, { type Static } from 'typebox'
import { COMPLIANCE_FRAMEWORKS } from '../checks/index.ts'
import { SEVERITIES } from '../vocabulary/index.ts'
import { ListEnvelope } from '../platform/http/pagination.ts'
import { PROVIDERS } from '../vocabulary/index.ts'

export const REQUIREMENT_STATUSES = ['passed', 'failed', 'not_assessed'] as const

export const FrameworkParams = Type.Object({
  id: Type.String({ pattern: '^[a-z0-9_]{1,40}$', description: 'A framework id, e.g. `cis_aws`, `pci_dss` (see GET /v1/compliance/frameworks).' }),
}, { additionalProperties: false })

export const FrameworkQuery = Type.Object({
  audit_id: Type.Optional(Type.String({ pattern: '^aud_[0-9A-Za-z]{1,40}$', description: 'A completed audit of your tenant (`aud_…`); default: the latest completed audit.' })),
}, { additionalProperties: false })
export type FrameworkQuery = Static<typeof FrameworkQuery>

const FrameworkFields = {
  id: Type.Enum([...COMPLIANCE_FRAMEWORKS]),
  name: Type.String({ description: 'e.g. `CIS Amazon Web Services Foundations Benchmark`.' }),
  version: Type.String({ description: 'The published version whose numbering the requirement ids follow.' }),
  providers: Type.Union([Type.Array(Type.Enum([...PROVIDERS])), Type.Null()], { description: 'The clouds whose resources it judges; null: every cloud.' }),
  url: Type.String({ description: 'Where the framework is published.' }),
  coverage: Type.String({ description: 'Which part of the published framework the data holds.' }),
}

export const FrameworkSummary = Type.Object({
  ...FrameworkFields,
  requirements: Type.Integer({ minimum: 0, description: 'Requirements in the data.' }),
  mapped_requirements: Type.Integer({ minimum: 0, description: 'Requirements at least one built-in check evidences; the others are always `not_assessed`.' }),
}, { additionalProperties: false, title: 'ComplianceFramework' })
export const FrameworkList = ListEnvelope(FrameworkSummary, 'frameworks', 'in a fixed order (the CIS benchmarks first)')

export const FrameworkStatus = Type.Object({
  ...FrameworkFields,
  audit_id: Type.String({ description: 'The completed audit the statuses describe.' }),
  totals: Type.Object({
    requirements: Type.Integer({ minimum: 0 }),
    passed: Type.Integer({ minimum: 0 }),
    failed: Type.Integer({ minimum: 0 }),
    not_assessed: Type.Integer({ minimum: 0 }),
  }, { additionalProperties: false }),
  requirements: Type.Array(Type.Object({
    id: Type.String({ description: 'The framework\'s numbering: `1.9`, `CC6.1`, `A.8.24`, `AC-2`, `164.312(a)(1)`, `3.5.1`.' }),
    title: Type.String(),
    description: Type.String(),
    section: Type.Union([Type.String(), Type.Null()]),
    status: Type.Enum([...REQUIREMENT_STATUSES], { description: '`failed`: an evidencing check has an open finding on a resource the framework judges; `passed`: at least one evidencing check was evaluated and none has; `not_assessed`: nothing here judges it (never shown as passed) — see `not_assessed_reason`.' }),
    not_assessed_reason: Type.Union([Type.Enum(['no_check', 'not_evaluated']), Type.Null()], { description: '`no_check`: no built-in check evidences it (evidence must come from elsewhere); `not_evaluated`: its checks exist but the audit saw no resource they read. null unless not assessed.' }),
    failing_resources: Type.Integer({ minimum: 0, description: 'Distinct resources failing it.' }),
    failing_findings: Type.Integer({ minimum: 0, description: 'Open findings of its checks on those resources.' }),
    checks: Type.Array(Type.Object({
      id: Type.String({ description: 'A check that evidences it (GET /v1/checks/{id}).' }),
      title: Type.String(),
      severity: Type.Enum([...SEVERITIES]),
      evaluated: Type.Boolean({ description: 'Whether the audit evaluated it (saw a resource of a kind it reads).' }),
      open_findings: Type.Integer({ minimum: 0 }),
    }, { additionalProperties: false })),
  }, { additionalProperties: false }), { description: 'Every requirement, in the framework\'s order.' }),
}, { additionalProperties: false, title: 'ComplianceFrameworkStatus' })
export type FrameworkStatus = Static<typeof FrameworkStatus>
