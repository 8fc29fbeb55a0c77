import type { Dimension, Severity } from '../findings/index.ts'
import type { Provider, ResourceKind } from '../resources/index.ts'

/** A resource as the checks see it: the inventory snapshot row, without server timestamps. */
export interface InventoryResource {
  id: string
  kind: ResourceKind
  provider: Provider
  region: string
  name: string
  external_id: string
  tags: Record<string, string>
  attributes: Record<string, unknown>
}

/** Facts about the whole inventory that some checks need, built in a first pass over the snapshot. */
export interface InventoryIndex {
  /** Network group ids (security groups, firewall tags, NSGs) attached to at least one running instance. */
  runningInstanceNetworkGroups: ReadonlySet<string>
}

export const COMPLIANCE_FRAMEWORKS = ['cis_aws', 'cis_gcp', 'cis_azure', 'soc2'] as const
export type ComplianceFramework = (typeof COMPLIANCE_FRAMEWORKS)[number]

export interface Check {
  /** `sec.*`, `cost.*`, `arch.*` or `cmp.*`; the prefix names the dimension. Stable: it is half of a finding's fingerprint. */
  id: string
  dimension: Dimension
  /** Default severity; finding-target policies may raise it. */
  severity: Severity
  /** The resource kinds the check reads; the runner only calls `evaluate` for these. */
  kinds: readonly ResourceKind[]
  title: string
  description: string
  remediation: string
  /** Control ids this check evidences, per framework (CIS benchmark section numbers, SOC 2 criteria such as `CC6.1`). */
  controls: Partial<Record<ComplianceFramework, readonly string[]>>
  /** Estimated monthly waste in USD when the check fails (cost checks); reports sum it. */
  monthlyWasteUsd?: (resource: InventoryResource) => number
  /** True when the resource HAS the problem. Pure: no I/O, no clock, no randomness. */
  evaluate: (resource: InventoryResource, index: InventoryIndex) => boolean
}

/** The index while the first pass builds it; checks only see it as the read-only InventoryIndex. */
export interface IndexBuilder extends InventoryIndex { runningInstanceNetworkGroups: Set<string> }
export const emptyIndex = (): IndexBuilder => ({ runningInstanceNetworkGroups: new Set() })

/**
 * Adds one resource to the index during the first pass. Only instances contribute today; the runner
 * streams just INDEX_KINDS for that pass.
 */
export const INDEX_KINDS: readonly ResourceKind[] = ['instance']
export function addToIndex(index: IndexBuilder, resource: InventoryResource): void {
  if (resource.kind !== 'instance' || resource.attributes.state !== 'running') return
  const groups = resource.attributes.network_groups
  if (Array.isArray(groups)) for (const g of groups) if (typeof g === 'string') index.runningInstanceNetworkGroups.add(g)
}
