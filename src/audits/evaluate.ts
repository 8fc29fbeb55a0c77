import type { RuleSet } from '../suppression/index.ts'
import type { Observation } from '../findings/index.ts'
import { severityRank } from '../findings/index.ts'
import type { ActivePolicy, AuditPolicies } from '../policies/index.ts'
import type { SnapshotResource } from '../resources/index.ts'
import { checksFor, type InventoryIndex } from '../checks/index.ts'
import type { FindingState } from './repo.ts'

/**
 * Pure: the problems one batch of resources shows by the built-in checks the tenant has not disabled. A check that throws (it should
 * not; they read attributes defensively) is counted as passing rather than failing the audit.
 */
export function observe(resources: readonly SnapshotResource[], index: InventoryIndex, disabled: ReadonlySet<string> = new Set()): Observation[] {
  const observations: Observation[] = []
  for (const resource of resources) {
    for (const check of checksFor(resource.kind, resource.provider)) {
      if (disabled.has(check.id)) continue // the tenant turned it off (PATCH /v1/checks/{id})
      let failed = false
      try {
        failed = check.evaluate(resource, index)
      } catch {
        failed = false
      }
      if (!failed) continue
      observations.push({
        rule_id: check.id, resource_id: resource.id, severity: check.severity, dimension: check.dimension,
        title: check.title, description: check.description, remediation: check.remediation, policy_ids: [],
      })
    }
  }
  return observations
}

/** The finding a resource policy raises on a resource it matches. */
function policyObservation(policy: ActivePolicy, resourceId: string): Observation {
  return {
    rule_id: policy.id, resource_id: resourceId, severity: policy.severity, dimension: policy.dimension,
    title: policy.name,
    description: policy.description || `The resource matches the custom policy "${policy.name}".`,
    remediation: 'Bring the resource in line with your organisation\'s policy, or change the policy if it no longer applies.',
    policy_ids: [policy.id],
  }
}

const key = (ruleId: string, resourceId: string) => `${ruleId}\u0000${resourceId}`
/** A finding that is open or accepted: the verdict a failed policy keeps. */
const standing = (state: FindingState | undefined) => state !== undefined && state.status !== 'resolved'

/** The findings of the batch's resources, by rule and resource, read only when a policy needs them. */
export type FindingStates = () => Promise<ReadonlyMap<string, FindingState>>
export function findingStatesByKey(states: readonly FindingState[]): Map<string, FindingState> {
  return new Map(states.map((s) => [key(s.check_id, s.resource_id), s]))
}

/**
 * Adds the findings of the tenant's resource policies to `observations`. A policy that has failed (in this
 * audit, now or before) keeps its earlier verdicts: its open and accepted findings on these resources are
 * observed again, and it raises no new one.
 */
export async function applyResourcePolicies(observations: Observation[], resources: readonly SnapshotResource[], policies: AuditPolicies, states: FindingStates): Promise<void> {
  const matches = await policies.matchResources(resources)
  for (const [k, policy] of policies.resourcePolicies.entries()) {
    if (!policies.hasFailed(policy.id)) {
      for (const i of matches[k]!) observations.push(policyObservation(policy, resources[i]!.id))
      continue
    }
    const byKey = await states()
    for (const resource of resources) {
      if (standing(byKey.get(key(policy.id, resource.id)))) observations.push({ ...policyObservation(policy, resource.id), carried: true })
    }
  }
}

/**
 * Finding policies raise (never lower) an observation's severity to the highest severity among those that
 * match it, in policy order (each sees the severity the previous ones left); their ids join the finding's
 * policy_ids. A policy sees the finding's id and status as stored (null and `open` for a new one). A policy
 * that has failed keeps its earlier verdicts: it matches the open and accepted findings it matched before.
 */
export async function applyFindingPolicies(observations: Observation[], resources: ReadonlyMap<string, SnapshotResource>, policies: AuditPolicies, states: FindingStates): Promise<void> {
  if (policies.findingPolicies.length === 0 || observations.length === 0) return
  // Read before the batch's transaction locks the rows: a status changed by hand in between is seen by the
  // next audit, as it would be had it changed a moment later.
  const byKey = await states()
  const existing = observations.map((o) => byKey.get(key(o.rule_id, o.resource_id)))
  const items = observations.map((o, i) => ({
    resource: resources.get(o.resource_id)!,
    finding: {
      id: existing[i]?.id ?? null, check_id: o.rule_id, severity: o.severity as string, dimension: o.dimension as string,
      status: existing[i]?.status ?? 'open', title: o.title,
    },
  }))
  const fallback = (policyId: string) => existing.flatMap((state, i) => standing(state) && state!.policy_ids.includes(policyId) ? [i] : [])
  const matches = await policies.matchFindings(items, fallback)
  for (const [k, policy] of policies.findingPolicies.entries()) {
    for (const i of matches[k]!) {
      const observation = observations[i]!
      if (!observation.policy_ids.includes(policy.id)) observation.policy_ids.push(policy.id)
      if (severityRank(policy.severity) > severityRank(observation.severity)) observation.severity = policy.severity
    }
  }
}

/**
 * The suppression rules' verdict on each observation that will create or reopen a finding (none stored, or a
 * resolved one): the oldest active rule that matches it, or null. The others are left undecided: a finding that
 * stays open or accepted keeps the rule it has (rules are applied to those when they change).
 */
export async function applySuppressionRules(observations: Observation[], resources: ReadonlyMap<string, SnapshotResource>, rules: RuleSet, states: FindingStates): Promise<void> {
  if (rules.size === 0 || observations.length === 0) return
  const byKey = await states()
  const judged = observations.filter((o) => !o.carried && !standing(byKey.get(key(o.rule_id, o.resource_id))))
  const verdicts = await rules.firstMatches(judged.map((o) => {
    const state = byKey.get(key(o.rule_id, o.resource_id))
    return {
      resource: resources.get(o.resource_id)!,
      finding: { id: state?.id ?? null, check_id: o.rule_id, severity: o.severity as string, dimension: o.dimension as string, status: 'open', title: o.title },
    }
  }))
  judged.forEach((o, i) => { o.suppressed_by = verdicts[i]! })
}
