import type { Dimension, Severity } from '../vocabulary/index.ts'
import type { Provider, ResourceKind, SnapshotResource } from '../resources/index.ts'

/** Facts about the whole inventory that some checks need, built in a first pass over the snapshot. */
export interface InventoryIndex {
  /** Network group ids (security groups, firewall tags, NSGs) attached to at least one running instance. */
  runningInstanceNetworkGroups: ReadonlySet<string>
}

export { FRAMEWORK_IDS as COMPLIANCE_FRAMEWORKS, type FrameworkId as ComplianceFramework } from './frameworks/framework.ts'
import type { FrameworkId as ComplianceFramework } from './frameworks/framework.ts'

/** How much work fixing ONE affected resource typically takes (the remediation plan sorts quick wins by it). */
export type Effort = 'low' | 'medium' | 'high'

export interface Check {
  /** `sec.*`, `cost.*`, `arch.*` or `cmp.*`; the prefix names the dimension. Stable: it is half of a finding's fingerprint. */
  id: string
  dimension: Dimension
  /** Default severity; finding-target policies may raise it. */
  severity: Severity
  /** The resource kinds the check reads; the runner only calls `evaluate` for these. */
  kinds: readonly ResourceKind[]
  /**
   * The clouds in which the problem can exist and some source reports what the check reads (the Terraform
   * importer for configuration, inventory imports for what Terraform cannot know). The runner only calls
   * `evaluate` for resources of these providers: a cloud where the platform rules the problem out (Google
   * and Azure encrypt every disk) is left out, so the check is not evidence of anything there.
   */
  providers: readonly Provider[]
  /**
   * The Terraform resource types whose attributes the check reads: types the importer maps, or merges, into
   * one of `kinds` (resources/imports TERRAFORM_TYPE_KINDS), for the check's providers only.
   */
  terraformTypes: readonly string[]
  title: string
  /** What the finding says about the resource: the problem as observed. */
  description: string
  /** Why the problem matters: the risk or the cost, in one or two sentences, independent of this resource. */
  rationale: string
  remediation: string
  /** A Terraform snippet that fixes the problem, in the providers' block and attribute names; absent where no configuration change fixes it. */
  terraformFix?: string
  /** Control ids this check evidences, per framework (CIS benchmark section numbers, SOC 2 criteria such as `CC6.1`). */
  controls: Partial<Record<ComplianceFramework, readonly string[]>>
  /**
   * low: a setting or policy change; medium: a change that needs testing or a maintenance window; high: a
   * migration or redesign. The remediation plan reads it (reports/document/effort.ts).
   */
  effort: Effort
  /** Estimated monthly waste in USD when the check fails (cost checks); reports sum it. */
  monthlyWasteUsd?: (resource: SnapshotResource) => number
  /** True when the resource HAS the problem. Pure: no I/O, no clock, no randomness. */
  evaluate: (resource: SnapshotResource, index: InventoryIndex) => boolean
}

/** The index while the first pass builds it; checks only see it as the read-only InventoryIndex. */
export interface IndexBuilder extends InventoryIndex { runningInstanceNetworkGroups: Set<string> }
export const emptyIndex = (): IndexBuilder => ({ runningInstanceNetworkGroups: new Set() })

/**
 * Adds one resource to the index during the first pass. Only instances contribute today; the runner
 * streams just INDEX_KINDS for that pass.
 */
export const INDEX_KINDS: readonly ResourceKind[] = ['instance']
export function addToIndex(index: IndexBuilder, resource: SnapshotResource): void {
  if (resource.kind !== 'instance' || resource.attributes.state !== 'running') return
  const groups = resource.attributes.network_groups
  if (Array.isArray(groups)) for (const g of groups) if (typeof g === 'string') index.runningInstanceNetworkGroups.add(g)
}
