import { recordAudit } from '../audit-log/index.ts'
import type { Db, DbOrTx } from '../platform/db/database.ts'
import { iso, isoOrNull } from '../platform/db/keyset.ts'
import type { CursorCodec } from '../platform/http/cursor.ts'
import { ApiError, notFound } from '../platform/http/error-codes.ts'
import { paginate } from '../platform/http/pagination.ts'
import { newId } from '../platform/ids.ts'
import { assertRegions, assertRoleName, parseRoleArn } from './aws-names.ts'
import * as repo from './repo.ts'
import type { CloudAccountRecord, CreateCloudAccountBody, ListCloudAccountsQuery, UpdateCloudAccountBody } from './schemas.ts'

// Cloud accounts: create, read, change and delete; verification is verify.ts. A member of an organization is
// made and kept by the organization's verification: its role comes from there and it goes only with it.

export function presentCloudAccount(row: repo.CloudAccountRow): CloudAccountRecord {
  const organization = row.member_role_name !== null
  return {
    id: row.id, provider: row.provider, kind: organization ? 'organization' : 'account', parent: row.parent_id, name: row.name,
    aws: {
      role_arn: row.role_arn, account_id: row.account_id,
      organization: organization ? { role_arn: row.role_arn, member_role_name: row.member_role_name! } : null,
      member_state: row.member_state,
    },
    regions: row.regions, schedule: row.schedule, status: row.status, last_error: row.last_error,
    verified_at: isoOrNull(row.verified_at), created_at: iso(row.created_at), updated_at: iso(row.updated_at),
  }
}

const isRoleTaken = (error: unknown) => (error as { code?: string }).code === '23505' && /cloud_accounts_one_per_role/.test(String((error as Error).message) + String((error as { constraint?: string }).constraint))

async function assertRoleFree(db: DbOrTx, tenantId: string, roleArn: string, except?: string) {
  const existing = await repo.findByRole(db, tenantId, roleArn)
  if (existing && existing.id !== except) {
    const error = new ApiError('cloud_account_exists', `Cloud account ${existing.id} already reads through ${roleArn}.`)
    error.details = { cloud_account_id: existing.id }
    throw error
  }
}

/** `aws` names exactly one way in: a role of one account, or an organization. */
function connectionOf(aws: CreateCloudAccountBody['aws']) {
  if ((aws.role_arn === undefined) === (aws.organization === undefined)) {
    throw new ApiError('invalid_parameter', 'aws must have exactly one of role_arn (one account) and organization ({role_arn, member_role_name}: every member account of an organization).')
  }
  if (aws.organization) {
    const role = parseRoleArn(aws.organization.role_arn, 'aws.organization.role_arn')
    assertRoleName(aws.organization.member_role_name, 'aws.organization.member_role_name')
    return { role, memberRoleName: aws.organization.member_role_name }
  }
  return { role: parseRoleArn(aws.role_arn!, 'aws.role_arn'), memberRoleName: null }
}

export function createCloudAccountsService(db: Db, codec: CursorCodec, options: { clock?: () => Date } = {}) {
  const now = options.clock ?? (() => new Date())

  async function requireCloudAccount(tenantId: string, id: string) {
    const row = await repo.getCloudAccount(db, tenantId, id)
    if (!row) throw notFound('cloud account', id)
    return row
  }

  return {
    requireCloudAccount,
    externalId: (tenantId: string) => repo.externalIdOf(db, tenantId, now()),
    list(tenantId: string, query: ListCloudAccountsQuery) {
      const filters = { provider: query.provider, status: query.status, parent: query.parent }
      return paginate(codec, 'cloud_accounts', { tenantId, limit: query.limit, cursor: query.cursor, filters },
        (after, take) => repo.listCloudAccounts(db, tenantId, filters, after, take),
        (row) => ({ at: row.created_at, id: row.id }), presentCloudAccount)
    },
    async get(tenantId: string, id: string) {
      return presentCloudAccount(await requireCloudAccount(tenantId, id))
    },
    async create(tenantId: string, body: CreateCloudAccountBody, actor: string) {
      const { role, memberRoleName } = connectionOf(body.aws)
      const regions = body.regions ?? null
      assertRegions(regions, role.partition)
      const at = now()
      try {
        const row = await db.transaction().execute(async (tx) => {
          await assertRoleFree(tx, tenantId, role.arn)
          // The external id exists from the first connection on: the role being created names it.
          await repo.externalIdOf(tx, tenantId, at)
          const created = await repo.insertCloudAccount(tx, {
            tenant_id: tenantId, id: newId('cac', at.getTime()), parent_id: null, provider: 'aws',
            name: body.name ?? (memberRoleName ? `AWS organization (${role.accountId})` : `AWS ${role.accountId}`),
            role_arn: role.arn, member_role_name: memberRoleName, account_id: null, member_state: null, regions,
            schedule: body.schedule ?? 'daily', status: 'pending_verification', last_error: null, verified_at: null, created_at: at, updated_at: at,
          })
          await recordAudit(tx, tenantId, actor, 'cloud_account.created', { cloud_account_id: created.id, kind: memberRoleName ? 'organization' : 'account', role_arn: role.arn }, at)
          return created
        })
        return presentCloudAccount(row)
      } catch (error) {
        // Two creations of one role at once: the unique index decides, and the loser hears which record won.
        if (isRoleTaken(error)) await assertRoleFree(db, tenantId, role.arn)
        throw error
      }
    },
    async update(tenantId: string, id: string, body: UpdateCloudAccountBody, actor: string) {
      const at = now()
      const row = await db.transaction().execute(async (tx) => {
        const current = await repo.getCloudAccount(tx, tenantId, id, { lock: true })
        if (!current) throw notFound('cloud account', id)
        const organization = current.member_role_name !== null
        if (body.aws && current.parent_id) {
          throw new ApiError('cloud_account_in_organization', `${id} is a member of organization ${current.parent_id}: its role is arn:…:role/<member_role_name> of that organization; change member_role_name there.`)
        }
        if (body.aws?.organization && !organization) throw new ApiError('invalid_parameter', 'aws.organization: this cloud account is one account; connect the organization as a new cloud account.')
        if (body.aws?.role_arn !== undefined && organization) throw new ApiError('invalid_parameter', 'aws.role_arn: this cloud account is an organization; change aws.organization.role_arn.')
        const newArn = body.aws?.role_arn ?? body.aws?.organization?.role_arn
        const role = parseRoleArn(newArn ?? current.role_arn, newArn === undefined ? 'role_arn' : organization ? 'aws.organization.role_arn' : 'aws.role_arn')
        const memberRoleName = body.aws?.organization?.member_role_name
        if (memberRoleName !== undefined) assertRoleName(memberRoleName, 'aws.organization.member_role_name')
        const regions = body.regions !== undefined ? body.regions : current.regions
        assertRegions(regions, role.partition)
        const roleChanged = newArn !== undefined && newArn !== current.role_arn
        if (roleChanged) await assertRoleFree(tx, tenantId, role.arn, id)
        const memberRoleChanged = memberRoleName !== undefined && memberRoleName !== current.member_role_name
        const updated = await repo.updateCloudAccount(tx, tenantId, id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.regions !== undefined ? { regions: body.regions } : {}),
          // A new schedule counts from now: its first slot is due at once (schedule.ts), not at the old one's next.
          ...(body.schedule !== undefined && body.schedule !== current.schedule ? { schedule: body.schedule, next_collection_at: null } : {}),
          ...(memberRoleName !== undefined ? { member_role_name: memberRoleName } : {}),
          // Another role is another trust to prove: verified again before it is read.
          ...(roleChanged ? { role_arn: role.arn, account_id: null, status: 'pending_verification', last_error: null, verified_at: null } : {}),
          updated_at: at,
        })
        if (memberRoleChanged) await repo.renameMemberRoles(tx, tenantId, id, role.partition, memberRoleName, at)
        await recordAudit(tx, tenantId, actor, 'cloud_account.updated', { cloud_account_id: id, changed: changedFields(body), ...(roleChanged ? { role_arn: role.arn } : {}) }, at)
        return updated!
      }).catch(async (error: unknown) => {
        if (isRoleTaken(error)) await assertRoleFree(db, tenantId, body.aws?.role_arn ?? body.aws?.organization?.role_arn ?? '', id)
        throw error
      })
      return presentCloudAccount(row)
    },
    /** Gone at once; an organization's members with it (they are its listing, not records of their own). */
    async remove(tenantId: string, id: string, actor: string) {
      await db.transaction().execute(async (tx) => {
        const current = await repo.getCloudAccount(tx, tenantId, id, { lock: true })
        if (!current) throw notFound('cloud account', id)
        if (current.parent_id) {
          throw new ApiError('cloud_account_in_organization', `${id} is a member of organization ${current.parent_id}, which keeps one cloud account per member; delete the organization, or set this member's schedule to manual.`)
        }
        const at = now()
        const deleted = await repo.deleteCloudAccount(tx, tenantId, id)
        await recordAudit(tx, tenantId, actor, 'cloud_account.deleted', { cloud_account_id: id, role_arn: current.role_arn, members_deleted: deleted?.members ?? 0 }, at)
      })
    },
  }
}

/** The fields a PATCH named, dotted for the nested ones (`aws.organization.member_role_name`). */
function changedFields(body: UpdateCloudAccountBody): string[] {
  const out: string[] = []
  for (const [key, value] of Object.entries(body)) {
    if (key !== 'aws' || value === null || typeof value !== 'object') { out.push(key); continue }
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (k === 'organization' && v && typeof v === 'object') out.push(...Object.keys(v).map((n) => `aws.organization.${n}`))
      else out.push(`aws.${k}`)
    }
  }
  return out.sort()
}

export type CloudAccountsService = ReturnType<typeof createCloudAccountsService>
