import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { Value } from 'typebox/value'
import { checkById, CHECKS, COMPLIANCE_FRAMEWORKS, frameworkById } from '../src/checks/index.ts'
import type { SnapshotResource } from '../src/resources/index.ts'
import { DIMENSIONS, SEVERITIES } from '../src/findings/index.ts'
import { buildReportDocument, ComplianceEvidence, ExecutiveSummary, RemediationPlan, ReportDocument, type ReportRequest } from '../src/reports/document/index.ts'
import { BACKEND } from './helpers/harness.ts'
import { addMember } from './helpers/members.ts'
import { auditNow, reportFixture } from './helpers/report-fixture.ts'

// Every number of the report documents against an independent count: plain SQL over the findings table,
// the audits' stored summaries, and the check library called directly.

describe(`report documents (${BACKEND})`, () => {
  let f: Awaited<ReturnType<typeof reportFixture>>
  before(async () => { f = await reportFixture() })
  after(async () => { await f.storage.close() })

  const latest = () => f.audits[3]
  const build = async <T extends ReportDocument>(request: Omit<ReportRequest, 'audit_id'> & { audit_id?: string }) => {
    const document = await buildReportDocument(f.db, f.tenantId, { audit_id: latest().id, ...request }, new Date('2026-11-25T12:00:00.000Z'))
    assert.ok(Value.Check(ReportDocument, document), JSON.stringify(Value.Errors(ReportDocument, document).slice(0, 3)))
    return document as T
  }
  const openCounts = async (extra = sql``) => (await sql<{ severity: string; dimension: string; check_id: string; resource_id: string }>`
    select severity, dimension, check_id, resource_id from findings where tenant_id = ${f.tenantId} and status = 'open' ${extra}`.execute(f.db)).rows

  test('executive summary: counts, matrix, score and trend match SQL and the audits\' own summaries', async () => {
    const d = await build<ExecutiveSummary>({ type: 'executive_summary' })
    assert.ok(Value.Check(ExecutiveSummary, d))
    assert.equal(d.schema_version, 1)
    assert.equal(d.type, 'executive_summary')
    assert.deepEqual(d.tenant, { id: f.tenantId, name: 'Acme Corp — Zürich', mode: 'sandbox' })
    assert.equal(d.audit.id, latest().id)
    assert.deepEqual(d.filters, { status: ['open'] })

    const rows = await openCounts()
    assert.equal(d.open_findings.total, rows.length)
    for (const s of SEVERITIES) assert.equal(d.open_findings.by_severity[s], rows.filter((r) => r.severity === s).length, s)
    for (const dim of DIMENSIONS) {
      assert.equal(d.open_findings.by_dimension[dim], rows.filter((r) => r.dimension === dim).length, dim)
      for (const s of SEVERITIES) assert.equal(d.open_findings.matrix[dim][s], rows.filter((r) => r.dimension === dim && r.severity === s).length, `${dim} × ${s}`)
    }
    const summary = latest().summary as { open: number; by_severity: Record<string, number> }
    assert.equal(d.open_findings.total, summary.open)
    assert.deepEqual(d.open_findings.by_severity, summary.by_severity)

    // The formula by hand: 100 − 10 × Σ weights ÷ resources, one decimal.
    const weights: Record<string, number> = { critical: 10, high: 5, medium: 2, low: 1, info: 0 }
    const weighted = rows.reduce((sum, r) => sum + weights[r.severity]!, 0)
    assert.equal(d.posture_score.weighted_open_findings, weighted)
    const scanned = latest().resources_scanned as number
    assert.ok(scanned >= 300, `${scanned}`)
    assert.equal(d.posture_score.resources_evaluated, scanned)
    assert.equal(d.posture_score.value, Math.round(Math.max(0, 100 - (10 * weighted) / scanned) * 10) / 10)

    assert.deepEqual(d.trend.map((p) => p.audit_id), f.audits.map((a) => a.id), 'oldest first, every completed audit')
    for (const [i, point] of d.trend.entries()) {
      const stored = f.audits[i]!.summary as { open: number; by_severity: Record<string, number> }
      assert.equal(point.open, stored.open)
      assert.deepEqual(point.by_severity, stored.by_severity)
    }
    assert.equal(d.trend.at(-1)!.score, d.posture_score.value, 'the latest point is this audit, unfiltered')
  })

  test('executive summary: top risks, new vs resolved, and the cost waste from the check library', async () => {
    const d = await build<ExecutiveSummary>({ type: 'executive_summary' })
    const rows = await openCounts()
    const perCheck = new Map<string, { n: number; rank: number }>()
    for (const r of rows) {
      const entry = perCheck.get(r.check_id) ?? { n: 0, rank: -1 }
      entry.n++
      entry.rank = Math.max(entry.rank, SEVERITIES.indexOf(r.severity as never))
      perCheck.set(r.check_id, entry)
    }
    const expected = [...perCheck].sort(([a, x], [b, y]) => y.rank - x.rank || y.n - x.n || (a < b ? -1 : 1)).slice(0, 10)
    assert.deepEqual(d.top_risks.map((r) => [r.check_id, r.affected_resources]), expected.map(([id, e]) => [id, e.n]))
    assert.deepEqual(d.top_risks.map((r) => r.rank), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])

    // The last audit's own transitions (one audit since the previous one): reopened and created are new.
    const transitions = (await sql<{ kind: string; n: number }>`select kind, count(*)::int as n from finding_transitions
      where tenant_id = ${f.tenantId} and audit_id = ${latest().id} group by kind`.execute(f.db)).rows
    const of = (kind: string) => transitions.find((t) => t.kind === kind)?.n ?? 0
    assert.deepEqual(d.changes, { previous_audit: { id: f.audits[2].id, completed_at: f.audits[2].completed_at!.toISOString() }, new: of('created') + of('reopened'), resolved: of('resolved') })
    assert.ok(d.changes.new > 0 && d.changes.resolved > 0)

    const cost = (await sql<SnapshotResource & { check_id: string }>`select f.check_id, r.id, r.kind, r.provider, r.region, r.name, r.external_id, r.tags, r.attributes
      from findings f join resources r on r.id = f.resource_id where f.tenant_id = ${f.tenantId} and f.status = 'open' and f.dimension = 'cost'`.execute(f.db)).rows
    const cents = cost.reduce((sum, r) => sum + Math.round(checkById(r.check_id)!.monthlyWasteUsd!(r) * 100), 0)
    assert.equal(d.cost.findings, cost.length)
    assert.equal(d.cost.estimated_monthly_waste, cents / 100)
    assert.ok(d.cost.estimated_monthly_waste > 1000)
    assert.equal(d.cost.by_check.reduce((sum, c) => sum + c.findings, 0), cost.length)
  })

  test('a report on an earlier audit counts the findings as they stood after it (created, resolved and reopened since)', async () => {
    for (const audit of f.audits) {
      const d = await build<ExecutiveSummary>({ type: 'executive_summary', audit_id: audit.id })
      const stored = audit.summary as { open: number; by_severity: Record<string, number>; by_dimension: Record<string, number> }
      assert.equal(d.open_findings.total, stored.open, audit.id)
      assert.deepEqual(d.open_findings.by_severity, stored.by_severity, audit.id)
      assert.deepEqual(d.open_findings.by_dimension, stored.by_dimension, audit.id)
      assert.equal(d.trend.at(-1)!.audit_id, audit.id)
    }
    const first = await build<ExecutiveSummary>({ type: 'executive_summary', audit_id: f.audits[0].id })
    assert.deepEqual(first.changes, { previous_audit: null, new: first.open_findings.total, resolved: 0 })
    const second = await build<ExecutiveSummary>({ type: 'executive_summary', audit_id: f.audits[2].id })
    assert.deepEqual([second.changes.new, second.changes.resolved], [7, 6])
  })

  test('filters narrow every number; accepted risks count only when asked for', async () => {
    const d = await build<ExecutiveSummary>({ type: 'executive_summary', filters: { severity: ['critical', 'high'], dimension: ['security'] } })
    const rows = await openCounts(sql`and severity in ('critical', 'high') and dimension = 'security'`)
    assert.equal(d.open_findings.total, rows.length)
    assert.equal(d.open_findings.matrix.security.critical, rows.filter((r) => r.severity === 'critical').length)
    assert.equal(d.open_findings.by_dimension.cost, 0)
    assert.equal(d.cost.findings, 0)
    assert.ok(d.top_risks.every((r) => r.dimension === 'security' && ['critical', 'high'].includes(r.severity)))
    assert.deepEqual(d.filters, { status: ['open'], severity: ['critical', 'high'], dimension: ['security'] })

    const withAccepted = await build<RemediationPlan>({ type: 'remediation_plan', filters: { status: ['open', 'accepted_risk'] } })
    const all = (await sql<{ n: number }>`select count(*)::int as n from findings where tenant_id = ${f.tenantId} and status in ('open', 'accepted_risk')`.execute(f.db)).rows[0]!.n
    assert.equal(withAccepted.totals.open_findings, all)
    assert.ok(all > (await openCounts()).length)

    const oneCheck = await build<RemediationPlan>({ type: 'remediation_plan', filters: { check_id: 'sec.bucket_public_read', detected_after: '2000-01-01T00:00:00Z' } })
    assert.deepEqual(oneCheck.groups.map((g) => g.check_id), ['sec.bucket_public_read'])
  })

  test('remediation plan: one group per check, most urgent first, resources capped at 25 with the total', async () => {
    const d = await build<RemediationPlan>({ type: 'remediation_plan' })
    assert.ok(Value.Check(RemediationPlan, d))
    const rows = await openCounts()
    assert.equal(d.totals.open_findings, rows.length)
    assert.equal(d.totals.affected_resources, new Set(rows.map((r) => r.resource_id)).size)
    assert.equal(d.totals.groups, new Set(rows.map((r) => r.check_id)).size)
    assert.equal(d.groups.length, d.totals.groups)
    let capped = 0
    for (const [i, g] of d.groups.entries()) {
      const own = rows.filter((r) => r.check_id === g.check_id)
      assert.equal(g.affected_resources.total, own.length, g.check_id)
      assert.equal(g.affected_resources.items.length, Math.min(25, own.length))
      if (own.length > 25) capped++
      assert.deepEqual(new Set(g.affected_resources.items.map((r) => r.resource_id)).size, g.affected_resources.items.length)
      assert.ok(g.affected_resources.items.every((r) => own.some((o) => o.resource_id === r.resource_id)))
      const check = checkById(g.check_id)!
      assert.equal(g.title, check.title)
      assert.ok(check.remediation.startsWith(g.remediation_steps[0]!))
      assert.ok(['low', 'medium', 'high'].includes(g.effort.level))
      const next = d.groups[i + 1]
      if (next) {
        const [a, b] = [SEVERITIES.indexOf(g.severity), SEVERITIES.indexOf(next.severity)]
        assert.ok(a > b || (a === b && g.affected_resources.total >= next.affected_resources.total), `${g.check_id} before ${next.check_id}`)
      }
    }
    assert.ok(capped > 0, 'the sandbox has groups above the cap')
  })

  test('compliance evidence: every requirement of each framework, with title, status, checks and its own clouds\' failing resources', async () => {
    for (const framework of COMPLIANCE_FRAMEWORKS) {
      const data = frameworkById(framework)
      const providers: string[] = data.providers === null ? ['aws', 'gcp', 'azure', 'other'] : [...data.providers]
      const d = await build<ComplianceEvidence>({ type: 'compliance_evidence', framework })
      assert.ok(Value.Check(ComplianceEvidence, d))
      assert.deepEqual([d.framework.name, d.framework.version], [data.name, data.version])
      assert.deepEqual(d.controls.map((c) => [c.control_id, c.title, c.description]), data.requirements.map((r) => [r.id, r.title, r.description]), framework)
      assert.equal(d.totals.controls, data.requirements.length)
      assert.equal(d.totals.pass + d.totals.fail + d.totals.not_evaluated + d.totals.not_assessed, data.requirements.length)
      const mapped = new Set(CHECKS.flatMap((c) => c.controls[framework] ?? []))
      assert.equal(d.totals.not_assessed, data.requirements.length - mapped.size, `${framework}: a requirement no check cites is not assessed`)
      for (const control of d.controls) {
        const checks = CHECKS.filter((c) => c.controls[framework]?.includes(control.control_id)).map((c) => c.id)
        assert.deepEqual(control.checks.map((c) => c.check_id).sort(), [...checks].sort())
        if (checks.length === 0) {
          assert.equal(control.status, 'not_assessed', `${framework} ${control.control_id} has no check, so it never passes`)
          continue
        }
        const failing = (await sql<{ n: number; r: number }>`select count(*)::int as n, count(distinct f.resource_id)::int as r
          from findings f join resources r on r.tenant_id = f.tenant_id and r.id = f.resource_id
          where f.tenant_id = ${f.tenantId} and f.status = 'open' and f.check_id = any(${checks}::text[]) and r.provider = any(${providers}::text[])`.execute(f.db)).rows[0]!
        assert.deepEqual([control.failing.findings, control.failing.resources], [failing.n, failing.r], `${framework} ${control.control_id}`)
        assert.equal(control.failing.items.length, Math.min(25, failing.n))
        for (const item of control.failing.items) assert.ok(providers.includes(item.provider), `${framework} ${control.control_id} lists ${item.provider} ${item.name}`)
        if (failing.n > 0) assert.equal(control.status, 'fail', `${framework} ${control.control_id}`)
        else assert.notEqual(control.status, 'fail', `${framework} ${control.control_id}`)
      }
    }
    const d = await build<ComplianceEvidence>({ type: 'compliance_evidence', framework: 'cis_aws' })
    assert.deepEqual(d.controls.slice(0, 3).map((c) => c.control_id), ['1.1', '1.2', '1.3'], 'the benchmark\'s order')
    assert.ok(d.controls.findIndex((c) => c.control_id === '1.9') < d.controls.findIndex((c) => c.control_id === '1.10'))
  })

  test('CIS AWS evidence of a multi-cloud sandbox counts and lists AWS resources only; SOC 2 counts every cloud (issue 21)', async () => {
    const byProvider = (await sql<{ provider: string; n: number }>`select provider, count(*)::int as n from resources where tenant_id = ${f.tenantId} group by provider`.execute(f.db)).rows
    const count = (p: string) => byProvider.find((r) => r.provider === p)?.n ?? 0
    assert.ok(count('aws') > 0 && count('gcp') > 0 && count('azure') > 0, 'the sandbox spans the three clouds')
    const cis = await build<ComplianceEvidence>({ type: 'compliance_evidence', framework: 'cis_aws' })
    assert.deepEqual(cis.framework.providers, ['aws'])
    assert.equal(cis.inventory.reduce((sum, k) => sum + k.resources, 0), count('aws'), 'the inventory evaluated is the AWS part of the snapshot')
    const items = cis.controls.flatMap((c) => c.failing.items)
    assert.ok(items.length > 0, 'CIS AWS has failing AWS resources')
    assert.deepEqual([...new Set(items.map((i) => i.provider))], ['aws'], 'no GCP or Azure resource fails a CIS AWS control')
    const gcp = await build<ComplianceEvidence>({ type: 'compliance_evidence', framework: 'cis_gcp' })
    assert.deepEqual([...new Set(gcp.controls.flatMap((c) => c.failing.items).map((i) => i.provider))], ['gcp'])
    const soc2 = await build<ComplianceEvidence>({ type: 'compliance_evidence', framework: 'soc2' })
    assert.equal(soc2.framework.providers, null)
    assert.equal(soc2.inventory.reduce((sum, k) => sum + k.resources, 0), count('aws') + count('gcp') + count('azure'), 'a cloud-neutral framework judges the whole snapshot')
    assert.ok(new Set(soc2.controls.flatMap((c) => c.failing.items).map((i) => i.provider)).size >= 3)
    // Controls carry their framework title, and one no check evidences is not assessed, never passed.
    assert.equal(cis.controls.find((c) => c.control_id === '2.1.4')!.title, "Ensure that S3 is configured with 'Block Public Access' enabled")
    const contact = cis.controls.find((c) => c.control_id === '1.1')!
    assert.deepEqual([contact.status, contact.checks, contact.title], ['not_assessed', [], 'Maintain current contact details'])
    for (const framework of ['pci_dss', 'iso_27001', 'nist_800_53', 'hipaa'] as const) {
      const d = await build<ComplianceEvidence>({ type: 'compliance_evidence', framework })
      assert.ok(d.totals.fail + d.totals.pass > 0 && d.totals.not_assessed > 0, framework)
    }
  })

  test('a control whose checks read kinds the audit never saw is not evaluated; one whose checks passed passes', async () => {
    const storage = f.storage
    const { createTenant } = await import('../src/tenants/index.ts')
    const tenant = await createTenant(storage.db, { name: 'Buckets only', seed: 1, sandboxData: false })
    const { importInventory } = await import('../src/resources/index.ts')
    const { Readable } = await import('node:stream')
    const bucket = (name: string, publicRead: boolean) => ({
      kind: 'bucket', provider: 'aws', region: 'eu-west-1', name, external_id: `arn:aws:s3:::${name}`, tags: { env: 'prod', owner: 'a' },
      attributes: { public_read: publicRead, public_write: false, versioning: true, encryption: 'aws:kms', access_logging: true, lifecycle_rules: 2, size_gb: 10 },
    })
    await importInventory(storage.db, tenant.id, Readable.from([JSON.stringify({ resources: [bucket('open-bucket', true), bucket('closed-bucket', false)] })]), 'resources')
    const audit = await auditNow(storage.db, tenant.id)
    const d = await buildReportDocument(storage.db, tenant.id, { type: 'compliance_evidence', audit_id: audit.id, framework: 'cis_aws' }) as ComplianceEvidence
    const status = Object.fromEntries(d.controls.map((c) => [c.control_id, c.status]))
    assert.equal(status['2.1.4'], 'fail', 'public bucket')
    assert.equal(status['3.8'], 'pass', 'access logging enabled on every bucket')
    assert.equal(status['1.9'], 'not_evaluated', 'no IAM principal in the inventory')
    assert.equal(status['1.1'], 'not_assessed', 'no check evidences contact details')
    assert.deepEqual(d.inventory, [{ kind: 'bucket', resources: 2 }])
    const control = d.controls.find((c) => c.control_id === '2.1.4')!
    assert.deepEqual(control.failing.items.map((i) => i.name), ['open-bucket'])

    const narrowed = await buildReportDocument(storage.db, tenant.id, { type: 'compliance_evidence', audit_id: audit.id, framework: 'cis_aws', filters: { dimension: ['cost'] } }) as ComplianceEvidence
    assert.equal(narrowed.controls.find((c) => c.control_id === '2.1.4')!.status, 'not_evaluated', 'the filters leave none of its checks')

    await assert.rejects(buildReportDocument(storage.db, tenant.id, { type: 'executive_summary', audit_id: f.audits[0].id }), /not a completed audit of tenant/, 'another tenant\'s audit')
  })

  test('remediation plan: overdue findings first, then per owner by due date (issue 17)', async () => {
    const open = (await sql<{ id: string }>`select id from findings where tenant_id = ${f.tenantId} and status = 'open' order by id`.execute(f.db)).rows.map((r) => r.id)
    const [a, b, c] = open as [string, string, string]
    const { id: member } = await addMember(f.db, f.tenantId, { name: 'Mina Owner' })
    // The report is generated 2026-11-25 12:00: a and b are overdue, c and the rest are not.
    await sql`update findings set due_at = '2027-01-01T00:00:00Z' where tenant_id = ${f.tenantId}`.execute(f.db)
    const set = (id: string, due: string, assignee: string | null) =>
      f.db.updateTable('findings').set({ due_at: new Date(due), assignee }).where('tenant_id', '=', f.tenantId).where('id', '=', id).execute()
    await set(a, '2026-11-01T00:00:00Z', member)
    await set(b, '2026-11-20T00:00:00Z', null)
    await set(c, '2026-12-31T00:00:00Z', member)

    const d = await build<RemediationPlan>({ type: 'remediation_plan' })
    assert.equal(d.overdue.total, 2)
    assert.deepEqual(d.overdue.items.map((i) => [i.finding_id, i.sla_status, i.assignee?.name ?? null]), [[a, 'overdue', 'Mina Owner'], [b, 'overdue', null]])
    assert.deepEqual(d.owners.map((o) => [o.assignee?.id ?? null, o.overdue]), [[member, 1], [null, 1]])
    const [mine, nobody] = d.owners as [RemediationPlan['owners'][number], RemediationPlan['owners'][number]]
    assert.deepEqual(mine.items.map((i) => [i.finding_id, i.due_at]), [[a, '2026-11-01T00:00:00.000Z'], [c, '2026-12-31T00:00:00.000Z']])
    assert.equal(mine.next_due_at, '2026-11-01T00:00:00.000Z')
    assert.equal(mine.findings + nobody.findings, d.totals.open_findings)
    assert.equal(nobody.items.length, Math.min(25, nobody.findings))
    assert.equal(nobody.items[0]!.finding_id, b, 'by due date within an owner')
  })
})
