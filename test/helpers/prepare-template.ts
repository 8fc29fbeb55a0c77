import { buildTemplate } from './template.ts'

// Run by `npm test` before the test files: one migrated PGlite template for the whole run (with DATABASE_URL
// set too: the runner's PGlite pass starts each test database from it).
await buildTemplate()
