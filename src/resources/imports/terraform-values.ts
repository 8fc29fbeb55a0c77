import type { ResourceInput } from '../schemas.ts'
import type { Provider, ResourceKind } from '../../vocabulary/index.ts'
import type { TerraformResource } from './terraform.ts'

// Typed readers for the `values` of a state entry. State JSON is untyped and every attribute may be null,
// missing or of an unexpected shape in a hand-edited or partial state, so the mappers read through these
// instead of casting.
export type Values = Record<string, unknown>

export const isRecord = (x: unknown): x is Values => typeof x === 'object' && x !== null && !Array.isArray(x)
/** A non-empty string: the providers write "" for unset computed strings (e.g. an instance without public IP). */
export const str = (v: Values | undefined, key: string): string | undefined => {
  const x = v?.[key]
  return typeof x === 'string' && x !== '' ? x : undefined
}
export const num = (v: Values | undefined, key: string): number | undefined => {
  const x = v?.[key]
  return typeof x === 'number' && Number.isFinite(x) ? x : undefined
}
export const bool = (v: Values | undefined, key: string): boolean | undefined => {
  const x = v?.[key]
  return typeof x === 'boolean' ? x : undefined
}
export const strings = (v: Values | undefined, key: string): string[] => {
  const x = v?.[key]
  return Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string' && s !== '') : []
}
/** Nested blocks are lists of objects in state JSON, even when the schema allows at most one. */
export const blocks = (v: Values | undefined, key: string): Values[] => {
  const x = v?.[key]
  return Array.isArray(x) ? x.filter(isRecord) : []
}
export const block = (v: Values | undefined, key: string): Values | undefined => blocks(v, key)[0]
export const lastSegment = (path: string): string => path.slice(path.lastIndexOf('/') + 1)
export const unique = (items: string[]): string[] => [...new Set(items)].sort()
/** Drops attributes the state did not give: absent means unknown, which is not the same as false. */
export const compact = (attributes: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(attributes).filter(([, x]) => x !== undefined))

/** Tags and labels keep only string values within the ResourceInput limits; anything else is not a tag. */
export function stringMap(x: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (!isRecord(x)) return out
  for (const [k, value] of Object.entries(x)) if (typeof value === 'string' && k.length <= 256 && value.length <= 1024) out[k] = value
  return out
}

/** Thrown when a state entry lacks what its mapping needs; the entry becomes an `errors` row, never an exception. */
export class MappingError extends Error {}
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new MappingError(`missing ${what}`)
  return value
}

// Names of environment variables that hold a secret in plain text. Values are never copied: only the names,
// and only when the value is not a reference to a secret store.
const SECRET_NAME = /(SECRET|PASSWORD|PASSWD|TOKEN|API_?KEY|PRIVATE_KEY|ACCESS_KEY|CREDENTIALS?|CONNECTION_STRING|DSN)$/i
const SECRET_REFERENCE = /^(arn:aws[a-z-]*:(secretsmanager|ssm):|@Microsoft\.KeyVault\(|projects\/[^/]+\/secrets\/|\{\{resolve:)/
export function plaintextSecretNames(variables: unknown): string[] {
  return unique(Object.entries(isRecord(variables) ? variables : {})
    .filter(([name, value]) => SECRET_NAME.test(name) && typeof value === 'string' && value !== '' && !SECRET_REFERENCE.test(value))
    .map(([name]) => name))
}

/** Where a provider module puts what it could read; the shared code in terraform.ts finishes the input. */
export type MappedInput = Omit<ResourceInput, 'provider' | 'tags'> & { tags?: Record<string, string> }
/**
 * `null`: the type is not modelled (kept as kind `other`); `'consumed'`: a companion merged into its parent;
 * otherwise the items (a security group yields one item per rule, possibly none).
 */
export type MapResult = MappedInput[] | 'consumed' | null
export interface ProviderModule {
  provider: Provider
  /**
   * The Terraform types whose attributes land on an inventory item, by the item's kind: the type mapped to
   * the item itself, or a companion merged into it (an S3 versioning resource into its bucket). The check
   * library cites these types (`Check.terraformTypes`); terraform.test.ts holds the table to the mapping.
   */
  kinds: Readonly<Record<string, ResourceKind>>
  /** Sees the whole provider batch first, because a companion can precede its parent in state order. */
  prepare(resources: TerraformResource[]): (resource: TerraformResource, values: Values) => MapResult
  /** Identity of an entry kept as kind `other`. */
  identify(resource: TerraformResource, values: Values): Pick<ResourceInput, 'region' | 'name' | 'external_id' | 'tags'>
}

// Scalars safe to keep on `other` items: descriptive, never secrets (state JSON holds sensitive values in
// clear text, so nothing outside this list is copied).
const SAFE_SCALARS = ['name', 'type', 'ttl', 'zone_id', 'managed_zone', 'location', 'region', 'availability_zone', 'cidr_block',
  'ip_cidr_range', 'sku', 'sku_name', 'tier', 'engine', 'version', 'status', 'state', 'enabled', 'comparison_operator', 'metric_name']
export function safeScalars(values: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of SAFE_SCALARS) {
    const x = values[key]
    if ((typeof x === 'string' && x !== '' && x.length <= 256) || typeof x === 'number' || typeof x === 'boolean') out[key] = x
  }
  return out
}

/**
 * A group of Terraform types mapped by one file of families/ (aws-compute.ts, google-data.ts, …), added to a
 * provider module with `withFamilies`. A family maps the types it claims in `kinds` and may enrich the items
 * any other mapper made (a family reading an attribute of `aws_instance` the core mapper leaves out), so that
 * new checks never need an edit of the core files.
 */
export interface TypeFamily {
  /** The types this family maps, by the kind each becomes (or merges into); a type belongs to one mapper only. */
  kinds: Readonly<Record<string, ResourceKind>>
  /** Sees the whole provider batch first, as ProviderModule.prepare does. */
  prepare(resources: TerraformResource[]): {
    /** Called only for the family's own types. */
    map?: (resource: TerraformResource, values: Values) => MapResult
    /** Called for every entry mapped to items (by any mapper), to add attributes to those items. */
    enrich?: (resource: TerraformResource, values: Values, items: MappedInput[]) => void
  }
}

/** The module with the families' types mapped by them, and every item offered to each family's `enrich`. */
export function withFamilies(module: ProviderModule, families: readonly TypeFamily[]): ProviderModule {
  const owner = new Map<string, TypeFamily>()
  for (const family of families) {
    for (const type of Object.keys(family.kinds)) {
      if (type in module.kinds || owner.has(type)) throw new Error(`${type} is mapped twice`)
      owner.set(type, family)
    }
  }
  return {
    ...module,
    kinds: Object.freeze(Object.assign({}, module.kinds, ...families.map((f) => f.kinds))),
    prepare(resources) {
      const core = module.prepare(resources)
      const prepared = new Map(families.map((family) => [family, family.prepare(resources)]))
      const enrichers = [...prepared.values()].flatMap((p) => (p.enrich ? [p.enrich] : []))
      return (resource, values) => {
        const family = owner.get(resource.type)
        const mapped = family ? (prepared.get(family)?.map?.(resource, values) ?? null) : core(resource, values)
        if (Array.isArray(mapped)) for (const enrich of enrichers) enrich(resource, values, mapped)
        return mapped
      }
    },
  }
}

/** Appends to the list under `key`, in place: copying the list per entry made indexing quadratic in a state's size. */
export function pushTo<T>(map: Map<string, T[]>, key: string, ...values: T[]): void {
  const list = map.get(key)
  if (list) list.push(...values)
  else map.set(key, values)
}
