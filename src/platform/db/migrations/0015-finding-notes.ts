import { sql, type Kysely } from 'kysely'

// Notes on a finding (POST/GET /v1/findings/{id}/notes, DELETE …/notes/{note_id}): plain text, never edited.
// A deleted note leaves the list but keeps its row (who deleted it, when), and both the note and its deletion
// are entries of the finding's history (finding_transitions, note_added / note_deleted).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table finding_notes (
    tenant_id text not null references tenants (id) on delete cascade,
    id text not null,
    finding_id text not null,
    body text not null,
    author_type text not null check (author_type in ('user', 'token', 'oauth_client')),
    author_id text not null,
    created_at timestamptz not null default date_trunc('milliseconds', now()),
    deleted_at timestamptz,
    deleted_by_type text check (deleted_by_type in ('user', 'token', 'oauth_client')),
    deleted_by_id text,
    primary key (tenant_id, id),
    foreign key (tenant_id, finding_id) references findings (tenant_id, id) on delete cascade
  )`.execute(db)
  // A finding's notes in order; it serves the foreign key too.
  await sql`create index finding_notes_finding_idx on finding_notes (tenant_id, finding_id, created_at, id)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table finding_notes`.execute(db)
}
