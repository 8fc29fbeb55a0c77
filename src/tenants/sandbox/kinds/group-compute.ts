import type { SandboxKind } from './kind.ts'

// The kinds the compute shelf of the check library added (src/checks/compute), in generation order.
export const COMPUTE_KINDS: SandboxKind[] = []
