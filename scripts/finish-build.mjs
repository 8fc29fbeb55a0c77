// The end of `npm run build`: copies the files the compiled modules read beside themselves (web views and
// assets), and stamps the build, which bin/posture.js compares with the sources' times.
import { cpSync, utimesSync } from 'node:fs'

for (const dir of ['web/views', 'web/assets']) cpSync(new URL(`../src/${dir}`, import.meta.url), new URL(`../dist/${dir}`, import.meta.url), { recursive: true })
const now = new Date()
utimesSync(new URL('../dist/.tsbuildinfo', import.meta.url), now, now)

// A migrated, empty embedded store for first starts (rebuilt only when the migrations or PGlite change).
const { ensureStoreTemplate } = await import('../dist/platform/db/store-template.js')
await ensureStoreTemplate()
