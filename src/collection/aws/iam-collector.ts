import {
  GetAccessKeyLastUsedCommand, GetAccountPasswordPolicyCommand, GetAccountSummaryCommand, GetLoginProfileCommand, GetPolicyVersionCommand,
  GetRolePolicyCommand, GetUserPolicyCommand, IAMClient, paginateListAccessKeys, paginateListAttachedRolePolicies, paginateListAttachedUserPolicies,
  paginateListMFADevices, paginateListPolicies, paginateListRolePolicies, paginateListRoles, paginateListRoleTags, paginateListUserPolicies,
  paginateListUsers, paginateListUserTags,
} from '@aws-sdk/client-iam'
import { allowsAnyPrincipal, grantsAdmin, type ResourceInput } from '../../resources/index.ts'
import { clientConfig, countCalls } from './client-settings.ts'
import { daysBetween, finish, isGone, read, type ServiceContext } from './service-context.ts'

// IAM is global (its region is `global`, its calls go to us-east-1). Users and roles become the
// `iam_principal` items of aws_iam_user / aws_iam_role with their attachments and inline policies; the
// password policy and account summary go to the account item. What a Terraform state cannot know is read
// here too: MFA devices, key age and last use, console password use, root MFA and root keys.

const ADMIN_POLICY = /:policy\/AdministratorAccess$/
const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1)
/** IAM returns policy documents URL-encoded. */
const policyText = (doc: string | undefined) => {
  if (doc === undefined) return undefined
  try { return decodeURIComponent(doc) } catch { return doc }
}
const unique = (items: string[]) => [...new Set(items)].sort()
const NOTHING: ReadonlySet<string> = new Set()

async function all<P, T>(pages: AsyncIterable<P>, pick: (page: P) => T[] | undefined): Promise<T[]> {
  const out: T[] = []
  for await (const p of pages) out.push(...(pick(p) ?? []))
  return out
}

export async function* collectIam(ctx: ServiceContext): AsyncGenerator<ResourceInput> {
  const iam = countCalls(new IAMClient(clientConfig(ctx.settings, 'us-east-1', ctx.credentials)), ctx.report, ctx.region, ctx.service)
  const page = { client: iam }

  const policy = await read(ctx, 'GetAccountPasswordPolicy', () => iam.send(new GetAccountPasswordPolicyCommand({})))
  const pp = policy.ok ? policy.value.PasswordPolicy : undefined
  if (pp) {
    ctx.account.set({
      password_policy_min_length: pp.MinimumPasswordLength,
      password_policy_complexity: [pp.RequireLowercaseCharacters, pp.RequireUppercaseCharacters, pp.RequireNumbers, pp.RequireSymbols].every((x) => x === true),
    })
  }
  const summary = await read(ctx, 'GetAccountSummary', () => iam.send(new GetAccountSummaryCommand({})))
  if (summary.ok) {
    const map = summary.value.SummaryMap ?? {}
    ctx.account.set({
      root_mfa_enabled: map.AccountMFAEnabled === undefined ? undefined : map.AccountMFAEnabled === 1,
      root_access_keys_present: map.AccountAccessKeysPresent === undefined ? undefined : map.AccountAccessKeysPresent > 0,
    })
  }

  // Customer-managed policy documents, to tell an attached policy that grants `*` on `*` whatever its name.
  const documents = new Map<string, string | undefined>()
  for await (const p of paginateListPolicies(page, { Scope: 'Local', OnlyAttached: true })) {
    for (const x of p.Policies ?? []) {
      if (!x.Arn || !x.DefaultVersionId) continue
      const version = await read(ctx, 'GetPolicyVersion', () => iam.send(new GetPolicyVersionCommand({ PolicyArn: x.Arn, VersionId: x.DefaultVersionId })), NOTHING)
      documents.set(x.Arn, version.ok ? policyText(version.value.PolicyVersion?.Document) : undefined)
    }
  }
  const admin = (arns: string[], inline: (string | undefined)[]) =>
    arns.some((a) => ADMIN_POLICY.test(a) || grantsAdmin(documents.get(a))) || inline.some((d) => grantsAdmin(d))

  for await (const p of paginateListUsers(page, {})) {
    for (const u of p.Users ?? []) {
      if (!u.UserName || !u.Arn) continue
      const name = u.UserName
      const user = await userDetails(ctx, iam, name)
      if (!user) continue // deleted after ListUsers
      const now = ctx.now()
      const active = user.keys.filter((k) => k.Status === 'Active')
      const lastUses = [u.PasswordLastUsed, ...user.keyLastUsed].filter((d): d is Date => d instanceof Date)
      const policies = unique([...user.attached.map(lastSegment), ...user.inlineNames])
      yield finish(ctx, 'ListUsers', {
        kind: 'iam_principal', name, region: 'global', external_id: u.Arn, tags: user.tags,
        attributes: {
          type: 'user', policies, admin: admin(user.attached, user.inlineDocs), console_access: user.console,
          active_access_keys: active.length, access_key_active: user.keys.length > 0 ? active.length > 0 : undefined,
          direct_policies: policies.length,
          password_policy_min_length: pp?.MinimumPasswordLength, password_reuse_prevention: pp?.PasswordReusePrevention,
          mfa_enabled: user.mfa,
          // The oldest active key is the one a rotation policy judges.
          access_key_age_days: active.length > 0 ? Math.max(...active.map((k) => daysBetween(k.CreateDate, now) ?? 0)) : undefined,
          last_used_days_ago: user.complete ? (lastUses.length > 0 ? daysBetween(new Date(Math.max(...lastUses.map((d) => d.getTime()))), now) : null) : undefined,
        },
      })
    }
  }

  for await (const p of paginateListRoles(page, {})) {
    for (const r of p.Roles ?? []) {
      if (!r.RoleName || !r.Arn) continue
      const name = r.RoleName
      try {
        const attached = (await all(paginateListAttachedRolePolicies(page, { RoleName: name }), (x) => x.AttachedPolicies)).map((a) => a.PolicyArn).filter((a): a is string => !!a)
        const inlineNames = await all(paginateListRolePolicies(page, { RoleName: name }), (x) => x.PolicyNames)
        const inlineDocs = await Promise.all(inlineNames.map(async (n) => {
          const doc = await read(ctx, 'GetRolePolicy', () => iam.send(new GetRolePolicyCommand({ RoleName: name, PolicyName: n })), NOTHING)
          return doc.ok ? policyText(doc.value.PolicyDocument) : undefined
        }))
        const tags = Object.fromEntries((await all(paginateListRoleTags(page, { RoleName: name }), (x) => x.Tags)).map((t) => [t.Key ?? '', t.Value ?? '']))
        const trust = policyText(r.AssumeRolePolicyDocument)
        yield finish(ctx, 'ListRoles', {
          kind: 'iam_principal', name, region: 'global', external_id: r.Arn, tags,
          attributes: {
            type: 'role', policies: unique([...attached.map(lastSegment), ...inlineNames]), admin: admin(attached, inlineDocs),
            trust_allows_any_principal: trust !== undefined ? allowsAnyPrincipal(trust) : undefined,
            last_used_days_ago: r.RoleLastUsed?.LastUsedDate ? daysBetween(r.RoleLastUsed.LastUsedDate, ctx.now()) : undefined,
          },
        })
      } catch (error) {
        if (isGone(error)) continue // deleted after ListRoles
        ctx.report.error(ctx.region, ctx.service, 'ListRoles', error)
      }
    }
  }
}

/** What one user's other calls say; undefined when the user was deleted meanwhile. */
async function userDetails(ctx: ServiceContext, iam: IAMClient, name: string) {
  const page = { client: iam }
  try {
    const attached = (await all(paginateListAttachedUserPolicies(page, { UserName: name }), (x) => x.AttachedPolicies)).map((a) => a.PolicyArn).filter((a): a is string => !!a)
    const inlineNames = await all(paginateListUserPolicies(page, { UserName: name }), (x) => x.PolicyNames)
    const keys = await all(paginateListAccessKeys(page, { UserName: name }), (x) => x.AccessKeyMetadata)
    const mfaDevices = await all(paginateListMFADevices(page, { UserName: name }), (x) => x.MFADevices)
    const tags = Object.fromEntries((await all(paginateListUserTags(page, { UserName: name }), (x) => x.Tags)).map((t) => [t.Key ?? '', t.Value ?? '']))
    const inlineDocs = await Promise.all(inlineNames.map(async (n) => {
      const doc = await read(ctx, 'GetUserPolicy', () => iam.send(new GetUserPolicyCommand({ UserName: name, PolicyName: n })), NOTHING)
      return doc.ok ? policyText(doc.value.PolicyDocument) : undefined
    }))
    // No login profile (NoSuchEntity) is the answer "no console password".
    const login = await read(ctx, 'GetLoginProfile', () => iam.send(new GetLoginProfileCommand({ UserName: name })))
    let complete = login.ok || login.notConfigured
    const keyLastUsed: (Date | undefined)[] = []
    for (const k of keys) {
      if (!k.AccessKeyId) continue
      const used = await read(ctx, 'GetAccessKeyLastUsed', () => iam.send(new GetAccessKeyLastUsedCommand({ AccessKeyId: k.AccessKeyId })), NOTHING)
      if (used.ok) keyLastUsed.push(used.value.AccessKeyLastUsed?.LastUsedDate)
      else complete = false
    }
    return {
      attached, inlineNames, inlineDocs, keys, tags, keyLastUsed, complete,
      mfa: mfaDevices.length > 0,
      console: login.ok ? true : login.notConfigured ? false : undefined,
    }
  } catch (error) {
    if (isGone(error)) return undefined
    throw error
  }
}
