import { sql, type Kysely } from 'kysely'

// Findings imports (issue 20): other scanners' output (OCSF, SARIF, ASFF, Trivy, Checkov) as findings.
//
// - An import is recorded twice: as an audit (trigger `import`, so that the findings' audit_id, the transitions,
//   the statistics, the audit diffs and the events carry it like any audit) and in `finding_imports` with what
//   only an import has (format, tool, scope, counts, skipped entries by reason, the first rejections).
// - `fingerprint`: an imported finding's identity (the tool's own fingerprint, else tool + rule + resource +
//   location; src/ingestion/MAPPING.md). An imported rule may fail twice on one resource (two lines of one
//   file), so the (check, resource) key holds for the audits' findings only, and the fingerprint for imports.
// - `import_scope`: the tool plus the caller's label; an import resolves the findings of its scope it no
//   longer reports. Audits leave findings with a fingerprint alone (they are not the audit's checks).
// - `source`: {tool, version, rule_id, location, scope, url, controls} as the API shows it.
// - resources_terraform_address_idx: a code scanner's finding names a Terraform address (`aws_s3_bucket.logs`),
//   which Terraform imports keep in `attributes.terraform_address`; imports look resources up by it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table finding_imports (
    tenant_id text not null references tenants (id) on delete cascade,
    id text not null,
    audit_id text not null,
    format text not null,
    detected boolean not null,
    tools jsonb not null,
    label text,
    scopes text[] not null,
    created_at timestamptz not null default now(),
    counts jsonb not null,
    skipped jsonb not null,
    rejections jsonb not null,
    rejections_truncated boolean not null,
    primary key (tenant_id, id),
    foreign key (tenant_id, audit_id) references audits (tenant_id, id) on delete cascade
  )`.execute(db)
  await sql`create index finding_imports_audit_idx on finding_imports (tenant_id, audit_id)`.execute(db)
  await sql`create index finding_imports_list_idx on finding_imports (tenant_id, created_at desc, id desc)`.execute(db)
  await sql`alter table findings add column fingerprint text, add column import_scope text, add column source jsonb`.execute(db)
  await sql`create unique index findings_import_fingerprint_key on findings (tenant_id, fingerprint) where fingerprint is not null`.execute(db)
  // An import walks its scope's unresolved findings in id order to resolve those it did not see.
  await sql`create index findings_import_scope_idx on findings (tenant_id, import_scope, id) where import_scope is not null and status <> 'resolved'`.execute(db)
  await sql`create unique index findings_check_resource_key on findings (tenant_id, check_id, resource_id) where fingerprint is null`.execute(db)
  await sql`drop index findings_fingerprint_key`.execute(db)
  // Imported findings of code scanners name a Terraform address, which Terraform imports keep as an attribute.
  await sql`create index resources_terraform_address_idx on resources (tenant_id, (attributes ->> 'terraform_address')) where attributes ? 'terraform_address'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index resources_terraform_address_idx`.execute(db)
  await sql`delete from findings where fingerprint is not null`.execute(db)
  await sql`create unique index findings_fingerprint_key on findings (tenant_id, check_id, resource_id)`.execute(db)
  await sql`drop index findings_check_resource_key`.execute(db)
  await sql`drop index findings_import_scope_idx`.execute(db)
  await sql`drop index findings_import_fingerprint_key`.execute(db)
  await sql`alter table findings drop column source, drop column import_scope, drop column fingerprint`.execute(db)
  await sql`drop table finding_imports`.execute(db)
  await sql`delete from audits where trigger = 'import'`.execute(db)
}
