import Type, { type Static } from 'typebox'
import { ListEnvelope, PageQuery } from '../platform/http/pagination.ts'

// The records and requests of /v1/cloud_accounts, written once: validation, serialization, OpenAPI and the SDK
// come from here. Role ARNs and regions are checked beyond their shape by aws-names.ts (clear 422s).

export const SCHEDULES = ['hourly', 'daily', 'weekly', 'manual'] as const
export const STATUSES = ['pending_verification', 'connected', 'error', 'suspended', 'closed', 'left_organization'] as const
export const PROVIDERS = ['aws'] as const

const RoleArn = Type.String({ minLength: 1, maxLength: 2048, description: 'An IAM role ARN, `arn:aws:iam::<12-digit account>:role/[path/]<name>` (also `aws-cn`, `aws-us-gov`, `aws-eusc`). Anything else is 422 `invalid_role_arn`.' })
const MemberRoleName = Type.String({ minLength: 1, maxLength: 64, description: 'The name of the role every member account has (created by a StackSet of the CloudFormation template, for example): each member is read as `arn:aws:iam::<member>:role/<member_role_name>`.' })
const Name = Type.String({ minLength: 1, maxLength: 200, description: 'A name for people; defaults to one made of the account id.' })
const Regions = Type.Union([
  Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { minItems: 1, maxItems: 64, uniqueItems: true }),
  Type.Null(),
], { description: 'The regions read, each an AWS region of the role\'s partition (422 `invalid_region` otherwise); `null`: every region enabled in the account.' })
const Schedule = Type.Enum([...SCHEDULES], { description: 'How often a collection runs; `manual`: only when asked.' })

const Organization = Type.Object({
  role_arn: RoleArn,
  member_role_name: MemberRoleName,
}, { additionalProperties: false, description: 'An organization: the role in its management (or delegated-administrator) account that may call `organizations:ListAccounts`, and the role name of its members.' })

export const CloudAccount = Type.Object({
  id: Type.String({ description: 'Opaque identifier with prefix `cac_`.' }),
  provider: Type.Enum([...PROVIDERS]),
  kind: Type.Enum(['account', 'organization'], { description: '`organization`: its verification lists the member accounts and keeps one child cloud account per member (`parent`).' }),
  parent: Type.Union([Type.String(), Type.Null()], { description: 'The organization (`cac_…`) this member account belongs to; null for accounts connected on their own and for organizations.' }),
  name: Type.String(),
  aws: Type.Object({
    role_arn: Type.String({ description: 'The role Posture assumes for this record, with the tenant\'s external id: the account\'s own, the organization\'s management role, or a member\'s `arn:aws:iam::<member>:role/<member_role_name>`.' }),
    account_id: Type.Union([Type.String(), Type.Null()], { description: 'The 12-digit account id once known: read by verification (GetCallerIdentity), or listed by the organization for a member.' }),
    organization: Type.Union([Organization, Type.Null()], { description: 'For an organization: its roles. null otherwise.' }),
    member_state: Type.Union([Type.String(), Type.Null()], { description: 'For a member: its state as AWS Organizations last listed it (`ACTIVE`, `SUSPENDED`, `PENDING_CLOSURE`, `CLOSED`…; treat an unknown value as not active). null otherwise.' }),
  }, { additionalProperties: false }),
  regions: Regions,
  schedule: Schedule,
  status: Type.Enum([...STATUSES], { description: '`pending_verification` until verified; `connected`: the role was assumed in the right account and every permission probe passed; `error`: see `last_error`; for members of an organization: `suspended`, `closed` (as Organizations lists them) or `left_organization` (no longer listed) — kept, never dropped.' }),
  last_error: Type.Union([Type.String(), Type.Null()], { description: 'Why the last verification failed, or why a member is not active; null when connected.' }),
  verified_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When it was last verified; null before.' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
}, { additionalProperties: false, title: 'CloudAccount' })
export type CloudAccountRecord = Static<typeof CloudAccount>

export const CloudAccountList = ListEnvelope(CloudAccount, 'cloud accounts')
export const ListCloudAccountsQuery = Type.Object({
  ...PageQuery,
  provider: Type.Optional(Type.Enum([...PROVIDERS], { description: 'Only this cloud.' })),
  status: Type.Optional(Type.Enum([...STATUSES], { description: 'Only cloud accounts in this status.' })),
  parent: Type.Optional(Type.String({ maxLength: 128, description: 'Only the member accounts of this organization (`cac_…`).' })),
}, { additionalProperties: false })
export type ListCloudAccountsQuery = Static<typeof ListCloudAccountsQuery>

const AwsConnection = Type.Object({
  role_arn: Type.Optional(RoleArn),
  organization: Type.Optional(Organization),
}, { additionalProperties: false, description: 'Exactly one of `role_arn` (one account) and `organization` (every member account of an organization).' })

export const CreateCloudAccountBody = Type.Object({
  provider: Type.Enum([...PROVIDERS]),
  name: Type.Optional(Name),
  aws: AwsConnection,
  regions: Type.Optional(Regions),
  schedule: Type.Optional(Type.Enum([...SCHEDULES], { default: 'daily', description: 'How often a collection runs (default `daily`); `manual`: only when asked.' })),
}, { additionalProperties: false, title: 'CreateCloudAccount' })
export type CreateCloudAccountBody = Static<typeof CreateCloudAccountBody>

export const UpdateCloudAccountBody = Type.Object({
  name: Type.Optional(Name),
  aws: Type.Optional(Type.Object({
    role_arn: Type.Optional(RoleArn),
    organization: Type.Optional(Type.Object({
      role_arn: Type.Optional(RoleArn),
      member_role_name: Type.Optional(MemberRoleName),
    }, { additionalProperties: false, minProperties: 1 })),
  }, { additionalProperties: false, minProperties: 1, description: 'A new role (`role_arn` for an account, `organization` for an organization); the record is `pending_verification` again. A member\'s role comes from its organization (409 `cloud_account_in_organization`).' })),
  regions: Type.Optional(Regions),
  schedule: Type.Optional(Schedule),
}, { additionalProperties: false, minProperties: 1, title: 'UpdateCloudAccount' })
export type UpdateCloudAccountBody = Static<typeof UpdateCloudAccountBody>

export const PermissionCheck = Type.Object({
  service: Type.String({ description: '`sts`, `s3`, `ec2`, `iam`, `organizations`.' }),
  operation: Type.String({ description: 'The API call tried, e.g. `ListBuckets`.' }),
  permission: Type.String({ description: 'The IAM action it needs, e.g. `s3:ListAllMyBuckets`.' }),
  ok: Type.Boolean(),
  missing_permission: Type.Boolean({ description: 'AWS refused it as not authorized (AccessDenied, UnauthorizedOperation…): the role lacks `permission`.' }),
  code: Type.Union([Type.String(), Type.Null()], { description: 'AWS\'s error code (AccessDenied, Throttling, TimeoutError…); null when ok.' }),
  error: Type.Union([Type.String(), Type.Null()], { description: 'AWS\'s message; null when ok.' }),
}, { additionalProperties: false })

export const CloudAccountVerification = Type.Object({
  status: Type.Enum([...STATUSES], { description: 'The cloud account\'s status after this verification.' }),
  account_id: Type.Union([Type.String(), Type.Null()], { description: 'The 12-digit account id GetCallerIdentity answered for the assumed role; null when it could not be assumed.' }),
  checks: Type.Array(PermissionCheck, { description: 'Each call tried, in order: AssumeRole, GetCallerIdentity, then one read per service (for an organization: ListAccounts). Calls after a failed AssumeRole are not tried.' }),
  missing_permissions: Type.Array(Type.String(), { description: 'The IAM actions refused as not authorized.' }),
  members: Type.Union([Type.Object({
    listed: Type.Integer({ description: 'Member accounts ListAccounts returned.' }),
    added: Type.Integer({ description: 'New child cloud accounts made for members seen for the first time.' }),
    active: Type.Integer(), suspended: Type.Integer(), closed: Type.Integer(),
    left_organization: Type.Integer({ description: 'Children whose account is no longer listed: kept, marked `left_organization`.' }),
  }, { additionalProperties: false }), Type.Null()], { description: 'For an organization: what the listing changed in its member accounts (verify each member with its own call). null otherwise.' }),
  cloud_account: CloudAccount,
}, { additionalProperties: false, title: 'CloudAccountVerification' })
export type CloudAccountVerificationRecord = Static<typeof CloudAccountVerification>

export const AwsSetup = Type.Object({
  external_id: Type.String({ description: 'Your tenant\'s external id: the `sts:ExternalId` every role you create for Posture must require. One per tenant, unguessable, never changes; another tenant has another one, so it cannot use your role.' }),
  principal_arn: Type.Union([Type.String(), Type.Null()], { description: 'The AWS principal Posture runs as, which the role must trust; null when the service cannot tell (`principal_error`).' }),
  principal_source: Type.Union([Type.Enum(['configured', 'caller_identity']), Type.Null()], { description: '`configured`: set by the operator (POSTURE_AWS_PRINCIPAL_ARN); `caller_identity`: read from the service\'s own credentials (STS GetCallerIdentity).' }),
  principal_error: Type.Union([Type.String(), Type.Null()], { description: 'Why the principal is unknown: the service has no AWS credentials of its own, or STS did not answer.' }),
  role_name: Type.String({ description: 'The role name the templates create (PostureAudit).' }),
  managed_policy_arns: Type.Array(Type.String(), { description: 'The AWS managed policies the role gets: SecurityAudit and ViewOnlyAccess (read-only).' }),
  cloudformation_template: Type.Union([Type.String(), Type.Null()], { description: 'A CloudFormation template (JSON, which is also YAML) creating the role; deploy it as a stack, or as a StackSet over an organization\'s members. null while the principal is unknown.' }),
  terraform: Type.Union([Type.String(), Type.Null()], { description: 'The same role as Terraform (HCL, AWS provider). null while the principal is unknown.' }),
}, { additionalProperties: false, title: 'AwsSetup' })
export type AwsSetupRecord = Static<typeof AwsSetup>
