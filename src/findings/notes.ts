import type { Static } from 'typebox'
import { memberRole } from '../accounts/index.ts'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { iso, keysetPage } from '../platform/db/keyset.ts'
import type { CursorCodec, CursorPosition } from '../platform/http/cursor.ts'
import { ApiError, notFound } from '../platform/http/error-codes.ts'
import { paginate } from '../platform/http/pagination.ts'
import { newId } from '../platform/ids.ts'
import type { CreateNoteBody, FindingPageQuery, Note } from './schemas.ts'
import { recordChange, type Actor } from './history.ts'
import { findingUpdated } from './changes.ts'
import { insertEvents } from '../events/index.ts'

type NoteRecord = Static<typeof Note>

/**
 * Notes on a finding: written once, never edited; deleted by their author or an admin (a member with the admin
 * role, or an operator's CLI token). A deleted note leaves the list; its row stays (who deleted it, when) and
 * both the note and its deletion are entries of the finding's history, written in the same transaction.
 */
export function createNotesService(db: Db, codec: CursorCodec, clock: () => Date = () => new Date()) {
  const findingExists = async (tx: DbOrTx, tenantId: string, findingId: string, lock = false) => {
    let query = tx.selectFrom('findings').select(['id', 'severity', 'dimension', 'resource_id', 'title', 'detected_at']).where('tenant_id', '=', tenantId).where('id', '=', findingId)
    if (lock) query = query.forShare()
    const finding = await query.executeTakeFirst()
    if (!finding) throw notFound('finding', findingId)
    return finding
  }

  return {
    async create(tenantId: string, findingId: string, body: CreateNoteBody, actor: Actor): Promise<NoteRecord> {
      if (body.body.trim() === '') throw new ApiError('invalid_parameter', "Invalid body field 'body': must contain more than white space.")
      return db.transaction().execute(async (tx) => {
        const finding = await findingExists(tx, tenantId, findingId, true)
        const now = clock()
        const row = await tx.insertInto('finding_notes').values({
          tenant_id: tenantId, id: newId('not', now.getTime()), finding_id: findingId, body: body.body, author_type: actor.type, author_id: actor.id,
          created_at: now, deleted_at: null, deleted_by_type: null, deleted_by_id: null,
        }).returningAll().executeTakeFirstOrThrow()
        await recordChange(tx, { tenantId, findingId, kind: 'note_added', actor, before: null, after: row.id, at: now })
        await insertEvents(tx, tenantId, [findingUpdated(finding, { note: { from: null, to: row.id } }, actor)], now)
        return present(row)
      })
    },
    async list(tenantId: string, findingId: string, query: FindingPageQuery) {
      await findingExists(db, tenantId, findingId)
      const { limit, cursor } = query
      return paginate(codec, 'finding_notes', { tenantId, limit, cursor, filters: { finding_id: findingId } },
        (after, take) => listNotes(db, tenantId, findingId, after, take), (row) => ({ at: row.created_at, id: row.id }), present)
    },
    /** `memberId`: the member the caller acts for (none: an operator's CLI token, an admin by definition). */
    async remove(tenantId: string, findingId: string, noteId: string, actor: Actor, memberId: string | null | undefined): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const note = await tx.selectFrom('finding_notes').selectAll().where('tenant_id', '=', tenantId).where('finding_id', '=', findingId)
          .where('id', '=', noteId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst()
        if (!note) throw notFound('note', noteId)
        const author = note.author_type === actor.type && note.author_id === actor.id
        if (!author && memberId && (await memberRole(tx, tenantId, memberId)) !== 'admin') {
          throw new ApiError('insufficient_scope', 'Only the author of a note or an admin of the workspace can delete it.')
        }
        const now = clock()
        await tx.updateTable('finding_notes').set({ deleted_at: now, deleted_by_type: actor.type, deleted_by_id: actor.id })
          .where('tenant_id', '=', tenantId).where('id', '=', noteId).execute()
        await recordChange(tx, { tenantId, findingId, kind: 'note_deleted', actor, before: noteId, after: null, at: now })
        await insertEvents(tx, tenantId, [findingUpdated(await findingExists(tx, tenantId, findingId), { note: { from: noteId, to: null } }, actor)], now)
      })
    },
  }
}

async function listNotes(db: DbOrTx, tenantId: string, findingId: string, after: CursorPosition | undefined, take: number) {
  const query = db.selectFrom('finding_notes').selectAll()
    .where('tenant_id', '=', tenantId).where('finding_id', '=', findingId).where('deleted_at', 'is', null)
  return keysetPage(query, 'created_at', after, take, 'asc').execute()
}

function present(row: { id: string; finding_id: string; body: string; author_type: Actor['type']; author_id: string; created_at: Date }): NoteRecord {
  return { id: row.id, finding_id: row.finding_id, body: row.body, author: { type: row.author_type, id: row.author_id }, created_at: iso(row.created_at) }
}
