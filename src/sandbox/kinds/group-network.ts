import { API_GATEWAY } from './api-gateway.ts'
import { CDN } from './cdn.ts'
import { DNS_ZONE } from './dns-zone.ts'
import type { SandboxKind } from './kind.ts'
import { NETWORK } from './network.ts'
import { QUEUE } from './queue.ts'

// The kinds the network shelf of the check library added (src/checks/network), in generation order.
export const NETWORK_KINDS: SandboxKind[] = [NETWORK, DNS_ZONE, QUEUE, API_GATEWAY, CDN]
