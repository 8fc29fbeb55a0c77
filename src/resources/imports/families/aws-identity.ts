import { item } from '../terraform-aws-item.ts'
import { allowsAnyPrincipal, bucketAccess } from '../terraform-aws-policies.ts'
import type { TerraformResource } from '../terraform.ts'
import type { ResourceKind } from '../../../vocabulary/index.ts'
import {
  block, blocks, bool, compact, num, str, strings, type MappedInput, type MapResult, type TypeFamily, type Values, pushTo,
} from '../terraform-values.ts'

// aws types of the identity shelf of the check library (src/checks/identity) beyond what terraform-aws.ts maps:
// Secrets Manager secrets (with their rotation and policy companions), CloudTrail trails, and the account's
// own settings merged into one `account` item per AWS account. It also enriches the core's IAM users and
// roles (access keys, password policy, trust policy) and KMS keys (deletion window).

const SECRET_PARTS = ['aws_secretsmanager_secret_rotation', 'aws_secretsmanager_secret_policy']
/** Account-wide settings: each is merged into the one `account` item of the AWS account it belongs to. */
export const AWS_ACCOUNT_TYPES = [
  'aws_iam_account_password_policy', 'aws_ebs_encryption_by_default', 'aws_s3_account_public_access_block', 'aws_guardduty_detector',
  'aws_securityhub_account', 'aws_securityhub_standards_subscription', 'aws_config_configuration_recorder', 'aws_config_configuration_recorder_status',
  'aws_accessanalyzer_analyzer', 'aws_ebs_snapshot_block_public_access', 'aws_ec2_image_block_public_access', 'aws_ec2_instance_metadata_defaults',
  'aws_cloudwatch_log_metric_filter',
]

const KINDS: Record<string, ResourceKind> = {
  ...Object.fromEntries(['aws_secretsmanager_secret', ...SECRET_PARTS].map((t) => [t, 'secret'])),
  aws_cloudtrail: 'audit_trail',
  ...Object.fromEntries(AWS_ACCOUNT_TYPES.map((t) => [t, 'account'])),
  aws_iam_access_key: 'iam_principal',
}

/**
 * CloudTrail events CIS AWS section 4 wants a metric filter and an alarm for, recognised by what their
 * filter patterns must contain. The names are shared with the GCP and Azure families (`alerted_events`).
 */
const AWS_EVENT_PATTERNS: [event: string, test: (pattern: string) => boolean][] = [
  ['unauthorized_api_calls', (p) => /UnauthorizedOperation|AccessDenied/.test(p)],
  ['console_login_without_mfa', (p) => p.includes('ConsoleLogin') && p.includes('MFAUsed')],
  ['root_usage', (p) => /userIdentity\.type\s*=\s*"?Root/.test(p)],
  ['iam_policy_changes', (p) => /(Put|Delete|Attach|Detach)(Group|Role|User)Policy/.test(p)],
  ['audit_config_changes', (p) => /StopLogging|DeleteTrail|UpdateTrail/.test(p)],
  ['key_deletion', (p) => /DisableKey|ScheduleKeyDeletion/.test(p)],
  ['bucket_permission_changes', (p) => /PutBucketPolicy|PutBucketAcl/.test(p)],
  ['firewall_changes', (p) => /(Authorize|Revoke)SecurityGroupIngress|CreateSecurityGroup|DeleteSecurityGroup/.test(p)],
  ['route_changes', (p) => /CreateRoute|ReplaceRoute|DeleteRouteTable/.test(p)],
  ['network_changes', (p) => /CreateVpc|DeleteVpc|ModifyVpcAttribute/.test(p)],
]

const ARN_ACCOUNT = /^arn:aws[a-z-]*:[^:]*:[^:]*:(\d{12}):/
const TWELVE_DIGITS = /^\d{12}$/
const arnAccount = (arn: string | undefined) => (arn ? ARN_ACCOUNT.exec(arn)?.[1] : undefined)
/** Regional settings (GuardDuty, EBS defaults, Config) merged over regions: one region off means the account is not covered. */
const allTrue = (values: (boolean | undefined)[]): boolean | undefined => {
  const known = values.filter((x): x is boolean => x !== undefined)
  return known.length > 0 ? known.every(Boolean) : undefined
}
/** The least protective of several regions' states, by a ranking of the provider's values (unknown values rank as protective). */
const weakest = (values: (string | undefined)[], order: readonly string[]): string | undefined =>
  values.filter((x): x is string => x !== undefined).sort((a, b) => order.indexOf(a) - order.indexOf(b))[0]

/** Trails record management events unless their selectors say otherwise (no selector at all means all management events). */
function recordsManagementEvents(v: Values): boolean {
  const basic = blocks(v, 'event_selector')
  const advanced = blocks(v, 'advanced_event_selector')
  if (basic.length === 0 && advanced.length === 0) return true
  if (basic.some((s) => bool(s, 'include_management_events') !== false)) return true
  return advanced.some((s) => blocks(s, 'field_selector').some((f) => str(f, 'field') === 'eventCategory' && strings(f, 'equals').includes('Management')))
}

export const AWS_IDENTITY: TypeFamily = {
  kinds: KINDS,
  prepare(resources) {
    const all = resources.map((r) => ({ r, v: (r.values ?? {}) as Values }))
    const of = (type: string) => all.filter((e) => e.r.type === type).map((e) => e.v)

    // The account every entry without its own account id belongs to: the account most ARNs of the state name.
    const counts = new Map<string, number>()
    for (const { v } of all) { const a = arnAccount(str(v, 'arn')); if (a) counts.set(a, (counts.get(a) ?? 0) + 1) }
    const defaultAccount = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0]
    const accountOf = (type: string, v: Values): string | undefined => {
      const own = str(v, 'account_id') ?? (type === 'aws_securityhub_account' ? str(v, 'id') : undefined)
      return (own && TWELVE_DIGITS.test(own) ? own : undefined) ?? arnAccount(str(v, 'arn')) ?? defaultAccount
    }
    const accounts = new Map<string, TerraformResource[]>() // account id → its account-wide entries, in state order
    for (const { r, v } of all) {
      if (!AWS_ACCOUNT_TYPES.includes(r.type)) continue
      const id = accountOf(r.type, v)
      if (id) pushTo(accounts, id, r)
    }

    // Secrets and their companions, keyed by ARN (companions name the secret by ARN; the secret's id is its ARN too).
    const secretArns = new Set<string | undefined>(of('aws_secretsmanager_secret').map((v) => str(v, 'arn')).filter((x) => x !== undefined))
    const rotations = new Map(of('aws_secretsmanager_secret_rotation').map((v) => [str(v, 'secret_id') ?? '', v]))
    const policies = new Map(of('aws_secretsmanager_secret_policy').map((v) => [str(v, 'secret_arn') ?? '', v.policy]))

    // S3 parts of trail buckets, to tell whether the trail's bucket logs access and is public.
    const buckets = new Map(of('aws_s3_bucket').map((v) => [str(v, 'bucket') ?? '', v]))
    const bucketParts = new Map<string, Map<string, Values>>()
    for (const { r, v } of all) {
      if (!r.type.startsWith('aws_s3_bucket_') || !str(v, 'bucket')) continue
      const parts = bucketParts.get(str(v, 'bucket') as string) ?? new Map<string, Values>()
      bucketParts.set(str(v, 'bucket') as string, parts.set(r.type, v))
    }

    // Trails recording management events: the first copy is free, every further copy in the same region is billed.
    const trails = all.filter((e) => e.r.type === 'aws_cloudtrail' && bool(e.v, 'enable_logging') !== false && recordsManagementEvents(e.v))
      .sort((a, b) => Number(bool(b.v, 'is_multi_region_trail') === true) - Number(bool(a.v, 'is_multi_region_trail') === true) || a.r.address.localeCompare(b.r.address))
    const duplicateTrails = new Set<string>()
    const regionOfTrail = (v: Values) => str(v, 'home_region') ?? str(v, 'arn')?.split(':')[3]
    trails.forEach((t, i) => {
      const first = trails.slice(0, i).find((f) => bool(f.v, 'is_multi_region_trail') === true || regionOfTrail(f.v) === regionOfTrail(t.v))
      if (first) duplicateTrails.add(t.r.address)
    })
    // CIS AWS 3.1 asks for one multi-region (or organisation) trail in the account, not that every trail be one.
    const accountMultiRegionTrail = all.some((e) => e.r.type === 'aws_cloudtrail' && bool(e.v, 'enable_logging') !== false
      && (bool(e.v, 'is_multi_region_trail') === true || bool(e.v, 'is_organization_trail') === true))
    const logGroupRetention = new Map(of('aws_cloudwatch_log_group').map((v) => [str(v, 'name') ?? '', num(v, 'retention_in_days')]))

    // IAM: access keys per user, the account password policy, login profiles.
    const keysByUser = new Map<string, Values[]>()
    for (const v of of('aws_iam_access_key')) if (str(v, 'user')) pushTo(keysByUser, str(v, 'user') as string, v)
    const users = new Set(of('aws_iam_user').map((v) => str(v, 'name')))
    const passwordPolicy = of('aws_iam_account_password_policy')[0]

    const account = (id: string, entries: TerraformResource[]): MappedInput[] => {
      const values = (type: string) => entries.filter((r) => r.type === type).map((r) => (r.values ?? {}) as Values)
      const policy = values('aws_iam_account_password_policy')[0]
      const pab = values('aws_s3_account_public_access_block')
      const hubs = values('aws_securityhub_account')
      const recorders = values('aws_config_configuration_recorder')
      const statuses = values('aws_config_configuration_recorder_status')
      const filters = values('aws_cloudwatch_log_metric_filter')
      // A filter alerts only when an alarm watches the metric it feeds (namespace and name).
      const alarms = new Set(of('aws_cloudwatch_metric_alarm').map((a) => `${str(a, 'namespace')}/${str(a, 'metric_name')}`))
      const alarmed = filters.filter((f) => blocks(f, 'metric_transformation').some((m) => alarms.has(`${str(m, 'namespace')}/${str(m, 'name')}`)))
      const complexity = policy ? ['require_lowercase_characters', 'require_uppercase_characters', 'require_numbers', 'require_symbols'].map((k) => bool(policy, k)) : []
      return [{
        kind: 'account', name: id, region: 'global', tags: {},
        // The account as IAM policies name it (Principal "arn:aws:iam::ID:root" means the whole account): stable, and the same in every state of the account.
        external_id: `arn:aws:iam::${id}:root`,
        attributes: compact({
          account_id: id,
          password_policy_min_length: num(policy, 'minimum_password_length'),
          password_policy_complexity: complexity.length > 0 && complexity.every((x) => x !== undefined) ? complexity.every(Boolean) : undefined,
          ebs_encryption_by_default: allTrue(values('aws_ebs_encryption_by_default').map((v) => bool(v, 'enabled'))),
          s3_public_access_block: pab.length > 0 ? pab.every((v) => ['block_public_acls', 'block_public_policy', 'ignore_public_acls', 'restrict_public_buckets'].every((k) => bool(v, k) === true)) : undefined,
          guardduty_enabled: allTrue(values('aws_guardduty_detector').map((v) => bool(v, 'enable'))),
          securityhub_standards: hubs.length > 0 ? values('aws_securityhub_standards_subscription').length + (hubs.some((h) => bool(h, 'enable_default_standards') === true) ? 1 : 0) : undefined,
          config_recorder_enabled: allTrue(statuses.map((v) => bool(v, 'is_enabled'))),
          config_all_resources: allTrue(recorders.map((v) => bool(block(v, 'recording_group'), 'all_supported'))),
          access_analyzer: values('aws_accessanalyzer_analyzer').length > 0 ? true : undefined,
          snapshot_block_public_access: weakest(values('aws_ebs_snapshot_block_public_access').map((v) => str(v, 'state')), ['unblocked', 'block-new-sharing', 'block-all-sharing']),
          image_block_public_access: weakest(values('aws_ec2_image_block_public_access').map((v) => str(v, 'state')), ['unblocked', 'block-new-sharing']),
          imds_http_tokens: weakest(values('aws_ec2_instance_metadata_defaults').map((v) => str(v, 'http_tokens')), ['optional', 'no-preference', 'required']),
          // Only known when the state manages metric filters: monitoring kept in another state is not evidence of none.
          alerted_events: filters.length > 0
            ? AWS_EVENT_PATTERNS.filter(([, test]) => alarmed.some((f) => test(str(f, 'pattern') ?? ''))).map(([event]) => event)
            : undefined,
        }),
      }]
    }

    const map = (r: TerraformResource, v: Values): MapResult => {
      if (SECRET_PARTS.includes(r.type)) return secretArns.has(str(v, r.type === 'aws_secretsmanager_secret_rotation' ? 'secret_id' : 'secret_arn')) ? 'consumed' : null
      if (AWS_ACCOUNT_TYPES.includes(r.type)) {
        const id = accountOf(r.type, v)
        const entries = id ? accounts.get(id) : undefined
        if (!id || !entries) return null
        return entries[0] === r ? account(id, entries) : 'consumed'
      }
      switch (r.type) {
        case 'aws_secretsmanager_secret': {
          const arn = str(v, 'arn')
          if (!arn) return null
          const rotation = rotations.get(arn)
          const rules = block(rotation, 'rotation_rules')
          const policy = policies.get(arn) ?? v.policy
          return item(r, v, 'secret', arn, str(v, 'name'), {
            type: 'secretsmanager_secret',
            rotation_enabled: rotation ? bool(rotation, 'rotation_enabled') !== false : false,
            rotation_interval_days: num(rules, 'automatically_after_days'),
            encryption: str(v, 'kms_key_id') ? 'customer_managed' : 'provider_managed',
            policy_allows_any_principal: typeof policy === 'string' && policy !== '' ? allowsAnyPrincipal(policy) : undefined,
            multi_region: blocks(v, 'replica').length > 0, recovery_window_days: num(v, 'recovery_window_in_days'),
          })
        }
        case 'aws_cloudtrail': {
          const arn = str(v, 'arn')
          if (!arn) return null
          const bucketName = str(v, 's3_bucket_name') ?? ''
          const bucket = buckets.get(bucketName)
          const parts = bucketParts.get(bucketName) ?? new Map<string, Values>()
          const logGroup = /:log-group:([^:]+)/.exec(str(v, 'cloud_watch_logs_group_arn') ?? '')?.[1]
          const management = bool(v, 'enable_logging') !== false && recordsManagementEvents(v)
          return item(r, v, 'audit_trail', arn, str(v, 'name'), {
            type: 'cloudtrail', multi_region: bool(v, 'is_multi_region_trail'), organization_trail: bool(v, 'is_organization_trail'),
            account_multi_region_trail: accountMultiRegionTrail,
            log_file_validation: bool(v, 'enable_log_file_validation'), logging_enabled: bool(v, 'enable_logging'),
            kms_encrypted: str(v, 'kms_key_id') !== undefined, cloudwatch_logs: str(v, 'cloud_watch_logs_group_arn') !== undefined,
            global_service_events: bool(v, 'include_global_service_events'), log_bucket: bucketName || undefined,
            // The bucket's settings are known only when the bucket is in this state.
            log_bucket_access_logging: bucket ? parts.has('aws_s3_bucket_logging') || str(block(bucket, 'logging'), 'target_bucket') !== undefined : undefined,
            log_bucket_public: bucket ? bucketAccess(bucket, parts).read : undefined,
            management_events: management, duplicate_management_events: management ? duplicateTrails.has(r.address) : undefined,
            retention_days: logGroup ? logGroupRetention.get(logGroup) : undefined,
          })
        }
        case 'aws_iam_access_key': return users.has(str(v, 'user')) ? 'consumed' : null
        default: return null
      }
    }

    const enrich = (r: TerraformResource, v: Values, items: MappedInput[]) => {
      const add = (attributes: Record<string, unknown>) => { for (const i of items) i.attributes = { ...i.attributes, ...compact(attributes) } }
      if (r.type === 'aws_iam_user') {
        const name = str(v, 'name') ?? ''
        const keys = keysByUser.get(name) ?? []
        const active = keys.filter((k) => str(k, 'status') !== 'Inactive').length
        const direct = items[0]?.attributes?.policies
        add({
          // Keys are known only when the state manages some; none here may be keys made elsewhere.
          active_access_keys: keysByUser.size > 0 ? active : undefined, access_key_active: keys.length > 0 ? active > 0 : undefined,
          direct_policies: Array.isArray(direct) ? direct.length : undefined,
          password_policy_min_length: num(passwordPolicy, 'minimum_password_length'), password_reuse_prevention: num(passwordPolicy, 'password_reuse_prevention'),
        })
      }
      if (r.type === 'aws_iam_role' && typeof v.assume_role_policy === 'string') add({ trust_allows_any_principal: allowsAnyPrincipal(v.assume_role_policy) })
      if (r.type === 'aws_kms_key') add({ deletion_window_days: num(v, 'deletion_window_in_days') })
    }
    return { map, enrich }
  },
}
