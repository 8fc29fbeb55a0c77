import Type, { type Static } from 'typebox'
import { COMPLIANCE_FRAMEWORKS } from '../checks/index.ts'
import { DIMENSIONS, SEVERITIES } from '../vocabulary/index.ts'
import { CsvEnum, ListEnvelope, PageQuery } from '../platform/http/pagination.ts'
import { PROVIDERS, RESOURCE_KINDS } from '../vocabulary/index.ts'

/** Check ids are `sec.…`, `cost.…`, `arch.…` or `cmp.…` with lower-case words: nothing else is looked up. */
export const CHECK_ID_PATTERN = '^(sec|cost|arch|cmp)\\.[a-z0-9_]{1,96}$'

export const CheckParams = Type.Object({
  id: Type.String({ pattern: CHECK_ID_PATTERN, maxLength: 101, description: 'A built-in check id, e.g. `sec.bucket_public_read`.' }),
}, { additionalProperties: false })

const Reason = Type.String({ minLength: 1, maxLength: 2000, description: 'Why the check is disabled (or enabled again): the record an auditor reads in the workspace audit log.' })

export const CheckRecord = Type.Object({
  id: Type.String({ description: 'Stable id; the prefix names the dimension. Findings of the check carry it as `check_id`.' }),
  title: Type.String(),
  description: Type.String({ description: 'The problem, as a finding of this check states it.' }),
  rationale: Type.String({ description: 'Why the problem matters: the risk or the cost.' }),
  remediation: Type.String({ description: 'How to fix it, in words.' }),
  terraform_fix: Type.Union([Type.String(), Type.Null()], { description: 'A Terraform snippet that fixes it, where Terraform can; null otherwise.' }),
  severity: Type.Enum([...SEVERITIES], { description: 'The severity of its findings (finding policies may raise it).' }),
  dimension: Type.Enum([...DIMENSIONS]),
  providers: Type.Array(Type.Enum([...PROVIDERS]), { description: 'The clouds whose resources it evaluates.' }),
  resource_kinds: Type.Array(Type.Enum([...RESOURCE_KINDS]), { description: 'The inventory kinds it reads.' }),
  terraform_types: Type.Array(Type.String(), { description: 'The Terraform resource types whose attributes it reads (the state importer maps them to `resource_kinds`).' }),
  compliance: Type.Array(Type.Object({
    framework: Type.Enum([...COMPLIANCE_FRAMEWORKS]),
    requirements: Type.Array(Type.String(), { description: 'The requirement (control) ids of the framework this check evidences.' }),
  }, { additionalProperties: false }), { description: 'The framework requirements it evidences; see GET /v1/compliance/frameworks.' }),
  enabled: Type.Boolean({ description: 'Whether your audits and plan checks run it. Disabled: its open and accepted findings are resolved by the next audit (`finding.resolved` with resolution `check_disabled`) and it raises none until enabled again.' }),
  setting: Type.Union([Type.Object({
    enabled: Type.Boolean(),
    reason: Type.Union([Type.String(), Type.Null()]),
    updated_at: Type.String({ format: 'date-time' }),
    updated_by: Type.String({ description: 'Who changed it (`usr_…`, `pat_…` or `oac_…`).' }),
  }, { additionalProperties: false }), Type.Null()], { description: 'Your tenant\'s last change of the check; null: never changed (enabled).' }),
}, { additionalProperties: false, title: 'Check' })
export type CheckRecord = Static<typeof CheckRecord>

export const CheckList = ListEnvelope(CheckRecord, 'checks', 'by id')

export const ListChecksQuery = Type.Object({
  ...PageQuery,
  provider: Type.Optional(CsvEnum(PROVIDERS.filter((p) => p !== 'other'), 'Only checks that evaluate resources of these providers; one value or a comma list.')),
  dimension: Type.Optional(CsvEnum(DIMENSIONS, 'Only these dimensions; one value or a comma list.')),
  severity: Type.Optional(CsvEnum(SEVERITIES, 'Only these severities; one value or a comma list.')),
  framework: Type.Optional(CsvEnum(COMPLIANCE_FRAMEWORKS, 'Only checks that evidence a requirement of these frameworks; one value or a comma list.')),
  enabled: Type.Optional(Type.Enum(['true', 'false'], { description: 'Only checks your tenant has enabled (`true`) or disabled (`false`).' })),
}, { additionalProperties: false })
export type ListChecksQuery = Static<typeof ListChecksQuery>

export const UpdateCheckBody = Type.Object({
  enabled: Type.Boolean({ description: '`false` disables the check for your tenant; `true` enables it again.' }),
  reason: Type.Optional(Reason),
}, { additionalProperties: false, title: 'UpdateCheck' })
export type UpdateCheckBody = Static<typeof UpdateCheckBody>
