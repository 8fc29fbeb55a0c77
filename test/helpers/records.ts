import type { Db } from '../../src/platform/db/database.ts'
import { newId } from '../../src/platform/ids.ts'

/**
 * Inserts `count` findings on one resource and audit, `perInstant` of them sharing each detected_at so that
 * pagination must break ties by id. Severities and dimensions cycle through every value.
 */
export async function insertFindings(db: Db, tenantId: string, count: number, options: { perInstant?: number; start?: Date } = {}) {
  const start = options.start ?? new Date('2026-01-01T00:00:00.000Z')
  const perInstant = options.perInstant ?? 3
  const resourceId = newId('res')
  const auditId = newId('aud')
  await db.insertInto('resources').values({
    id: resourceId, tenant_id: tenantId, kind: 'bucket', provider: 'aws', region: 'eu-west-1', name: 'fixture-bucket',
    external_id: `arn:aws:s3:::fixture-${resourceId}`, tags: '{}', attributes: '{}', discovered_at: start, last_seen_at: start,
  }).execute()
  await db.insertInto('audits').values({
    id: auditId, tenant_id: tenantId, status: 'completed', trigger: 'api', reanalysis_of: null, created_at: start,
    started_at: start, completed_at: start, resources_scanned: 1, summary: null, failure_reason: null,
  }).execute()
  const severities = ['info', 'low', 'medium', 'high', 'critical']
  const dimensions = ['security', 'cost', 'architecture', 'compliance']
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(start.getTime() + Math.floor(i / perInstant) * 1000)
    return {
      id: newId('fnd'), tenant_id: tenantId, check_id: `sec.fixture_${i}`, audit_id: auditId, resource_id: resourceId,
      severity: severities[i % 5]!, dimension: dimensions[i % 4]!, status: i % 10 === 0 ? 'resolved' : 'open',
      title: `Fixture finding ${i}`, description: 'd', remediation: 'r', detected_at: at, first_seen_at: at,
      last_seen_at: at, resolved_at: i % 10 === 0 ? at : null, policy_ids: [],
    }
  })
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('findings').values(rows.slice(i, i + 500)).execute()
  return { resourceId, auditId, ids: rows.map((r) => r.id) }
}
