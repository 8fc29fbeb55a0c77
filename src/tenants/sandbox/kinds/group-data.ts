import type { SandboxKind } from './kind.ts'

// The kinds the data shelf of the check library added (src/checks/data), in generation order.
export const DATA_KINDS: SandboxKind[] = []
