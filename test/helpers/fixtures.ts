import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// The shared scanner and Terraform fixtures (DEVELOPERS.md: `../shared/fixtures/`, read in place, never copied
// into the project). A checkout beside `shared/` finds them there; a clone elsewhere on this machine (a CI run in
// a scratch directory) finds them in the workspace that holds them; FIXTURES_DIR names another place.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const CANDIDATES = [process.env.FIXTURES_DIR, resolve(ROOT, '../shared/fixtures'), '/work/shared/fixtures']

export const FIXTURES_DIR = CANDIDATES.find((dir): dir is string => !!dir && existsSync(join(dir, 'MANIFEST.json'))) ?? resolve(ROOT, '../shared/fixtures')
