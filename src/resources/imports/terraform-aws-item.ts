import { arnParts } from './terraform-aws-network.ts'
import type { TerraformResource } from './terraform.ts'
import { compact, str, stringMap, type MappedInput, type Values } from './terraform-values.ts'

// How an AWS state entry becomes one inventory item: its tags (tags_all under tags), its region (from the ARN,
// the region attribute or the availability zone) and its ARN as external id. Shared by terraform-aws.ts and
// the type families in families/aws-*.ts.

export const tagsOf = (v: Values) => ({ ...stringMap(v.tags_all), ...stringMap(v.tags) })
/** "eu-west-1a" → "eu-west-1"; also local/wavelength zones ("us-east-1-bos-1a"). */
export const zoneRegion = (zone: string | undefined) => (zone ? /^[a-z]{2}(?:-[a-z]+)+-\d+/.exec(zone)?.[0] : undefined)
export const regionOf = (v: Values, arn?: string) => arnParts(arn)?.region || str(v, 'region') || zoneRegion(str(v, 'availability_zone')) || 'global'
/** Lambda references may be a name or an ARN (…:function:NAME[:qualifier]). */
export const functionKey = (ref: string | undefined) => (ref?.startsWith('arn:') ? ref.split(':')[6] : ref)

/** An item of this kind whose external id is the ARN; the name defaults to the Name tag, then the address. */
export function item(r: TerraformResource, v: Values, kind: MappedInput['kind'], arn: string, name: string | undefined, attributes: Record<string, unknown>): MappedInput[] {
  const tags = tagsOf(v)
  return [{ kind, name: name ?? tags.Name ?? r.address, region: regionOf(v, arn), external_id: arn, tags, attributes: compact(attributes) }]
}

