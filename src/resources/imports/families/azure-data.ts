import type { TypeFamily } from '../terraform-values.ts'

// azure types of the data shelf of the check library (src/checks/data) beyond what terraform-azure.ts maps.
export const AZURE_DATA: TypeFamily = { kinds: {}, prepare: () => ({}) }
