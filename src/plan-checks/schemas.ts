import Type, { type Static } from 'typebox'
import { DIMENSIONS, SEVERITIES } from '../findings/index.ts'

/** Plans with up to this many resource changes are checked during the request (200); larger ones by a job (202). */
export const SYNC_CHANGE_LIMIT = 5_000
/**
 * Plans with more resource changes are refused (422 `invalid_plan`): the state mapper's time grows faster than
 * the plan (about 6 s per substitution of unknown values at 20,000 resources), and a job must not hold a worker
 * for minutes.
 */
export const MAX_CHANGES = 20_000
/**
 * A plan is parsed whole (companion resources are merged across the plan, so there is no item-by-item
 * streaming as in imports); this bounds the memory one request may take.
 */
export const PLAN_BODY_LIMIT_BYTES = 32 * 1024 * 1024
/** How long a plan check stays readable; then the retention sweep deletes it (404). */
export const PLAN_CHECK_RETENTION_DAYS = 30

export const PLAN_CHECK_STATUSES = ['queued', 'running', 'completed', 'failed'] as const
export const PLAN_ACTIONS = ['create', 'update', 'replace', 'delete', 'no-op'] as const
export type PlanAction = (typeof PLAN_ACTIONS)[number]
/** The severities `fail_on` accepts: `info` findings never fail a plan. */
export const FAIL_ON_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const
export type FailOn = (typeof FAIL_ON_SEVERITIES)[number]

const Timestamp = (description: string) => Type.String({ format: 'date-time', description })

export const PlanCheckQuery = Type.Object({
  fail_on: Type.Optional(Type.Enum([...FAIL_ON_SEVERITIES], {
    default: 'high', description: 'The plan fails (`passed: false`) when it introduces a finding of this severity or above. Default `high`.',
  })),
}, { additionalProperties: false })

export const PlanFinding = Type.Object({
  check_id: Type.String({ description: 'The check (`sec.*`, `cost.*`, `arch.*`, `cmp.*`), or for a resolved policy finding the policy id.' }),
  title: Type.String(),
  severity: Type.Enum([...SEVERITIES]),
  dimension: Type.Enum([...DIMENSIONS]),
  description: Type.String(),
  remediation: Type.String(),
  address: Type.String({ description: 'The Terraform resource address in the plan, e.g. `module.web.aws_s3_bucket.logs`.' }),
  action: Type.Enum([...PLAN_ACTIONS], { description: 'What the plan does to the resource (`["delete","create"]` or `["create","delete"]` is `replace`).' }),
  resource_id: Type.Union([Type.String(), Type.Null()], { description: 'The inventory resource (`res_…`) the planned resource is, matched by external id (ARN or cloud id); null for a resource the inventory does not hold (a create).' }),
}, { additionalProperties: false, title: 'PlanFinding' })
export type PlanFinding = Static<typeof PlanFinding>

const Count = (description: string) => Type.Integer({ minimum: 0, description })

export const PlanCheckSummary = Type.Object({
  introduced: Count('Findings the plan would introduce: failing after apply, not open now.'),
  resolved: Count('Open (or accepted) findings the plan would resolve: passing after apply, or the resource is deleted.'),
  unchanged: Count('Findings failing now and after apply.'),
  undetermined: Count('Findings whose verdict depends on a value known only after apply; never counted as introduced, never failing the plan.'),
  by_severity: Type.Object(Object.fromEntries(SEVERITIES.map((s) => [s, Type.Integer({ minimum: 0 })])) as Record<(typeof SEVERITIES)[number], ReturnType<typeof Type.Integer>>, {
    additionalProperties: false, description: 'Introduced findings per severity.',
  }),
}, { additionalProperties: false })
export type PlanCheckSummary = Static<typeof PlanCheckSummary>

export const PlanCheck = Type.Object({
  id: Type.String({ pattern: '^pck_[0-9A-Za-z]+$', description: 'The plan check (`pck_…`).' }),
  status: Type.Enum([...PLAN_CHECK_STATUSES], { description: '`completed` for plans checked during the request; `queued` then `running` then `completed` (or `failed`, see `failure_reason`) for larger plans.' }),
  created_at: Timestamp('When the plan was received.'),
  completed_at: Type.Union([Timestamp('When the check finished.'), Type.Null()]),
  expires_at: Timestamp(`When it is deleted (${PLAN_CHECK_RETENTION_DAYS} days after it was received); then 404.`),
  fail_on: Type.Enum([...FAIL_ON_SEVERITIES], { description: 'The threshold `passed` follows.' }),
  passed: Type.Union([Type.Boolean(), Type.Null()], { description: 'False when the plan introduces a finding at or above `fail_on`; null until `completed`.' }),
  summary: Type.Union([PlanCheckSummary, Type.Null()], { description: 'Counts; null until `completed`.' }),
  introduced: Type.Array(PlanFinding, { description: 'Findings the plan would introduce, most severe first.' }),
  resolved: Type.Array(PlanFinding, { description: 'Findings the plan would resolve, most severe first.' }),
  undetermined: Type.Array(PlanFinding, { description: 'Findings the plan may introduce or resolve depending on values known only after apply.' }),
  failure_reason: Type.Union([Type.String(), Type.Null()]),
}, { additionalProperties: false, title: 'PlanCheck' })
export type PlanCheckRecord = Static<typeof PlanCheck>

/** What POST /v1/plan_checks takes: documented here, parsed by plan-document.ts (a plan is too loose for a schema). */
export const PlanBody = Type.Object({
  format_version: Type.Optional(Type.String()),
  planned_values: Type.Optional(Type.Object({}, { additionalProperties: true })),
  resource_changes: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }))),
  prior_state: Type.Optional(Type.Object({}, { additionalProperties: true })),
}, { additionalProperties: true, title: 'TerraformPlan', description: 'The output of `terraform show -json plan.out`.' })
