import { BUCKET } from './bucket.ts'
import { DATABASE } from './database.ts'
import { FUNCTION } from './function.ts'
import { COMPUTE_KINDS } from './group-compute.ts'
import { DATA_KINDS } from './group-data.ts'
import { IDENTITY_KINDS } from './group-identity.ts'
import { NETWORK_KINDS } from './group-network.ts'
import { IAM_PRINCIPAL } from './iam-principal.ts'
import { INSTANCE } from './instance.ts'
import { KEY } from './key.ts'
import type { SandboxKind } from './kind.ts'
import { LOAD_BALANCER } from './load-balancer.ts'
import { NETWORK_RULE } from './network-rule.ts'
import { SNAPSHOT } from './snapshot.ts'
import { VOLUME } from './volume.ts'

export * from './kind.ts'

/**
 * Every kind of the synthetic estate in generation order: the order decides which kind each random draw
 * makes, so the first ten keep their places (a seed's estate of those kinds stays what it was) and later
 * kinds are appended by their shelf.
 */
export const SANDBOX_KINDS: readonly SandboxKind[] = [
  INSTANCE, BUCKET, IAM_PRINCIPAL, NETWORK_RULE, DATABASE, FUNCTION, KEY, LOAD_BALANCER, VOLUME, SNAPSHOT,
  ...COMPUTE_KINDS, ...DATA_KINDS, ...IDENTITY_KINDS, ...NETWORK_KINDS,
]
