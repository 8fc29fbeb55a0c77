import type { Provider as AnyProvider, ResourceKind, SnapshotResource } from '../../resources/index.ts'

// What the synthetic estate knows about one resource kind: how to name and identify a resource of it in each
// cloud, its healthy baseline attributes, and the problems it can be made to show (one template per check).
// Each kind has its own module beside this file; index.ts lists them in generation order.

/** The clouds the synthetic estate spans (`other` is for imported findings' resources only). */
export type Provider = Exclude<AnyProvider, 'other'>
export type Kind = Exclude<ResourceKind, 'other' | 'external'>
export type Rng = () => number

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T
export const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1))
export const hex = (rng: Rng, length: number) => Array.from({ length }, () => Math.floor(rng() * 16).toString(16)).join('')
/** A monthly cost in USD with cents, between low and high. */
export const monthly = (rng: Rng, low: number, high: number) => Math.round((low + rng() * (high - low)) * 100) / 100

export const REGIONS: Record<Provider, string[]> = {
  aws: ['us-east-1', 'us-west-2', 'eu-west-1', 'eu-central-1', 'ap-southeast-2'],
  gcp: ['us-central1', 'europe-west1', 'asia-northeast1'],
  azure: ['eastus', 'westeurope', 'southeastasia'],
}

/** The AWS account, GCP project and Azure subscription every synthetic resource lives in. */
export const ACCOUNT: Record<Provider, string> = { aws: '482913650127', gcp: 'acme-prod-4471', azure: '7c1e4b2a-93d0-4f5e-b8a1-2d6f0c9e1a37' }

/**
 * Network groups per provider (security groups, firewall target tags, NSGs). Every instance carries the
 * first (the shared baseline group) and one of the next two; the last belongs to a retired tier that no
 * instance uses. Rules attach to any of the four, so most rules reach a running instance and some do not,
 * which is what `sec.security_group_open_to_world` tells apart.
 */
const azureNsg = (name: string) => `/subscriptions/${ACCOUNT.azure}/resourceGroups/rg-network/providers/Microsoft.Network/networkSecurityGroups/${name}`
export const NETWORK_GROUPS: Record<Provider, readonly [string, string, string, string]> = {
  aws: ['sg-0a1f3c5e7b9d20481', 'sg-0b2e4d6f8a1c30592', 'sg-0c3d5f7a9b2e406a3', 'sg-0d4e6a8b1c3f5071b'],
  gcp: ['allow-baseline', 'web-tier', 'api-tier', 'legacy-batch'],
  azure: [azureNsg('nsg-baseline'), azureNsg('nsg-web'), azureNsg('nsg-app'), azureNsg('nsg-legacy')],
}

/** An inventory resource before it has an id, of a kind the checks model and one of the three clouds. */
export type SyntheticResource = Omit<SnapshotResource, 'id' | 'kind' | 'provider'> & { kind: Kind; provider: Provider }

/** Where a resource lives, for its external id: `zone` is a GCP zone of the region; `azureGroup` the resource group's id. */
export interface Placement { provider: Provider; account: string; region: string; zone: string; azureGroup: string; name: string }

/** An Azure resource id: `${group}/providers/${type}/${name}`. */
export const azureId = (at: Placement, type: string) => `${at.azureGroup}/providers/${type}/${at.name}`

export interface FindingTemplate {
  check_id: string
  /**
   * Changes a healthy resource's attributes so that it shows the problem. Returns `false` when this
   * resource cannot show it: a production-only problem on a staging resource, or a state an earlier
   * template of the same resource rules out. Templates run in the order of their kind's list, so a
   * template that undoes another's evidence (detaching a volume, closing a rule) comes first.
   */
  exhibit: (attributes: Record<string, unknown>, resource: Pick<SyntheticResource, 'provider' | 'tags'>) => boolean | void
}

export const production = (resource: Pick<SyntheticResource, 'tags'>) => resource.tags.env === 'prod'

export interface SandboxKind {
  kind: Kind
  /** Relative share of the estate (instances 18, buckets 12, …). */
  weight: number
  /** The middle of a resource's name: `prod-payments-vm-007`. */
  namePart: string
  /** The cloud's own id of the resource (ARN, full resource name, Azure resource id); may draw from rng. */
  externalId: (rng: Rng, at: Placement) => string
  /** A healthy resource: no check of the library fails on it. `env` is prod, staging or dev. */
  baseline: (rng: Rng, at: { provider: Provider; region: string; env: string }) => Record<string, unknown>
  /** One per check that reads this kind (a check reading several kinds has its template under its first kind). */
  templates: FindingTemplate[]
}
