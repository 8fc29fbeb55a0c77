import { CHECKS, FRAMEWORKS, frameworkById, isFrameworkId, type Framework } from '../checks/index.ts'
import { getAudit } from '../audits/index.ts'
import type { Db } from '../platform/db/database.ts'
import { ApiError, notFound } from '../platform/http/error-codes.ts'
import { buildReportDocument, latestCompletedAudit } from '../reports/index.ts'
import type { FrameworkQuery, FrameworkStatus } from './schemas.ts'

// Compliance status per requirement, read from the same builder as the compliance evidence report (one
// definition of pass, fail and not assessed), for the latest completed audit or a named one.

const fields = (f: Framework) => ({ id: f.id, name: f.name, version: f.version, providers: f.providers === null ? null : [...f.providers], url: f.url, coverage: f.coverage })

/** Requirement ids at least one check cites, per framework. */
function mappedRequirements(framework: Framework): number {
  const cited = new Set(CHECKS.flatMap((check) => [...(check.controls[framework.id] ?? [])]))
  return framework.requirements.filter((r) => cited.has(r.id)).length
}

export function createComplianceService(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date())
  const summaries = FRAMEWORKS.map((f) => ({ ...fields(f), requirements: f.requirements.length, mapped_requirements: mappedRequirements(f) }))

  async function auditOf(tenantId: string, auditId: string | undefined): Promise<string> {
    if (auditId === undefined) {
      const latest = await latestCompletedAudit(db, tenantId)
      if (!latest) throw new ApiError('no_completed_audit', 'Your tenant has no completed audit yet: start one with POST /v1/audits.')
      return latest.id
    }
    const audit = await getAudit(db, tenantId, auditId)
    if (!audit) throw new ApiError('unknown_audit', `audit_id '${auditId}' names no audit of your tenant.`)
    if (audit.trigger === 'import') throw new ApiError('unknown_audit', `audit_id '${auditId}' names a findings import, which runs no checks; name an audit.`)
    if (audit.status !== 'completed') throw new ApiError('audit_not_completed', `Audit ${auditId} is ${audit.status}; compliance is read from a completed audit.`)
    return audit.id
  }

  return {
    list: () => ({ data: summaries, next_cursor: null, has_more: false }),

    async status(tenantId: string, id: string, query: FrameworkQuery): Promise<FrameworkStatus> {
      if (!isFrameworkId(id)) throw notFound('compliance framework', id)
      const framework = frameworkById(id)
      const auditId = await auditOf(tenantId, query.audit_id)
      // Counts only: the API names no failing resource, so the per-control resource lists are not read.
      const document = await buildReportDocument(db, tenantId, { type: 'compliance_evidence', audit_id: auditId, framework: id }, now(), { failingItems: false })
      if (document.type !== 'compliance_evidence') throw new Error('expected a compliance evidence document')
      const requirements = document.controls.map((c) => ({
        id: c.control_id, title: c.title, description: c.description, section: c.section ?? null,
        status: c.status === 'fail' ? 'failed' as const : c.status === 'pass' ? 'passed' as const : 'not_assessed' as const,
        not_assessed_reason: c.status === 'not_assessed' ? 'no_check' as const : c.status === 'not_evaluated' ? 'not_evaluated' as const : null,
        failing_resources: c.failing.resources, failing_findings: c.failing.findings,
        checks: c.checks.map((k) => ({ id: k.check_id, title: k.title, severity: k.severity, evaluated: k.evaluated, open_findings: k.open_findings })),
      }))
      const count = (status: string) => requirements.filter((r) => r.status === status).length
      return {
        ...fields(framework), audit_id: auditId,
        totals: { requirements: requirements.length, passed: count('passed'), failed: count('failed'), not_assessed: count('not_assessed') },
        requirements,
      }
    },
  }
}
