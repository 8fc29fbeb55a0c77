import { readFileSync, writeFileSync } from 'node:fs'

/** Replaces one benchmark's section (`## name`) of BENCHMARKS.md, keeping the others. */
export function writeBenchmarks(name: string, lines: string[]) {
  const path = new URL('../BENCHMARKS.md', import.meta.url)
  let text = '# Benchmarks\n\nFigures measured on this project\'s machine by the `npm run bench:*` scripts; each script rewrites its own section.\n'
  try { text = readFileSync(path, 'utf8') } catch { /* first run */ }
  const section = `## ${name}\n\n${lines.join('\n')}\n`
  const pattern = new RegExp(`## ${name}\\n[\\s\\S]*?(?=\\n## |$)`)
  text = pattern.test(text) ? text.replace(pattern, section.trimEnd() + '\n') : `${text.trimEnd()}\n\n${section}`
  writeFileSync(path, text)
}

/** The `### heading` subsections of a section other than `mine` (another backend's figures), kept when a run rewrites its own. */
export function otherSubsections(name: string, mine: string): string[] {
  let text = ''
  try { text = readFileSync(new URL('../BENCHMARKS.md', import.meta.url), 'utf8') } catch { return [] }
  const section = new RegExp(`## ${name}\\n([\\s\\S]*?)(?=\\n## |$)`).exec(text)?.[1] ?? ''
  return section.split(/\n(?=### )/).filter((part) => part.startsWith('### ') && !part.startsWith(`### ${mine}`)).flatMap((part) => ['', ...part.trimEnd().split('\n')])
}
