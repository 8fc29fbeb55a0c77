// Trivy's JSON report (SchemaVersion 2): misconfigurations are posture findings. Vulnerabilities, secrets and
// licenses are package and code findings, another product's job: they are counted as skipped
// (out_of_scope) without being built, so a large image report costs only its tokens.
import type { FormatParser, FormatSample, FormatVisitor } from '../format.ts'
import { is } from '../format.ts'
import type { JsonPath, ValueKind } from '../json-walker.ts'
import { FIELD_LIMITS } from '../limits.ts'
import { buildFindings, toolInfo, type Collector } from '../record.ts'
import { cleanText, isObject, joinTexts } from '../record-text.ts'
import { makeResource, providerFrom } from '../resource-ref.ts'
import { severityFromLabel } from '../severity.ts'

export const trivy: FormatParser = {
  format: 'trivy',
  detect: detectTrivy,
  visitor: (out) => new TrivyVisitor(out),
}

function detectTrivy({ documents }: FormatSample): string | null {
  const top = documents[0]
  if (!isObject(top)) return 'not a JSON object with SchemaVersion and Results'
  if (typeof top.SchemaVersion !== 'number') return 'no numeric "SchemaVersion" at the top'
  if (!('Results' in top) && !('ArtifactName' in top)) return 'no "Results" nor "ArtifactName" beside SchemaVersion'
  return null
}

const OTHER_KINDS = new Set(['Vulnerabilities', 'Secrets', 'Licenses'])

class TrivyVisitor implements FormatVisitor {
  #version: unknown = undefined
  // The Result being read: Trivy writes Target, Class and Type before its findings.
  #target: unknown = undefined
  #type: unknown = undefined
  constructor(private readonly out: Collector) {}

  select(path: JsonPath, kind: ValueKind) {
    const container = kind !== 'scalar'
    if (is(path, 0) || is(path, 0, 'Trivy') || is(path, 0, 'Results') || is(path, 0, 'Results', '#')) return container ? 'descend' : 'skip'
    if (is(path, 0, 'Trivy', 'Version') || is(path, 0, 'Results', '#', 'Target') || is(path, 0, 'Results', '#', 'Type')) return 'value'
    const inResult = path.length >= 4 && is(path.slice(0, 3), 0, 'Results', '#')
    if (inResult && path.length === 4) return (path[3] === 'Misconfigurations' || OTHER_KINDS.has(path[3] as string)) && kind === 'array' ? 'descend' : 'skip'
    if (is(path, 0, 'Results', '#', 'Misconfigurations', '#')) return 'value'
    if (inResult && path.length === 5 && OTHER_KINDS.has(path[3] as string)) return 'count'
    return 'skip'
  }

  enter(path: JsonPath) {
    if (is(path, 0, 'Results', '#')) this.#target = this.#type = undefined
  }

  counted() {
    this.out.skip(this.out.entry(), 'out_of_scope')
  }

  value(path: JsonPath, value: unknown, problem: string | null) {
    if (path[1] === 'Trivy') return void (this.#version = value)
    if (path[3] === 'Target') return void (this.#target = value)
    if (path[3] === 'Type') return void (this.#type = value)
    const index = this.out.entry()
    const tool = toolInfo('Trivy', this.#version)!
    this.out.tool(tool)
    if (problem) return this.out.reject(index, problem)
    if (!isObject(value)) return this.out.reject(index, 'it is not an object')
    if (value.Status === 'PASS') return this.out.skip(index, 'passed')
    if (value.Status === 'EXCEPTION') return this.out.skip(index, 'suppressed')
    const cause = isObject(value.CauseMetadata) ? value.CauseMetadata : {}
    const file = cleanText(this.#target, FIELD_LIMITS.id)
    const line = cause.StartLine
    const draft = {
      tool,
      ruleId: value.ID ?? value.AVDID,
      title: value.Title,
      description: joinTexts([value.Message, value.Description], FIELD_LIMITS.description),
      remediation: joinTexts([value.Resolution], FIELD_LIMITS.remediation),
      url: value.PrimaryURL,
      severity: severityFromLabel(value.Severity),
      dimension: 'security' as const,
      controls: [],
      location: file ? { file, start_line: typeof line === 'number' && Number.isSafeInteger(line) && line > 0 ? line : null } : null,
      sourceIdentity: null,
    }
    const resource = makeResource({
      address: cause.Resource, file, provider: providerFrom(cause.Provider) ?? (this.#type === 'kubernetes' ? 'kubernetes' : null),
    })
    this.out.emit(index, buildFindings(index, 'trivy', draft, [resource]))
  }
}
