import type { SandboxKind } from './kind.ts'

// The kinds the identity shelf of the check library added (src/checks/identity), in generation order.
export const IDENTITY_KINDS: SandboxKind[] = []
