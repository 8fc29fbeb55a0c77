import { block, blocks, isRecord, str, strings, type Values } from './terraform-values.ts'

// Reading AWS access documents as stored in state: IAM/bucket/key policies are JSON strings, ACLs are
// canned names or grants. Only unconditional grants count: a Condition (source IP, org id) narrows who can use them.

function statements(policy: unknown): Values[] {
  let doc = policy
  if (typeof policy === 'string') {
    try { doc = JSON.parse(policy) } catch { return [] }
  }
  if (!isRecord(doc)) return []
  const s = doc.Statement
  return Array.isArray(s) ? s.filter(isRecord) : isRecord(s) ? [s] : []
}
const texts = (x: unknown): string[] => (typeof x === 'string' ? [x] : Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : [])
const anyPrincipal = (p: unknown): boolean => p === '*' || (isRecord(p) && texts(p.AWS).includes('*'))
const publicAllows = (policy: unknown): Values[] =>
  statements(policy).filter((s) => s.Effect === 'Allow' && s.Condition === undefined && anyPrincipal(s.Principal))

/** A policy statement anybody, in any account, may use. */
export const allowsAnyPrincipal = (policy: unknown): boolean => publicAllows(policy).length > 0

/** `Allow * on *`: the document is administrator access whatever it is called. */
export const grantsAdmin = (policy: unknown): boolean =>
  statements(policy).some((s) => s.Effect === 'Allow' && texts(s.Action).includes('*') && texts(s.Resource).includes('*'))

/** A Deny statement on `aws:SecureTransport` false: the documented way to refuse requests without TLS. */
export function deniesInsecureTransport(policy: unknown): boolean {
  return statements(policy).some((s) => {
    if (s.Effect !== 'Deny' || !isRecord(s.Condition)) return false
    const bool = s.Condition.Bool
    const value = isRecord(bool) ? bool['aws:SecureTransport'] : undefined
    return value === false || value === 'false' || (Array.isArray(value) && value.some((x) => x === false || x === 'false'))
  })
}

export interface Access { read: boolean; write: boolean }
const READ_ACTIONS = ['*', 's3:*', 's3:get*', 's3:getobject']
const WRITE_ACTIONS = ['*', 's3:*', 's3:put*', 's3:putobject']

function bucketPolicyAccess(policy: unknown): Access {
  const actions = publicAllows(policy).flatMap((s) => texts(s.Action).map((a) => a.toLowerCase()))
  return { read: actions.some((a) => READ_ACTIONS.includes(a)), write: actions.some((a) => WRITE_ACTIONS.includes(a)) }
}

// AuthenticatedUsers means any AWS account holder, which is as public as AllUsers for this purpose.
const EVERYONE = /\/groups\/global\/(AllUsers|AuthenticatedUsers)$/
interface Grant { uri?: string; permissions: string[] }
function aclAccess(canned: string | undefined, grants: Grant[]): Access {
  const has = (p: string) => grants.some((g) => g.uri !== undefined && EVERYONE.test(g.uri) && (g.permissions.includes(p) || g.permissions.includes('FULL_CONTROL')))
  return {
    read: canned === 'public-read' || canned === 'public-read-write' || canned === 'authenticated-read' || has('READ'),
    write: canned === 'public-read-write' || has('WRITE'),
  }
}

/**
 * Bucket exposure from the bucket's own refreshed `grant`/`policy` and from the companions that set them,
 * after the public access block (ignore_public_acls / restrict_public_buckets) and BucketOwnerEnforced
 * ownership, which both switch grants off whatever they say.
 */
export function bucketAccess(bucket: Values, parts: Map<string, Values>): Access {
  const pab = parts.get('aws_s3_bucket_public_access_block')
  const aclPart = parts.get('aws_s3_bucket_acl')
  const ownership = str(block(parts.get('aws_s3_bucket_ownership_controls'), 'rule'), 'object_ownership')
  const grants: Grant[] = [
    ...blocks(bucket, 'grant').map((g) => ({ uri: str(g, 'uri'), permissions: strings(g, 'permissions') })),
    ...blocks(block(aclPart, 'access_control_policy'), 'grant').map((g) => ({ uri: str(block(g, 'grantee'), 'uri'), permissions: [str(g, 'permission') ?? ''] })),
  ]
  const acl = aclAccess(str(aclPart, 'acl') ?? str(bucket, 'acl'), grants)
  const aclOff = pab?.ignore_public_acls === true || ownership === 'BucketOwnerEnforced'
  const policy = bucketPolicyAccess(parts.get('aws_s3_bucket_policy')?.policy ?? bucket.policy)
  const policyOff = pab?.restrict_public_buckets === true
  return {
    read: (!aclOff && acl.read) || (!policyOff && policy.read),
    write: (!aclOff && acl.write) || (!policyOff && policy.write),
  }
}

/**
 * Lowest TLS version an ELB security policy accepts, from its documented name
 * (ELBSecurityPolicy-TLS13-1-2-2021-06 → 1.2; the dated 2015/2016 policies accept TLS 1.0).
 */
export function elbMinTls(policy: string): string | undefined {
  const versioned = /TLS13-1-(\d)/.exec(policy) ?? /(?:TLS|FS)-1-(\d)/.exec(policy)
  if (versioned) return `1.${versioned[1]}`
  if (/^ELBSecurityPolicy-(20\d\d-\d\d|FS-20\d\d-\d\d)$/.test(policy)) return '1.0'
  return undefined
}
