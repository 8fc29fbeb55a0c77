import { sql, type Kysely } from 'kysely'

// The path to a distributed PostgreSQL (Citus; docs/operations.md, "Beyond one PostgreSQL"): a table sharded on
// tenant_id needs every primary key and unique index to include it, and a foreign key between two such tables
// to include it too. Every tenant-owned table's key becomes (tenant_id, key); every foreign key from one to
// another becomes (tenant_id, column) → (tenant_id, key). Ids stay unique as they are made (a timestamp and 80 random bits);
// the database now enforces it per tenant.
//
// Where the service looks rows up by their key alone — across tenants, by design: a token or session by its
// hash, a claimed job or delivery by id — a plain index on the key keeps that lookup as fast as it was (an
// index that is not unique is allowed on a distributed table; such a lookup asks every shard, and the
// operations guide says which ones would move to a reference table).
//
// web_sessions stays as it was: a session belongs to a person's account (across the workspaces they open),
// its tenant_id is the workspace open in it, often none; it is an account table, not a tenant's.

/** Tenant-owned tables and their key column. */
const KEYS: [table: string, key: string][] = [
  ['audits', 'id'], ['events', 'id'], ['finding_transitions', 'id'], ['findings', 'id'], ['invites', 'id_hash'],
  ['jobs', 'id'], ['oauth_clients', 'id'], ['oauth_codes', 'code_hash'], ['oauth_tokens', 'id'], ['personal_access_tokens', 'id'],
  ['policies', 'id'], ['report_contents', 'report_id'], ['reports', 'id'], ['resources', 'id'], ['sso_authorizations', 'user_id'],
  ['sso_login_requests', 'state_hash'], ['tenant_audit_log', 'id'], ['users', 'id'], ['webhook_attempts', 'id'],
  ['webhook_deliveries', 'id'], ['webhook_endpoints', 'id'],
]

/** Unique secrets' hashes, looked up alone when a caller presents the secret: unique per tenant, indexed alone. */
const UNIQUE_HASHES: [table: string, column: string][] = [
  ['personal_access_tokens', 'token_hash'], ['oauth_tokens', 'access_hash'], ['oauth_tokens', 'refresh_hash'],
]

/**
 * Keys looked up without the tenant (see above): a plain index each. Secrets presented by a caller (invites,
 * authorization codes, SSO states); the consumers' claims (jobs, deliveries, and their endpoints' health);
 * OAuth clients by client_id at the authorization endpoint; operator commands and retention by id (tokens).
 */
const LOOKED_UP_ALONE: [table: string, key: string][] = [
  ['invites', 'id_hash'], ['oauth_codes', 'code_hash'], ['sso_login_requests', 'state_hash'],
  ['jobs', 'id'], ['webhook_deliveries', 'id'], ['webhook_endpoints', 'id'],
  ['oauth_clients', 'id'], ['oauth_tokens', 'id'], ['personal_access_tokens', 'id'],
]

interface ForeignKey {
  table: string
  column: string
  references: string
  onDelete: 'cascade' | 'set null' | 'no action'
  /** The index that served the single-column key, replaced by one led by (column, tenant_id) or dropped when another covers the pair. */
  index?: { name: string; where?: string; covered?: true }
}

const FOREIGN_KEYS: ForeignKey[] = [
  { table: 'personal_access_tokens', column: 'user_id', references: 'users', onDelete: 'cascade', index: { name: 'personal_access_tokens_user_idx', where: 'user_id is not null' } },
  { table: 'audits', column: 'reanalysis_of', references: 'audits', onDelete: 'no action', index: { name: 'audits_reanalysis_of_idx', where: 'reanalysis_of is not null' } },
  { table: 'findings', column: 'resource_id', references: 'resources', onDelete: 'no action' },
  { table: 'findings', column: 'audit_id', references: 'audits', onDelete: 'no action' },
  { table: 'reports', column: 'audit_id', references: 'audits', onDelete: 'no action', index: { name: 'reports_audit_idx', where: 'audit_id is not null' } },
  // (tenant_id, resource_id, valid_to) serves it.
  { table: 'resource_history', column: 'resource_id', references: 'resources', onDelete: 'cascade', index: { name: 'resource_history_resource_idx', covered: true } },
  { table: 'finding_transitions', column: 'finding_id', references: 'findings', onDelete: 'cascade', index: { name: 'finding_transitions_finding_idx' } },
  // (tenant_id, audit_id, kind, finding_id) serves it.
  { table: 'finding_transitions', column: 'audit_id', references: 'audits', onDelete: 'cascade', index: { name: 'finding_transitions_audit_fk_idx', covered: true } },
  { table: 'webhook_deliveries', column: 'redelivery_of', references: 'webhook_deliveries', onDelete: 'set null', index: { name: 'webhook_deliveries_redelivery_idx', where: 'redelivery_of is not null' } },
  { table: 'webhook_deliveries', column: 'endpoint_id', references: 'webhook_endpoints', onDelete: 'cascade' },
  { table: 'webhook_attempts', column: 'delivery_id', references: 'webhook_deliveries', onDelete: 'cascade' },
  { table: 'web_sessions', column: 'sso_user_id', references: 'users', onDelete: 'set null', index: { name: 'web_sessions_sso_user_idx', where: 'sso_user_id is not null' } },
  { table: 'oauth_clients', column: 'created_by', references: 'users', onDelete: 'set null', index: { name: 'oauth_clients_created_by_idx', where: 'created_by is not null' } },
  { table: 'oauth_codes', column: 'client_id', references: 'oauth_clients', onDelete: 'cascade', index: { name: 'oauth_codes_client_idx' } },
  { table: 'oauth_codes', column: 'user_id', references: 'users', onDelete: 'cascade', index: { name: 'oauth_codes_user_idx' } },
  { table: 'oauth_tokens', column: 'client_id', references: 'oauth_clients', onDelete: 'cascade', index: { name: 'oauth_tokens_client_idx' } },
  { table: 'oauth_tokens', column: 'user_id', references: 'users', onDelete: 'cascade', index: { name: 'oauth_tokens_user_idx' } },
  { table: 'invites', column: 'created_by', references: 'users', onDelete: 'set null', index: { name: 'invites_created_by_idx', where: 'created_by is not null' } },
  { table: 'invites', column: 'accepted_by', references: 'users', onDelete: 'set null', index: { name: 'invites_accepted_by_idx', where: 'accepted_by is not null' } },
  // The new primary keys (tenant_id, user_id) and (tenant_id, report_id) serve these.
  { table: 'sso_authorizations', column: 'user_id', references: 'users', onDelete: 'cascade' },
  { table: 'report_contents', column: 'report_id', references: 'reports', onDelete: 'cascade' },
]

const keyOf = (table: string) => KEYS.find(([t]) => t === table)![1]
const fkName = (fk: ForeignKey) => `${fk.table}_${fk.column}_fkey`

export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db)
  for (const fk of FOREIGN_KEYS) await run(`alter table ${fk.table} drop constraint ${fkName(fk)}`)
  // Served by the new primary key.
  await run('drop index resources_tenant_id_idx')
  // A delivery's attempts in order, and now its foreign key (a delivery has one tenant: the order is the same).
  await run('drop index webhook_attempts_delivery_idx')
  await run('create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id, tenant_id, number)')
  for (const [table, key] of KEYS) {
    await run(`alter table ${table} drop constraint ${table}_pkey`)
    await run(`alter table ${table} add constraint ${table}_pkey primary key (tenant_id, ${key})`)
  }
  for (const [table, column] of UNIQUE_HASHES) {
    await run(`alter table ${table} drop constraint ${table}_${column}_key`)
    await run(`alter table ${table} add constraint ${table}_${column}_key unique (tenant_id, ${column})`)
    await run(`create index ${table}_${column}_idx on ${table} (${column})`)
  }
  for (const [table, key] of LOOKED_UP_ALONE) await run(`create index ${table}_${key}_idx on ${table} (${key})`)
  for (const fk of FOREIGN_KEYS) {
    const onDelete = fk.onDelete === 'set null' ? `set null (${fk.column})` : fk.onDelete
    await run(`alter table ${fk.table} add constraint ${fkName(fk)} foreign key (tenant_id, ${fk.column}) references ${fk.references} (tenant_id, ${keyOf(fk.references)}) on delete ${onDelete}`)
    if (!fk.index) continue
    await run(`drop index ${fk.index.name}`)
    if (!fk.index.covered) await run(`create index ${fk.index.name} on ${fk.table} (${fk.column}, tenant_id)${fk.index.where ? ` where ${fk.index.where}` : ''}`)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db)
  for (const fk of FOREIGN_KEYS) {
    await run(`alter table ${fk.table} drop constraint ${fkName(fk)}`)
    if (fk.index && !fk.index.covered) await run(`drop index ${fk.index.name}`)
  }
  for (const [table, key] of LOOKED_UP_ALONE) await run(`drop index ${table}_${key}_idx`)
  for (const [table, column] of UNIQUE_HASHES) {
    await run(`drop index ${table}_${column}_idx`)
    await run(`alter table ${table} drop constraint ${table}_${column}_key`)
    await run(`alter table ${table} add constraint ${table}_${column}_key unique (${column})`)
  }
  for (const [table, key] of KEYS) {
    await run(`alter table ${table} drop constraint ${table}_pkey`)
    await run(`alter table ${table} add constraint ${table}_pkey primary key (${key})`)
  }
  await run('create index resources_tenant_id_idx on resources (tenant_id, id)')
  await run('drop index webhook_attempts_delivery_idx')
  await run('create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id, number)')
  for (const fk of FOREIGN_KEYS) {
    await run(`alter table ${fk.table} add constraint ${fkName(fk)} foreign key (${fk.column}) references ${fk.references} (${keyOf(fk.references)}) on delete ${fk.onDelete}`)
    if (fk.index) await run(`create index ${fk.index.name} on ${fk.table} (${fk.column})${fk.index.where ? ` where ${fk.index.where}` : ''}`)
  }
}
