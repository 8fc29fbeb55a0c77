import type { Provider, ResourceKind } from '../resources/index.ts'
import { ARCHITECTURE_CHECKS } from './architecture.ts'
import type { Check } from './check.ts'
import { COMPLIANCE_CHECKS } from './compliance.ts'
import { COST_CHECKS } from './cost.ts'
import { SECURITY_CHECKS } from './security.ts'

// The built-in check library. Check ids are half of a finding's fingerprint: never rename one.

export const CHECKS: readonly Check[] = Object.freeze([...SECURITY_CHECKS, ...COST_CHECKS, ...ARCHITECTURE_CHECKS, ...COMPLIANCE_CHECKS])

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
