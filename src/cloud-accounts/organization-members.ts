import type { MemberAccount } from '../collection/index.ts'
import type { DbOrTx } from '../platform/db/database.ts'
import type { CloudAccountStatus } from '../platform/db/tables.ts'
import { newId } from '../platform/ids.ts'
import { memberRoleArn, parseRoleArn } from './aws-names.ts'
import * as repo from './repo.ts'

// An organization keeps one child cloud account per member account, from a complete listing (a listing that
// failed changes nothing). New members are added; a member Organizations lists as suspended or closed is
// marked so; one no longer listed at all is marked left_organization. None is ever deleted: its history
// (and, with collections, its resources) stays, and a member that comes back is verified again.

export interface MemberCounts { listed: number; added: number; active: number; suspended: number; closed: number; left_organization: number }

const INACTIVE: ReadonlySet<CloudAccountStatus> = new Set(['suspended', 'closed', 'left_organization'])

/** Organizations' account states (State, or the older Status) as a cloud account status; unknown ones are not active. */
function membership(state: string): 'active' | 'suspended' | 'closed' {
  if (state === 'ACTIVE') return 'active'
  if (state === 'PENDING_CLOSURE' || state === 'CLOSED') return 'closed'
  return 'suspended'
}

const INSERT_BATCH = 500

export async function syncMembers(tx: DbOrTx, tenantId: string, parent: repo.CloudAccountRow, members: MemberAccount[], at: Date): Promise<MemberCounts> {
  const { partition } = parseRoleArn(parent.role_arn, 'role_arn')
  const existing = new Map((await repo.membersOf(tx, tenantId, parent.id)).map((r) => [r.account_id, r]))
  const seen = new Set<string>()
  const inserts: repo.NewCloudAccountRow[] = []
  const finalStatus: CloudAccountStatus[] = []
  for (const m of members) {
    if (seen.has(m.id)) continue
    seen.add(m.id)
    const state = membership(m.state)
    const roleArn = memberRoleArn(partition, m.id, parent.member_role_name!)
    const reason = state === 'active' ? null : `AWS Organizations lists account ${m.id} as ${m.state.slice(0, 40)}.`
    const current = existing.get(m.id)
    if (!current) {
      const status: CloudAccountStatus = state === 'active' ? 'pending_verification' : state
      finalStatus.push(status)
      inserts.push({
        tenant_id: tenantId, id: newId('cac', at.getTime()), parent_id: parent.id, provider: 'aws', name: m.name.slice(0, 200) || m.id,
        role_arn: roleArn, member_role_name: null, account_id: m.id, member_state: m.state.slice(0, 64), regions: parent.regions,
        schedule: parent.schedule, status, last_error: reason, verified_at: null, created_at: at, updated_at: at,
      })
      continue
    }
    let status = current.status
    let lastError = current.last_error
    if (state !== 'active') { status = state; lastError = reason }
    else if (INACTIVE.has(current.status) || current.role_arn !== roleArn) { status = 'pending_verification'; lastError = null }
    finalStatus.push(status)
    if (status !== current.status || lastError !== current.last_error || current.role_arn !== roleArn || current.member_state !== m.state.slice(0, 64)) {
      await repo.updateCloudAccount(tx, tenantId, current.id, { status, last_error: lastError, role_arn: roleArn, member_state: m.state.slice(0, 64), updated_at: at })
    }
  }
  for (const [accountId, current] of existing) {
    if (seen.has(accountId!)) continue
    finalStatus.push('left_organization')
    if (current.status !== 'left_organization') {
      await repo.updateCloudAccount(tx, tenantId, current.id, {
        status: 'left_organization', updated_at: at,
        last_error: `Account ${accountId} is no longer listed by the organization (removed, or moved to another organization); kept, with its history.`,
      })
    }
  }
  for (let i = 0; i < inserts.length; i += INSERT_BATCH) await tx.insertInto('cloud_accounts').values(inserts.slice(i, i + INSERT_BATCH)).execute()
  const count = (s: CloudAccountStatus | 'active') => finalStatus.filter((x) => (s === 'active' ? !INACTIVE.has(x) : x === s)).length
  return { listed: seen.size, added: inserts.length, active: count('active'), suspended: count('suspended'), closed: count('closed'), left_organization: count('left_organization') }
}
