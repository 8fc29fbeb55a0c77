import { buildTemplate } from './template.ts'

// Run by `npm test` before the test files: one migrated PGlite template for the whole run.
if (!process.env.DATABASE_URL) await buildTemplate()
