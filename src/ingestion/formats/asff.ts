// AWS Security Hub findings (ASFF): `{"Findings": [...]}` as `get-findings` writes it (also lower-case
// `findings`, as some exports do) or a bare array (Prowler's -M json-asff).
import type { FormatParser, FormatSample, FormatVisitor } from '../format.ts'
import { is } from '../format.ts'
import type { JsonPath, ValueKind } from '../json-walker.ts'
import { FIELD_LIMITS } from '../limits.ts'
import { buildFindings, toolInfo, type Collector } from '../record.ts'
import { asArray, asString, at, cleanText, isObject, joinTexts } from '../record-text.ts'
import { makeResource } from '../resource-ref.ts'
import { severityFromLabel, severityFromNormalized } from '../severity.ts'
import type { SkipReason } from '../types.ts'

export const asff: FormatParser = {
  format: 'asff',
  detect: detectAsff,
  visitor: (out) => new AsffVisitor(out),
}

const looksAsff = (v: unknown) => isObject(v) && (v.SchemaVersion === '2018-10-08' || (typeof v.ProductArn === 'string' && 'GeneratorId' in v))
const wrapped = (top: Record<string, unknown>) => top.Findings ?? top.findings

function detectAsff({ documents }: FormatSample): string | null {
  const top = documents[0]
  const list = isObject(top) ? wrapped(top) : top
  if (!Array.isArray(list)) return 'neither {"Findings": [...]} nor an array of findings'
  if (list.length > 0 && !looksAsff(list[0])) return 'the first finding has no "SchemaVersion": "2018-10-08" nor ProductArn + GeneratorId'
  return null
}

class AsffVisitor implements FormatVisitor {
  constructor(private readonly out: Collector) {}

  select(path: JsonPath, kind: ValueKind) {
    if (is(path, 0)) return kind === 'scalar' ? 'skip' : 'descend'
    if (is(path, 0, 'Findings') || is(path, 0, 'findings')) return kind === 'array' ? 'descend' : 'skip'
    if (is(path, 0, '#') || is(path, 0, 'Findings', '#') || is(path, 0, 'findings', '#')) return 'value'
    return 'skip'
  }

  value(_path: JsonPath, value: unknown, problem: string | null) {
    const index = this.out.entry()
    if (problem) return this.out.reject(index, problem)
    if (!isObject(value)) return this.out.reject(index, 'it is not an object')
    const fields = isObject(value.ProductFields) ? value.ProductFields : {}
    const productArn = asString(value.ProductArn)
    // arn:aws:securityhub:region::product/<company>/<product>: the product is the tool when nothing names it.
    const product = productArn?.split('/').pop()
    const tool = toolInfo(fields.ProviderName ?? fields['aws/securityhub/ProductName'] ?? value.ProductName ?? product, fields.ProviderVersion)
    if (!tool) return this.out.reject(index, 'it has no ProductArn, ProductName or ProductFields.ProviderName')
    this.out.tool(tool)
    const skip = stateOf(value)
    if (skip) return this.out.skip(index, skip)

    const region = value.Region ?? productArn?.split(':')[3]
    const resources = asArray(value.Resources).map((r) => makeResource({
      uid: at(r, 'Id'), kind: at(r, 'Type'), region: at(r, 'Region') ?? region, provider: 'aws', account: value.AwsAccountId,
    }))
    const id = cleanText(value.Id, FIELD_LIMITS.id)
    const draft = {
      tool,
      ruleId: ruleOf(value, fields, tool.slug),
      title: value.Title,
      description: joinTexts([value.Description], FIELD_LIMITS.description),
      remediation: joinTexts([at(value, 'Remediation', 'Recommendation', 'Text'), at(value, 'Remediation', 'Recommendation', 'Url')], FIELD_LIMITS.remediation),
      url: at(value, 'Remediation', 'Recommendation', 'Url') ?? value.SourceUrl,
      severity: severityFromLabel(at(value, 'Severity', 'Label')) ?? severityFromNormalized(at(value, 'Severity', 'Normalized')),
      dimension: 'security' as const,
      controls: [...asArray(at(value, 'Compliance', 'RelatedRequirements')), at(value, 'Compliance', 'SecurityControlId')].filter((c): c is string => typeof c === 'string'),
      location: null,
      // The product's Id is its identity of the finding across updates (AWS keeps it stable).
      sourceIdentity: id ? [productArn ?? '', id] : null,
    }
    this.out.emit(index, buildFindings(index, 'asff', draft, resources))
  }
}

/**
 * The check: Security Hub's ControlId (EC2.2), else the GeneratorId unless it is an ARN (Prowler's
 * `prowler-<check>`, without the tool prefix so it matches Prowler's OCSF), else the finding type's last
 * part (GuardDuty's `DefenseEvasion:EC2-UnusualDNSResolver`).
 */
function ruleOf(value: Record<string, unknown>, fields: Record<string, unknown>, slug: string): unknown {
  const control = fields.ControlId ?? at(value, 'Compliance', 'SecurityControlId')
  if (typeof control === 'string' && control) return control
  const generator = asString(value.GeneratorId)
  if (generator && !generator.startsWith('arn:')) return generator.startsWith(`${slug}-`) ? generator.slice(slug.length + 1) : generator
  const type = asString(asArray(value.Types)[0])
  return type?.split('/').pop() ?? generator
}

function stateOf(value: Record<string, unknown>): SkipReason | null {
  if (value.RecordState === 'ARCHIVED') return 'archived'
  const workflow = at(value, 'Workflow', 'Status') ?? value.WorkflowState
  if (workflow === 'RESOLVED') return 'resolved'
  if (workflow === 'SUPPRESSED') return 'suppressed'
  const compliance = at(value, 'Compliance', 'Status')
  if (compliance === 'PASSED') return 'passed'
  if (compliance === 'NOT_AVAILABLE') return 'not_applicable'
  // Prowler 3 wrote INFOED (not a valid ASFF status) for checks that only inform.
  if (compliance !== undefined && compliance !== 'FAILED' && compliance !== 'WARNING') return 'manual'
  return null
}
