import { CHECKS } from '../catalogue.ts'
import { FRAMEWORKS } from './index.ts'

/**
 * The frameworks part of the README's generated catalogue: each framework's version, the clouds it judges,
 * its requirements and how many of them the library's checks evidence.
 */
export function frameworksMarkdown(): string[] {
  const rows = FRAMEWORKS.map((f) => {
    const mapped = new Set<string>()
    let checks = 0
    for (const check of CHECKS) {
      const ids = check.controls[f.id] ?? []
      if (ids.length > 0) checks++
      for (const id of ids) mapped.add(id)
    }
    const clouds = f.providers === null ? 'all' : f.providers.join(', ')
    return `| \`${f.id}\` | ${f.name} | ${f.version} | ${clouds} | ${f.requirements.length} | ${mapped.size} | ${checks} |`
  })
  return [
    `${FRAMEWORKS.length} compliance frameworks (data in src/checks/frameworks). A requirement no check evidences is reported as not assessed.`,
    '',
    '| id | framework | version | clouds | requirements | evidenced by a check | checks |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ]
}
