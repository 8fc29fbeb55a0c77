import type { Check } from '../check.ts'
import { BLOCK_STORAGE_CHECKS } from './block-storage.ts'
import { DATABASE_CHECKS } from './databases.ts'
import { STORAGE_CHECKS } from './storage.ts'
import { CACHE_CHECKS, FILE_SYSTEM_CHECKS, NOSQL_CHECKS } from './stores.ts'

// The data shelf of the library (catalogue.ts lists the shelves): checks grouped by the kinds they read, of any
// dimension. Object storage in storage.ts, relational databases and warehouses in databases.ts, caches, file
// systems and NoSQL tables in stores.ts, volumes and snapshots in block-storage.ts.
export const DATA_CHECKS: Check[] = [...STORAGE_CHECKS, ...DATABASE_CHECKS, ...CACHE_CHECKS, ...FILE_SYSTEM_CHECKS, ...NOSQL_CHECKS, ...BLOCK_STORAGE_CHECKS]
