import { sql, type Kysely } from 'kysely'

// A finding's history (GET /v1/findings/{id}/history) is its transitions: the audit engine's (created,
// resolved, reopened, severity_changed, made by the system in an audit) and, from now on, the changes people
// make (status_changed, and the triage changes to come: assigned, due_changed, note_added, note_deleted), each
// with who made it. One append-only table, so that one ordered read gives the whole story and statistics over
// time have a single source. People's changes have no audit.
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db)
  await run('alter table finding_transitions alter column audit_id drop not null')
  await run('alter table finding_transitions drop constraint finding_transitions_kind_check')
  await run(`alter table finding_transitions add constraint finding_transitions_kind_check check (kind in (${KINDS.map((k) => `'${k}'`).join(', ')}))`)
  await run(`alter table finding_transitions add column actor_type text not null default 'system' check (actor_type in ('system', 'user', 'token', 'oauth_client'))`)
  await run('alter table finding_transitions add column actor_id text')
  await run('alter table finding_transitions add column value_before text')
  await run('alter table finding_transitions add column value_after text')
  // A finding's entries in order; it also serves the (tenant_id, finding_id) foreign key, so the index that
  // served it before goes.
  await run('create index finding_transitions_history_idx on finding_transitions (tenant_id, finding_id, created_at, id)')
  await run('drop index finding_transitions_finding_idx')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db)
  await run(`delete from finding_transitions where kind not in ('created', 'reopened', 'resolved', 'severity_changed')`)
  await run('create index finding_transitions_finding_idx on finding_transitions (finding_id, tenant_id)')
  await run('drop index finding_transitions_history_idx')
  await run('alter table finding_transitions drop column value_after')
  await run('alter table finding_transitions drop column value_before')
  await run('alter table finding_transitions drop column actor_id')
  await run('alter table finding_transitions drop column actor_type')
  await run('alter table finding_transitions drop constraint finding_transitions_kind_check')
  await run(`alter table finding_transitions add constraint finding_transitions_kind_check check (kind in ('created', 'reopened', 'resolved', 'severity_changed'))`)
  await run('alter table finding_transitions alter column audit_id set not null')
}

/** The kinds of history entry as of this migration (0021 adds the suppression ones). */
export const KINDS = ['created', 'reopened', 'resolved', 'severity_changed', 'status_changed', 'assigned', 'due_changed', 'note_added', 'note_deleted']
