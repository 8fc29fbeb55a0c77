// Checkov's JSON report: one object per framework run (`check_type`), or an array of them. failed_checks are
// findings; passed_checks and skipped_checks (inline skips) are counted without being built. Checkov writes
// its version in `summary`, after the checks: the records carry none, summary.tools has it at the end.
import type { FormatParser, FormatSample, FormatVisitor } from '../format.ts'
import type { JsonPath, ValueKind } from '../json-walker.ts'
import { FIELD_LIMITS } from '../limits.ts'
import { buildFindings, toolInfo, type Collector } from '../record.ts'
import { asArray, at, cleanText, isObject, joinTexts } from '../record-text.ts'
import { makeResource } from '../resource-ref.ts'
import { severityFromLabel } from '../severity.ts'

export const checkov: FormatParser = {
  format: 'checkov',
  detect: detectCheckov,
  visitor: (out) => new CheckovVisitor(out),
}

const looksReport = (v: unknown) => isObject(v) && typeof v.check_type === 'string' && isObject(v.results)

function detectCheckov({ documents }: FormatSample): string | null {
  const top = documents[0]
  if (Array.isArray(top)) return top.length === 0 || looksReport(top[0]) ? null : 'the first report has no "check_type" with "results"'
  if (!isObject(top)) return 'not a report object or an array of reports'
  // With nothing to scan Checkov prints only its summary counts.
  if (looksReport(top) || typeof top.checkov_version === 'string') return null
  return 'no "check_type" with "results" at the top'
}

const LISTS: Record<string, 'value' | 'count'> = { failed_checks: 'value', passed_checks: 'count', skipped_checks: 'count' }

class CheckovVisitor implements FormatVisitor {
  #tool = toolInfo('Checkov', null)!
  constructor(private readonly out: Collector) {}

  /** The path inside its report: reports sit at [0] (one report) or [0, n] (an array of them). */
  #inside(path: JsonPath): JsonPath | null {
    if (path.length >= 2 && typeof path[1] === 'number') return path.slice(2)
    return path.slice(1)
  }

  select(path: JsonPath, kind: ValueKind) {
    if (path.length === 1) return kind === 'scalar' || path[0] !== 0 ? 'skip' : 'descend'
    if (path.length === 2 && typeof path[1] === 'number') return kind === 'object' ? 'descend' : 'skip'
    const inside = this.#inside(path)!
    const [first, second] = inside
    if (inside.length === 1) {
      return (first === 'results' || first === 'summary') && kind === 'object' ? 'descend' : 'skip'
    }
    if (inside.length === 2 && first === 'results') return LISTS[second as string] && kind === 'array' ? 'descend' : 'skip'
    if (inside.length === 2 && first === 'summary' && second === 'checkov_version') return 'value'
    if (inside.length === 3 && first === 'results') return LISTS[second as string] ?? 'skip'
    return 'skip'
  }

  counted(path: JsonPath) {
    const index = this.out.entry()
    this.out.tool(this.#tool)
    this.out.skip(index, path[path.length - 2] === 'passed_checks' ? 'passed' : 'suppressed')
  }

  value(path: JsonPath, value: unknown, problem: string | null) {
    const inside = this.#inside(path)!
    if (inside[0] === 'summary') {
      const version = toolInfo('Checkov', value)
      if (version) this.out.tool(version)
      return
    }
    const index = this.out.entry()
    this.out.tool(this.#tool)
    if (problem) return this.out.reject(index, problem)
    if (!isObject(value)) return this.out.reject(index, 'it is not an object')
    const file = cleanText(value.repo_file_path ?? value.file_path, FIELD_LIMITS.id)
    const line = asArray(value.file_line_range)[0]
    const guideline = cleanText(value.guideline, FIELD_LIMITS.url)
    const draft = {
      tool: this.#tool,
      ruleId: value.check_id,
      title: value.check_name,
      description: joinTexts([value.description, value.short_description, ...asArray(value.details).slice(0, 20)], FIELD_LIMITS.description),
      remediation: guideline ? `See ${guideline}` : null,
      url: guideline,
      severity: severityFromLabel(value.severity),
      dimension: 'security' as const,
      controls: controlsOf(value.benchmarks),
      location: file ? { file, start_line: typeof line === 'number' && Number.isSafeInteger(line) && line > 0 ? line : null } : null,
      sourceIdentity: null,
    }
    const address = value.resource_address ?? value.resource
    const resource = makeResource({ address, file })
    this.out.emit(index, buildFindings(index, 'checkov', draft, [resource]))
  }
}

/** benchmarks: {"CIS GCP V1.1": [{"name": "5.2", ...}]} → "CIS GCP V1.1 5.2". */
function controlsOf(benchmarks: unknown): string[] {
  if (!isObject(benchmarks)) return []
  const controls: string[] = []
  for (const framework of Object.keys(benchmarks).slice(0, 50)) {
    for (const entry of asArray(benchmarks[framework]).slice(0, 50)) {
      const name = cleanText(at(entry, 'name'), FIELD_LIMITS.control)
      if (name) controls.push(`${framework} ${name}`)
    }
  }
  return controls
}
