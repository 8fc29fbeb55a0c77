import { CHECKS, checkById, type Check, type ComplianceFramework } from '../checks/index.ts'
import type { Db } from '../platform/db/database.ts'
import { iso } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { notFound } from '../platform/http/error-codes.ts'
import { paginate, splitCsv } from '../platform/http/pagination.ts'
import { recordAudit } from '../audit-log/index.ts'
import * as repo from './repo.ts'
import type { CheckRecord, ListChecksQuery, UpdateCheckBody } from './schemas.ts'

// The built-in checks as the API shows them, with the tenant's setting of each. The library is code (a few
// hundred checks), so lists filter it in memory, in id order; only the settings come from the database.

const EPOCH = new Date(0)

function present(check: Check, setting: repo.CheckSettingRow | undefined): CheckRecord {
  const compliance = (Object.entries(check.controls) as [ComplianceFramework, readonly string[] | undefined][])
    .filter(([, ids]) => ids && ids.length > 0)
    .map(([framework, ids]) => ({ framework, requirements: [...ids!] }))
  return {
    id: check.id, title: check.title, description: check.description, rationale: check.rationale, remediation: check.remediation,
    terraform_fix: check.terraformFix ?? null, severity: check.severity, dimension: check.dimension,
    providers: [...check.providers], resource_kinds: [...check.kinds], terraform_types: [...check.terraformTypes], compliance,
    enabled: setting?.enabled ?? true,
    setting: setting ? { enabled: setting.enabled, reason: setting.reason, updated_at: iso(setting.updated_at), updated_by: setting.updated_by } : null,
  }
}

function matches(check: Check, query: ListChecksQuery, enabled: boolean): boolean {
  const any = <T>(wanted: string[] | undefined, values: readonly T[]) => wanted === undefined || values.some((v) => wanted.includes(v as string))
  return any(splitCsv(query.provider), check.providers)
    && any(splitCsv(query.dimension), [check.dimension])
    && any(splitCsv(query.severity), [check.severity])
    && any(splitCsv(query.framework), Object.keys(check.controls).filter((f) => check.controls[f as ComplianceFramework]?.length))
    && (query.enabled === undefined || String(enabled) === query.enabled)
}

export function createCheckCatalogueService(db: Db, codec: CursorCodec, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date())
  const settingsOf = async (tenantId: string) => new Map((await repo.checkSettings(db, tenantId)).map((s) => [s.check_id, s]))

  return {
    async list(tenantId: string, query: ListChecksQuery) {
      const { limit, cursor, ...filters } = query
      const settings = await settingsOf(tenantId)
      const selected = [...CHECKS].sort((a, b) => (a.id < b.id ? -1 : 1))
        .filter((check) => matches(check, query, settings.get(check.id)?.enabled ?? true))
      return paginate(codec, 'checks', { tenantId, limit, cursor, filters },
        async (after, take) => selected.filter((check) => after === undefined || check.id > after.id).slice(0, take),
        (check) => ({ at: EPOCH, id: check.id }),
        (check) => present(check, settings.get(check.id)))
    },

    async get(tenantId: string, id: string): Promise<CheckRecord> {
      const check = checkById(id)
      if (!check) throw notFound('check', id)
      return present(check, (await settingsOf(tenantId)).get(id))
    },

    /** Enables or disables a check for the tenant; a change of state is recorded in the workspace audit log. */
    async update(tenantId: string, id: string, body: UpdateCheckBody, actor: { id: string; tokenId: string }): Promise<CheckRecord> {
      const check = checkById(id)
      if (!check) throw notFound('check', id)
      const at = now()
      const saved = await db.transaction().execute(async (tx) => {
        const current = await tx.selectFrom('check_settings').selectAll().where('tenant_id', '=', tenantId).where('check_id', '=', id).forUpdate().executeTakeFirst()
        const wasEnabled = current?.enabled ?? true
        // Enabling an enabled check (or disabling a disabled one) without a new reason changes nothing.
        if (wasEnabled === body.enabled && body.reason === undefined) return current
        const row = await repo.saveCheckSetting(tx, { tenant_id: tenantId, check_id: id, enabled: body.enabled, reason: body.reason ?? null, updated_at: at, updated_by: actor.id })
        if (wasEnabled !== body.enabled) {
          await recordAudit(tx, tenantId, actor.tokenId, body.enabled ? 'check.enabled' : 'check.disabled', { check_id: id, reason: body.reason ?? null }, at)
        }
        return row
      })
      return present(check, saved)
    },
  }
}
