import type { TypeFamily } from '../terraform-values.ts'

// google types of the network shelf of the check library (src/checks/network) beyond what terraform-google.ts maps.
export const GOOGLE_NETWORK: TypeFamily = { kinds: {}, prepare: () => ({}) }
