import type { TypeFamily } from '../terraform-values.ts'

// aws types of the compute shelf of the check library (src/checks/compute) beyond what terraform-aws.ts maps.
export const AWS_COMPUTE: TypeFamily = { kinds: {}, prepare: () => ({}) }
