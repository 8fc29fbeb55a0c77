import type { TypeFamily } from '../terraform-values.ts'

// aws types of the data shelf of the check library (src/checks/data) beyond what terraform-aws.ts maps.
export const AWS_DATA: TypeFamily = { kinds: {}, prepare: () => ({}) }
