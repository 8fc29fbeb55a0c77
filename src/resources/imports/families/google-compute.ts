import type { TypeFamily } from '../terraform-values.ts'

// google types of the compute shelf of the check library (src/checks/compute) beyond what terraform-google.ts maps.
export const GOOGLE_COMPUTE: TypeFamily = { kinds: {}, prepare: () => ({}) }
