import type { Observation } from '../findings/index.ts'
import { severityRank } from '../findings/index.ts'
import type { ActivePolicy } from '../policies/index.ts'
import type { SnapshotResource } from '../resources/index.ts'
import { checksForKind } from './checks/catalogue.ts'
import type { InventoryIndex } from './checks/check.ts'

/**
 * Pure: the problems one batch of resources shows, by the built-in checks and the tenant's resource
 * policies. A check that throws (it should not; they read attributes defensively) is counted as passing
 * rather than failing the audit.
 */
export function observe(resources: readonly SnapshotResource[], index: InventoryIndex, resourcePolicies: readonly ActivePolicy[]): Observation[] {
  const observations: Observation[] = []
  for (const resource of resources) {
    for (const check of checksForKind(resource.kind)) {
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
    for (const policy of resourcePolicies) {
      if (!policy.compiled.matches({ resource })) continue
      observations.push({
        rule_id: policy.id, resource_id: resource.id, severity: policy.severity, dimension: policy.dimension,
        title: policy.name,
        description: policy.description || `The resource matches the custom policy "${policy.name}".`,
        remediation: 'Bring the resource in line with your organisation\'s policy, or change the policy if it no longer applies.',
        policy_ids: [policy.id],
      })
    }
  }
  return observations
}

/**
 * Finding policies raise (never lower) an observation's severity to the highest severity among those that
 * match it; their ids join the finding's policy_ids.
 */
export function applyFindingPolicies(
  observation: Observation, resource: SnapshotResource, existing: { id: string; status: string } | undefined, findingPolicies: readonly ActivePolicy[],
): void {
  for (const policy of findingPolicies) {
    const context = {
      resource,
      finding: {
        id: existing?.id ?? null, check_id: observation.rule_id, severity: observation.severity, dimension: observation.dimension,
        status: existing?.status ?? 'open', title: observation.title,
      },
    }
    if (!policy.compiled.matches(context)) continue
    if (!observation.policy_ids.includes(policy.id)) observation.policy_ids.push(policy.id)
    if (severityRank(policy.severity) > severityRank(observation.severity)) observation.severity = policy.severity
  }
}
