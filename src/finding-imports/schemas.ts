import Type, { type Static } from 'typebox'
import { INGEST_FORMATS, MAX_REPORTED_REJECTIONS, SKIP_REASONS } from '../ingestion/index.ts'
import { ListEnvelope, PageQuery } from '../platform/http/pagination.ts'
import { FINDINGS_IMPORT_BODY_LIMIT_BYTES } from './service.ts'

const MiB = FINDINGS_IMPORT_BODY_LIMIT_BYTES / 1024 / 1024

export const IMPORT_STATUSES = ['running', 'completed', 'failed'] as const

export const LABEL_PATTERN = '^[A-Za-z0-9._:/@+=-]+$'

export const CreateImportQuery = Type.Object({
  format: Type.Optional(Type.Enum([...INGEST_FORMATS], {
    description: 'The file\'s format. Detected from its opening when absent; given, a file of another shape is 422 `invalid_import`.',
  })),
  label: Type.Optional(Type.String({
    minLength: 1,
    maxLength: 200,
    pattern: LABEL_PATTERN,
    description: 'Narrows the import\'s scope to the tool plus this label (a repository, an account, a pipeline): an import resolves the open findings of its scope that it no longer reports, and only those. Without it the scope is the tool alone. 1–200 characters of `A-Z a-z 0-9 . _ : / @ + = -`.',
    examples: ['github.com/acme/infra'],
  })),
}, { additionalProperties: false })

const count = (description: string) => Type.Integer({ minimum: 0, description })

export const ImportCounts = Type.Object({
  received: count('Entries read from the file (results, findings, checks); each was mapped, skipped or rejected.'),
  findings: count('Findings mapped from them (an ASFF or OCSF finding that names several resources gives one per resource).'),
  created: count('New findings (each emits `finding.created`).'),
  reopened: count('Resolved findings reported again, open again.'),
  updated: count('Findings seen again whose severity, texts or location changed.'),
  unchanged: count('Findings seen again as they were (their `last_seen_at` and `audit_id` move).'),
  duplicates: count('Findings the file reports more than once (same fingerprint): kept once.'),
  resolved: count('Open or accepted findings of the import\'s scope that the file no longer reports (each emits `finding.resolved`).'),
  skipped: count('Entries the source itself says are not open problems; by reason in `skipped`.'),
  rejected: count('Entries that could not be mapped; the first ones in `rejections`.'),
  resources_matched: count('Inventory resources the findings were matched to.'),
  resources_created: count('Resources of kind `external` created for findings that named none of the inventory (each emits `resource.added`).'),
}, { additionalProperties: false })

export const FindingImport = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `imp_`.' }),
  audit_id: Type.String({ description: 'The audit record of the import (trigger `import`): the `audit_id` of the findings it created or saw, of their history entries and of its events.' }),
  format: Type.Enum([...INGEST_FORMATS]),
  detected: Type.Boolean({ description: 'The format was detected from the content (no `format` parameter).' }),
  tools: Type.Array(Type.Object({
    name: Type.String({ description: 'As the file names it, e.g. `Checkov`, `Trivy`, `Prowler`.' }),
    version: Type.Union([Type.String(), Type.Null()]),
  }, { additionalProperties: false }), { description: 'Every tool the file names.' }),
  label: Type.Union([Type.String(), Type.Null()], { description: 'The caller\'s label, or null.' }),
  scopes: Type.Array(Type.String(), { description: 'The scopes the import covered: each tool\'s slug, with `/label` when a label was given. Findings of these scopes absent from the file were resolved.' }),
  created_at: Type.String({ format: 'date-time' }),
  counts: ImportCounts,
  skipped: Type.Object(Object.fromEntries(SKIP_REASONS.map((r) => [r, Type.Integer({ minimum: 0 })])), {
    additionalProperties: false,
    description: 'Skipped entries by reason: `passed`, `manual` (needs a person), `not_applicable`, `suppressed` (by the tool), `resolved` or `archived` (by the source), `out_of_scope` (not a posture finding: vulnerabilities, secrets, licenses).',
  }),
  rejections: Type.Array(Type.Object({
    index: Type.Integer({ minimum: 0, description: '0-based position of the entry in the file.' }),
    reason: Type.String(),
  }, { additionalProperties: false }), { description: `The first ${MAX_REPORTED_REJECTIONS} rejected entries, with why.` }),
  rejections_truncated: Type.Boolean({ description: `More than ${MAX_REPORTED_REJECTIONS} entries were rejected; \`counts.rejected\` has the total.` }),
  status: Type.Enum([...IMPORT_STATUSES], {
    description: 'The import writes its findings in batches, each committed on its own (README decision 86). `running`: batches are being written, `counts` says what the committed ones changed, and nothing of the scope has been resolved yet. `completed`: every batch was written and the findings of its scopes that the file no longer reports were resolved. `failed`: it stopped after one or more batches (a database outage, a statement deadline, its process killed); what those batches changed stands and `counts` says what, nothing absent was resolved, and importing the same file again converges. A record answered by `POST /v1/findings/imports` is always `completed`.',
  }),
  failure_reason: Type.Union([Type.String(), Type.Null()], { description: 'Why a `failed` import stopped; null otherwise.' }),
}, { additionalProperties: false, title: 'FindingImport' })
export type FindingImportRecord = Static<typeof FindingImport>

export const FindingImportList = ListEnvelope(FindingImport, 'findings imports')
export const ListImportsQuery = Type.Object({ ...PageQuery }, { additionalProperties: false })

/** For the OpenAPI document only: the body is read as a stream, never validated whole. */
export const ImportFileBody = Type.Union([
  Type.Object({ version: Type.Literal('2.1.0'), runs: Type.Array(Type.Object({}, { additionalProperties: true })) }, { additionalProperties: true, title: 'SarifLog' }),
  Type.Array(Type.Object({ class_uid: Type.Integer() }, { additionalProperties: true }), { title: 'OcsfFindings' }),
  Type.Object({ Findings: Type.Array(Type.Object({ SchemaVersion: Type.String() }, { additionalProperties: true })) }, { additionalProperties: true, title: 'AsffFindings' }),
  Type.Object({ Results: Type.Array(Type.Object({}, { additionalProperties: true })) }, { additionalProperties: true, title: 'TrivyReport' }),
  Type.Object({ check_type: Type.String(), results: Type.Object({}, { additionalProperties: true }) }, { additionalProperties: true, title: 'CheckovReport' }),
], { description: `A scanner's output as it wrote it (OCSF may also be JSON lines), up to ${MiB} MiB, read as a stream.` })
