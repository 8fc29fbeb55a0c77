import { readFileSync, writeFileSync } from 'node:fs'
import { CATALOGUE_DOCUMENT, CATALOGUE_END, CATALOGUE_START, catalogueDocument, catalogueMarkdown } from '../src/checks/index.ts'

// Writes docs/checks.md and the summary block of README.md from the check definitions (test/docs.test.ts
// fails when either is stale).
const path = new URL('../README.md', import.meta.url)
const readme = readFileSync(path, 'utf8')
const start = readme.indexOf(CATALOGUE_START.slice(0, 30))
const end = readme.indexOf(CATALOGUE_END)
if (start < 0 || end < 0) throw new Error('README.md has no check-catalogue block')
writeFileSync(path, readme.slice(0, start) + catalogueMarkdown() + readme.slice(end + CATALOGUE_END.length))
writeFileSync(new URL(`../${CATALOGUE_DOCUMENT}`, import.meta.url), catalogueDocument())
process.stdout.write(`README.md check catalogue and ${CATALOGUE_DOCUMENT} updated.\n`)
