// From what a format read to the normalised record: check id, fingerprint, field lengths, and the
// collector that counts every entry as mapped, skipped or rejected.
import { createHash } from 'node:crypto'
import type { Dimension, Severity } from '../vocabulary/index.ts'
import { FIELD_LIMITS, MAX_CHECK_ID_CHARS, MAX_CONTROLS, MAX_REPORTED_REJECTIONS, MAX_RESOURCES_PER_ENTRY, MAX_RULE_ID_CHARS } from './limits.ts'
import { cleanText } from './record-text.ts'
import { UNKNOWN_SEVERITY } from './severity.ts'
import { SKIP_REASONS, type ExternalFinding, type ExternalResource, type IngestEvent, type IngestFormat, type IngestSummary, type SkipReason, type SourceLocation, type ToolInfo } from './types.ts'

/** A tool from its name as the file gives it; null when there is no usable name. */
export function toolInfo(name: unknown, version: unknown): ToolInfo | null {
  const clean = cleanText(name, 100)
  const slug = clean?.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 32)
  if (!clean || !slug) return null
  return { name: clean, slug, version: cleanText(version, 100) }
}

// Ids some tools write when a check has none (Trivy 0.34 gives two different checks "N/A"): importing them
// would merge unrelated checks under one check_id.
const PLACEHOLDER_IDS = new Set(['n/a', 'na', 'none', 'null', 'unknown', '-', 'undefined'])

/** `ext.<tool>.<rule>` with [A-Za-z0-9._-] only; a long rule id keeps its start and a hash of the whole. */
export function checkIdFor(tool: ToolInfo, ruleId: string): string {
  const prefix = `ext.${tool.slug}.`
  const safe = ruleId.replace(/[^A-Za-z0-9._-]+/g, '_')
  const room = MAX_CHECK_ID_CHARS - prefix.length
  if (safe.length <= room && safe === ruleId) return prefix + safe
  // Sanitising can make two ids equal (`a b`, `a/b`): a short hash of the original keeps them apart.
  const hash = createHash('sha256').update(ruleId).digest('hex').slice(0, 8)
  return `${prefix}${safe.slice(0, room - 9)}~${hash}`
}

const hashOf = (parts: readonly (string | number | null)[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex')

export interface FindingDraft {
  tool: ToolInfo
  ruleId: unknown
  title: unknown
  description: string | null
  remediation: string | null
  url: unknown
  severity: Severity | null
  dimension: Dimension
  controls: string[]
  location: SourceLocation | null
  /** The tool's own identity for this finding (SARIF fingerprints, ASFF Id), when it gives one. */
  sourceIdentity: string[] | null
}

/**
 * The findings of one entry, one per resource (an ASFF or OCSF finding may name several), or why the entry
 * cannot be mapped.
 */
export function buildFindings(index: number, format: IngestFormat, draft: FindingDraft, resources: (ExternalResource | null)[]): ExternalFinding[] | string {
  const rawRule = typeof draft.ruleId === 'number' ? String(draft.ruleId) : draft.ruleId
  if (typeof rawRule !== 'string' || rawRule.trim() === '') return 'it has no rule id'
  const ruleId = rawRule.trim()
  if (ruleId.length > MAX_RULE_ID_CHARS) return `its rule id is longer than ${MAX_RULE_ID_CHARS} characters`
  if (PLACEHOLDER_IDS.has(ruleId.toLowerCase())) return `its rule id ${JSON.stringify(ruleId)} is a placeholder, not the id of one check`
  if (cleanText(ruleId, MAX_RULE_ID_CHARS) !== ruleId) return 'its rule id contains control characters'
  const known = resources.filter((r): r is ExternalResource => r !== null)
  if (known.length === 0) return 'it names no resource, file or account'
  if (known.length > MAX_RESOURCES_PER_ENTRY) return `it names more than ${MAX_RESOURCES_PER_ENTRY} resources`
  const title = cleanText(draft.title, FIELD_LIMITS.title) ?? cleanText(ruleId, FIELD_LIMITS.title)!
  const controls = [...new Set(draft.controls.map((c) => cleanText(c, FIELD_LIMITS.control)).filter((c): c is string => c !== null))].slice(0, MAX_CONTROLS)
  const base = {
    index,
    format,
    tool: draft.tool,
    rule_id: ruleId,
    check_id: checkIdFor(draft.tool, ruleId),
    title,
    description: draft.description,
    remediation: draft.remediation,
    url: cleanText(draft.url, FIELD_LIMITS.url),
    severity: draft.severity ?? UNKNOWN_SEVERITY,
    dimension: draft.dimension,
    controls,
    location: draft.location,
  }
  return known.map((resource) => {
    // The line only counts when nothing else tells two findings of one rule in one file apart: an edit
    // above a Terraform resource moves its lines, and must not resolve and re-create its findings.
    const line = resource.arn || resource.uid || resource.address ? null : draft.location?.start_line ?? null
    const fingerprint = draft.sourceIdentity
      ? hashOf([draft.tool.slug, ruleId, 'source', ...draft.sourceIdentity, known.length > 1 ? resource.key : null])
      : hashOf([draft.tool.slug, ruleId, resource.account, resource.region, resource.key, draft.location?.file ?? null, line])
    return { ...base, resource, fingerprint, fingerprint_source: draft.sourceIdentity ? 'source' as const : 'computed' as const }
  })
}

/** Counts every entry and queues the events the caller drains after each chunk of input. */
export class Collector {
  readonly summary: IngestSummary
  #events: IngestEvent[] = []
  #tools = new Map<string, ToolInfo>()

  constructor(format: IngestFormat) {
    this.summary = {
      format, entries: 0, findings: 0, rejected: 0, rejections: [], tools: [],
      skipped: Object.fromEntries(SKIP_REASONS.map((r) => [r, 0])) as Record<SkipReason, number>,
    }
  }

  /** A new source entry: its index. */
  entry(): number {
    return this.summary.entries++
  }

  tool(tool: ToolInfo): void {
    const known = this.#tools.get(tool.slug)
    if (!known) {
      const copy = { ...tool }
      this.#tools.set(tool.slug, copy)
      this.summary.tools.push(copy)
    } else if (!known.version && tool.version) known.version = tool.version
  }

  emit(index: number, result: ExternalFinding[] | string): void {
    if (typeof result === 'string') return this.reject(index, result)
    for (const finding of result) {
      this.summary.findings++
      this.#events.push({ type: 'finding', finding })
    }
  }

  reject(index: number, reason: string): void {
    const rejection = { index, reason: `Entry ${index}: ${reason}.` }
    this.summary.rejected++
    if (this.summary.rejections.length < MAX_REPORTED_REJECTIONS) this.summary.rejections.push(rejection)
    this.#events.push({ type: 'rejected', rejection })
  }

  skip(index: number, reason: SkipReason): void {
    this.summary.skipped[reason]++
    this.#events.push({ type: 'skipped', index, reason })
  }

  drain(): IngestEvent[] {
    const events = this.#events
    this.#events = []
    return events
  }
}
