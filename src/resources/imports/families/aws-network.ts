import type { TypeFamily } from '../terraform-values.ts'

// aws types of the network shelf of the check library (src/checks/network) beyond what terraform-aws.ts maps.
export const AWS_NETWORK: TypeFamily = { kinds: {}, prepare: () => ({}) }
