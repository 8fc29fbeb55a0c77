import type { TerraformResource } from './terraform.ts'
import { compact, required, str, stringMap, type MappedInput, type Values } from './terraform-values.ts'

// How an Azure state entry becomes one inventory item: its resource id (compared case-insensitively, as
// Azure does), its location as region, its tags. Shared by terraform-azure.ts and families/azure-*.ts.

/** Azure resource ids are case-insensitive: references between entries are compared through this. */
export const key = (id: string | undefined) => id?.toLowerCase() ?? ''
export const location = (v: Values) => str(v, 'location')?.toLowerCase().replace(/\s+/g, '') ?? 'global'

/** An item of this kind whose external id is the resource id. */
export function item(r: TerraformResource, v: Values, kind: MappedInput['kind'], attributes: Record<string, unknown>, externalId = str(v, 'id'), region = location(v)): MappedInput[] {
  return [{ kind, name: str(v, 'name') ?? r.address, region, external_id: required(externalId, 'id'), tags: stringMap(v.tags), attributes: compact(attributes) }]
}
