import type { TypeFamily } from '../terraform-values.ts'

// azure types of the compute shelf of the check library (src/checks/compute) beyond what terraform-azure.ts maps.
export const AZURE_COMPUTE: TypeFamily = { kinds: {}, prepare: () => ({}) }
