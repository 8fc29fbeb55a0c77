// OCSF 1.x Detection Finding (2004) and Compliance Finding (2003), as Prowler's json-ocsf writes them: a JSON
// array, or one finding per line. Also the deprecated Security Finding (2001) of older Prowler releases.
import type { FormatParser, FormatSample, FormatVisitor } from '../format.ts'
import type { JsonPath, ValueKind } from '../json-walker.ts'
import { FIELD_LIMITS } from '../limits.ts'
import { buildFindings, toolInfo, type Collector } from '../record.ts'
import { asArray, at, cleanText, isObject, joinTexts } from '../record-text.ts'
import { makeResource, providerFrom } from '../resource-ref.ts'
import { severityFromLabel, severityFromOcsfId } from '../severity.ts'

const FINDING_CLASSES = new Set([2001, 2003, 2004])
const VULNERABILITY_FINDING = 2002

export const ocsf: FormatParser = {
  format: 'ocsf',
  detect: detectOcsf,
  visitor: (out) => new OcsfVisitor(out),
}

const looksOcsf = (v: unknown) => isObject(v) && (FINDING_CLASSES.has(v.class_uid as number) || (isObject(v.finding_info) && isObject(v.metadata)))

function detectOcsf({ documents }: FormatSample): string | null {
  const top = documents[0]
  const first = Array.isArray(top) ? top[0] : top
  if (Array.isArray(top) && top.length === 0) return null
  if (!isObject(first)) return 'not an array or lines of OCSF objects'
  if (!looksOcsf(first)) return 'the first entry has neither an OCSF finding class_uid (2004 Detection, 2003 Compliance) nor finding_info + metadata'
  return null
}

class OcsfVisitor implements FormatVisitor {
  constructor(private readonly out: Collector) {}

  // Each top-level object is a finding (JSON lines); a top-level array holds findings.
  select(path: JsonPath, kind: ValueKind) {
    if (path.length === 1) return kind === 'array' ? 'descend' : kind === 'object' ? 'value' : 'skip'
    return path.length === 2 ? 'value' : 'skip'
  }

  value(_path: JsonPath, value: unknown, problem: string | null) {
    const index = this.out.entry()
    if (problem) return this.out.reject(index, problem)
    if (!isObject(value)) return this.out.reject(index, 'it is not an object')
    if (value.class_uid === VULNERABILITY_FINDING) return this.out.skip(index, 'out_of_scope')
    if (value.class_uid !== undefined && !FINDING_CLASSES.has(value.class_uid as number)) {
      return this.out.reject(index, `its class_uid ${JSON.stringify(value.class_uid).slice(0, 40)} is not an OCSF finding class (2004 Detection, 2003 Compliance)`)
    }
    const tool = toolInfo(at(value, 'metadata', 'product', 'name') ?? at(value, 'metadata', 'product', 'vendor_name'), at(value, 'metadata', 'product', 'version'))
    if (!tool) return this.out.reject(index, 'it has no metadata.product.name')
    this.out.tool(tool)
    const skip = stateOf(value)
    if (skip) return this.out.skip(index, skip)

    const cloud = value.cloud
    const account = at(cloud, 'account', 'uid')
    const provider = providerFrom(at(cloud, 'provider'))
    const listed = asArray(value.resources).map((r) => makeResource({
      uid: at(r, 'uid'), name: at(r, 'name'), kind: at(r, 'type'), region: at(r, 'region') ?? at(cloud, 'region'), provider, account,
    }))
    // A finding about the account itself may list no resource: the account is the resource.
    const resources = listed.length ? listed : [makeResource({ uid: account, kind: 'account', provider, account, region: at(cloud, 'region') })]
    const remediation = joinTexts([at(value, 'remediation', 'desc'), asArray(at(value, 'remediation', 'references')).filter((r) => typeof r === 'string').join('\n')], FIELD_LIMITS.remediation)
    const draft = {
      tool,
      ruleId: at(value, 'metadata', 'event_code') ?? at(value, 'finding_info', 'analytic', 'uid') ?? at(value, 'finding_info', 'analytic', 'name'),
      title: at(value, 'finding_info', 'title') ?? value.message,
      description: joinTexts([value.status_detail ?? value.message, at(value, 'finding_info', 'desc'), value.risk_details], FIELD_LIMITS.description),
      remediation,
      url: at(value, 'unmapped', 'related_url'),
      severity: severityFromOcsfId(value.severity_id) ?? severityFromLabel(value.severity),
      dimension: value.class_uid === 2003 ? 'compliance' as const : 'security' as const,
      controls: controlsOf(value),
      location: null,
      // finding_info.uid is not used: Prowler's own samples give five findings one placeholder uid.
      sourceIdentity: null,
    }
    this.out.emit(index, buildFindings(index, 'ocsf', draft, resources))
  }
}

function stateOf(value: Record<string, unknown>) {
  const code = typeof value.status_code === 'string' ? value.status_code.toUpperCase() : null
  const compliance = at(value, 'compliance', 'status_id')
  if (code === 'PASS' || compliance === 1) return 'passed' as const
  if (code === 'MANUAL' || code === 'INFO') return 'manual' as const
  // The status text wins over status_id: Prowler 4.2 writes "New" with status_id 3 (Suppressed in OCSF).
  const status = typeof value.status === 'string' ? value.status : value.status_id === 3 ? 'Suppressed' : value.status_id === 4 ? 'Resolved' : null
  if (status === 'Suppressed') return 'suppressed' as const
  if (status === 'Resolved') return 'resolved' as const
  return null
}

/** Prowler's unmapped.compliance ({framework: [requirement]}) and OCSF's compliance.control / requirements. */
function controlsOf(value: Record<string, unknown>): string[] {
  const controls: string[] = []
  const frameworks = at(value, 'unmapped', 'compliance')
  if (isObject(frameworks)) {
    for (const framework of Object.keys(frameworks).slice(0, 50)) {
      for (const requirement of asArray(frameworks[framework]).slice(0, 50)) {
        const text = cleanText(requirement, FIELD_LIMITS.control)
        if (text) controls.push(`${framework} ${text}`)
      }
    }
  }
  for (const requirement of asArray(at(value, 'compliance', 'requirements')).slice(0, 50)) if (typeof requirement === 'string') controls.push(requirement)
  const control = at(value, 'compliance', 'control')
  if (typeof control === 'string') controls.push(control)
  return controls
}
