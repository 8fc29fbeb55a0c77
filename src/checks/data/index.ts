import type { Check } from '../check.ts'
import { DATABASE_CHECKS } from './databases.ts'
import { STORAGE_CHECKS } from './storage.ts'
import { BLOCK_STORAGE_CHECKS, CACHE_CHECKS, FILE_SYSTEM_CHECKS, NOSQL_CHECKS } from './stores.ts'

// The data shelf of the library (catalogue.ts lists the shelves): checks grouped by the kinds they read, of any
// dimension. Object storage in storage.ts, relational databases and warehouses in databases.ts, caches, file
// systems, NoSQL tables, volumes and snapshots in stores.ts.
export const DATA_CHECKS: Check[] = [...STORAGE_CHECKS, ...DATABASE_CHECKS, ...CACHE_CHECKS, ...FILE_SYSTEM_CHECKS, ...NOSQL_CHECKS, ...BLOCK_STORAGE_CHECKS]
