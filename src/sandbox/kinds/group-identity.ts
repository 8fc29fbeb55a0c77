import { ACCOUNT } from './account.ts'
import { AUDIT_TRAIL } from './audit-trail.ts'
import type { SandboxKind } from './kind.ts'
import { SECRET } from './secret.ts'

// The kinds the identity shelf of the check library added (src/checks/identity), in generation order.
export const IDENTITY_KINDS: SandboxKind[] = [SECRET, AUDIT_TRAIL, ACCOUNT]
