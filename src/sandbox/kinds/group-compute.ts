import { CLUSTER } from './cluster.ts'
import { CONTAINER_REGISTRY } from './container-registry.ts'
import { CONTAINER_SERVICE } from './container-service.ts'
import type { SandboxKind } from './kind.ts'
import { WEB_APP } from './web-app.ts'

// The kinds the compute shelf of the check library added (src/checks/compute), in generation order.
export const COMPUTE_KINDS: SandboxKind[] = [CLUSTER, CONTAINER_REGISTRY, CONTAINER_SERVICE, WEB_APP]
