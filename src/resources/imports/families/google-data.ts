import type { TypeFamily } from '../terraform-values.ts'

// google types of the data shelf of the check library (src/checks/data) beyond what terraform-google.ts maps.
export const GOOGLE_DATA: TypeFamily = { kinds: {}, prepare: () => ({}) }
