import type { TypeFamily } from '../terraform-values.ts'

// aws types of the identity shelf of the check library (src/checks/identity) beyond what terraform-aws.ts maps.
export const AWS_IDENTITY: TypeFamily = { kinds: {}, prepare: () => ({}) }
