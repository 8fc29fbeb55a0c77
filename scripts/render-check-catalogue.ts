import { readFileSync, writeFileSync } from 'node:fs'
import { CATALOGUE_END, CATALOGUE_START, catalogueMarkdown } from '../src/checks/index.ts'

// Rewrites the check catalogue block of README.md from the check definitions (test/docs.test.ts fails when
// the README is stale).
const path = new URL('../README.md', import.meta.url)
const readme = readFileSync(path, 'utf8')
const start = readme.indexOf(CATALOGUE_START.slice(0, 30))
const end = readme.indexOf(CATALOGUE_END)
if (start < 0 || end < 0) throw new Error('README.md has no check-catalogue block')
writeFileSync(path, readme.slice(0, start) + catalogueMarkdown() + readme.slice(end + CATALOGUE_END.length))
process.stdout.write('README.md check catalogue updated.\n')
