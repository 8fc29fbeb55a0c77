// Every scanner output in ../shared/fixtures (read in place, never copied): counts, severities, check ids,
// locations, stable fingerprints, and detection without a format. Counts come from the fixtures README
// (jq over the files) and the mapping decisions in MAPPING.md.
import assert from 'node:assert/strict'
import { createReadStream, existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { FIXTURES_DIR } from '../../test/helpers/fixtures.ts'
import { collectFindings, type ExternalFinding, type IngestFormat } from './index.ts'

const FIXTURES = FIXTURES_DIR

interface Expected {
  file: string
  format: IngestFormat
  entries: number
  severities: Partial<Record<ExternalFinding['severity'], number>>
  skipped?: Record<string, number>
  rejected?: number
  /** Distinct fingerprints (fewer than findings when a tool reports one problem twice, see MAPPING.md). */
  distinct?: number
  tools: string[]
  first?: Partial<Pick<ExternalFinding, 'check_id' | 'location' | 'dimension'>> & { key?: string; address?: string | null; controls?: string[]; arn?: string | null }
}

const CASES: Expected[] = [
  { file: 'prowler-ocsf/prowler-example-aws.ocsf.json', format: 'ocsf', entries: 5, severities: { low: 1, medium: 1 }, skipped: { manual: 3 }, tools: ['prowler <prowler_version>'],
    first: { check_id: 'ext.prowler.accessanalyzer_enabled', location: null, key: '<resource_uid>', controls: ['CIS-1.4 1.20', 'CIS-1.5 1.20'] } },
  // Five FAILs; the five share a finding uid, which is why the fingerprint is computed.
  { file: 'prowler-ocsf/prowler-example-azure.ocsf.json', format: 'ocsf', entries: 5, severities: { high: 1, medium: 3, low: 1 }, distinct: 5, tools: ['prowler 5.4.0'] },
  { file: 'prowler-ocsf/prowler-example-gcp.ocsf.json', format: 'ocsf', entries: 5, severities: { critical: 1, medium: 1 }, skipped: { passed: 3 }, tools: ['prowler 5.4.0'] },
  // Prowler 4.2.1 writes status "New" with status_id 3; the third says "Suppressed" and is skipped.
  { file: 'prowler-ocsf/defectdojo-prowler-4.2.1-many.ocsf.json', format: 'ocsf', entries: 3, severities: { high: 2 }, skipped: { suppressed: 1 }, tools: ['prowler 4.2.1'],
    first: { check_id: 'ext.prowler.iam_role_administratoraccess_policy_permissive_trust_relationship', arn: 'arn:aws:iam::123456789012:role/myAdministratorExecutionRole' } },

  { file: 'sarif/checkov/checkov-3.2.510-aws.sarif', format: 'sarif', entries: 22, severities: { high: 22 }, distinct: 21, tools: ['checkov 3.2.510'],
    first: { check_id: 'ext.checkov.CKV_AWS_53', location: { file: 'terraform/main.tf', start_line: 29 }, address: 'aws_s3_bucket_public_access_block.data_bucket_pab' } },
  { file: 'sarif/checkov/checkov-2.1.16-aws-s3-suppressed.sarif', format: 'sarif', entries: 6, severities: {}, skipped: { suppressed: 6 }, tools: ['checkov 2.1.16'] },
  // security-severity (strings on the rules) wins over the result's level.
  { file: 'sarif/checkov/checkov-2.3.236-azure.sarif', format: 'sarif', entries: 6, severities: { high: 2, medium: 1, low: 3 }, tools: ['checkov 2.3.236'],
    first: { check_id: 'ext.checkov.CKV_AZURE_160', location: { file: 'iac-azure-aks-belfius/vm.tf', start_line: 35 }, address: 'azurerm_network_security_group.nginx-vm-nsg' } },
  { file: 'sarif/checkov/checkov-2.3.240-goats.sarif', format: 'sarif', entries: 547, severities: { high: 547 }, distinct: 547, tools: ['checkov 2.3.240'] },
  { file: 'sarif/trivy/trivy-action-config.sarif', format: 'sarif', entries: 8, severities: { high: 5, medium: 1, low: 2 }, tools: ['trivy null'],
    first: { check_id: 'ext.trivy.AWS-0086', location: { file: 'main.tf', start_line: 8 }, key: 'main.tf' } },
  // Two results per version have ruleId "N/A" for two different checks: rejected, not merged.
  { file: 'sarif/trivy/trivy-0.45.1-config-aws.sarif', format: 'sarif', entries: 21, severities: { high: 11, medium: 3, low: 5 }, rejected: 2, distinct: 11, tools: ['trivy 0.45.1'] },
  { file: 'sarif/trivy/trivy-0.34.0-config-aws.sarif', format: 'sarif', entries: 13, severities: { high: 6, medium: 3, low: 2 }, rejected: 2, tools: ['trivy 0.34.0'] },
  { file: 'sarif/trivy/trivy-0.41.0-goats.sarif', format: 'sarif', entries: 134, severities: { critical: 4, high: 67, medium: 21, low: 40 }, rejected: 2, tools: ['trivy 0.41.0'] },
  // No level on results: kind fail takes the rule's default level, informational is info.
  { file: 'sarif/kics/kics-2.1.11-gcp.sarif', format: 'sarif', entries: 35, severities: { high: 5, medium: 21, info: 9 }, tools: ['kics v2.1.11'],
    first: { check_id: 'ext.kics.bb0db090-5509-4853-a827-75ced0b3caa0', location: { file: '../../path/main.tf', start_line: 605 }, address: 'google_storage_bucket.blog', controls: ['CWE-285'] } },
  { file: 'sarif/kics/kics-1.7.1-goats.sarif', format: 'sarif', entries: 536, severities: { high: 214, medium: 174, low: 77, info: 71 }, tools: ['kics v1.7.1'] },
  { file: 'sarif/tfsec/tfsec-defsec-goats.sarif', format: 'sarif', entries: 284, severities: { high: 137, medium: 94, low: 53 }, tools: ['defsec null'],
    first: { check_id: 'ext.defsec.aws-s3-block-public-acls', location: { file: 'iac/supplygoat/main.tf', start_line: 74 } } },
  { file: 'sarif/tfsec/tfsec-defsec-empty.sarif', format: 'sarif', entries: 0, severities: {}, tools: ['defsec null'] },

  // Truncated file: FAILED 48 (LOW/MEDIUM/HIGH 15 each, CRITICAL 3), PASSED 41, INFOED 4.
  { file: 'asff/prowler-3.3.0-asff.TRUNCATED.json', format: 'asff', entries: 93, severities: { critical: 3, high: 15, medium: 15, low: 15 }, skipped: { passed: 41, manual: 4 }, distinct: 48, tools: ['prowler 3.3.0'],
    first: { check_id: 'ext.prowler.accessanalyzer_enabled', key: '123456789012', controls: ['CIS-1.5 1.20', 'CIS-1.4 1.20'] } },
  // Two findings over five resources: one record per resource.
  { file: 'asff/securityhub-config-multiple-resources.json', format: 'asff', entries: 2, severities: { high: 3, medium: 2 }, distinct: 5, tools: ['security-hub null'],
    first: { check_id: 'ext.security-hub.EC2.2', arn: 'arn:aws:ec2:us-east-1:012345678912:security-group/sg-0fff2222bbbb1111a' } },
  { file: 'asff/securityhub-config-many-findings.json', format: 'asff', entries: 3, severities: {}, skipped: { passed: 3 }, tools: ['security-hub null'] },
  { file: 'asff/securityhub-guardduty.json', format: 'asff', entries: 4, severities: { medium: 2, low: 2 }, tools: ['guardduty null'] },

  { file: 'trivy-json/trivy-action-0.72.0-config.json', format: 'trivy', entries: 8, severities: { high: 5, medium: 1, low: 2 }, tools: ['trivy 0.72.0'],
    first: { check_id: 'ext.trivy.AWS-0086', location: { file: 'main.tf', start_line: 8 }, address: 'aws_s3_bucket.bucket', key: 'main.tf#aws_s3_bucket.bucket' } },
  { file: 'trivy-json/trivy-config-aws-s3.json', format: 'trivy', entries: 9, severities: { high: 6, medium: 1, low: 2 }, tools: ['trivy null'] },
  { file: 'trivy-json/defectdojo-trivy-issue-14136-terraform.json', format: 'trivy', entries: 1, severities: { low: 1 }, tools: ['trivy null'],
    first: { check_id: 'ext.trivy.AVD-AWS-0143', location: { file: '../../aws-credentials/main.tf', start_line: 20 }, address: 'module.aws_credentials' } },
  // 2 vulnerabilities and 2 secrets are not posture findings.
  { file: 'trivy-json/defectdojo-trivy-misconfig-and-secrets.json', format: 'trivy', entries: 5, severities: { high: 1 }, skipped: { out_of_scope: 4 }, tools: ['trivy null'],
    first: { check_id: 'ext.trivy.DS002', location: { file: 'Dockerfile', start_line: null } } },

  { file: 'checkov-json/checkov-3.2.405-aws.json', format: 'checkov', entries: 26, severities: { medium: 8 }, skipped: { passed: 18 }, tools: ['checkov 3.2.405'],
    first: { check_id: 'ext.checkov.CKV2_AWS_6', location: { file: '/main.tf', start_line: 6 }, address: 'aws_s3_bucket.security_logs' } },
  { file: 'checkov-json/defectdojo-checkov-2.0.209-multiple-check-types.json', format: 'checkov', entries: 28, severities: { medium: 13 }, skipped: { passed: 15 }, tools: ['checkov 2.0.209'] },
  { file: 'checkov-json/defectdojo-checkov-2.2.34-gcp-severity.json', format: 'checkov', entries: 4, severities: { high: 1, medium: 2, low: 1 }, tools: ['checkov 2.2.34'],
    first: { check_id: 'ext.checkov.CKV_GCP_29', controls: ['CIS GCP V1.1 5.2'], address: 'google_storage_bucket.terragoat_website' } },
  // Its summary says 2 failed; the file lists 3 failed checks, and those are what count.
  { file: 'checkov-json/defectdojo-checkov-1.0.467-azure.json', format: 'checkov', entries: 3, severities: { medium: 3 }, tools: ['checkov 1.0.467'] },
]

const parse = (file: string, format?: IngestFormat) => collectFindings(createReadStream(join(FIXTURES, file), { highWaterMark: 4096 }), { format })
const findingsOf = (events: Awaited<ReturnType<typeof parse>>['events']) => events.flatMap((e) => (e.type === 'finding' ? [e.finding] : []))

test('the fixtures are where the README says', () => {
  assert.ok(existsSync(join(FIXTURES, 'MANIFEST.json')), FIXTURES)
  // Every scanner fixture has a case here (Terraform plans and states are part 2 of issue 20).
  const listed = ['prowler-ocsf', 'sarif/checkov', 'sarif/trivy', 'sarif/kics', 'sarif/tfsec', 'asff', 'trivy-json', 'checkov-json']
    .flatMap((dir) => readdirSync(join(FIXTURES, dir)).map((f) => `${dir}/${f}`))
  assert.deepEqual(listed.sort(), CASES.map((c) => c.file).sort())
})

for (const expected of CASES) {
  test(`${expected.file}: detected as ${expected.format}, mapped as MAPPING.md says`, async () => {
    const { format, detected, summary, events } = await parse(expected.file)
    assert.equal(format, expected.format)
    assert.ok(detected)
    const findings = findingsOf(events)
    const severities: Record<string, number> = {}
    for (const f of findings) severities[f.severity] = (severities[f.severity] ?? 0) + 1
    assert.deepEqual(severities, expected.severities)
    assert.equal(summary.entries, expected.entries)
    assert.equal(summary.findings, findings.length)
    assert.equal(summary.rejected, expected.rejected ?? 0)
    const skipped = Object.fromEntries(Object.entries(summary.skipped).filter(([, n]) => n > 0))
    assert.deepEqual(skipped, expected.skipped ?? {})
    // Every entry is accounted for: mapped (one or more findings), skipped or rejected.
    const mappedEntries = new Set(findings.map((f) => f.index)).size
    assert.equal(mappedEntries + summary.rejected + Object.values(summary.skipped).reduce((a, b) => a + b, 0), summary.entries)
    assert.deepEqual(summary.tools.map((t) => `${t.slug} ${t.version}`), expected.tools)
    if (expected.distinct !== undefined) assert.equal(new Set(findings.map((f) => f.fingerprint)).size, expected.distinct)

    for (const f of findings) {
      assert.match(f.check_id, /^ext\.[a-z0-9-]+\.[A-Za-z0-9._~-]+$/)
      assert.ok(f.check_id.length <= 128)
      assert.equal(f.check_id, `ext.${f.tool.slug}.${f.rule_id}`.length <= 128 && /^[A-Za-z0-9._-]+$/.test(f.rule_id) ? `ext.${f.tool.slug}.${f.rule_id}` : f.check_id)
      assert.match(f.fingerprint, /^[0-9a-f]{64}$/)
      assert.ok(f.title.length > 0 && f.title.length <= 500)
      assert.ok(f.resource.key.length > 0)
      if (f.location) assert.ok(f.location.start_line === null || f.location.start_line > 0)
    }
    const first = findings[0]
    if (expected.first) {
      assert.ok(first)
      const { key, address, controls, arn, ...rest } = expected.first
      for (const [field, value] of Object.entries(rest)) assert.deepEqual(first[field as keyof ExternalFinding], value, field)
      if (key !== undefined) assert.equal(first.resource.key, key)
      if (address !== undefined) assert.equal(first.resource.address, address)
      if (arn !== undefined) assert.equal(first.resource.arn, arn)
      for (const control of controls ?? []) assert.ok(first.controls.includes(control), control)
    }

    // The same file parsed again (with the format given, in other chunk sizes) gives the same fingerprints.
    const again = findingsOf((await collectFindings(createReadStream(join(FIXTURES, expected.file), { highWaterMark: 997 }), { format: expected.format })).events)
    assert.deepEqual(again.map((f) => f.fingerprint), findings.map((f) => f.fingerprint))
  })
}

test('an explicit format that does not match is refused, naming it and what the file looks like', async () => {
  for (const [file, wrong, looks] of [
    ['sarif/checkov/checkov-3.2.510-aws.sarif', 'ocsf', 'sarif'],
    ['prowler-ocsf/prowler-example-gcp.ocsf.json', 'asff', 'ocsf'],
    ['asff/securityhub-guardduty.json', 'trivy', 'asff'],
    ['trivy-json/trivy-config-aws-s3.json', 'checkov', 'trivy'],
    ['checkov-json/checkov-3.2.405-aws.json', 'sarif', 'checkov'],
  ] as const) {
    await assert.rejects(parse(file, wrong), (error: Error & { tried?: unknown[] }) => {
      assert.match(error.message, new RegExp(`^The file is not ${wrong}: .+ It looks like ${looks}\\.$`))
      assert.equal(error.tried?.length, 1)
      return true
    }, file)
  }
})

test('terraform plans are not findings files: every format is tried and says why not', async () => {
  await assert.rejects(parse('terraform/plan/checkov-plan-nsg-azure.tfplan.json'), (error: Error & { tried?: { format: string; reason: string }[] }) => {
    assert.deepEqual(error.tried?.map((t) => t.format), ['ocsf', 'sarif', 'asff', 'trivy', 'checkov'])
    for (const t of error.tried!) assert.ok(error.message.includes(`${t.format} (${t.reason})`))
    return true
  })
})
