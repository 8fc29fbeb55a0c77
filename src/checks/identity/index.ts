import type { Check } from '../check.ts'
import { ACCOUNT_CHECKS } from './accounts.ts'
import { KEY_CHECKS } from './keys.ts'
import { PRINCIPAL_CHECKS } from './principals.ts'
import { SECRET_CHECKS } from './secrets.ts'
import { TRAIL_CHECKS } from './trails.ts'

// The identity shelf of the library (catalogue.ts lists the shelves): checks grouped by the kinds they read, of any dimension.
// Principals, keys, secrets, audit trails and account-wide settings.
export const IDENTITY_CHECKS: Check[] = [...PRINCIPAL_CHECKS, ...KEY_CHECKS, ...SECRET_CHECKS, ...TRAIL_CHECKS, ...ACCOUNT_CHECKS]
