import { checkById } from '../src/checks/index.ts'
import { KIND_WEIGHTS, syntheticResource, type Rng } from '../src/sandbox/estate.ts'
import { FINDING_TEMPLATES, type Kind } from '../src/sandbox/finding-templates.ts'

// The synthetic estates of the benchmarks: resource i is a pure function of (salt, i), so a "change" import
// can regenerate any resource without keeping the first import in memory.

const TEMPLATES_BY_KIND = new Map<string, typeof FINDING_TEMPLATES>()
for (const template of FINDING_TEMPLATES) {
  for (const kind of checkById(template.check_id)!.kinds) TEMPLATES_BY_KIND.set(kind, [...(TEMPLATES_BY_KIND.get(kind) ?? []), template])
}
const KINDS = KIND_WEIGHTS.flatMap(([kind, weight]) => Array<Kind>(weight).fill(kind))

function rngFor(i: number, salt: number): Rng {
  let a = Math.imul(i + 1, 2654435761) ^ salt
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * `resourceAt(i, changed)`: resource i as the first import sends it (a share `problemRate` shows 1–3
 * problems), or with its problems fixed (`changed`), or broken if it had none.
 */
export function syntheticEstate(options: { salt: number; problemRate: number }) {
  return function resourceAt(i: number, changed: boolean) {
    const rng = rngFor(i, options.salt)
    const kind = KINDS[Math.floor(rng() * KINDS.length)]!
    const resource = syntheticResource(rng, kind, i)
    // Only the checks of the resource's cloud, as in the sandbox and an audit.
    const templates = (TEMPLATES_BY_KIND.get(kind) ?? []).filter((t) => checkById(t.check_id)!.providers.includes(resource.provider))
    const problems = rng() < options.problemRate ? [...templates].sort(() => rng() - 0.5).slice(0, 1 + Math.floor(rng() * 3)) : []
    const applied = changed ? (problems.length > 0 ? [] : [templates[Math.floor(rng() * templates.length)]!]) : problems
    // Templates run in catalogue order (an earlier one may rule out a later one), as in the sandbox.
    for (const template of templates) if (applied.includes(template)) template.exhibit(resource.attributes, resource)
    return resource
  }
}
