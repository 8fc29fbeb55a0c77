import { AssumeRoleCommand, GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts'
import { clientConfig, type ClientSettings, type Credentials } from './client-settings.ts'

// The service reads a customer's account through a role the customer created for it: AssumeRole with the
// tenant's external id (the confused-deputy guard: another tenant cannot name this role and be let in),
// called with the host's own default credential chain (instance role, environment, SSO), never a stored key.

export interface RoleTarget {
  roleArn: string
  externalId: string
  /** Names the session `posture-<tenant id>`, so the customer's CloudTrail says which tenant read the account. */
  tenantId: string
}

/** STS's own limit on RoleSessionName: 2–64 characters of [\w+=,.@-]. */
export function sessionName(tenantId: string): string {
  return `posture-${tenantId}`.replace(/[^\w+=,.@-]/g, '-').slice(0, 64)
}

/** Credentials are renewed this long before they expire, so no call leaves with credentials that die in flight. */
export const REFRESH_MARGIN_MS = 5 * 60_000
/** STS's default and the minimum a role allows; long collections simply renew. */
const SESSION_SECONDS = 3600

export interface RoleCredentials {
  /** A credential provider for the other clients: the cached session, or a new one when it nears expiry. */
  provider: () => Promise<{ accessKeyId: string; secretAccessKey: string; sessionToken: string; expiration: Date }>
  /** How many AssumeRole calls it has made (one per session). */
  readonly sessions: number
}

/**
 * Assumes the role lazily and keeps the session until REFRESH_MARGIN_MS before it expires. `hostCredentials`
 * is for callers that already hold credentials; by default the SDK's default provider chain is used.
 */
export function assumeRole(target: RoleTarget, settings: ClientSettings, options: { now?: () => number; hostCredentials?: Credentials } = {}): RoleCredentials {
  const now = options.now ?? Date.now
  const sts = new STSClient(clientConfig(settings, 'us-east-1', options.hostCredentials))
  let cached: Awaited<ReturnType<RoleCredentials['provider']>> | undefined
  let pending: Promise<NonNullable<typeof cached>> | undefined
  let sessions = 0
  const renew = async () => {
    sessions++
    const { Credentials: c } = await sts.send(new AssumeRoleCommand({
      RoleArn: target.roleArn, ExternalId: target.externalId, RoleSessionName: sessionName(target.tenantId), DurationSeconds: SESSION_SECONDS,
    }))
    if (!c?.AccessKeyId || !c.SecretAccessKey || !c.SessionToken || !c.Expiration) throw new Error('AssumeRole returned no credentials')
    cached = { accessKeyId: c.AccessKeyId, secretAccessKey: c.SecretAccessKey, sessionToken: c.SessionToken, expiration: c.Expiration }
    return cached
  }
  return {
    provider: async () => {
      if (cached && cached.expiration.getTime() - REFRESH_MARGIN_MS > now()) return cached
      // Concurrent callers share one AssumeRole rather than each starting a session.
      pending ??= renew().finally(() => { pending = undefined })
      return pending
    },
    get sessions() { return sessions },
  }
}

/** The 12-digit account id the credentials belong to. */
export async function callerAccount(settings: ClientSettings, credentials: Credentials): Promise<string> {
  const sts = new STSClient(clientConfig(settings, 'us-east-1', credentials))
  const { Account } = await sts.send(new GetCallerIdentityCommand({}))
  if (!Account || !/^\d{12}$/.test(Account)) throw new Error(`GetCallerIdentity returned no 12-digit account id (${String(Account)})`)
  return Account
}

/**
 * Who the service itself is, from the host's default credential chain (instance role, environment, SSO):
 * the principal a customer's trust policy names. A short bound, as it answers a page, not a collection.
 */
export async function hostIdentity(settings: ClientSettings): Promise<{ arn: string; account: string }> {
  const sts = new STSClient(clientConfig(settings, 'us-east-1'))
  const { Arn, Account } = await sts.send(new GetCallerIdentityCommand({}))
  if (!Arn || !Account) throw new Error('GetCallerIdentity returned no ARN')
  return { arn: Arn, account: Account }
}
