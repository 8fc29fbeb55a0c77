import { ApiError } from '../platform/http/error-codes.ts'

// The names a customer gives when connecting AWS, checked strictly (a typo is a 422 that says what is wrong,
// not a verification that fails later): role ARNs, role names, regions and their partitions.

/**
 * AWS regions by partition, as of December 2026. A region not listed is refused: a typo (`eu-west-9`) would
 * otherwise be read as "not enabled" at every collection. New regions are added here when AWS opens them.
 */
export const AWS_REGIONS: Record<string, readonly string[]> = {
  aws: [
    'af-south-1', 'ap-east-1', 'ap-east-2', 'ap-northeast-1', 'ap-northeast-2', 'ap-northeast-3', 'ap-south-1', 'ap-south-2',
    'ap-southeast-1', 'ap-southeast-2', 'ap-southeast-3', 'ap-southeast-4', 'ap-southeast-5', 'ap-southeast-6', 'ap-southeast-7',
    'ca-central-1', 'ca-west-1', 'eu-central-1', 'eu-central-2', 'eu-north-1', 'eu-south-1', 'eu-south-2', 'eu-west-1', 'eu-west-2',
    'eu-west-3', 'il-central-1', 'me-central-1', 'me-south-1', 'mx-central-1', 'sa-east-1', 'us-east-1', 'us-east-2', 'us-west-1',
    'us-west-2',
  ],
  'aws-cn': ['cn-north-1', 'cn-northwest-1'],
  'aws-us-gov': ['us-gov-east-1', 'us-gov-west-1'],
  'aws-eusc': ['eusc-de-east-1'],
}
const PARTITION_OF_REGION = new Map(Object.entries(AWS_REGIONS).flatMap(([partition, regions]) => regions.map((r) => [r, partition] as const)))

export interface RoleArn {
  arn: string
  partition: string
  accountId: string
  /** The role's path and name after `role/` (`audit/PostureAudit`). */
  roleName: string
}

/** IAM's own rules: a path of `/`-separated [\w+=,.@-] segments (512 characters), a name of 1–64 [\w+=,.@-]. */
const ROLE_ARN = /^arn:(aws|aws-cn|aws-us-gov|aws-eusc):iam::(\d{12}):role\/((?:[\w+=,.@-]+\/){0,20}([\w+=,.@-]{1,64}))$/
const ROLE_NAME = /^[\w+=,.@-]{1,64}$/

/** Parses a role ARN or refuses it with 422 `invalid_role_arn`, saying what is wrong with it. */
export function parseRoleArn(value: string, field: string): RoleArn {
  const match = ROLE_ARN.exec(value)
  if (!match) {
    const hint = /^arn:[^:]*:iam::[^:]*:user\//.test(value) ? ' (this is a user, not a role: Posture assumes a role and never takes user keys)'
      : /^arn:[^:]*:sts::/.test(value) ? ' (this is an assumed-role session ARN; give the role\'s own ARN, arn:aws:iam::<account>:role/<name>)'
        : /^arn:[^:]*:iam::\d{1,11}:|^arn:[^:]*:iam::\d{13,}:/.test(value) ? ' (the account id must be 12 digits)' : ''
    throw new ApiError('invalid_role_arn', `${field} must be an IAM role ARN such as arn:aws:iam::123456789012:role/PostureAudit: arn:<aws|aws-cn|aws-us-gov|aws-eusc>:iam::<12-digit account>:role/[path/]<name of 1-64 characters [A-Za-z0-9+=,.@_-]>${hint}.`)
  }
  if (match[3]!.length > 512 + 64) throw new ApiError('invalid_role_arn', `${field}: the role's path is longer than IAM allows (512 characters).`)
  return { arn: value, partition: match[1]!, accountId: match[2]!, roleName: match[3]! }
}

export function assertRoleName(value: string, field: string): void {
  if (!ROLE_NAME.test(value)) throw new ApiError('invalid_role_arn', `${field} must be an IAM role name of 1-64 characters [A-Za-z0-9+=,.@_-] (no path), such as PostureAudit.`)
}

/** The role a member account of an organization has, by its name. */
export const memberRoleArn = (partition: string, accountId: string, roleName: string) => `arn:${partition}:iam::${accountId}:role/${roleName}`

/** Checks each region exists and lies in the role's partition; 422 `invalid_region` names the first that does not. */
export function assertRegions(regions: readonly string[] | null | undefined, partition: string, field = 'regions'): void {
  for (const region of regions ?? []) {
    const of = PARTITION_OF_REGION.get(region)
    if (!of) throw new ApiError('invalid_region', `${field}: '${region.slice(0, 40)}' is not an AWS region (for example eu-west-1, us-east-1); null means every region enabled in the account.`)
    if (of !== partition) throw new ApiError('invalid_region', `${field}: ${region} is in the ${of} partition, but the role is in ${partition}; one cloud account reads one partition.`)
  }
}

/**
 * The principal a trust policy names for the service's own identity: GetCallerIdentity answers a session
 * (`arn:aws:sts::ACCOUNT:assumed-role/NAME/SESSION`) when the service runs as a role, and a trust policy
 * names the role (`arn:aws:iam::ACCOUNT:role/NAME`). A role with a path cannot be recovered from its session
 * ARN (the path is not in it): set POSTURE_AWS_PRINCIPAL_ARN then.
 */
export function trustPrincipalOf(callerArn: string): string {
  const session = /^arn:([\w-]+):sts::(\d{12}):assumed-role\/([\w+=,.@-]+)\/[^/]+$/.exec(callerArn)
  if (session) return `arn:${session[1]}:iam::${session[2]}:role/${session[3]}`
  return callerArn
}
