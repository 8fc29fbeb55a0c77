import { AWS_COMPUTE } from './families/aws-compute.ts'
import { AWS_DATA } from './families/aws-data.ts'
import { AWS_IDENTITY } from './families/aws-identity.ts'
import { AWS_NETWORK } from './families/aws-network.ts'
import { prepareSecurityGroups, RULE_TYPES } from './terraform-aws-network.ts'
import { allowsAnyPrincipal, bucketAccess, elbMinTls, grantsAdmin } from './terraform-aws-policies.ts'
import { functionKey, item, regionOf, tagsOf } from './terraform-aws-item.ts'
import type { ResourceKind } from '../../vocabulary/index.ts'
import {
  block, blocks, bool, compact, lastSegment, num, plaintextSecretNames, required, str, strings, unique,
  type MapResult, type ProviderModule, type Values, withFamilies, pushTo,
} from './terraform-values.ts'

// AWS resources. The provider splits much of a resource's configuration into companion resources (S3 bucket
// settings, listeners, policy attachments); those are merged into their parent when the parent is in the
// same state, and kept as kind `other` when it is not, so nothing the state holds is lost.

const S3_PARTS = ['aws_s3_bucket_public_access_block', 'aws_s3_bucket_versioning', 'aws_s3_bucket_server_side_encryption_configuration',
  'aws_s3_bucket_logging', 'aws_s3_bucket_acl', 'aws_s3_bucket_lifecycle_configuration', 'aws_s3_bucket_policy', 'aws_s3_bucket_ownership_controls']

/** What each type below becomes (see ProviderModule.kinds); `aws_iam_policy` is not here: it stays `other`, only read for `admin`. */
const AWS_KINDS: Record<string, ResourceKind> = {
  aws_instance: 'instance',
  ...Object.fromEntries(['aws_s3_bucket', ...S3_PARTS].map((type) => [type, 'bucket'])),
  ...Object.fromEntries(['aws_security_group', ...RULE_TYPES].map((type) => [type, 'network_rule'])),
  aws_db_instance: 'database',
  aws_lambda_function: 'function', aws_lambda_function_url: 'function',
  aws_kms_key: 'key', aws_kms_alias: 'key',
  aws_lb: 'load_balancer', aws_alb: 'load_balancer', aws_lb_listener: 'load_balancer', aws_alb_listener: 'load_balancer',
  aws_ebs_volume: 'volume', aws_volume_attachment: 'volume',
  aws_ebs_snapshot: 'snapshot',
  ...Object.fromEntries(['aws_iam_user', 'aws_iam_role', 'aws_iam_user_policy_attachment', 'aws_iam_role_policy_attachment', 'aws_iam_policy_attachment',
    'aws_iam_user_policy', 'aws_iam_role_policy', 'aws_iam_user_login_profile'].map((type) => [type, 'iam_principal'])),
}

const core: ProviderModule = {
  provider: 'aws',
  kinds: AWS_KINDS,
  identify(r, v) {
    const tags = tagsOf(v)
    const arn = str(v, 'arn')
    const name = ['name', 'bucket', 'function_name', 'identifier', 'cluster_identifier', 'alarm_name'].map((k) => str(v, k)).find((x) => x !== undefined)
    return { name: name ?? tags.Name ?? r.address, region: regionOf(v, arn), external_id: required(arn ?? str(v, 'id'), 'arn or id'), tags }
  },
  prepare(resources) {
    const all = resources.map((r) => ({ type: r.type, v: r.values as Values }))
    const valuesOf = (type: string) => all.filter((e) => e.type === type).map((e) => e.v)
    // Lookups take possibly-undefined references; an absent reference is simply not present.
    const present = (types: string[], key: string) => new Set<string | undefined>(all.filter((e) => types.includes(e.type)).map((e) => str(e.v, key)).filter((x) => x !== undefined))
    const buckets = present(['aws_s3_bucket'], 'bucket')
    const volumes = present(['aws_ebs_volume'], 'id')
    const lbs = present(['aws_lb', 'aws_alb'], 'arn')
    const users = present(['aws_iam_user'], 'name')
    const roles = present(['aws_iam_role'], 'name')
    const keys = new Set([...present(['aws_kms_key'], 'key_id'), ...present(['aws_kms_key'], 'arn')])
    const functions = present(['aws_lambda_function'], 'function_name')

    const s3 = new Map<string, Map<string, Values>>()
    const attachments = new Map<string, string>()
    const listeners = new Map<string, Values[]>()
    const attached = new Map<string, string[]>() // "user:NAME" | "role:NAME" → policy ARNs
    const inline = new Map<string, { name: string; policy: unknown }[]>()
    const aliases = new Map<string, string>()
    const urls = new Map<string, Values>()
    const push = <T>(map: Map<string, T[]>, key: string | undefined, value: T | undefined) => {
      if (key && value !== undefined) pushTo(map, key, value)
    }
    for (const { type, v } of all) {
      if (S3_PARTS.includes(type) && str(v, 'bucket')) {
        const parts = s3.get(str(v, 'bucket') as string) ?? new Map<string, Values>()
        s3.set(str(v, 'bucket') as string, parts.set(type, v))
      }
      if (type === 'aws_volume_attachment' && str(v, 'volume_id') && str(v, 'instance_id')) attachments.set(str(v, 'volume_id') as string, str(v, 'instance_id') as string)
      if (type === 'aws_lb_listener' || type === 'aws_alb_listener') push(listeners, str(v, 'load_balancer_arn'), v)
      if (type === 'aws_iam_user_policy_attachment') push(attached, `user:${str(v, 'user')}`, str(v, 'policy_arn'))
      if (type === 'aws_iam_role_policy_attachment') push(attached, `role:${str(v, 'role')}`, str(v, 'policy_arn'))
      if (type === 'aws_iam_policy_attachment') {
        for (const u of strings(v, 'users')) push(attached, `user:${u}`, str(v, 'policy_arn'))
        for (const u of strings(v, 'roles')) push(attached, `role:${u}`, str(v, 'policy_arn'))
      }
      if (type === 'aws_iam_user_policy') push(inline, `user:${str(v, 'user')}`, { name: str(v, 'name') ?? 'inline', policy: v.policy })
      if (type === 'aws_iam_role_policy') push(inline, `role:${str(v, 'role')}`, { name: str(v, 'name') ?? 'inline', policy: v.policy })
      if (type === 'aws_kms_alias' && str(v, 'name')) for (const k of [str(v, 'target_key_id'), str(v, 'target_key_arn')]) if (k) aliases.set(k, (str(v, 'name') as string).replace(/^alias\//, ''))
      if (type === 'aws_lambda_function_url') { const key = functionKey(str(v, 'function_name')); if (key) urls.set(key, v) }
    }
    const customerPolicies = new Map(valuesOf('aws_iam_policy').map((v) => [str(v, 'arn'), v.policy]))
    const loginProfiles = new Set(valuesOf('aws_iam_user_login_profile').map((v) => str(v, 'user')))
    const securityGroups = prepareSecurityGroups(resources)
    const consumedIf = (parentPresent: boolean): MapResult => (parentPresent ? 'consumed' : null)

    return (r, v): MapResult => {
      if (RULE_TYPES.includes(r.type)) return securityGroups.separate(r, v)
      if (S3_PARTS.includes(r.type)) return consumedIf(buckets.has(str(v, 'bucket')))
      switch (r.type) {
        case 'aws_s3_bucket': {
          const name = required(str(v, 'bucket'), 'bucket name')
          const parts = s3.get(name) ?? new Map<string, Values>()
          const access = bucketAccess(v, parts)
          const versioning = block(parts.get('aws_s3_bucket_versioning'), 'versioning_configuration')
          const sse = (x: Values | undefined) => str(block(block(x, 'rule'), 'apply_server_side_encryption_by_default'), 'sse_algorithm')
          const lifecycle = parts.get('aws_s3_bucket_lifecycle_configuration')
          return item(r, v, 'bucket', str(v, 'arn') ?? `arn:aws:s3:::${name}`, name, {
            public_read: access.read, public_write: access.write,
            versioning: versioning ? str(versioning, 'status') === 'Enabled' : bool(block(v, 'versioning'), 'enabled') ?? false,
            encryption: sse(parts.get('aws_s3_bucket_server_side_encryption_configuration')) ?? sse(block(v, 'server_side_encryption_configuration')) ?? 'none',
            access_logging: parts.has('aws_s3_bucket_logging') || str(block(v, 'logging'), 'target_bucket') !== undefined,
            lifecycle_rules: lifecycle ? blocks(lifecycle, 'rule').filter((x) => str(x, 'status') === 'Enabled').length : blocks(v, 'lifecycle_rule').filter((x) => bool(x, 'enabled')).length,
          })
        }
        case 'aws_instance': {
          required(str(v, 'id'), 'instance id')
          const meta = block(v, 'metadata_options')
          return item(r, v, 'instance', required(str(v, 'arn'), 'arn'), undefined, {
            instance_type: str(v, 'instance_type'), state: str(v, 'instance_state'), availability_zone: str(v, 'availability_zone'),
            public_ip: str(v, 'public_ip') ?? null,
            // IMDSv2 is enforced by required tokens, or moot when the endpoint is off.
            metadata_tokens_required: meta ? str(meta, 'http_tokens') === 'required' || str(meta, 'http_endpoint') === 'disabled' : undefined,
            disk_encrypted: bool(block(v, 'root_block_device'), 'encrypted'),
            network_groups: unique(strings(v, 'vpc_security_group_ids')),
          })
        }
        case 'aws_security_group': return securityGroups.inline(r.address, v)
        case 'aws_db_instance':
          return item(r, v, 'database', required(str(v, 'arn'), 'arn'), str(v, 'identifier'), {
            engine: str(v, 'engine'), engine_version: str(v, 'engine_version_actual') ?? str(v, 'engine_version'), instance_class: str(v, 'instance_class'),
            multi_az: bool(v, 'multi_az'), encrypted: bool(v, 'storage_encrypted'), publicly_accessible: bool(v, 'publicly_accessible'),
            backup_retention_days: num(v, 'backup_retention_period'), availability_zone: str(v, 'availability_zone'),
            deletion_protection: bool(v, 'deletion_protection'),
          })
        case 'aws_lambda_function': {
          const name = required(str(v, 'function_name'), 'function_name')
          const url = urls.get(name)
          return item(r, v, 'function', required(str(v, 'arn'), 'arn'), name, {
            runtime: str(v, 'runtime'), memory_mb: num(v, 'memory_size'), timeout_s: num(v, 'timeout'),
            plaintext_secret_env_vars: plaintextSecretNames(block(v, 'environment')?.variables),
            public_url: url !== undefined, auth_type: str(url, 'authorization_type'),
          })
        }
        case 'aws_lambda_function_url': return consumedIf(functions.has(functionKey(str(v, 'function_name'))))
        case 'aws_kms_key': {
          const arn = required(str(v, 'arn'), 'arn')
          return item(r, v, 'key', arn, aliases.get(str(v, 'key_id') ?? '') ?? aliases.get(arn), {
            state: bool(v, 'is_enabled') === false ? 'disabled' : 'enabled', rotation_enabled: bool(v, 'enable_key_rotation') ?? false,
            usage: str(v, 'key_usage'), policy_allows_any_principal: allowsAnyPrincipal(v.policy),
          })
        }
        case 'aws_kms_alias': return consumedIf(keys.has(str(v, 'target_key_id')) || keys.has(str(v, 'target_key_arn')))
        case 'aws_lb': case 'aws_alb': {
          const arn = required(str(v, 'arn'), 'arn')
          return item(r, v, 'load_balancer', arn, str(v, 'name'), { scheme: bool(v, 'internal') ? 'internal' : 'internet-facing', load_balancer_type: str(v, 'load_balancer_type'), access_logs: bool(block(v, 'access_logs'), 'enabled') ?? false, ...listenerAttributes(listeners.get(arn) ?? []) })
        }
        case 'aws_lb_listener': case 'aws_alb_listener': return consumedIf(lbs.has(str(v, 'load_balancer_arn')))
        case 'aws_ebs_volume': {
          const id = required(str(v, 'id'), 'volume id')
          const type = str(v, 'type')
          return item(r, v, 'volume', required(str(v, 'arn'), 'arn'), undefined, {
            size_gb: num(v, 'size'), volume_type: type, encrypted: bool(v, 'encrypted'), attached_to: attachments.get(id) ?? null, availability_zone: str(v, 'availability_zone'),
            // gp2 reports a derived burst baseline in `iops`; only these types buy IOPS.
            provisioned_iops: type === 'io1' || type === 'io2' || type === 'gp3' ? num(v, 'iops') : undefined,
          })
        }
        case 'aws_volume_attachment': return consumedIf(volumes.has(str(v, 'volume_id')))
        case 'aws_ebs_snapshot':
          return item(r, v, 'snapshot', required(str(v, 'arn'), 'arn'), undefined, { size_gb: num(v, 'volume_size'), encrypted: bool(v, 'encrypted'), source_volume: str(v, 'volume_id') })
        case 'aws_iam_user': case 'aws_iam_role': {
          const type = r.type === 'aws_iam_user' ? 'user' : 'role'
          const name = required(str(v, 'name'), 'name')
          const arns = unique([...(attached.get(`${type}:${name}`) ?? []), ...strings(v, 'managed_policy_arns')])
          const inlineDocs = [...(inline.get(`${type}:${name}`) ?? []), ...blocks(v, 'inline_policy').filter((p) => str(p, 'name')).map((p) => ({ name: str(p, 'name') as string, policy: p.policy }))]
          return item(r, v, 'iam_principal', required(str(v, 'arn'), 'arn'), name, {
            type, policies: unique([...arns.map(lastSegment), ...inlineDocs.map((p) => p.name)]),
            admin: arns.some((a) => /:policy\/AdministratorAccess$/.test(a) || grantsAdmin(customerPolicies.get(a))) || inlineDocs.some((p) => grantsAdmin(p.policy)),
            console_access: type === 'user' ? loginProfiles.has(name) : undefined,
          })
        }
        case 'aws_iam_user_policy_attachment': case 'aws_iam_user_policy': case 'aws_iam_user_login_profile': return consumedIf(users.has(str(v, 'user')))
        case 'aws_iam_role_policy_attachment': case 'aws_iam_role_policy': return consumedIf(roles.has(str(v, 'role')))
        case 'aws_iam_policy_attachment': return consumedIf(strings(v, 'users').some((u) => users.has(u)) || strings(v, 'roles').some((x) => roles.has(x)))
        default: return null
      }
    }
  },
}

/** HTTP listeners either redirect to HTTPS or serve plain HTTP; TLS listeners carry the security policy. */
function listenerAttributes(listeners: Values[]): Record<string, unknown> {
  const protocol = (l: Values) => str(l, 'protocol')
  const http = listeners.filter((l) => protocol(l) === 'HTTP')
  const tls = listeners.filter((l) => protocol(l) === 'HTTPS' || protocol(l) === 'TLS')
  const servesPlain = http.some((l) => blocks(l, 'default_action').some((a) =>
    str(a, 'type') === 'forward' || (str(a, 'type') === 'redirect' && str(block(a, 'redirect'), 'protocol') === 'HTTP')))
  const policies = tls.map((l) => str(l, 'ssl_policy')).filter((p) => p !== undefined)
  const versions = policies.map(elbMinTls).filter((x) => x !== undefined).sort()
  return compact({
    http_listener: http.length > 0 ? (servesPlain ? 'forward' : 'redirect') : undefined,
    https_only: http.length + tls.length > 0 ? !servesPlain : undefined,
    tls_policy: policies[0], min_tls_version: versions[0],
  })
}

/** The core mapper above, and the types the later shelves of the check library read (families/aws-*.ts). */
export const awsModule = withFamilies(core, [AWS_COMPUTE, AWS_DATA, AWS_IDENTITY, AWS_NETWORK])
