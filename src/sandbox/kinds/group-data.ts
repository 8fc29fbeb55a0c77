import { CACHE } from './cache.ts'
import { FILE_SYSTEM } from './file-system.ts'
import type { SandboxKind } from './kind.ts'
import { NOSQL_TABLE } from './nosql-table.ts'

// The kinds the data shelf of the check library added (src/checks/data), in generation order.
export const DATA_KINDS: SandboxKind[] = [CACHE, FILE_SYSTEM, NOSQL_TABLE]
