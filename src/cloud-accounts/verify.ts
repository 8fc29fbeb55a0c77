import { recordAudit } from '../audit-log/index.ts'
import type { ClientSettings, MemberAccount } from '../collection/index.ts'
import type { Db } from '../platform/db/database.ts'
import { notFound } from '../platform/http/error-codes.ts'
import { parseRoleArn } from './aws-names.ts'
import { syncMembers, type MemberCounts } from './organization-members.ts'
import * as repo from './repo.ts'
import type { CloudAccountVerificationRecord } from './schemas.ts'
import { presentCloudAccount } from './service.ts'

// POST /v1/cloud_accounts/{id}/verify: assume the role as a collection would (the tenant's external id, the
// session named for the tenant, the host's own credentials), check the session is in the role's account, and
// try one read per service, so the customer learns what is missing before any collection. A broken cloud is an
// answer, never a 5xx: every call is bounded by its client's attempts and per-attempt timeout, and each failure
// is a check with AWS's code. For an organization, the listing of its members is the check, and it keeps one
// child cloud account per member (organization-members.ts).

type Check = CloudAccountVerificationRecord['checks'][number]

/** An organization of more members than this is refused as such, not listed without end (AWS's default quota is 10). */
export const MAX_MEMBERS = 20_000

/**
 * The collection library, loaded on the first verification rather than with the API: it brings the AWS SDK's
 * clients (≈ 180 modules, ≈ 0.6 s of CPU), which every process that serves the API would otherwise load at
 * start — and every test process that builds the app (test/backend-plan.ts; README decision 89).
 */
export const collectionLibrary = () => import('../collection/index.ts')

const passed = (service: string, operation: string, permission: string): Check => ({ service, operation, permission, ok: true, missing_permission: false, code: null, error: null })
async function failed(service: string, operation: string, permission: string, error: unknown): Promise<Check> {
  const { describeAwsError, isDenied } = await collectionLibrary()
  const { code, message } = describeAwsError(error)
  return { service, operation, permission, ok: false, missing_permission: isDenied(code), code, error: message }
}

/** Verification's own bounds: a few attempts of 10 s, so a silent cloud answers within about a minute. */
export function verificationSettings(settings: ClientSettings): ClientSettings {
  return { ...settings, maxAttempts: Math.min(settings.maxAttempts ?? 3, 3), timeoutMs: Math.min(settings.timeoutMs ?? 10_000, 10_000) }
}

/** What went wrong, in one line a person can act on. */
function describeFailure(checks: Check[], roleArn: string): string | null {
  const bad = checks.filter((c) => !c.ok)
  if (bad.length === 0) return null
  const assume = bad.find((c) => c.operation === 'AssumeRole')
  if (assume) {
    return `Posture could not assume ${roleArn}: ${assume.code}: ${assume.error} The role's trust policy must allow Posture's principal with sts:ExternalId equal to your external id (GET /v1/cloud_accounts/aws_setup).`
  }
  const missing = bad.filter((c) => c.missing_permission)
  const other = bad.filter((c) => !c.missing_permission)
  const parts = []
  if (missing.length) parts.push(`The role lacks ${missing.map((c) => c.permission).join(', ')} (${[...new Set(missing.map((c) => c.code))].join(', ')}): attach the AWS managed policies SecurityAudit and ViewOnlyAccess.`)
  for (const c of other) parts.push(`${c.permission} failed: ${c.code}: ${c.error}`)
  return parts.join(' ').slice(0, 2000)
}

export interface VerifyOptions {
  settings: ClientSettings
  clock?: () => Date
}

export function createVerifier(db: Db, options: VerifyOptions) {
  const now = options.clock ?? (() => new Date())
  const settings = verificationSettings(options.settings)

  return async function verify(tenantId: string, id: string, actor: string): Promise<CloudAccountVerificationRecord> {
    const row = await repo.getCloudAccount(db, tenantId, id)
    if (!row) throw notFound('cloud account', id)
    const externalId = await repo.externalIdOf(db, tenantId, now())
    const role = parseRoleArn(row.role_arn, 'role_arn')
    const organization = row.member_role_name !== null
    const checks: Check[] = []
    let accountId: string | null = null
    let members: MemberAccount[] | undefined

    const { assumeRole, callerAccount, isDenied, organizationAccounts, probePermissions } = await collectionLibrary()
    const session = assumeRole({ roleArn: row.role_arn, externalId, tenantId }, settings)
    try {
      await session.provider()
      checks.push(passed('sts', 'AssumeRole', 'sts:AssumeRole'))
    } catch (error) {
      checks.push(await failed('sts', 'AssumeRole', 'sts:AssumeRole', error))
    }
    if (checks[0]!.ok) {
      try {
        accountId = await callerAccount(settings, session.provider)
        checks.push(passed('sts', 'GetCallerIdentity', 'sts:GetCallerIdentity'))
      } catch (error) {
        checks.push(await failed('sts', 'GetCallerIdentity', 'sts:GetCallerIdentity', error))
      }
    }
    let mismatch: string | null = null
    if (accountId !== null && accountId !== role.accountId) {
      mismatch = `The role ${row.role_arn} names account ${role.accountId}, but its session is in account ${accountId}: Posture reads only the account the role names.`
    } else if (accountId !== null && organization) {
      try {
        const listed: MemberAccount[] = []
        for await (const m of organizationAccounts(settings, session.provider)) {
          if (listed.length >= MAX_MEMBERS) throw Object.assign(new Error(`The organization lists more than ${MAX_MEMBERS} member accounts, more than one cloud account keeps.`), { name: 'TooManyMembers' })
          listed.push(m)
        }
        members = listed
        checks.push(passed('organizations', 'ListAccounts', 'organizations:ListAccounts'))
      } catch (error) {
        checks.push(await failed('organizations', 'ListAccounts', 'organizations:ListAccounts', error))
      }
    } else if (accountId !== null) {
      const region = row.regions?.[0] ?? 'us-east-1'
      for (const probe of await probePermissions({ accountId, region, credentials: session.provider, settings })) {
        checks.push({ ...probe, missing_permission: !probe.ok && isDenied(probe.code) })
      }
    }

    const failure = mismatch ?? describeFailure(checks, row.role_arn)
    const at = now()
    const result = await db.transaction().execute(async (tx) => {
      const current = await repo.getCloudAccount(tx, tenantId, id, { lock: true })
      // Deleted, or given another role, while AWS was asked: this answer is about a role it no longer has.
      if (!current || current.role_arn !== row.role_arn) throw notFound('cloud account', id)
      // A member the organization lists as inactive stays so: verification does not make it active.
      const inactive = current.parent_id !== null && ['suspended', 'closed', 'left_organization'].includes(current.status)
      let counts: MemberCounts | null = null
      if (members && !failure) counts = await syncMembers(tx, tenantId, current, members, at)
      const updated = await repo.updateCloudAccount(tx, tenantId, id, {
        ...(inactive ? {} : { status: failure ? 'error' : 'connected', last_error: failure }),
        ...(accountId !== null && !mismatch ? { account_id: accountId } : {}),
        verified_at: at, updated_at: at,
      })
      const missing = checks.filter((c) => c.missing_permission).map((c) => c.permission)
      await recordAudit(tx, tenantId, actor, 'cloud_account.verified', {
        cloud_account_id: id, status: updated!.status, account_id: accountId, missing_permissions: missing,
        failed: checks.filter((c) => !c.ok).map((c) => `${c.permission} ${c.code}`), ...(counts ? { members: counts } : {}),
      }, at)
      return { updated: updated!, counts, missing }
    })
    return {
      status: result.updated.status, account_id: accountId, checks, missing_permissions: result.missing,
      members: result.counts, cloud_account: presentCloudAccount(result.updated),
    }
  }
}

export type Verifier = ReturnType<typeof createVerifier>
