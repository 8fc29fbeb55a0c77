import { collectTerraformResources, terraformResourceEntry, type TerraformResource } from '../resources/index.ts'
import { isRecord } from '../resources/index.ts'
import { MAX_CHANGES, type PlanAction } from './schemas.ts'

// Reads the JSON of `terraform show -json plan.out` into what the checks need and nothing more (the
// `configuration`, `variables` and `output_changes` sections are dropped): this is also what a large plan's
// job keeps in the database until it runs.

export interface PlannedChange {
  address: string
  /** `read` (a data source) is kept so that it is skipped knowingly. */
  action: PlanAction | 'read'
  /** `change.after_unknown`: `true` where a value is known only after apply, mirroring `after`'s shape. */
  unknown: unknown
}

export interface PlanModel {
  /** Resources of `planned_values` (root module and child modules): the values after apply, unknowns left out. */
  planned: TerraformResource[]
  /** Resources of `prior_state`: what Terraform knew before planning (ids of resources it replaces, deleted resources). */
  prior: TerraformResource[]
  changes: PlannedChange[]
}

/** The document is not a plan; the message says what it is instead. */
export class PlanDocumentError extends Error {}

const STATE_HINT = 'This is a Terraform state, not a plan: import it with POST /v1/resources/imports?format=terraform, or send `terraform show -json plan.out`.'

/** Terraform's action lists, as a single word: a replacement is a delete and a create in either order. */
export function actionOf(actions: unknown): PlanAction | 'read' | undefined {
  if (!Array.isArray(actions)) return undefined
  const words = actions.join(',')
  switch (words) {
    case 'create': return 'create'
    case 'update': return 'update'
    case 'delete': return 'delete'
    case 'no-op': return 'no-op'
    case 'read': return 'read'
    case 'delete,create': case 'create,delete': return 'replace'
    default: return undefined
  }
}

/** Resources of a `root_module` as a state or plan prints it (both have the same shape); none when absent. */
function moduleResources(values: unknown, what: string): TerraformResource[] {
  if (!isRecord(values) || !isRecord(values.root_module)) return []
  try {
    return collectTerraformResources({ values })
  } catch (error) {
    throw new PlanDocumentError(`Not a Terraform plan: ${what}: ${(error as Error).message.replace(/^Not a Terraform state: /, '')}`)
  }
}

export function readPlan(document: unknown): PlanModel {
  if (!isRecord(document)) {
    throw new PlanDocumentError(`Not a Terraform plan: expected a JSON object as printed by \`terraform show -json plan.out\`, got ${Array.isArray(document) ? 'an array' : document === null ? 'null' : `a ${typeof document}`}.`)
  }
  if (document.planned_values === undefined && document.resource_changes === undefined) {
    if (isRecord(document.values)) throw new PlanDocumentError(STATE_HINT)
    throw new PlanDocumentError('Not a Terraform plan: planned_values and resource_changes are missing; send the output of `terraform show -json plan.out`.')
  }
  if (document.planned_values !== undefined && !isRecord(document.planned_values)) throw new PlanDocumentError('Not a Terraform plan: planned_values must be an object.')
  if (document.resource_changes !== undefined && !Array.isArray(document.resource_changes)) throw new PlanDocumentError('Not a Terraform plan: resource_changes must be an array.')
  const rawChanges = (document.resource_changes ?? []) as unknown[]
  if (rawChanges.length > MAX_CHANGES) {
    throw new PlanDocumentError(`The plan has ${rawChanges.length} resource changes; at most ${MAX_CHANGES.toLocaleString('en')} are checked. Split the configuration or check it module by module.`)
  }
  const changes: PlannedChange[] = []
  rawChanges.forEach((entry, i) => {
    if (!isRecord(entry) || typeof entry.address !== 'string' || !isRecord(entry.change)) {
      throw new PlanDocumentError(`Not a Terraform plan: resource_changes[${i}] needs an address and a change.`)
    }
    const action = actionOf(entry.change.actions)
    if (!action) throw new PlanDocumentError(`Not a Terraform plan: resource_changes[${i}] (${entry.address}) has actions ${JSON.stringify(entry.change.actions)}, which Terraform does not print.`)
    changes.push({ address: entry.address, action: entry.mode === 'data' ? 'read' : action, unknown: entry.change.after_unknown ?? {} })
  })
  const priorValues = isRecord(document.prior_state) ? document.prior_state.values : undefined
  return { planned: moduleResources(document.planned_values, 'planned_values'), prior: moduleResources(priorValues, 'prior_state'), changes }
}

/** The model back from the JSON a queued plan check keeps (it was a PlanModel when stored). */
export function modelFromStored(stored: unknown): PlanModel {
  const s = (isRecord(stored) ? stored : {}) as Partial<Record<keyof PlanModel, unknown[]>>
  return {
    planned: (s.planned ?? []).map((r, i) => terraformResourceEntry(r, `planned[${i}]`)),
    prior: (s.prior ?? []).map((r, i) => terraformResourceEntry(r, `prior[${i}]`)),
    changes: (s.changes ?? []) as PlannedChange[],
  }
}
