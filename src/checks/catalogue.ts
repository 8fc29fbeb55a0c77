import type { Provider, ResourceKind } from '../resources/index.ts'
import { ARCHITECTURE_CHECKS } from './architecture.ts'
import type { Check } from './check.ts'
import { COMPLIANCE_CHECKS } from './compliance.ts'
import { COST_CHECKS } from './cost.ts'
import { SECURITY_CHECKS } from './security.ts'
import { COMPUTE_CHECKS } from './compute/index.ts'
import { DATA_CHECKS } from './data/index.ts'
import { IDENTITY_CHECKS } from './identity/index.ts'
import { NETWORK_CHECKS } from './network/index.ts'

// The built-in check library. Check ids are half of a finding's fingerprint: never rename one.

/**
 * The library's shelves, each with its own table-driven test file. The first four hold the first 49 checks by
 * dimension; the later ones hold checks by the kinds they read, of every dimension: compute (instances,
 * functions, clusters, registries, container services, web apps), data (buckets, databases, volumes,
 * snapshots, caches, file systems, NoSQL tables), identity (principals, keys, secrets, audit trails,
 * accounts) and network (rules, load balancers, networks, DNS, CDNs, API gateways, queues).
 */
export const SHELVES = {
  security: SECURITY_CHECKS, cost: COST_CHECKS, architecture: ARCHITECTURE_CHECKS, compliance: COMPLIANCE_CHECKS,
  compute: COMPUTE_CHECKS, data: DATA_CHECKS, identity: IDENTITY_CHECKS, network: NETWORK_CHECKS,
} as const satisfies Record<string, readonly Check[]>

export const CHECKS: readonly Check[] = Object.freeze(Object.values(SHELVES).flat())

const BY_ID = new Map(CHECKS.map((check) => [check.id, check]))
// Indexed by provider and kind, because a resource must meet only the checks written for its cloud: an AWS-only
// check on a GCP resource would read attributes that mean something else there, or nothing. The lookup is one
// map access per resource, which is what keeps a million-resource audit from scanning the library per resource.
const key = (kind: string, provider: string) => `${provider}\u0000${kind}`
const BY_KIND_AND_PROVIDER = new Map<string, Check[]>()
for (const check of CHECKS) {
  for (const provider of check.providers) {
    for (const kind of check.kinds) BY_KIND_AND_PROVIDER.set(key(kind, provider), [...(BY_KIND_AND_PROVIDER.get(key(kind, provider)) ?? []), check])
  }
}

export const checkById = (id: string): Check | undefined => BY_ID.get(id)

/** The checks the runner calls for a resource of this kind and provider; none for `other`, `external` or anything unknown. */
export const checksFor = (kind: ResourceKind | (string & {}), provider: Provider | (string & {})): readonly Check[] =>
  BY_KIND_AND_PROVIDER.get(key(kind, provider)) ?? []
