import type { TypeFamily } from '../terraform-values.ts'

// azure types of the identity shelf of the check library (src/checks/identity) beyond what terraform-azure.ts maps.
export const AZURE_IDENTITY: TypeFamily = { kinds: {}, prepare: () => ({}) }
