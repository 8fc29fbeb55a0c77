import { sql, type Kysely } from 'kysely'

// Issue 35: cloud accounts Posture reads by assuming a role the customer created for it (README decision 87).
//
// cloud_account_external_ids: the tenant's one external id (the confused-deputy guard a role's trust policy
// requires in `sts:ExternalId`), made on first use and never changed. 192 random bits make it unique across
// tenants without a unique index, which would leave tenant_id out of the table's keys (test/distribution-keys).
//
// cloud_accounts: an AWS account (role_arn) or an organization (role_arn of its management or delegated-admin
// account, member_role_name the role each member has). A member is a child row (parent_id) the organization's
// verification keeps: one per member account (the unique index), never deleted while the organization exists,
// marked suspended, closed or left_organization instead. Lists are keyset scans of (tenant_id[, filter],
// created_at desc, id desc).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table cloud_account_external_ids (
    tenant_id text primary key references tenants (id) on delete cascade,
    external_id text not null,
    created_at timestamptz not null
  )`.execute(db)
  await sql`create table cloud_accounts (
    tenant_id text not null references tenants (id) on delete cascade,
    id text not null,
    parent_id text,
    provider text not null check (provider in ('aws')),
    name text not null,
    role_arn text not null,
    member_role_name text,
    account_id text check (account_id ~ '^[0-9]{12}$'),
    member_state text,
    regions text[],
    schedule text not null check (schedule in ('hourly', 'daily', 'weekly', 'manual')),
    status text not null check (status in ('pending_verification', 'connected', 'error', 'suspended', 'closed', 'left_organization')),
    last_error text,
    verified_at timestamptz,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    primary key (tenant_id, id),
    foreign key (tenant_id, parent_id) references cloud_accounts (tenant_id, id) on delete cascade,
    check (parent_id is null or member_role_name is null)
  )`.execute(db)
  await sql`create index cloud_accounts_keyset_idx on cloud_accounts (tenant_id, created_at desc, id desc)`.execute(db)
  await sql`create index cloud_accounts_status_idx on cloud_accounts (tenant_id, status, created_at desc, id desc)`.execute(db)
  await sql`create index cloud_accounts_parent_idx on cloud_accounts (tenant_id, parent_id, created_at desc, id desc)`.execute(db)
  // One record per role the tenant connected itself, and one child per member account of an organization.
  await sql`create unique index cloud_accounts_one_per_role on cloud_accounts (tenant_id, role_arn) where parent_id is null`.execute(db)
  await sql`create unique index cloud_accounts_one_per_member on cloud_accounts (tenant_id, parent_id, account_id) where parent_id is not null`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table cloud_accounts`.execute(db)
  await sql`drop table cloud_account_external_ids`.execute(db)
}
