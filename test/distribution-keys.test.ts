import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { BACKEND, freshStorage } from './helpers/harness.ts'

// The path to a distributed PostgreSQL (docs/operations.md, "Beyond one PostgreSQL"): a table sharded on
// tenant_id needs every primary key and unique index to include it. The tables below predate the rule and
// are listed as they are; a new table or index that breaks it fails here, and fixing one means removing it
// from the list.
const NOT_YET_LED_BY_TENANT = [
  'audits_pkey (id)', 'events_pkey (id)', 'finding_transitions_pkey (id)', 'findings_pkey (id)', 'invites_pkey (id_hash)',
  'jobs_pkey (id)', 'oauth_clients_pkey (id)', 'oauth_codes_pkey (code_hash)', 'oauth_tokens_access_hash_key (access_hash)',
  'oauth_tokens_pkey (id)', 'oauth_tokens_refresh_hash_key (refresh_hash)', 'personal_access_tokens_pkey (id)',
  'personal_access_tokens_token_hash_key (token_hash)', 'policies_pkey (id)', 'report_contents_pkey (report_id)', 'reports_pkey (id)',
  'resources_pkey (id)', 'sso_authorizations_pkey (user_id)', 'sso_login_requests_pkey (state_hash)', 'tenant_audit_log_pkey (id)',
  'users_pkey (id)', 'web_sessions_pkey (id_hash)', 'webhook_attempts_pkey (id)', 'webhook_deliveries_pkey (id)', 'webhook_endpoints_pkey (id)',
]

describe(`distribution keys (${BACKEND})`, () => {
  let storage: Awaited<ReturnType<typeof freshStorage>>
  before(async () => { storage = await freshStorage() })
  after(async () => { await storage.close() })

  test('every tenant-owned table has tenant_id, and no new primary key or unique index leaves it out', async () => {
    const { rows } = await sql<{ index_name: string; columns: string }>`
      select i.indexrelid::regclass::text as index_name,
        (select string_agg(a.attname, ', ' order by k.n) from unnest(i.indkey) with ordinality k(attnum, n)
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum) as columns
      from pg_index i join pg_class t on t.oid = i.indrelid
      where t.relnamespace = current_schema()::regnamespace and (i.indisprimary or i.indisunique)
        and exists (select 1 from pg_attribute a where a.attrelid = t.oid and a.attname = 'tenant_id' and not a.attisdropped)
        and not exists (select 1 from unnest(i.indkey) k join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k where a.attname = 'tenant_id')
      order by 1`.execute(storage.db)
    assert.deepEqual(rows.map((r) => `${r.index_name} (${r.columns})`), NOT_YET_LED_BY_TENANT)

    const { rows: tables } = await sql<{ name: string }>`
      select c.relname as name from pg_class c where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
        and not exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
      order by 1`.execute(storage.db)
    assert.deepEqual(tables.map((t) => t.name), ['accounts', 'instance_settings', 'kysely_migration', 'kysely_migration_lock', 'tenants'],
      'tables without tenant_id: the distribution root (tenants), reference tables and the migrator\'s own')
  })
})
