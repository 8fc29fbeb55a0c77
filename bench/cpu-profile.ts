import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// Reads the .cpuprofile that `node --cpu-prof` wrote and names where the time went: per function, the
// samples in the function itself (self) and in it and everything it called (total), as shares of all samples.

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

export interface Frame { name: string; self: number; total: number }

const ROOT = new URL('..', import.meta.url).pathname

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame
  const file = url.replace(/^file:\/\//, '').replace(ROOT, '').replace(/^.*node_modules\//, '')
  return `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim()
}

/** `skipMs`: leaves out the samples of the process's first milliseconds (its start-up, before the load began). */
export function readProfile(dir: string, skipMs = 0): Frame[] {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))
  if (!file) throw new Error(`no .cpuprofile in ${dir}`)
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const hits = new Map<number, number>()
  let elapsedUs = 0
  let total = 0
  for (const [i, s] of profile.samples.entries()) {
    elapsedUs += profile.timeDeltas[i] ?? 0
    if (elapsedUs < skipMs * 1000) continue
    hits.set(s, (hits.get(s) ?? 0) + 1)
    total++
  }
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  for (const [id, count] of hits) {
    const leaf = byId.get(id)!
    const leafName = frameName(leaf)
    self.set(leafName, (self.get(leafName) ?? 0) + count)
    // Each function on the sample's stack once (recursion counts once).
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = frameName(byId.get(at)!)
      if (seen.has(name)) continue
      seen.add(name)
      inclusive.set(name, (inclusive.get(name) ?? 0) + count)
    }
  }
  return [...inclusive].map(([name, t]) => ({ name, self: (self.get(name) ?? 0) / total, total: t / total }))
}

/** The top `n` frames by self and by total time, as table rows. */
export function topFrames(frames: Frame[], n: number): { bySelf: Frame[]; byTotal: Frame[] } {
  const boring = /^\((root|program)\)|^\(anonymous\)\s*$/
  return {
    bySelf: [...frames].filter((f) => f.self > 0).sort((a, b) => b.self - a.self).slice(0, n),
    byTotal: [...frames].filter((f) => !boring.test(f.name)).sort((a, b) => b.total - a.total).slice(0, n),
  }
}

/** The top frames printed on the console, by self then by total time. */
export function logFrames({ bySelf, byTotal }: { bySelf: Frame[]; byTotal: Frame[] }, log: (line: string) => void): void {
  for (const f of bySelf) log(`  ${(f.self * 100).toFixed(1).padStart(5)} %  ${f.name}`)
  log('by total time:')
  for (const f of byTotal) log(`  ${(f.total * 100).toFixed(1).padStart(5)} %  ${f.name}`)
}

/** The two Markdown tables of BENCHMARKS.md's profile sections: by self time, then by total time. */
export function frameTables({ bySelf, byTotal }: { bySelf: Frame[]; byTotal: Frame[] }): string[] {
  const rows = (frames: Frame[], key: 'self' | 'total') => frames.map((f) => `| ${(f[key] * 100).toFixed(1)} % | \`${f.name.replace(/\|/g, '\\|')}\` |`)
  return ['| self | function |', '|---:|---|', ...rows(bySelf, 'self'), '', '| total | function |', '|---:|---|', ...rows(byTotal, 'total')]
}
