import { addToIndex, type Check, checkById, checksFor, emptyIndex, type InventoryIndex } from '../checks/index.ts'
import { severityRank, type Dimension, type Severity } from '../findings/index.ts'
import type { ResourceInput } from '../resources/index.ts'
import type { SnapshotResource } from '../resources/index.ts'
import { mapTerraformResources } from '../resources/index.ts'
import type { PlanModel } from './plan-document.ts'
import type { FailOn, PlanAction, PlanCheckSummary, PlanFinding } from './schemas.ts'
import { hasUnknownValues, substitute, SUBSTITUTIONS } from './unknown-values.ts'

// Pure: what a plan would change in the tenant's findings. mapPlan turns the plan into inventory items (once
// per substitution of unknown values, see unknown-values.ts); the service then looks up the inventory
// resources and open findings those items are; judgePlan compares.

export interface PlanItem { address: string; input: ResourceInput }

export interface MappedPlan {
  actions: ReadonlyMap<string, PlanAction | 'read'>
  /** The planned items under each substitution; one list when the plan has no unknown value. */
  variants: PlanItem[][]
  /** The items of prior_state: the baseline of resources the inventory does not hold, and what deletes remove. */
  prior: PlanItem[]
}

/**
 * `between` runs after each substitution's mapping: a job renews its lease there, a request lets others run
 * (the mapping of a large plan is CPU work of seconds).
 */
export async function mapPlan(model: PlanModel, between: () => Promise<void> = async () => {}): Promise<MappedPlan> {
  const actions = new Map(model.changes.map((c) => [c.address, c.action]))
  const unknownOf = new Map(model.changes.map((c) => [c.address, c.unknown]))
  const priorValues = new Map(model.prior.map((r) => [r.address, r.values]))
  const varied = model.changes.some((c) => hasUnknownValues(c.unknown))
  const substitutions = varied ? SUBSTITUTIONS : [undefined]
  const variants: PlanItem[][] = []
  for (const substitution of substitutions) {
    variants.push(mapTerraformResources(model.planned.map((r) => substitute(r, unknownOf.get(r.address), priorValues.get(r.address), substitution))).items)
    await between()
  }
  return { actions, variants, prior: mapTerraformResources(model.prior).items }
}

/** Every (provider, external_id) the plan names, to be looked up in the inventory. */
export function externalKeys(plan: MappedPlan): { provider: string; external_id: string }[] {
  const seen = new Map<string, { provider: string; external_id: string }>()
  for (const item of [...plan.variants.flat(), ...plan.prior]) seen.set(inventoryKey(item.input), { provider: item.input.provider, external_id: item.input.external_id })
  return [...seen.values()]
}

export const inventoryKey = (r: { provider: string; external_id: string }) => `${r.provider} ${r.external_id}`

/** A finding stored now (open or accepted risk) on an inventory resource the plan touches. */
export interface StandingFinding { check_id: string; title: string; severity: Severity; dimension: Dimension; description: string; remediation: string }

export interface InventoryView {
  /** Inventory resource ids by inventoryKey, for the keys externalKeys named that the inventory holds. */
  resourceIds: ReadonlyMap<string, string>
  /** Open and accepted-risk findings per inventory resource id. */
  standing: ReadonlyMap<string, StandingFinding[]>
  /** The inventory's instances (what InventoryIndex is built from); those the plan changes are left out. */
  instances: readonly SnapshotResource[]
  /** Checks the tenant disabled (PATCH /v1/checks/{id}): not run on the plan, as audits do not run them. */
  disabledChecks?: ReadonlySet<string>
}

export interface PlanVerdicts {
  introduced: PlanFinding[]
  resolved: PlanFinding[]
  undetermined: PlanFinding[]
  summary: PlanCheckSummary
}

const snapshotOf = (item: PlanItem): SnapshotResource => ({ id: `plan:${item.address}`, ...item.input, tags: item.input.tags ?? {}, attributes: item.input.attributes ?? {} })
const itemKey = (item: PlanItem) => `${item.address}\u0000${inventoryKey(item.input)}`

/** The checks each item fails, by item key; items are those of the list. */
function failures(items: readonly PlanItem[], index: InventoryIndex, disabled: ReadonlySet<string>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>()
  for (const item of items) {
    const failed = out.get(itemKey(item)) ?? new Set<string>()
    const resource = snapshotOf(item)
    for (const check of checksFor(resource.kind, resource.provider)) {
      if (disabled.has(check.id)) continue
      let fails = false
      // As in audits: a check that throws counts as passing rather than failing the whole plan check.
      try { fails = check.evaluate(resource, index) } catch { fails = false }
      if (fails) failed.add(check.id)
    }
    out.set(itemKey(item), failed)
  }
  return out
}

function indexOf(items: readonly PlanItem[], inventory: readonly SnapshotResource[]): InventoryIndex {
  const index = emptyIndex()
  for (const resource of inventory) addToIndex(index, resource)
  for (const item of items) addToIndex(index, snapshotOf(item))
  return index
}

export function judgePlan(plan: MappedPlan, inventory: InventoryView): PlanVerdicts {
  const resourceIdOf = (item: PlanItem) => inventory.resourceIds.get(inventoryKey(item.input)) ?? null
  // The inventory's instances that the plan changes or deletes are replaced by what the plan says of them.
  const touched = new Set([...plan.variants.flat(), ...plan.prior].map(resourceIdOf).filter((id): id is string => id !== null))
  const unchangedInstances = inventory.instances.filter((r) => !touched.has(r.id))
  const disabled = inventory.disabledChecks ?? new Set<string>()
  const verdicts = plan.variants.map((items) => failures(items, indexOf(items, unchangedInstances), disabled))
  const priorFailures = failures(plan.prior, indexOf(plan.prior, unchangedInstances), disabled)

  const out: PlanVerdicts = { introduced: [], resolved: [], undetermined: [], summary: emptySummary() }
  const seen = new Set<string>()
  const add = (list: 'introduced' | 'resolved' | 'undetermined', entry: PlanFinding) => {
    const key = `${list}\u0000${entry.check_id}\u0000${entry.address}\u0000${entry.resource_id}`
    if (seen.has(key)) return
    seen.add(key)
    out[list].push(entry)
    out.summary[list]++
    if (list === 'introduced') out.summary.by_severity[entry.severity]++
  }
  let unchanged = 0

  const items = new Map<string, PlanItem>()
  for (const variant of plan.variants) for (const item of variant) if (!items.has(itemKey(item))) items.set(itemKey(item), item)
  for (const [key, item] of items) {
    const action = plan.actions.get(item.address) ?? 'no-op'
    if (action === 'read' || action === 'delete') continue
    const resourceId = resourceIdOf(item)
    const standing = resourceId ? inventory.standing.get(resourceId) ?? [] : []
    const present = verdicts.filter((v) => v.has(key)).length
    for (const check of checksFor(item.input.kind, item.input.provider)) {
      if (disabled.has(check.id)) continue
      const failing = verdicts.filter((v) => v.get(key)?.has(check.id)).length
      const before = resourceId ? standing.some((f) => f.check_id === check.id) : priorFailures.get(key)?.has(check.id) === true
      const entry = fromCheck(check, item.address, action, resourceId)
      if (failing === plan.variants.length) {
        // A resource the plan leaves as it is introduces nothing, even if the inventory has not seen it yet.
        if (before || action === 'no-op') unchanged++
        else add('introduced', entry)
      } else if (failing > 0 || (before && present < plan.variants.length)) {
        add('undetermined', entry)
      } else if (before && action !== 'no-op') {
        add('resolved', resourceId ? fromStanding(standing.find((f) => f.check_id === check.id)!, item.address, action, resourceId) : entry)
      }
    }
  }

  // Resources the plan deletes, or replaces by one with another identity: their findings go with them.
  const plannedKeys = new Set(items.keys())
  for (const item of plan.prior) {
    const action = plan.actions.get(item.address)
    if ((action !== 'delete' && action !== 'replace') || plannedKeys.has(itemKey(item))) continue
    const resourceId = resourceIdOf(item)
    if (resourceId) {
      for (const finding of inventory.standing.get(resourceId) ?? []) add('resolved', fromStanding(finding, item.address, action, resourceId))
    } else {
      for (const checkId of priorFailures.get(itemKey(item)) ?? []) add('resolved', fromCheck(checkById(checkId)!, item.address, action, null))
    }
  }
  out.summary.unchanged = unchanged
  for (const list of [out.introduced, out.resolved, out.undetermined]) list.sort(mostSevereFirst)
  return out
}

export function emptySummary(): PlanCheckSummary {
  return { introduced: 0, resolved: 0, unchanged: 0, undetermined: 0, by_severity: { info: 0, low: 0, medium: 0, high: 0, critical: 0 } }
}

/** False when the plan introduces a finding at or above `failOn`; undetermined findings never fail a plan. */
export const planPasses = (introduced: readonly PlanFinding[], failOn: FailOn) =>
  introduced.every((f) => severityRank(f.severity) < severityRank(failOn))

const fromCheck = (check: Check, address: string, action: PlanAction, resourceId: string | null): PlanFinding => ({
  check_id: check.id, title: check.title, severity: check.severity, dimension: check.dimension,
  description: check.description, remediation: check.remediation, address, action, resource_id: resourceId,
})

const fromStanding = (f: StandingFinding, address: string, action: PlanAction, resourceId: string): PlanFinding => ({
  check_id: f.check_id, title: f.title, severity: f.severity, dimension: f.dimension,
  description: f.description, remediation: f.remediation, address, action, resource_id: resourceId,
})

function mostSevereFirst(a: PlanFinding, b: PlanFinding): number {
  return severityRank(b.severity) - severityRank(a.severity) || a.address.localeCompare(b.address) || a.check_id.localeCompare(b.check_id)
}
