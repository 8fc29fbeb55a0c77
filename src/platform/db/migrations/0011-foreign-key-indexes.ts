import { sql, type Kysely } from 'kysely'

// Every foreign key gets an index whose leading columns are its columns. Without one, each row deleted from
// the referenced table makes PostgreSQL scan the whole referencing table (to cascade, set null or check), so
// deleting n parents costs n full scans: deleting a webhook endpoint with 16,000 deliveries took 7 s, and
// 100,000 would take minutes. test/foreign-key-indexes.test.ts fails on any foreign key left without one.
//
// Where an index already served a tenant's filter on the foreign key column — (tenant_id, fk, …) — it is
// rebuilt as (fk, tenant_id, …): the same queries (`tenant_id = ? and fk = ?`, ordered the same way) use it as
// before, and the foreign key is served without a second index to maintain on every write. A nullable
// column that is mostly null gets a partial index (`where fk is not null`): a null reference is never checked.
//
// And a webhook endpoint is deleted in two steps: the request marks it deleted (it is gone for the API, the
// fan-out and the delivery worker at once) and a job purges its deliveries in bounded batches, then the row.

interface IndexSpec { name: string; table: string; columns: string; where?: string }

const ADDED: IndexSpec[] = [
  { name: 'personal_access_tokens_user_idx', table: 'personal_access_tokens', columns: 'user_id', where: 'user_id is not null' },
  { name: 'audits_reanalysis_of_idx', table: 'audits', columns: 'reanalysis_of', where: 'reanalysis_of is not null' },
  { name: 'reports_audit_idx', table: 'reports', columns: 'audit_id', where: 'audit_id is not null' },
  { name: 'resource_history_resource_idx', table: 'resource_history', columns: 'resource_id' },
  { name: 'finding_transitions_finding_idx', table: 'finding_transitions', columns: 'finding_id' },
  // Its (tenant_id, audit_id, …) index stays: it is the only one led by tenant_id, which the tenant's key needs.
  { name: 'finding_transitions_audit_fk_idx', table: 'finding_transitions', columns: 'audit_id' },
  { name: 'jobs_tenant_idx', table: 'jobs', columns: 'tenant_id' },
  { name: 'webhook_deliveries_redelivery_idx', table: 'webhook_deliveries', columns: 'redelivery_of', where: 'redelivery_of is not null' },
  { name: 'webhook_attempts_tenant_idx', table: 'webhook_attempts', columns: 'tenant_id' },
  { name: 'web_sessions_sso_user_idx', table: 'web_sessions', columns: 'sso_user_id', where: 'sso_user_id is not null' },
  { name: 'web_sessions_tenant_idx', table: 'web_sessions', columns: 'tenant_id', where: 'tenant_id is not null' },
  { name: 'oauth_clients_created_by_idx', table: 'oauth_clients', columns: 'created_by', where: 'created_by is not null' },
  { name: 'oauth_codes_client_idx', table: 'oauth_codes', columns: 'client_id' },
  { name: 'oauth_codes_tenant_idx', table: 'oauth_codes', columns: 'tenant_id' },
  { name: 'oauth_codes_user_idx', table: 'oauth_codes', columns: 'user_id' },
  { name: 'oauth_tokens_client_idx', table: 'oauth_tokens', columns: 'client_id' },
  { name: 'oauth_tokens_tenant_idx', table: 'oauth_tokens', columns: 'tenant_id' },
  { name: 'oauth_tokens_user_idx', table: 'oauth_tokens', columns: 'user_id' },
  { name: 'invites_accepted_by_idx', table: 'invites', columns: 'accepted_by', where: 'accepted_by is not null' },
  { name: 'invites_created_by_idx', table: 'invites', columns: 'created_by', where: 'created_by is not null' },
  { name: 'sso_login_requests_tenant_idx', table: 'sso_login_requests', columns: 'tenant_id' },
  { name: 'report_contents_tenant_idx', table: 'report_contents', columns: 'tenant_id' },
]

/** Indexes rebuilt with the foreign key column first: [name, table, columns before, columns after]. */
const REORDERED: Array<[string, string, string, string]> = [
  ['findings_audit_id_keyset_idx', 'findings', 'tenant_id, audit_id, detected_at desc, id desc', 'audit_id, tenant_id, detected_at desc, id desc'],
  ['findings_resource_id_keyset_idx', 'findings', 'tenant_id, resource_id, detected_at desc, id desc', 'resource_id, tenant_id, detected_at desc, id desc'],
  ['webhook_deliveries_keyset_idx', 'webhook_deliveries', 'tenant_id, endpoint_id, created_at, id', 'endpoint_id, tenant_id, created_at, id'],
]

const createIndex = (name: string, table: string, columns: string, where?: string) =>
  sql`create index ${sql.id(name)} on ${sql.table(table)} (${sql.raw(columns)})${where ? sql.raw(` where ${where}`) : sql``}`

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, , after] of REORDERED) {
    await sql`drop index ${sql.id(name)}`.execute(db)
    await createIndex(name, table, after).execute(db)
  }
  for (const index of ADDED) await createIndex(index.name, index.table, index.columns, index.where).execute(db)

  // Set when the endpoint is deleted; the row (and its deliveries) are purged by the webhook_endpoint.purge job.
  await db.schema.alterTable('webhook_endpoints').addColumn('deleted_at', 'timestamptz').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webhook_endpoints').dropColumn('deleted_at').execute()
  for (const index of ADDED) await sql`drop index ${sql.id(index.name)}`.execute(db)
  for (const [name, table, before] of REORDERED) {
    await sql`drop index ${sql.id(name)}`.execute(db)
    await createIndex(name, table, before).execute(db)
  }
}
