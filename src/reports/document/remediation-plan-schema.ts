import Type, { type Static } from 'typebox'
import { AffectedResource, Count, Dimension, reportHeader, reportObject, Severity } from './common-schema.ts'
import { EFFORT_HINTS, EFFORT_LEVELS } from './effort.ts'

/** Affected resources listed per group; the total is always given. */
export const RESOURCES_PER_GROUP = 25

export const RemediationPlan = reportObject({
  ...reportHeader('remediation_plan', '`remediation_plan`: open findings grouped by check, most urgent first, as a checklist.'),
  totals: Type.Object({
    open_findings: Count('Open findings in the plan.'),
    groups: Count('Checks (groups) with open findings.'),
    affected_resources: Count('Distinct resources with at least one open finding.'),
  }, { additionalProperties: false, description: 'What the plan covers.' }),
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
