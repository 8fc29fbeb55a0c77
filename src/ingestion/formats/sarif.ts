// SARIF 2.1.0 (Checkov, Trivy, KICS, tfsec, any tool that writes it). A result needs its run's context (the
// tool's name and version, the rules with their severity and help), which real tools write before the
// results. Results that come first are held, up to a bound, until the run's `tool` has ended; past the bound
// the file is refused rather than buffered whole.
import type { Dimension } from '../../vocabulary/index.ts'
import type { FormatParser, FormatSample, FormatVisitor } from '../format.ts'
import { is } from '../format.ts'
import type { JsonPath } from '../json-walker.ts'
import { FIELD_LIMITS, MAX_PENDING_CHARS, MAX_PENDING_RESULTS } from '../limits.ts'
import { buildFindings, toolInfo, type Collector } from '../record.ts'
import { asArray, asString, at, cleanText, isObject, joinTexts } from '../record-text.ts'
import { makeResource, terraformType } from '../resource-ref.ts'
import { severityFromSarifLevel, severityFromScore } from '../severity.ts'
import type { ToolInfo } from '../types.ts'
import { SarifRules, type SarifRule } from './sarif-rules.ts'
import { IngestLimitError } from '../errors.ts'

export const sarif: FormatParser = {
  format: 'sarif',
  detect: detectSarif,
  visitor: (out) => new SarifVisitor(out),
}

function detectSarif({ documents }: FormatSample): string | null {
  const top = documents[0]
  if (!isObject(top)) return 'the file is not a JSON object with "runs"'
  const version = top.version
  const schema = asString(top.$schema) ?? ''
  if (!('runs' in top)) return 'no "runs" array at the top'
  if (!Array.isArray(top.runs)) return '"runs" is not an array'
  // SARIF's version is a string; a null or a number is some other document that happens to have "runs".
  if (version !== undefined && typeof version !== 'string') return `"version" is ${version === null ? 'null' : Array.isArray(version) ? 'an array' : typeof version === 'object' ? 'an object' : `a ${typeof version}`}, not "2.1.0"`
  if (typeof version === 'string' && !version.startsWith('2.1')) return `SARIF version ${JSON.stringify(version.slice(0, 20))} is not 2.1.0`
  if (version === undefined && !/sarif/i.test(schema)) return 'no "version": "2.1.0" (nor a SARIF $schema) beside "runs"'
  return null
}

interface Pending { index: number; result: unknown; chars: number }

class Run {
  driverName: unknown = undefined
  driverVersion: unknown = undefined
  tool: ToolInfo | null = null
  toolDone = false
  rules = new SarifRules()
  pending: Pending[] = []
  pendingChars = 0
}

class SarifVisitor implements FormatVisitor {
  #run: Run | null = null
  constructor(private readonly out: Collector) {}

  select(path: JsonPath, kind: 'object' | 'array' | 'scalar') {
    const container = kind !== 'scalar'
    if (is(path, 0) || is(path, 0, 'runs') || is(path, 0, 'runs', '#') || is(path, 0, 'runs', '#', 'tool')) return container ? 'descend' : 'skip'
    if (is(path, 0, 'runs', '#', 'tool', 'driver') || is(path, 0, 'runs', '#', 'tool', 'extensions')) return container ? 'descend' : 'skip'
    if (is(path, 0, 'runs', '#', 'tool', 'driver', 'rules') || is(path, 0, 'runs', '#', 'results')) return kind === 'array' ? 'descend' : 'skip'
    if (is(path, 0, 'runs', '#', 'tool', 'extensions', '#') || is(path, 0, 'runs', '#', 'tool', 'extensions', '#', 'rules')) return container ? 'descend' : 'skip'
    if (is(path, 0, 'runs', '#', 'tool', 'driver', 'name') || is(path, 0, 'runs', '#', 'tool', 'driver', 'version') || is(path, 0, 'runs', '#', 'tool', 'driver', 'semanticVersion')) return 'value'
    if (is(path, 0, 'runs', '#', 'tool', 'driver', 'rules', '#') || is(path, 0, 'runs', '#', 'tool', 'extensions', '#', 'rules', '#')) return 'value'
    if (is(path, 0, 'runs', '#', 'results', '#')) return 'value'
    return 'skip'
  }

  enter(path: JsonPath) {
    if (is(path, 0, 'runs', '#')) this.#run = new Run()
  }

  leave(path: JsonPath) {
    const run = this.#run
    if (!run) return
    if (is(path, 0, 'runs', '#', 'tool')) {
      run.toolDone = true
      this.#flush(run)
    } else if (is(path, 0, 'runs', '#')) {
      run.toolDone = true
      this.#flush(run)
      // A run without results still names its tool: the scanner ran and found nothing, which an import of the
      // file must be able to tell (it resolves that tool's open findings).
      if (run.tool) this.out.tool(run.tool)
      this.#run = null
    }
  }

  value(path: JsonPath, value: unknown, problem: string | null) {
    const run = this.#run
    if (!run) return
    const field = path[5]
    if (path[3] === 'tool' && path.length === 6 && (field === 'name' || field === 'version' || field === 'semanticVersion')) {
      if (field === 'name') run.driverName = value
      else if (field === 'version' || run.driverVersion === undefined) run.driverVersion = value
      run.tool = toolInfo(run.driverName, run.driverVersion)
      return
    }
    if (path[3] === 'tool') {
      try {
        run.rules.add(problem ? null : value, path[4] === 'driver')
      } catch (error) {
        throw new IngestLimitError(`The file is refused: ${(error as Error).message}.`)
      }
      return
    }
    const index = this.out.entry()
    if (problem) return this.out.reject(index, problem)
    if (run.toolDone) return this.#result(run, index, value)
    // A result before its run's tool: held until the tool has been read, within bounds.
    const chars = JSON.stringify(value).length
    run.pending.push({ index, result: value, chars })
    run.pendingChars += chars
    if (run.pending.length > MAX_PENDING_RESULTS || run.pendingChars > MAX_PENDING_CHARS) {
      throw new IngestLimitError(`The file is refused: a SARIF run has more than ${MAX_PENDING_RESULTS.toLocaleString('en')} results (or ${MAX_PENDING_CHARS / 1024 / 1024} MiB of them) before its "tool" section; write "tool" first, as SARIF tools do.`)
    }
  }

  finish() {
    if (this.#run) this.leave([0, 'runs', 0])
  }

  #flush(run: Run) {
    for (const { index, result } of run.pending) this.#result(run, index, result)
    run.pending = []
    run.pendingChars = 0
  }

  #result(run: Run, index: number, result: unknown) {
    if (!isObject(result)) return this.out.reject(index, 'it is not an object')
    if (!run.tool) return this.out.reject(index, 'its run has no tool.driver.name')
    this.out.tool(run.tool)
    const kind = result.kind
    if (kind === 'pass') return this.out.skip(index, 'passed')
    if (kind === 'notApplicable') return this.out.skip(index, 'not_applicable')
    if (kind === 'review' || kind === 'open') return this.out.skip(index, 'manual')
    if (asArray(result.suppressions).some((s) => isObject(s) && (s.status === undefined || s.status === 'accepted'))) return this.out.skip(index, 'suppressed')
    if (result.baselineState === 'absent') return this.out.skip(index, 'resolved')

    const ruleId = asString(result.ruleId) ?? asString(at(result, 'rule', 'id'))
    const rule = run.rules.find(ruleId, result.ruleIndex ?? at(result, 'rule', 'index'))
    const message = cleanText(at(result, 'message', 'text') ?? at(result, 'message', 'markdown'), FIELD_LIMITS.description)
    // SARIF: a result whose kind is not fail has level none unless it says otherwise; a failing one takes its rule's default, else warning.
    const level = result.level ?? (kind !== undefined && kind !== 'fail' ? 'none' : rule?.defaultLevel ?? 'warning')
    const severity = severityFromScore(at(result, 'properties', 'security-severity')) ?? severityFromScore(rule?.score) ?? severityFromSarifLevel(level)
    const location = locationOf(result)
    const address = addressOf(result, location?.file ?? null)
    const draft = {
      tool: run.tool,
      ruleId: ruleId ?? rule?.id,
      title: rule?.title ?? message?.split('\n')[0],
      description: joinTexts([message, rule?.description], FIELD_LIMITS.description),
      remediation: rule?.help ?? null,
      url: rule?.url,
      severity,
      dimension: dimensionOf(rule, result),
      controls: rule?.controls ?? [],
      location,
      sourceIdentity: identityOf(result),
    }
    this.out.emit(index, buildFindings(index, 'sarif', draft, [makeResource({ address, file: location?.file })]))
  }
}

/** The first physical location: its artifact URI (as written, without file://) and start line. */
function locationOf(result: Record<string, unknown>) {
  const physical = at(result, 'locations', 0, 'physicalLocation')
  const uri = cleanText(at(physical, 'artifactLocation', 'uri'), FIELD_LIMITS.id)?.replace(/^file:\/\//, '')
  if (!uri) return null
  const line = at(physical, 'region', 'startLine')
  return { file: uri, start_line: typeof line === 'number' && Number.isSafeInteger(line) && line > 0 ? line : null }
}

// Checkov's snippet starts with the resource block; KICS names the resource as type[name] in its message.
const RESOURCE_BLOCK = /^\s*resource\s+"([A-Za-z0-9_-]{1,100})"\s+"([A-Za-z0-9_-]{1,200})"/
const KICS_REFERENCE = /\b([a-z][a-z0-9]{1,20}_[a-z0-9_]{1,80})\[([A-Za-z0-9_-]{1,200})\]/

/** A Terraform address when the result shows one (only for .tf files, where the patterns mean that). */
function addressOf(result: Record<string, unknown>, file: string | null): string | null {
  const logical = asString(at(result, 'locations', 0, 'logicalLocations', 0, 'fullyQualifiedName'))
  if (logical && terraformType(logical)) return logical
  if (!file?.endsWith('.tf')) return null
  const snippet = asString(at(result, 'locations', 0, 'physicalLocation', 'region', 'snippet', 'text'))?.slice(0, 1000)
  const block = snippet ? RESOURCE_BLOCK.exec(snippet) : null
  if (block) return `${block[1]}.${block[2]}`
  const reference = KICS_REFERENCE.exec(asString(at(result, 'message', 'text'))?.slice(0, 2000) ?? '')
  return reference ? `${reference[1]}.${reference[2]}` : null
}

function dimensionOf(rule: SarifRule | null, result: Record<string, unknown>): Dimension {
  const tags = [...(rule?.tags ?? []), ...asArray(at(result, 'properties', 'tags'))].map((t) => String(t).toLowerCase())
  return tags.includes('cost') ? 'cost' : tags.includes('compliance') ? 'compliance' : 'security'
}

/** partialFingerprints and fingerprints, sorted by key, as the tool's identity of the result. */
function identityOf(result: Record<string, unknown>): string[] | null {
  const parts: string[] = []
  for (const field of ['fingerprints', 'partialFingerprints'] as const) {
    const prints = result[field]
    if (!isObject(prints)) continue
    for (const key of Object.keys(prints).sort().slice(0, 20)) {
      const value = cleanText(prints[key], FIELD_LIMITS.id)
      if (value) parts.push(`${field}.${key}=${value}`)
    }
  }
  return parts.length ? parts : null
}
