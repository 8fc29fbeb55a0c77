import { sql, type Kysely } from 'kysely'

// Plan checks (POST /v1/plan_checks): a Terraform plan judged by the checks against the inventory and its
// findings. A large plan waits for its job as `input` (the reduced plan, dropped once it has run); `result`
// holds the introduced, resolved and undetermined findings and the summary. Kept 30 days (`expires_at`,
// swept by the retention rule of plan-checks/retention.ts through the (tenant_id, expires_at) index).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table plan_checks (
    tenant_id text not null references tenants (id) on delete cascade,
    id text not null,
    status text not null check (status in ('queued', 'running', 'completed', 'failed')),
    fail_on text not null check (fail_on in ('critical', 'high', 'medium', 'low')),
    input jsonb,
    result jsonb,
    passed boolean,
    failure_reason text,
    created_at timestamptz not null,
    completed_at timestamptz,
    expires_at timestamptz not null,
    primary key (tenant_id, id)
  )`.execute(db)
  await sql`create index plan_checks_expiry_idx on plan_checks (tenant_id, expires_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table plan_checks`.execute(db)
}
