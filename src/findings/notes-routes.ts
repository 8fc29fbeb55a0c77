import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { actorOf, principalOf } from '../platform/http/auth.ts'
import { errorResponses, IdParams } from '../platform/http/openapi-shapes.ts'
import type { createNotesService } from './notes.ts'
import { CreateNoteBody, FindingPageQuery, Note, NoteList, NoteParams, NOTE_MAX_LENGTH } from './schemas.ts'

const security = [{ bearerAuth: [] }]
const tags = ['findings']

/** Notes on a finding: write, list, delete. */
export function findingNotesRoutes(service: ReturnType<typeof createNotesService>) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    app.post('/v1/findings/:id/notes', {
      schema: {
        operationId: 'createFindingNote', tags, security, summary: 'Write a note on a finding',
        description: `Plain text, 1 to ${NOTE_MAX_LENGTH.toLocaleString('en')} characters (not only white space), shown as written: Posture never renders it as HTML. Notes cannot be edited. The author is who the token acts for (a member, an operator token, an OAuth application). Adds a \`note_added\` entry to the finding's history. Answers 201 with the note and its Location. Requires \`findings:write\`.`,
        params: IdParams('fnd'), body: CreateNoteBody,
        response: { 201: Note, ...errorResponses(400, 404, 413, 415, 422) },
      },
      config: { scope: 'findings:write' },
    }, async (request, reply) => {
      const findingId = request.params.id
      const principal = principalOf(request)
      const note = await service.create(principal.tenantId, findingId, request.body, actorOf(principal))
      void reply.code(201).header('location', `/v1/findings/${findingId}/notes/${note.id}`)
      return note
    })

    app.get('/v1/findings/:id/notes', {
      schema: {
        operationId: 'listFindingNotes', tags, security, summary: 'List the notes of a finding',
        description: 'The notes of the finding, oldest first (deleted ones leave the list; the history keeps that they existed). Cursor-paginated. Requires `findings:read`.',
        params: IdParams('fnd'), querystring: FindingPageQuery,
        response: { 200: NoteList, ...errorResponses(404, 422) },
      },
      config: { scope: 'findings:read' },
    }, (request) => service.list(principalOf(request).tenantId, request.params.id, request.query))

    app.delete('/v1/findings/:id/notes/:note_id', {
      schema: {
        operationId: 'deleteFindingNote', tags, security, summary: 'Delete a note',
        description: 'By its author, or an admin of the workspace (a member with the admin role, or an operator token made with the CLI); anyone else gets 403 `insufficient_scope`. The note leaves the list; a `note_deleted` entry (with who deleted it) stays in the finding\'s history. Answers 204. Requires `findings:write`.',
        params: NoteParams,
        response: { 204: { type: 'null', description: 'Deleted.' }, ...errorResponses(403, 404, 422) },
      },
      config: { scope: 'findings:write' },
    }, async (request, reply) => {
      const { id, note_id: noteId } = request.params
      const principal = principalOf(request)
      await service.remove(principal.tenantId, id, noteId, actorOf(principal), principal.userId)
      return reply.code(204).send(null)
    })
  }
}
