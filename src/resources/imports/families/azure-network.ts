import type { TypeFamily } from '../terraform-values.ts'

// azure types of the network shelf of the check library (src/checks/network) beyond what terraform-azure.ts maps.
export const AZURE_NETWORK: TypeFamily = { kinds: {}, prepare: () => ({}) }
