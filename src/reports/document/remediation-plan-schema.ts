import Type, { type Static } from 'typebox'
import { SLA_STATUSES } from '../../vocabulary/index.ts'
import { AffectedResource, Count, Dimension, reportHeader, reportObject, Severity, Timestamp } from './common-schema.ts'
import { EFFORT_HINTS, EFFORT_LEVELS } from './effort.ts'

/** Affected resources listed per group; the total is always given. */
export const RESOURCES_PER_GROUP = 25
/** Overdue findings listed first; the total is always given. */
export const OVERDUE_LISTED = 50
/** Findings listed per owner, by due date; each owner's total is always given. */
export const FINDINGS_PER_OWNER = 25

const Owner = Type.Object({
  id: Type.String({ description: 'The member (`usr_` id).' }),
  name: Type.String({ description: 'Their name.' }),
}, { additionalProperties: false })

const DueFinding = Type.Object({
  finding_id: Type.String({ description: 'The finding (`fnd_` id).' }),
  title: Type.String({ description: 'What is wrong.' }),
  check_id: Type.String({ description: 'The check (or `pol_` policy) that raised it.' }),
  severity: Severity,
  status: Type.Enum(['open', 'accepted_risk'], { description: '`open`, or `accepted_risk` when the report includes accepted risks.' }),
  due_at: Type.Union([Timestamp('When it is due.'), Type.Null()], { description: 'Its due date (SLA policy or set by hand); null: none.' }),
  sla_status: Type.Enum([...SLA_STATUSES], { description: 'Against its due date when the report was generated (`none` unless open with a due date).' }),
  resource_id: Type.String({ description: 'The resource (`res_` id).' }),
  resource_name: Type.String({ description: 'The resource\'s name (its id when it left the inventory).' }),
  assignee: Type.Union([Owner, Type.Null()], { description: 'Its owner, or null.' }),
}, { additionalProperties: false })

export const RemediationPlan = reportObject({
  ...reportHeader('remediation_plan', '`remediation_plan`: overdue findings first, then open findings per owner by due date, and grouped by check, most urgent first, as a checklist.'),
  totals: Type.Object({
    open_findings: Count('Open findings in the plan.'),
    groups: Count('Checks (groups) with open findings.'),
    affected_resources: Count('Distinct resources with at least one open finding.'),
  }, { additionalProperties: false, description: 'What the plan covers.' }),
  overdue: Type.Object({
    total: Count('Open findings past their due date when the report was generated.'),
    items: Type.Array(DueFinding, { maxItems: OVERDUE_LISTED, description: `The first ${OVERDUE_LISTED}, most overdue first.` }),
  }, { additionalProperties: false, description: 'Overdue findings, first: the ones to fix before anything else.' }),
  owners: Type.Array(Type.Object({
    assignee: Type.Union([Owner, Type.Null()], { description: 'The owner (a member); null: findings nobody owns.' }),
    findings: Count('Findings of the plan this owner has.'),
    overdue: Count('Of them, open and past their due date.'),
    next_due_at: Type.Union([Timestamp('The earliest due date among them.'), Type.Null()], { description: 'The earliest due date among them; null when none has one.' }),
    items: Type.Array(DueFinding, { maxItems: FINDINGS_PER_OWNER, description: `The first ${FINDINGS_PER_OWNER}, by due date (none last), then most severe.` }),
  }, { additionalProperties: false }), { description: 'The plan\'s findings per owner: owners with the most overdue findings first, then the earliest due date; unowned findings are one group (assignee null).' }),
  resources_per_group: Type.Integer({ minimum: 1, description: `At most this many resources (${RESOURCES_PER_GROUP}) are listed per group, most severe first; \`affected_resources.total\` counts them all.` }),
  groups: Type.Array(Type.Object({
    rank: Type.Integer({ minimum: 1, description: '1 = fix first.' }),
    check_id: Type.String({ description: 'The check (or `pol_` policy) whose findings the group holds.' }),
    source: Type.Enum(['check', 'policy'], { description: '`check` (built-in library) or `policy` (a custom policy).' }),
    title: Type.String({ description: 'What is wrong.' }),
    severity: Severity,
    dimension: Dimension,
    remediation_steps: Type.Array(Type.String(), { minItems: 1, description: 'How to fix it, step by step (from the check library).' }),
    effort: Type.Object({
      level: Type.Enum([...EFFORT_LEVELS], { description: `Effort per resource: ${EFFORT_LEVELS.map((l) => `\`${l}\` — ${EFFORT_HINTS[l]}`).join(' ')}` }),
      hint: Type.String({ description: 'The level in words.' }),
    }, { additionalProperties: false, description: 'How much work fixing one affected resource typically takes (set per check).' }),
    affected_resources: Type.Object({
      total: Type.Integer({ minimum: 1, description: 'Resources with this open finding.' }),
      items: Type.Array(AffectedResource, { description: 'The first of them, most severe first, then by name.' }),
    }, { additionalProperties: false, description: 'The resources with this open finding: how many, and the first of them.' }),
  }, { additionalProperties: false }), { description: 'One group per check, ordered by highest severity, then affected resources (most first), then check id.' }),
}, 'RemediationPlanReport', 'The remediation plan: what to fix, in which order, and how.')
export type RemediationPlan = Static<typeof RemediationPlan>
