import type { ResourceRecord } from '../../resources/index.ts'
import type { FindingRecord } from '../schemas.ts'

/** The resource columns of a row; a finding whose resource is gone still exports, with these left empty. */
export type CsvResource = Pick<ResourceRecord, 'name' | 'kind' | 'provider' | 'region' | 'external_id'>

// Order is the file's contract with spreadsheets and scripts that read columns by position: append, never reorder.
export const CSV_COLUMNS = [
  'id', 'check_id', 'severity', 'dimension', 'status', 'title',
  'resource_id', 'resource_name', 'resource_kind', 'provider', 'region', 'external_id',
  'detected_at', 'first_seen_at', 'last_seen_at', 'resolved_at',
  'audit_id', 'policy_ids', 'remediation',
  'assignee', 'due_at', 'sla_status', 'accepted_until',
] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]

const CRLF = '\r\n'

// OWASP "CSV Injection": spreadsheets evaluate a cell that starts with one of these as a formula
// (DDE, HYPERLINK exfiltration). Titles and resource names come from user imports, so any of them may.
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r'])

/** One field: neutralised against formula injection first, then quoted per RFC 4180 if it needs it. */
export function csvField(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  // The apostrophe makes Excel, LibreOffice and Sheets show the text literally; it is visible in the cell,
  // which is the accepted price (OWASP) of not executing it.
  const safe = FORMULA_TRIGGERS.has(value[0]) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

const line = (fields: readonly (string | null | undefined)[]): string => fields.map(csvField).join(',') + CRLF

export function csvHeader(): string {
  return line(CSV_COLUMNS)
}

export function csvRow(finding: FindingRecord, resource?: CsvResource | null): string {
  // A Record keyed by column makes the compiler insist every column has a value; CSV_COLUMNS fixes the order.
  const cells: Record<CsvColumn, string | null | undefined> = {
    id: finding.id,
    check_id: finding.check_id,
    severity: finding.severity,
    dimension: finding.dimension,
    status: finding.status,
    title: finding.title,
    resource_id: finding.resource_id,
    resource_name: resource?.name,
    resource_kind: resource?.kind,
    provider: resource?.provider,
    region: resource?.region,
    external_id: resource?.external_id,
    detected_at: finding.detected_at,
    first_seen_at: finding.first_seen_at,
    last_seen_at: finding.last_seen_at,
    resolved_at: finding.resolved_at,
    audit_id: finding.audit_id,
    // `;` rather than `,` so the list stays one unquoted cell in the common case.
    policy_ids: finding.policy_ids.join(';'),
    remediation: finding.remediation,
    assignee: finding.assignee,
    due_at: finding.due_at,
    sla_status: finding.sla_status,
    accepted_until: finding.accepted_until,
  }
  return line(CSV_COLUMNS.map((column) => cells[column]))
}
