// Broken, hostile and edge-case input: clear errors for the document, rejections for one entry, never a
// crash or unbounded memory. Plus the SARIF details no fixture has (fingerprints, results before tool).
import assert from 'node:assert/strict'
import { Readable } from 'node:stream'
import { test } from 'node:test'
import { collectFindings, IngestError, type IngestFormat } from './index.ts'
import { MAX_ENTRY_DEPTH, MAX_STRING_CHARS } from './limits.ts'

const from = (...chunks: (string | Buffer)[]) => Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c)))
const run = (text: string | Buffer, format?: IngestFormat) => collectFindings(from(text), { format })
const findings = (events: { type: string }[]) => events.filter((e) => e.type === 'finding') as { type: 'finding'; finding: import('./index.ts').ExternalFinding }[]

const rule = { id: 'R1', shortDescription: { text: 'Bucket is public' }, help: { text: 'Make it private.' }, properties: { 'security-severity': '9.1' } }
const result = (extra: Record<string, unknown> = {}) => ({
  ruleId: 'R1', level: 'warning', message: { text: 'public' },
  locations: [{ physicalLocation: { artifactLocation: { uri: 'main.tf' }, region: { startLine: 3 } } }], ...extra,
})
const sarifDoc = (results: unknown[], tool: unknown = { driver: { name: 'Scanner X', version: '1.2', rules: [rule] } }) =>
  JSON.stringify({ version: '2.1.0', runs: [{ tool, results }] })

async function rejectsWith(text: string | Buffer, problem: string, pattern: RegExp, format?: IngestFormat) {
  await assert.rejects(run(text, format), (error: unknown) => {
    assert.ok(error instanceof IngestError, String(error))
    assert.equal(error.problem, problem)
    assert.match(error.message, pattern)
    return true
  })
}

test('an empty file, whitespace, and a lone BOM are "empty"', async () => {
  for (const text of ['', '  \n', '\uFEFF']) await rejectsWith(text, 'empty', /The file is empty/)
})

test('not JSON, not UTF-8, and a truncated file are syntax errors saying so', async () => {
  await rejectsWith('<?xml version="1.0"?><sarif/>', 'syntax', /not valid JSON.*Formats tried: ocsf, sarif, asff, trivy, checkov/)
  await rejectsWith(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), 'syntax', /not valid UTF-8/)
  await rejectsWith(sarifDoc([result()]).slice(0, -30), 'syntax', /at its end \(is it truncated\?\)/)
})

test('a BOM before the JSON is ignored', async () => {
  const { format, summary } = await run(`\uFEFF${sarifDoc([result()])}`)
  assert.equal(format, 'sarif')
  assert.equal(summary.findings, 1)
})

test('JSON of an unknown shape names every format tried and why', async () => {
  await assert.rejects(run('{"hello": "world"}'), (error: IngestError) => {
    assert.equal(error.problem, 'shape')
    assert.deepEqual(error.tried.map((t) => t.format), ['ocsf', 'sarif', 'asff', 'trivy', 'checkov'])
    assert.match(error.message, /^The file is not a findings file of a known format\. Tried: ocsf \(.+\); sarif \(no "runs" array at the top\); asff/)
    return true
  })
  // An empty array fits three formats: importing nothing must be asked for by name.
  await rejectsWith('[]', 'shape', /fits several formats \(ocsf, asff, checkov\)/)
  assert.equal((await run('[]', 'asff')).summary.entries, 0)
  await rejectsWith(JSON.stringify({ version: '1.0.0', runs: [] }), 'shape', /SARIF version "1.0.0" is not 2.1.0/, 'sarif')
})

test('a "version" that is not a string (null, a number) is not SARIF, detected or named', async () => {
  for (const version of [null, 2.1, { major: 2 }]) {
    const text = JSON.stringify({ version, runs: [{ tool: { driver: { name: 'X' } }, results: [] }] })
    await rejectsWith(text, 'shape', /sarif \("version" is (null|a number|an object), not "2\.1\.0"\)/)
    await rejectsWith(text, 'shape', /"version" is (null|a number|an object), not "2\.1\.0"/, 'sarif')
  }
})

test('a result with a 10 MB message is rejected with a reason, and the results after it still import', async () => {
  const huge = 'x'.repeat(10 * 1024 * 1024)
  const { summary, events } = await run(sarifDoc([result({ message: { text: huge } }), result({ ruleId: 'R1', locations: [{ physicalLocation: { artifactLocation: { uri: 'b.tf' } } }] })]))
  assert.equal(summary.entries, 2)
  assert.equal(summary.findings, 1)
  assert.deepEqual(summary.rejections, [{ index: 0, reason: `Entry 0: it has a string longer than ${MAX_STRING_CHARS.toLocaleString('en')} characters.` }])
  assert.equal(events[0]!.type, 'rejected')
})

test('an entry nested deeper than the limit is rejected; nesting outside entries is skipped', async () => {
  const deep = `${'['.repeat(MAX_ENTRY_DEPTH + 5)}${']'.repeat(MAX_ENTRY_DEPTH + 5)}`
  const text = sarifDoc([result({ properties: { deep: '__DEEP__' } }), result()]).replace('"__DEEP__"', deep)
  const { summary } = await run(text)
  assert.equal(summary.findings, 1)
  assert.match(summary.rejections[0]!.reason, /nests objects and arrays more than 64 levels deep/)
  // 100,000 levels in a part of the file no format reads: walked by a counter, not built.
  const skipped = `{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"X"}},"extra":${'['.repeat(100_000)}${']'.repeat(100_000)},"results":[${JSON.stringify(result())}]}]}`
  assert.equal((await run(skipped)).summary.findings, 1)
})

test('entries that cannot be mapped are rejections with reasons, never exceptions', async () => {
  const { summary } = await run(sarifDoc([5, result({ ruleId: undefined }), result({ locations: [] }), result({ ruleId: 'x'.repeat(600) }), result()]))
  assert.deepEqual(summary.rejections.map((r) => r.reason), [
    'Entry 0: it is not an object.', 'Entry 1: it has no rule id.', 'Entry 2: it names no resource, file or account.', 'Entry 3: its rule id is longer than 512 characters.',
  ])
  assert.equal(summary.findings, 1)
})

test('SARIF: security-severity bands win over level; level, kind, suppressions and baselineState as MAPPING.md says', async () => {
  const scored = (score: string) => ({ ...rule, id: `S${score}`, properties: { 'security-severity': score } })
  const rules = [rule, ...['0', '0.1', '3.9', '4.0', '6.9', '7.0', '8.9', '9.0', '10'].map(scored), { id: 'L', defaultConfiguration: { level: 'error' } }]
  const results = [
    ...['0', '0.1', '3.9', '4.0', '6.9', '7.0', '8.9', '9.0', '10'].map((s) => result({ ruleId: `S${s}`, level: 'note' })),
    result({ ruleId: 'L', level: undefined }), result({ ruleId: 'L', level: 'note' }), result({ ruleId: 'L', level: undefined, kind: 'informational' }),
    result({ kind: 'pass' }), result({ kind: 'notApplicable' }), result({ kind: 'review' }), result({ baselineState: 'absent' }),
    result({ suppressions: [{ kind: 'inSource' }] }), result({ suppressions: [{ kind: 'external', status: 'rejected' }] }),
  ]
  const { summary, events } = await run(sarifDoc(results, { driver: { name: 'X', rules } }))
  assert.deepEqual(findings(events).map((e) => e.finding.severity), ['info', 'low', 'low', 'medium', 'medium', 'high', 'high', 'critical', 'critical', 'high', 'low', 'info', 'critical'])
  assert.deepEqual(Object.fromEntries(Object.entries(summary.skipped).filter(([, n]) => n)), { passed: 1, not_applicable: 1, manual: 1, resolved: 1, suppressed: 1 })
})

test('SARIF: partialFingerprints/fingerprints are the identity when present, whatever the line', async () => {
  const a = result({ partialFingerprints: { primaryLocationLineHash: 'abc:1' } })
  const moved = result({ partialFingerprints: { primaryLocationLineHash: 'abc:1' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'main.tf' }, region: { startLine: 40 } } }] })
  const other = result({ partialFingerprints: { primaryLocationLineHash: 'def:1' } })
  const plain = result()
  const list = findings((await run(sarifDoc([a, moved, other, plain]))).events).map((e) => e.finding)
  assert.deepEqual(list.map((f) => f.fingerprint_source), ['source', 'source', 'source', 'computed'])
  assert.equal(list[0]!.fingerprint, list[1]!.fingerprint)
  assert.notEqual(list[0]!.fingerprint, list[2]!.fingerprint)
  const first = list[0]!
  assert.equal(first.check_id, 'ext.scanner-x.R1')
  assert.equal(first.title, 'Bucket is public')
  assert.equal(first.remediation, 'Make it private.')
  assert.deepEqual(first.location, { file: 'main.tf', start_line: 3 })
})

test('SARIF: results written before their run\'s tool are held until the tool is read, then mapped with its rules', async () => {
  const text = JSON.stringify({ version: '2.1.0', runs: [{ results: [result(), result({ ruleId: 'R2' })], tool: { driver: { name: 'Late', rules: [rule, { id: 'R2' }] } } }] })
  const { events, summary } = await run(text)
  assert.deepEqual(findings(events).map((e) => [e.finding.check_id, e.finding.severity, e.finding.index]), [['ext.late.R1', 'critical', 0], ['ext.late.R2', 'medium', 1]])
  assert.deepEqual(summary.tools, [{ name: 'Late', slug: 'late', version: null }])
  // A run with no tool at all: its results are rejected, not lost silently.
  const noTool = await run(JSON.stringify({ version: '2.1.0', runs: [{ results: [result()] }] }))
  assert.equal(noTool.summary.rejections[0]!.reason, 'Entry 0: its run has no tool.driver.name.')
})

test('OCSF as JSON lines, and check ids sanitised to a bounded, collision-free form', async () => {
  const line = (code: string, uid: string) => JSON.stringify({ class_uid: 2004, status_code: 'FAIL', severity_id: 4, metadata: { event_code: code, product: { name: 'Prowler' } }, finding_info: { title: 't' }, resources: [{ uid }], cloud: { provider: 'aws', account: { uid: '123456789012' } } })
  const { format, events } = await run([line('a b', 'arn:aws:s3:::one'), line('a/b', 'arn:aws:s3:::two'), line('ok_id', 'r')].join('\n'))
  assert.equal(format, 'ocsf')
  const ids = findings(events).map((e) => e.finding.check_id)
  assert.match(ids[0]!, /^ext\.prowler\.a_b~[0-9a-f]{8}$/)
  assert.notEqual(ids[0], ids[1])
  assert.equal(ids[2], 'ext.prowler.ok_id')
  const s3 = findings(events)[0]!.finding.resource
  assert.deepEqual([s3.arn, s3.provider, s3.account], ['arn:aws:s3:::one', 'aws', '123456789012'])
})

test('control characters (terminal colours, NUL) never reach the record', async () => {
  const { events } = await run(sarifDoc([result({ message: { text: '\u001b[31mred\u001b[0m\u0000 text' } })], { driver: { name: 'X', rules: [{ id: 'R1' }] } }))
  assert.equal(findings(events)[0]!.finding.description, '[31mred[0m text')
})

test('ASFF states: archived, resolved, suppressed, not available and passed are skipped; FAILED and WARNING import', async () => {
  const finding = (extra: Record<string, unknown>) => ({ SchemaVersion: '2018-10-08', Id: `id-${JSON.stringify(extra)}`, ProductArn: 'arn:aws:securityhub:us-east-1::product/aws/securityhub', GeneratorId: 'g', AwsAccountId: '123456789012', Title: 't', Severity: { Label: 'HIGH' }, Resources: [{ Type: 'AwsS3Bucket', Id: 'arn:aws:s3:::b' }], ...extra })
  const { summary } = await run(JSON.stringify({ Findings: [
    finding({ RecordState: 'ARCHIVED' }), finding({ Workflow: { Status: 'RESOLVED' } }), finding({ Workflow: { Status: 'SUPPRESSED' } }), finding({ WorkflowState: 'RESOLVED' }),
    finding({ Compliance: { Status: 'NOT_AVAILABLE' } }), finding({ Compliance: { Status: 'PASSED' } }), finding({ Compliance: { Status: 'FAILED' } }), finding({ Compliance: { Status: 'WARNING' }, Workflow: { Status: 'NOTIFIED' } }),
  ] }))
  assert.deepEqual(Object.fromEntries(Object.entries(summary.skipped).filter(([, n]) => n)), { archived: 1, resolved: 2, suppressed: 1, not_applicable: 1, passed: 1 })
  assert.equal(summary.findings, 2)
})

test('a fingerprint ignores the line when a resource address says which resource it is (an edit above must not re-create it)', async () => {
  const check = (line: number, resource: string) => ({ check_id: 'CKV_AWS_1', check_name: 'n', check_result: { result: 'FAILED' }, file_path: '/main.tf', file_line_range: [line, line + 3], resource })
  const report = (checks: unknown[]) => JSON.stringify({ check_type: 'terraform', results: { failed_checks: checks, passed_checks: [] }, summary: { checkov_version: '3.0.0' } })
  const [a, moved, other] = findings((await run(report([check(1, 'aws_s3_bucket.a'), check(40, 'aws_s3_bucket.a'), check(1, 'aws_s3_bucket.b')]))).events).map((e) => e.finding)
  assert.equal(a!.fingerprint, moved!.fingerprint)
  assert.notEqual(a!.fingerprint, other!.fingerprint)
  assert.deepEqual(a!.location, { file: '/main.tf', start_line: 1 })
  // Without an address the line is what tells two findings of one rule in one file apart.
  const [x, y] = findings((await run(sarifDoc([result(), result({ locations: [{ physicalLocation: { artifactLocation: { uri: 'main.tf' }, region: { startLine: 9 } } }] })]))).events).map((e) => e.finding)
  assert.notEqual(x!.fingerprint, y!.fingerprint)
})
