import type { Static } from 'typebox'
import { iso } from '../platform/db/keyset.ts'
import type { HistoryRow } from './repo.ts'
import type { HistoryEntry } from './schemas.ts'

/**
 * One transition as a history entry. The audit engine's entries are made by the system in an audit (the actor's
 * id is the audit's); `from` and `to` are statuses (created, resolved, reopened, status_changed) or severities
 * (severity_changed). A resolution by an audit may end an open or an accepted finding: its `from` is not kept.
 */
export function presentHistoryEntry(row: HistoryRow): Static<typeof HistoryEntry> {
  const [from, to] = row.kind === 'created' ? [null, 'open']
    : row.kind === 'resolved' ? [null, 'resolved']
      : row.kind === 'reopened' ? ['resolved', 'open']
        : row.kind === 'severity_changed' ? [row.severity_before, row.severity_after]
          : [row.value_before, row.value_after] // status_changed: statuses; note_added: (null, note id); note_deleted: (note id, null)
  return {
    id: `fhe_${row.id}`,
    at: iso(row.created_at),
    actor: { type: row.actor_type, id: row.actor_type === 'system' ? row.audit_id : row.actor_id },
    change: row.kind,
    from,
    to,
    audit_id: row.audit_id,
  }
}
