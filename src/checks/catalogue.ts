import type { ResourceKind } from '../resources/index.ts'
import { ARCHITECTURE_CHECKS } from './architecture.ts'
import type { Check } from './check.ts'
import { COMPLIANCE_CHECKS } from './compliance.ts'
import { COST_CHECKS } from './cost.ts'
import { SECURITY_CHECKS } from './security.ts'

// The built-in check library. Check ids are half of a finding's fingerprint: never rename one.

export const CHECKS: readonly Check[] = Object.freeze([...SECURITY_CHECKS, ...COST_CHECKS, ...ARCHITECTURE_CHECKS, ...COMPLIANCE_CHECKS])

const BY_ID = new Map(CHECKS.map((check) => [check.id, check]))
const BY_KIND = new Map<string, readonly Check[]>()
for (const check of CHECKS) for (const kind of check.kinds) BY_KIND.set(kind, [...(BY_KIND.get(kind) ?? []), check])

export const checkById = (id: string): Check | undefined => BY_ID.get(id)

/** The checks the runner calls for a resource of this kind; none for `other` or a kind it does not know. */
export const checksForKind = (kind: ResourceKind | (string & {})): readonly Check[] => BY_KIND.get(kind) ?? []
