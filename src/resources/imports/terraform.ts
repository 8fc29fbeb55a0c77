import type { ResourceInput } from '../schemas.ts'
import type { Provider, ResourceKind } from '../../vocabulary/index.ts'
import { awsModule } from './terraform-aws.ts'
import { azureModule } from './terraform-azure.ts'
import { googleModule } from './terraform-google.ts'
import { adminPortsOpenToWorld } from './terraform-rules.ts'
import { isRecord, MappingError, safeScalars, stringMap, type ProviderModule, type Values } from './terraform-values.ts'

// Maps a Terraform state, as printed by `terraform show -json` (format_version 1.x), to inventory items.
// Terraform knows configuration, not behaviour: observed metrics (utilisation, last use, cost) are never set.

export interface TerraformResource {
  address: string
  mode: string
  type: string
  name: string
  provider_name?: string
  values?: Record<string, unknown>
}

export interface TerraformMapping {
  items: { address: string; input: ResourceInput }[]
  errors: { address: string; message: string }[]
  /** Count per Terraform type of the entries kept as kind `other`. */
  other_types: Record<string, number>
}

/** All resource entries of the state, root module first, then child modules depth-first as Terraform nests them. */
export function collectTerraformResources(state: unknown): TerraformResource[] {
  if (!isRecord(state)) throw new Error('Not a Terraform state: expected a JSON object as printed by `terraform show -json`')
  // An empty state prints only format_version and terraform_version: a state, with nothing in it.
  if (state.values === undefined && typeof state.format_version === 'string' && typeof state.terraform_version === 'string') return []
  const root = isRecord(state.values) ? state.values.root_module : undefined
  if (!isRecord(root)) {
    const hint = isRecord(state.planned_values) ? ' (this looks like a plan: check plans with POST /v1/plan_checks or `posture plan-check plan.json`; import the state from `terraform show -json` without a plan file)' : ''
    throw new Error(`Not a Terraform state: values.root_module is missing${hint}`)
  }
  const out: TerraformResource[] = []
  const walk = (module: Values, where: string, depth: number) => {
    if (depth > 100) throw new Error('Not a Terraform state: child_modules are nested more than 100 levels deep')
    const resources = Array.isArray(module.resources) ? module.resources : []
    resources.forEach((r, i) => out.push(terraformResourceEntry(r, `${where}.resources[${i}]`)))
    const children = Array.isArray(module.child_modules) ? module.child_modules : []
    children.forEach((child, i) => {
      if (isRecord(child)) walk(child, typeof child.address === 'string' ? child.address : `${where}.child_modules[${i}]`, depth + 1)
    })
  }
  walk(root, 'root_module', 0)
  return out
}

/** One entry of a module's `resources`. Malformed entries keep a made-up address so that mapping reports them instead of losing them. */
export function terraformResourceEntry(value: unknown, fallbackAddress: string): TerraformResource {
  const entry = isRecord(value) ? value : {}
  const text = (key: string) => (typeof entry[key] === 'string' ? entry[key] as string : '')
  return {
    address: text('address') || fallbackAddress, mode: text('mode'), type: text('type'), name: text('name'),
    ...(text('provider_name') ? { provider_name: text('provider_name') } : {}),
    ...(isRecord(entry.values) ? { values: entry.values } : {}),
  }
}

const MODULES: [prefix: string, module: ProviderModule][] = [['aws_', awsModule], ['google_', googleModule], ['azurerm_', azureModule]]

/** Every Terraform type the importer maps (or merges) into an inventory kind, with its provider and kind. */
export const TERRAFORM_TYPE_KINDS: ReadonlyMap<string, { provider: Provider; kind: ResourceKind }> = new Map(
  MODULES.flatMap(([, module]) => Object.entries(module.kinds).map(([type, kind]) => [type, { provider: module.provider, kind }] as const)))

export function mapTerraformResources(resources: TerraformResource[]): TerraformMapping {
  const result: TerraformMapping = { items: [], errors: [], other_types: {} }
  const batches = new Map<ProviderModule, TerraformResource[]>()
  for (const r of resources) {
    if (r.mode === 'data') continue // data sources read existing objects; they are not resources of this state
    if (r.mode !== 'managed' || r.type === '') {
      result.errors.push({ address: r.address, message: 'not a managed resource entry (mode and type are required)' })
      continue
    }
    const module = MODULES.find(([prefix]) => r.type.startsWith(prefix))?.[1]
    if (!module) {
      result.errors.push({ address: r.address, message: `unsupported provider for type ${r.type}: only aws_, google_ and azurerm_ resources are imported` })
      continue
    }
    if (!isRecord(r.values)) {
      result.errors.push({ address: r.address, message: 'the state entry has no values' })
      continue
    }
    // Appended in place: copying the batch per resource made mapping quadratic in the state's size.
    const batch = batches.get(module)
    if (batch) batch.push(r)
    else batches.set(module, [r])
  }

  const seen = new Set<string>()
  for (const [module, batch] of batches) {
    let mapOne: ReturnType<ProviderModule['prepare']>
    try {
      mapOne = module.prepare(batch)
    } catch (error) {
      // Indexing reads defensively; should it still fail, every entry of the batch is reported, not the import.
      for (const r of batch) result.errors.push({ address: r.address, message: `could not index ${module.provider} resources: ${(error as Error).message}` })
      continue
    }
    for (const r of batch) {
      const values = r.values as Values
      try {
        const mapped = mapOne(r, values)
        if (mapped === 'consumed') continue
        const inputs = (mapped ?? [{ kind: 'other' as const, ...module.identify(r, values), attributes: { terraform_type: r.type, ...safeScalars(values) } }])
          .map((m) => finish({ provider: module.provider, ...m, tags: m.tags ?? {} }))
        // provider + external_id is the upsert key: a second item with the same key would overwrite the first.
        const keys = inputs.map((i) => `${i.provider} ${i.external_id}`)
        const taken = inputs.find((_, n) => seen.has(keys[n] as string) || keys.indexOf(keys[n] as string) !== n)
        if (taken) throw new MappingError(`duplicate external_id ${taken.external_id}`)
        for (const [n, input] of inputs.entries()) {
          seen.add(keys[n] as string)
          result.items.push({ address: r.address, input })
          if (input.kind === 'other') result.other_types[r.type] = (result.other_types[r.type] ?? 0) + 1
        }
      } catch (error) {
        result.errors.push({ address: r.address, message: error instanceof Error ? error.message : String(error) })
      }
    }
  }
  markOpenAdminPorts(result.items.map((i) => i.input))
  return result
}

/** Applies the ResourceInput limits, so that an oversize value fails this entry here rather than the whole import. */
function finish(input: ResourceInput): ResourceInput {
  if (input.external_id === '' || input.external_id.length > 1024) throw new MappingError('external_id is empty or longer than 1024 characters')
  const region = input.region.toLowerCase().replace(/\s+/g, '')
  return { ...input, region: region === '' || region.length > 64 ? 'global' : region, name: input.name.slice(0, 256), tags: stringMap(input.tags) }
}

/**
 * `open_admin_ports` is configuration the state does express, across resources: rules open to the world on
 * SSH/RDP attached to a group the instance uses. Only rules present in this state are known.
 */
function markOpenAdminPorts(inputs: ResourceInput[]): void {
  const rules = inputs.filter((i) => i.kind === 'network_rule').map((i) => i.attributes ?? {})
  for (const instance of inputs) {
    const groups = instance.kind === 'instance' ? instance.attributes?.network_groups : undefined
    if (!Array.isArray(groups)) continue
    instance.attributes = { ...instance.attributes, open_admin_ports: adminPortsOpenToWorld(rules, groups as string[]) }
  }
}
