import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ComplianceEvidence, ExecutiveSummary, RemediationPlan, ReportDocument, ReportFilters } from './schemas.ts'

/** Paths of object properties without a description (they become the OpenAPI document's field docs). */
function undescribed(schema: Record<string, unknown>, path: string, out: string[]) {
  const properties = schema.properties as Record<string, Record<string, unknown>> | undefined
  for (const [name, property] of Object.entries(properties ?? {})) {
    const itemsOrSelf = (property.items as Record<string, unknown> | undefined) ?? property
    if (typeof property.description !== 'string' && typeof itemsOrSelf.description !== 'string') out.push(`${path}.${name}`)
    undescribed(property, `${path}.${name}`, out)
    if (property.items) undescribed(property.items as Record<string, unknown>, `${path}.${name}[]`, out)
    for (const variant of (property.anyOf as Record<string, unknown>[] | undefined) ?? []) undescribed(variant, `${path}.${name}`, out)
  }
  return out
}

test('every field of every report document is described, and the union tells the types apart', () => {
  for (const [name, schema] of Object.entries({ ExecutiveSummary, RemediationPlan, ComplianceEvidence, ReportFilters })) {
    assert.deepEqual(undescribed(schema as never, name, []), [], `${name}: fields without a description`)
  }
  assert.deepEqual((ReportDocument.anyOf as { properties: { type: { const: string } } }[]).map((s) => s.properties.type.const),
    ['executive_summary', 'remediation_plan', 'compliance_evidence'])
})
