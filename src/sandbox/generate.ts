import { createHash } from 'node:crypto'
import type { AuditSummaryRecord } from '../audits/index.ts'
import { addToIndex, type Check, checkById, emptyIndex } from '../checks/index.ts'
import { base62, type IdPrefix } from '../platform/ids.ts'
import type { SnapshotResource } from '../resources/index.ts'
import { int, KIND_WEIGHTS, pick, syntheticResource, type Rng } from './estate.ts'
import { DIMENSIONS, SEVERITIES, type Dimension, type Severity } from '../findings/index.ts'
import { FINDING_TEMPLATES, type FindingTemplate, type Kind } from './finding-templates.ts'

export const RESOURCE_COUNT = 300

/** Each template with the check it exhibits, by resource kind, in FINDING_TEMPLATES order (the order exhibits run in). */
const TEMPLATES_BY_KIND = new Map<string, { template: FindingTemplate; check: Check }[]>()
for (const template of FINDING_TEMPLATES) {
  const check = checkById(template.check_id)
  if (!check) throw new Error(`sandbox template ${template.check_id} names no check of the library`)
  for (const kind of check.kinds) TEMPLATES_BY_KIND.set(kind, [...(TEMPLATES_BY_KIND.get(kind) ?? []), { template, check }])
}

/** mulberry32: small, fast and good enough for synthetic data; the same seed gives the same sequence. */
function rngFrom(seed: string): Rng {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0)
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface SandboxData {
  resources: (SnapshotResource & { discovered_at: Date; last_seen_at: Date })[]
  audit: {
    id: string; status: 'completed'; trigger: 'sandbox_seed'; reanalysis_of: null; created_at: Date; started_at: Date
    completed_at: Date; resources_scanned: number; summary: AuditSummaryRecord
  }
  findings: {
    id: string; check_id: string; audit_id: string; resource_id: string; severity: Severity; dimension: Dimension
    status: 'open' | 'accepted_risk'; title: string; description: string; remediation: string
    detected_at: Date; first_seen_at: Date; last_seen_at: Date; resolved_at: null; policy_ids: string[]
  }[]
}

/**
 * The synthetic estate of a new sandbox tenant: a pure function of (seed, tenant id, now). The seed fixes
 * every name, attribute, finding and time offset; the tenant id only varies the ids, so that two tenants
 * with the same seed hold the same data under different ids.
 */
export function generateSandbox(seed: number, tenantId: string, now: Date): SandboxData {
  const rng = rngFrom(`posture-sandbox:${seed}`)
  let counter = 0
  const id = (prefix: IdPrefix) => {
    const bytes = createHash('sha256').update(`${seed}:${tenantId}:${counter++}`).digest().subarray(0, 16)
    return `${prefix}_${base62(bytes)}`
  }
  const at = (msAgo: number) => new Date(now.getTime() - Math.round(msAgo))
  const minute = 60_000
  const day = 86_400_000

  const auditStarted = at(15 * minute)
  const auditCompleted = at(12 * minute)
  const audit: SandboxData['audit'] = {
    id: id('aud'), status: 'completed', trigger: 'sandbox_seed', reanalysis_of: null,
    created_at: at(15 * minute + 2_000), started_at: auditStarted, completed_at: auditCompleted,
    resources_scanned: 0, summary: emptySummary(),
  }

  const kinds = KIND_WEIGHTS.flatMap(([kind, weight]) => Array<Kind>(weight).fill(kind))
  const resources: SandboxData['resources'] = []
  const findings: SandboxData['findings'] = []
  const addFinding = (check: Check, resourceId: string) => {
    const detected = new Date(auditStarted.getTime() + int(rng, 100, 3 * minute - 100))
    findings.push({
      id: id('fnd'), check_id: check.id, audit_id: audit.id, resource_id: resourceId,
      severity: check.severity, dimension: check.dimension, status: rng() < 0.12 ? 'accepted_risk' : 'open',
      title: check.title, description: check.description, remediation: check.remediation,
      detected_at: detected, first_seen_at: detected, last_seen_at: detected, resolved_at: null, policy_ids: [],
    })
  }
  for (let i = 0; i < RESOURCE_COUNT; i++) {
    // Every kind appears at least once; the rest follow realistic proportions.
    const kind = i < KIND_WEIGHTS.length ? KIND_WEIGHTS[i]![0] : pick(rng, kinds)
    const resource = syntheticResource(rng, kind, i + 1)
    // Only the checks of the resource's cloud are drawn (as an audit runs only those): drawing from all and
    // dropping the others' left too few problems per resource once many checks were single-cloud.
    const templates = (TEMPLATES_BY_KIND.get(kind) ?? []).filter((t) => t.check.providers.includes(resource.provider))
    const chosen = new Set(shuffle(rng, templates).slice(0, Math.min(templates.length, int(rng, 0, 7))))
    // Exhibits run in FINDING_TEMPLATES order; one that cannot apply to this resource yields no finding.
    const shown = templates.filter((t) => chosen.has(t) && t.template.exhibit(resource.attributes, resource) !== false)
    const resourceId = id('res')
    resources.push({ id: resourceId, ...resource, discovered_at: at(int(rng, 1, 90) * day + int(rng, 0, day)), last_seen_at: auditStarted })
    for (const { check } of shown) addFinding(check, resourceId)
  }
  // A fresh healthy resource of this kind and cloud, for a check no resource of the draws could show.
  const extraResource = (kind: Kind, provider: string) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const resource = syntheticResource(rng, kind, resources.length + 1)
      if (resource.provider !== provider) continue
      const added = { id: id('res'), ...resource, discovered_at: at(int(rng, 1, 90) * day + int(rng, 0, day)), last_seen_at: auditStarted }
      resources.push(added)
      return added
    }
    return undefined
  }
  showUnshownChecks(resources, findings, addFinding, extraResource)
  audit.resources_scanned = resources.length
  audit.summary = summarize(findings)
  return { resources, audit, findings }
}

/**
 * A check the random draws did not show (a rare kind, a check of one cloud) is shown on the first resource of
 * its kind and cloud that can show it while still showing everything it showed, or else on a fresh healthy
 * resource made for it: the sandbox demonstrates the whole library. Runs after the draws, so a seed's estate
 * only changes where a check was missing.
 */
function showUnshownChecks(resources: SandboxData['resources'], findings: SandboxData['findings'], addFinding: (check: Check, resourceId: string) => void,
  extraResource: (kind: Kind, provider: string) => SandboxData['resources'][number] | undefined): void {
  const shown = new Set(findings.map((f) => f.check_id))
  const index = emptyIndex()
  for (const resource of resources) addToIndex(index, resource)
  // Every sandbox resource is of one of the three clouds (syntheticResource), never `other`.
  const tryOn = (template: FindingTemplate, check: Check, resource: SandboxData['resources'][number]) => {
    const before = structuredClone(resource.attributes)
    const own = findings.filter((f) => f.resource_id === resource.id).map((f) => checkById(f.check_id) as Check)
    if (template.exhibit(resource.attributes, resource as Parameters<FindingTemplate['exhibit']>[1]) !== false && [check, ...own].every((c) => c.evaluate(resource, index))) return true
    resource.attributes = before
    return false
  }
  for (const template of FINDING_TEMPLATES) {
    const check = checkById(template.check_id) as Check
    if (shown.has(check.id)) continue
    const candidates = resources.filter((r) => check.kinds.includes(r.kind) && check.providers.includes(r.provider))
    let host = candidates.find((resource) => tryOn(template, check, resource))
    if (!host) {
      const fresh = extraResource(check.kinds[0] as Kind, check.providers[0] as string)
      if (fresh && tryOn(template, check, fresh)) host = fresh
    }
    if (host) {
      addFinding(check, host.id)
      shown.add(check.id)
    }
  }
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

function emptySummary(): AuditSummaryRecord {
  return {
    new: 0, reopened: 0, resolved: 0, severity_changed: 0, open: 0,
    by_severity: Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>,
    by_dimension: Object.fromEntries(DIMENSIONS.map((d) => [d, 0])) as Record<Dimension, number>,
  }
}

/** `new`: first detected by this audit; `open`, `by_severity`, `by_dimension`: findings left open after it. */
function summarize(findings: SandboxData['findings']): AuditSummaryRecord {
  const summary = emptySummary()
  summary.new = findings.length
  for (const finding of findings) {
    if (finding.status !== 'open') continue
    summary.open++
    summary.by_severity[finding.severity]++
    summary.by_dimension[finding.dimension]++
  }
  return summary
}
