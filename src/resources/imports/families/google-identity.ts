import type { TypeFamily } from '../terraform-values.ts'

// google types of the identity shelf of the check library (src/checks/identity) beyond what terraform-google.ts maps.
export const GOOGLE_IDENTITY: TypeFamily = { kinds: {}, prepare: () => ({}) }
