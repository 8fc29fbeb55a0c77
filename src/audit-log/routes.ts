import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import Type from 'typebox'
import type { Db } from '../platform/db/database.ts'
import { iso, keysetPage } from '../platform/db/keyset.ts'
import { principalOf } from '../platform/http/auth.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { ApiError } from '../platform/http/error-codes.ts'
import { errorResponses } from '../platform/http/openapi-shapes.ts'
import { ListEnvelope, PageQuery, paginate } from '../platform/http/pagination.ts'

// GET /v1/audit_log: who changed access to the workspace — tokens, webhook endpoints, policies, OAuth apps,
// security settings. Append-only: nothing in the product updates or deletes an entry (a workspace's entries go
// only with the workspace itself).

export const AuditLogEntry = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `alg_`.' }),
  actor: Type.String({ description: 'Who acted: a member (`usr_…`, in the web application), a token (`pat_…` or `oat_…`, through the API), or `operator` (the command line).' }),
  action: Type.String({ description: 'What happened, e.g. `token.created`, `webhook_endpoint.deleted`, `policy.updated`, `tenant.ip_allowlist_changed`.' }),
  details: Type.Record(Type.String(), Type.Unknown(), { description: 'The subject (ids, names) and, for changes, what changed. Never a secret.' }),
  created_at: Type.String({ format: 'date-time' }),
}, { additionalProperties: false, title: 'AuditLogEntry' })

const ListAuditLogQuery = Type.Object({ ...PageQuery }, { additionalProperties: false })
const AuditLogList = ListEnvelope(AuditLogEntry, 'audit log entries')

/** A member's role in the workspace: accounts/ knows it, a floor above this one, so app.ts passes it in. */
export type MemberRoleLookup = (db: Db, tenantId: string, userId: string) => Promise<'admin' | 'member' | undefined>

/** Admin tokens only: a token of an admin member, or one made by the operator (CLI) with no member behind it. */
async function requireAdmin(db: Db, memberRole: MemberRoleLookup, tenantId: string, userId: string | null | undefined) {
  if (!userId) return
  if ((await memberRole(db, tenantId, userId)) !== 'admin') {
    throw new ApiError('insufficient_scope', 'The audit log is for admins: this token belongs to a member who is not an admin of the workspace.')
  }
}

export function auditLogRoutes(db: Db, codec: CursorCodec, memberRole: MemberRoleLookup) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<TypeBoxTypeProvider>()
    app.get('/v1/audit_log', {
      schema: {
        operationId: 'listAuditLog', tags: ['audit_log'], summary: 'List the workspace audit log',
        description: 'Who created or revoked tokens, registered or changed webhook endpoints, changed policies, registered OAuth apps and changed the workspace\'s security settings, newest first. Requires the `audit_log:read` scope on a token of an admin (or an operator token made with the CLI). Cursor-paginated.',
        security: [{ bearerAuth: [] }], querystring: ListAuditLogQuery, response: { 200: AuditLogList, ...errorResponses(422) },
      },
      config: { scope: 'audit_log:read' },
    }, async (request) => {
      const principal = principalOf(request)
      await requireAdmin(db, memberRole, principal.tenantId, principal.userId)
      const query = request.query
      return paginate(codec, 'audit_log', { tenantId: principal.tenantId, limit: query.limit, cursor: query.cursor, filters: {} },
        (after, take) => keysetPage(db.selectFrom('tenant_audit_log').selectAll().where('tenant_id', '=', principal.tenantId), 'created_at', after, take).execute(),
        (row) => ({ at: row.created_at, id: row.id }),
        (row) => ({ id: row.id, actor: row.actor, action: row.action, details: row.details as unknown as Record<string, unknown>, created_at: iso(row.created_at) }))
    })
  }
}
