import type { SandboxKind } from './kind.ts'

// The kinds the network shelf of the check library added (src/checks/network), in generation order.
export const NETWORK_KINDS: SandboxKind[] = []
