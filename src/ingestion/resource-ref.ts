// Builds the resource a finding is about from whatever identifiers the source gave, and reads what a
// Terraform address or an ARN says about kind, provider, region and account.
import type { ExternalResource } from './types.ts'
import { FIELD_LIMITS } from './limits.ts'
import { cleanText } from './record-text.ts'

type Provider = ExternalResource['provider']

const PROVIDER_WORDS: Record<string, Provider> = {
  aws: 'aws', amazon: 'aws', azure: 'azure', azurerm: 'azure', azuread: 'azure', microsoft: 'azure',
  gcp: 'gcp', google: 'gcp', 'google-beta': 'gcp', googleworkspace: 'gcp', kubernetes: 'kubernetes', k8s: 'kubernetes',
}

/** `AWS`, `Azure`, `google`, a Terraform type prefix (`azurerm_`): the provider, or null. */
export function providerFrom(word: unknown): Provider {
  return typeof word === 'string' ? PROVIDER_WORDS[word.trim().toLowerCase()] ?? null : null
}

// A Terraform resource type: provider prefix, underscore, name (aws_s3_bucket, google_compute_firewall).
const RESOURCE_TYPE = /^([a-z][a-z0-9]*)_[a-z0-9_]+$/

/**
 * The resource type of a Terraform address (`module.a.aws_s3_bucket.logs[0]` → aws_s3_bucket): the segment
 * before the name, skipping `module.<name>` pairs and a `data.` prefix. Null when it is not an address.
 */
export function terraformType(address: string): string | null {
  if (address.length > FIELD_LIMITS.id) return null
  const parts = address.replace(/\[[^\]]*\]/g, '').split('.')
  let i = 0
  while (parts[i] === 'module' && i + 2 < parts.length) i += 2
  if (parts[i] === 'data') i++
  const type = parts[i]
  return parts.length - i === 2 && type && RESOURCE_TYPE.test(type) ? type : null
}

const ARN = /^arn:(aws[a-z-]*):([a-z0-9-]+):([a-z0-9-]*):(\d{12})?:/

export interface ResourceInput {
  arn?: unknown; uid?: unknown; address?: unknown; file?: unknown; name?: unknown; kind?: unknown
  provider?: Provider; region?: unknown; account?: unknown
}

/** A resource with its key (arn, else uid, else address in file, else file); null when nothing identifies it. */
export function makeResource(input: ResourceInput): ExternalResource | null {
  const id = (value: unknown) => cleanText(value, FIELD_LIMITS.id)
  let arn = id(input.arn)
  let uid = id(input.uid)
  // A uid that is an ARN is the ARN (Prowler's OCSF resources[].uid, ASFF Resources[].Id).
  if (!arn && uid?.startsWith('arn:')) [arn, uid] = [uid, null]
  if (arn && !ARN.test(arn)) [arn, uid] = [null, uid ?? arn]
  const address = id(input.address)
  const file = id(input.file)
  const key = arn ?? uid ?? (address ? (file ? `${file}#${address}` : address) : file)
  if (!key) return null
  const arnParts = arn ? ARN.exec(arn) : null
  const type = address ? terraformType(address) : null
  return {
    key,
    arn,
    uid,
    address,
    file,
    name: id(input.name),
    kind: id(input.kind) ?? type,
    provider: input.provider ?? (arnParts ? 'aws' : type ? providerFrom(RESOURCE_TYPE.exec(type)![1]) : null),
    region: id(input.region) ?? (arnParts?.[3] || null),
    account: id(input.account) ?? arnParts?.[4] ?? null,
  }
}
