import Type, { type Static, type TSchema } from 'typebox'
import { COMPLIANCE_FRAMEWORKS } from '../../checks/index.ts'
import { DIMENSIONS, SEVERITIES } from '../../vocabulary/index.ts'
import { RESOURCE_KINDS, PROVIDERS } from '../../vocabulary/index.ts'

/**
 * Version of the report JSON documents. Within a version changes are additive only (new fields, which
 * clients ignore); a renamed, removed or re-meant field bumps it.
 */
export const REPORT_SCHEMA_VERSION = 1

/** Statuses a report may treat as outstanding: resolved findings are never in a report's scope. */
export const REPORT_FINDING_STATUSES = ['open', 'accepted_risk'] as const

export const Severity = Type.Enum([...SEVERITIES], { description: 'Severity: `info`, `low`, `medium`, `high` or `critical`.' })
export const Dimension = Type.Enum([...DIMENSIONS], { description: 'The 4D category: `security`, `cost`, `architecture` or `compliance`.' })
export const Timestamp = (description: string) => Type.String({ format: 'date-time', description })
export const Count = (description: string) => Type.Integer({ minimum: 0, description })

/** `{info, low, medium, high, critical}` → count, every key present (zeros included). */
export const keyed = <K extends string, S extends TSchema>(keys: readonly K[], schema: (key: K) => S, description: string) =>
  Type.Object(Object.fromEntries(keys.map((k) => [k, schema(k)])) as { [P in K]: S }, { additionalProperties: false, description })
export const SeverityCounts = (description: string) => keyed(SEVERITIES, (s) => Count(`Findings of severity ${s}.`), description)
export const DimensionCounts = (description: string) => keyed(DIMENSIONS, (d) => Count(`Findings of dimension ${d}.`), description)

/**
 * The findings filters a report applies (the findings list filters, as JSON arrays): they narrow which
 * findings count. `audit_id` is not among them (the report names its audit) and `status` only chooses
 * between open findings and accepted risks.
 */
export const ReportFilters = Type.Object({
  severity: Type.Optional(Type.Array(Severity, { minItems: 1, uniqueItems: true, description: 'Only findings of these severities (at the audit).' })),
  dimension: Type.Optional(Type.Array(Dimension, { minItems: 1, uniqueItems: true, description: 'Only findings of these dimensions.' })),
  status: Type.Optional(Type.Array(Type.Enum([...REPORT_FINDING_STATUSES]), {
    minItems: 1, uniqueItems: true,
    description: 'Which findings count as outstanding: `open` (default) and/or `accepted_risk`. Resolved findings are never in a report.',
  })),
  resource_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Only findings on this resource (`res_` id).' })),
  check_id: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'Only findings raised by this check (or `pol_` policy).' })),
  detected_after: Type.Optional(Timestamp('Only findings first detected at or after this instant.')),
  detected_before: Type.Optional(Timestamp('Only findings first detected before this instant.')),
}, { additionalProperties: false, title: 'ReportFilters' })
export type ReportFilters = Static<typeof ReportFilters>

/** The filters as the document echoes them: normalised, with the effective `status` always present. */
const AppliedFilters = Type.Object({
  ...ReportFilters.properties,
  status: Type.Array(Type.Enum([...REPORT_FINDING_STATUSES]), { description: 'The statuses counted as outstanding (default `["open"]`).' }),
}, { additionalProperties: false, description: 'The filters applied to every number of the report (none but `status` when the request had none).' })

export const Framework = Type.Enum([...COMPLIANCE_FRAMEWORKS], { description: `Compliance framework: ${COMPLIANCE_FRAMEWORKS.map((f) => `\`${f}\``).join(', ')}.` })

/** A resource affected by a finding, as listed in the remediation plan and the compliance evidence. */
export const AffectedResource = Type.Object({
  finding_id: Type.String({ description: 'The finding (`fnd_` id).' }),
  resource_id: Type.String({ description: 'The resource (`res_` id).' }),
  name: Type.String({ description: 'Resource name.' }),
  external_id: Type.String({ description: 'The provider\'s identifier (ARN, self link, Azure resource id).' }),
  kind: Type.Enum([...RESOURCE_KINDS], { description: 'Resource kind.' }),
  provider: Type.Enum([...PROVIDERS], { description: 'Cloud provider.' }),
  region: Type.String({ description: 'Region or location.' }),
  severity: Severity,
  first_seen_at: Timestamp('When an audit first saw the problem (how long it has been outstanding).'),
}, { additionalProperties: false })

/** The fields every report document starts with. */
export function reportHeader<T extends string>(type: T, description: string) {
  return {
    schema_version: Type.Literal(REPORT_SCHEMA_VERSION, { description: `Version of this document's schema: ${REPORT_SCHEMA_VERSION}. Additive changes keep it; a breaking change increments it.` }),
    type: Type.Literal(type, { description }),
    generated_at: Timestamp('When the report was generated (UTC).'),
    tenant: Type.Object({
      id: Type.String({ description: 'The workspace (tenant) id.' }),
      name: Type.String({ description: 'The workspace name.' }),
      mode: Type.Enum(['sandbox', 'production'], { description: '`sandbox` (synthetic data) or `production`.' }),
    }, { additionalProperties: false, description: 'The workspace the report describes.' }),
    audit: Type.Object({
      id: Type.String({ description: 'The audit the report describes (`aud_` id).' }),
      trigger: Type.String({ description: 'What started the audit (`api`, `schedule`, `reanalysis`, `sandbox_seed`).' }),
      started_at: Timestamp('When the audit pass began.'),
      completed_at: Timestamp('When the audit pass finished: the evidence is as of this instant.'),
      snapshot_at: Timestamp('The inventory instant the audit evaluated.'),
      resources_scanned: Count('Resources the audit evaluated.'),
    }, { additionalProperties: false, description: 'The completed audit whose results the report presents. Findings are counted as they stood right after it.' }),
    filters: AppliedFilters,
  }
}

export const reportObject = <P extends Record<string, TSchema>>(properties: P, title: string, description: string) =>
  Type.Object(properties, { additionalProperties: false, title, description })
