import type { Static } from 'typebox'
import type { DbOrTx } from '../platform/db/database.ts'
import { iso } from '../platform/db/keyset.ts'
import type { TransitionKind } from '../platform/db/tables.ts'
import type { HistoryRow } from './repo.ts'
import type { HistoryEntry } from './schemas.ts'

/** Who made a change (actorOf in platform/http/auth.ts). */
export interface Actor { type: 'user' | 'token' | 'oauth_client'; id: string }

/** A change someone made to a finding, as a history entry; called in the transaction that makes the change. */
export async function recordChange(tx: DbOrTx, change: {
  tenantId: string; findingId: string; kind: TransitionKind; actor: Actor; before: string | null; after: string | null; at: Date
}): Promise<void> {
  await tx.insertInto('finding_transitions').values({
    tenant_id: change.tenantId, finding_id: change.findingId, audit_id: null, kind: change.kind, created_at: change.at,
    actor_type: change.actor.type, actor_id: change.actor.id, value_before: change.before, value_after: change.after,
    severity_before: null, severity_after: null,
  }).execute()
}

/**
 * One transition as a history entry. The audit engine's entries are made by the system in an audit (the actor's
 * id is the audit's); `from` and `to` are statuses (created, resolved, reopened, status_changed) or severities
 * (severity_changed). A resolution by an audit ends an open or an accepted finding: its `from` says which (null in
 * entries written before that was kept).
 */
export function presentHistoryEntry(row: HistoryRow): Static<typeof HistoryEntry> {
  const [from, to] = row.kind === 'created' ? [null, 'open']
    : row.kind === 'resolved' ? [row.value_before, 'resolved'] // entries before November 2026 kept no from: null
      : row.kind === 'reopened' ? [row.value_before ?? 'resolved', 'open'] // entries before November 2026 kept no from: a resolution
        : row.kind === 'severity_changed' ? [row.severity_before, row.severity_after]
          // value_before keeps the finding's status at the time (for the statistics), value_after the rule
          : row.kind === 'suppressed' ? [null, row.value_after]
            : row.kind === 'unsuppressed' ? [row.value_after, null]
          : [row.value_before, row.value_after] // status_changed: statuses; note_added: (null, note id); note_deleted: (note id, null)
  return {
    id: `fhe_${row.id}`,
    at: iso(row.created_at),
    actor: { type: row.actor_type, id: row.actor_type === 'system' ? row.audit_id : row.actor_id },
    change: row.kind,
    from,
    to,
    audit_id: row.audit_id,
    // A resolution by an audit or an import keeps why (entries before December 2026 did not: null).
    resolution: row.kind === 'resolved' ? (row.value_after as Static<typeof HistoryEntry>['resolution']) ?? null : null,
  }
}
