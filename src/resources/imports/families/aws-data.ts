import type { ResourceKind } from '../../../vocabulary/index.ts'
import { item } from '../terraform-aws-item.ts'
import { allowsAnyPrincipal, deniesInsecureTransport } from '../terraform-aws-policies.ts'
import type { TerraformResource } from '../terraform.ts'
import { block, blocks, bool, num, required, str, strings, type MapResult, type TypeFamily, type Values } from '../terraform-values.ts'

// aws types of the data shelf of the check library (src/checks/data) beyond what terraform-aws.ts maps: Aurora
// and Redshift clusters (database), ElastiCache (cache), EFS (file_system), DynamoDB (nosql_table), the
// companions that configure them, and the S3 and RDS settings the core leaves out (added by `enrich`).

// aws_s3_account_public_access_block is read (it covers every bucket of the account) but mapped by the identity
// shelf's family, into the `account` item.
const COMPANIONS = {
  aws_db_parameter_group: 'database', aws_rds_cluster_parameter_group: 'database', aws_redshift_parameter_group: 'database', aws_redshift_logging: 'database',
  aws_efs_backup_policy: 'file_system', aws_efs_file_system_policy: 'file_system',
} as const satisfies Record<string, ResourceKind>
const KINDS: Record<string, ResourceKind> = {
  ...COMPANIONS,
  aws_rds_cluster: 'database', aws_redshift_cluster: 'database',
  aws_elasticache_replication_group: 'cache', aws_elasticache_cluster: 'cache',
  aws_efs_file_system: 'file_system',
  aws_dynamodb_table: 'nosql_table',
}

/** Engines whose RDS instances and clusters accept IAM database authentication. */
const IAM_AUTH_ENGINES = /^(mysql|mariadb|postgres|aurora|aurora-mysql|aurora-postgresql)$/

/** Parameter values of a parameter group, by lower-case name. */
const parameters = (group: Values | undefined) =>
  new Map(blocks(group, 'parameter').map((p) => [str(p, 'name')?.toLowerCase() ?? '', str(p, 'value')?.toLowerCase() ?? '']))

/** Whether a parameter group forces TLS: rds.force_ssl (PostgreSQL), require_secure_transport (MySQL), require_ssl (Redshift). */
function tlsRequired(group: Values | undefined): boolean | undefined {
  if (!group) return undefined
  const p = parameters(group)
  const value = p.get('rds.force_ssl') ?? p.get('require_secure_transport') ?? p.get('require_ssl')
  return value === undefined ? undefined : ['1', 'on', 'true'].includes(value)
}

/** Settings that RDS instances and Aurora clusters share. */
function rdsAttributes(v: Values, group: Values | undefined): Record<string, unknown> {
  const engine = str(v, 'engine')
  const exports = v.enabled_cloudwatch_logs_exports
  return {
    iam_auth: engine && IAM_AUTH_ENGINES.test(engine) ? bool(v, 'iam_database_authentication_enabled') : undefined,
    log_exports: Array.isArray(exports) ? strings(v, 'enabled_cloudwatch_logs_exports') : undefined,
    master_username: str(v, 'master_username') ?? str(v, 'username'),
    tls_required: tlsRequired(group),
  }
}

export const AWS_DATA: TypeFamily = {
  kinds: KINDS,
  prepare(resources: TerraformResource[]) {
    const byType = (type: string) => resources.filter((r) => r.type === type).map((r) => r.values as Values)
    const index = (type: string, keyName: string) => new Map(byType(type).map((v) => [str(v, keyName), v]))
    const s3Part = (type: string) => index(type, 'bucket')
    const versioning = s3Part('aws_s3_bucket_versioning')
    const policies = s3Part('aws_s3_bucket_policy')
    const ownership = s3Part('aws_s3_bucket_ownership_controls')
    const accessBlocks = s3Part('aws_s3_bucket_public_access_block')
    const lifecycles = s3Part('aws_s3_bucket_lifecycle_configuration')
    const accountBlock = byType('aws_s3_account_public_access_block')[0]
    const dbGroups = index('aws_db_parameter_group', 'name')
    const clusterGroups = index('aws_rds_cluster_parameter_group', 'name')
    const redshiftGroups = index('aws_redshift_parameter_group', 'name')
    const redshiftLogging = index('aws_redshift_logging', 'cluster_identifier')
    const efsBackup = index('aws_efs_backup_policy', 'file_system_id')
    const efsPolicy = index('aws_efs_file_system_policy', 'file_system_id')
    const usedGroups = new Set([
      ...byType('aws_db_instance').map((v) => str(v, 'parameter_group_name')),
      ...byType('aws_rds_cluster').map((v) => str(v, 'db_cluster_parameter_group_name')),
      ...byType('aws_redshift_cluster').map((v) => str(v, 'cluster_parameter_group_name')),
    ])
    const redshiftClusters = new Set(byType('aws_redshift_cluster').map((v) => str(v, 'cluster_identifier')))
    const fileSystems = new Set(byType('aws_efs_file_system').map((v) => str(v, 'id')))
    const replicationGroups = new Set(byType('aws_elasticache_replication_group').map((v) => str(v, 'replication_group_id') ?? str(v, 'id')))
    const consumedIf = (present: boolean): MapResult => (present ? 'consumed' : null)
    const allBlocked = (pab: Values | undefined) =>
      pab !== undefined && ['block_public_acls', 'block_public_policy', 'ignore_public_acls', 'restrict_public_buckets'].every((k) => bool(pab, k) === true)

    const map = (r: TerraformResource, v: Values): MapResult => {
      switch (r.type) {
        case 'aws_db_parameter_group': case 'aws_rds_cluster_parameter_group': case 'aws_redshift_parameter_group': return consumedIf(usedGroups.has(str(v, 'name')))
        case 'aws_redshift_logging': return consumedIf(redshiftClusters.has(str(v, 'cluster_identifier')))
        case 'aws_efs_backup_policy': case 'aws_efs_file_system_policy': return consumedIf(fileSystems.has(str(v, 'file_system_id')))
        case 'aws_rds_cluster':
          return item(r, v, 'database', required(str(v, 'arn'), 'arn'), str(v, 'cluster_identifier'), {
            engine: str(v, 'engine'), engine_version: str(v, 'engine_version_actual') ?? str(v, 'engine_version'),
            encrypted: bool(v, 'storage_encrypted'), deletion_protection: bool(v, 'deletion_protection'),
            backup_retention_days: num(v, 'backup_retention_period'),
            ...rdsAttributes(v, clusterGroups.get(str(v, 'db_cluster_parameter_group_name'))),
          })
        case 'aws_redshift_cluster': {
          const id = required(str(v, 'cluster_identifier'), 'cluster_identifier')
          const companion = redshiftLogging.get(id)
          const logging = companion ?? block(v, 'logging')
          return item(r, v, 'database', required(str(v, 'arn'), 'arn'), id, {
            engine: 'redshift', instance_class: str(v, 'node_type'), encrypted: bool(v, 'encrypted'), publicly_accessible: bool(v, 'publicly_accessible'),
            backup_retention_days: num(v, 'automated_snapshot_retention_period'), auto_minor_version_upgrade: bool(v, 'allow_version_upgrade'),
            // The logging companion exists only to turn logging on; the deprecated inline block says so itself.
            audit_logging: companion ? true : logging ? bool(logging, 'enable') : Array.isArray(v.logging) ? false : undefined,
            tls_required: tlsRequired(redshiftGroups.get(str(v, 'cluster_parameter_group_name'))),
          })
        }
        case 'aws_elasticache_replication_group': {
          const id = required(str(v, 'replication_group_id') ?? str(v, 'id'), 'replication_group_id')
          const redis = (str(v, 'engine') ?? 'redis') !== 'memcached'
          return item(r, v, 'cache', required(str(v, 'arn'), 'arn'), id, {
            engine: str(v, 'engine') ?? 'redis', engine_version: str(v, 'engine_version_actual') ?? str(v, 'engine_version'), node_type: str(v, 'node_type'),
            transit_encryption: bool(v, 'transit_encryption_enabled'), at_rest_encryption: bool(v, 'at_rest_encryption_enabled'),
            // The token itself is never copied: only whether one (or an RBAC user group) is set.
            auth_enabled: redis ? str(v, 'auth_token') !== undefined || strings(v, 'user_group_ids').length > 0 : undefined,
            automatic_backups: redis && num(v, 'snapshot_retention_limit') !== undefined ? (num(v, 'snapshot_retention_limit') as number) > 0 : undefined,
            multi_az: bool(v, 'automatic_failover_enabled') === undefined ? undefined : bool(v, 'automatic_failover_enabled') === true && (num(v, 'num_cache_clusters') ?? 2) > 1,
          })
        }
        case 'aws_elasticache_cluster': {
          if (replicationGroups.has(str(v, 'replication_group_id'))) return 'consumed'
          const engine = str(v, 'engine')
          const redis = engine === 'redis' || engine === 'valkey'
          return item(r, v, 'cache', required(str(v, 'arn'), 'arn'), str(v, 'cluster_id'), {
            engine, engine_version: str(v, 'engine_version_actual') ?? str(v, 'engine_version'), node_type: str(v, 'node_type'),
            transit_encryption: bool(v, 'transit_encryption_enabled'),
            automatic_backups: redis && num(v, 'snapshot_retention_limit') !== undefined ? (num(v, 'snapshot_retention_limit') as number) > 0 : undefined,
            // A single-node cluster has no replica to fail over to.
            multi_az: redis ? false : undefined,
          })
        }
        case 'aws_efs_file_system': {
          const id = required(str(v, 'id'), 'file system id')
          const policy = efsPolicy.get(id)
          const backup = block(efsBackup.get(id), 'backup_policy')
          const bytes = num(block(v, 'size_in_bytes'), 'value')
          return item(r, v, 'file_system', required(str(v, 'arn'), 'arn'), str(v, 'name') ?? str(v, 'creation_token'), {
            encrypted: bool(v, 'encrypted'), size_gb: bytes !== undefined ? Math.round(bytes / 1e9) : undefined,
            lifecycle_tiering: blocks(v, 'lifecycle_policy').some((p) => str(p, 'transition_to_ia') !== undefined || str(p, 'transition_to_archive') !== undefined),
            // EFS created through the API (as Terraform does) has automatic backups off until a backup policy turns them on.
            automatic_backups: backup ? str(backup, 'status') === 'ENABLED' : false,
            // Without a file system policy EFS lets any client that reaches a mount target in, over plain NFS too.
            transit_encryption_enforced: policy ? deniesInsecureTransport(policy.policy) : false,
            policy_allows_any_principal: policy ? allowsAnyPrincipal(policy.policy) : undefined,
          })
        }
        case 'aws_dynamodb_table': {
          const name = required(str(v, 'name'), 'name')
          const sse = block(v, 'server_side_encryption')
          const provisioned = str(v, 'billing_mode') === 'PROVISIONED'
          return item(r, v, 'nosql_table', required(str(v, 'arn'), 'arn'), name, {
            point_in_time_recovery: bool(block(v, 'point_in_time_recovery'), 'enabled') ?? false,
            deletion_protection: bool(v, 'deletion_protection_enabled'),
            // Without server_side_encryption (or with it disabled) the table uses an AWS-owned key no policy of yours governs.
            cmk_encryption: sse ? bool(sse, 'enabled') === true : Array.isArray(v.server_side_encryption) ? false : undefined,
            billing_mode: str(v, 'billing_mode'),
            provisioned_rcu: provisioned ? num(v, 'read_capacity') : undefined, provisioned_wcu: provisioned ? num(v, 'write_capacity') : undefined,
            replica_regions: blocks(v, 'replica').map((x) => str(x, 'region_name')).filter((x) => x !== undefined),
          })
        }
        default: return null
      }
    }

    const enrich = (r: TerraformResource, v: Values, items: { attributes?: Record<string, unknown> }[]) => {
      let extra: Record<string, unknown> | undefined
      if (r.type === 'aws_s3_bucket') {
        const name = str(v, 'bucket')
        const versioningPart = block(versioning.get(name), 'versioning_configuration')
        const mfa = versioningPart ? str(versioningPart, 'mfa_delete') : undefined
        const policyPart = policies.get(name)
        const policy = policyPart ? policyPart.policy : typeof v.policy === 'string' ? v.policy : undefined
        const objectOwnership = str(block(ownership.get(name), 'rule'), 'object_ownership')
        const pab = accessBlocks.get(name)
        const lifecycle = lifecycles.get(name)
        const rules = lifecycle ? blocks(lifecycle, 'rule').filter((x) => str(x, 'status') === 'Enabled') : Array.isArray(v.lifecycle_rule) ? blocks(v, 'lifecycle_rule').filter((x) => bool(x, 'enabled')) : undefined
        extra = {
          mfa_delete: versioningPart ? mfa === 'Enabled' : bool(block(v, 'versioning'), 'mfa_delete'),
          https_only: policy === undefined ? undefined : deniesInsecureTransport(policy),
          acls_enabled: objectOwnership ? objectOwnership !== 'BucketOwnerEnforced' : undefined,
          // New buckets block public access by default; only an explicit configuration says otherwise.
          public_access_block: allBlocked(accountBlock) || allBlocked(pab) ? true : pab || accountBlock ? false : undefined,
          noncurrent_version_expiration: rules?.some((x) => blocks(x, 'noncurrent_version_expiration').length > 0),
        }
      }
      if (r.type === 'aws_db_instance') {
        const interval = num(v, 'monitoring_interval')
        extra = {
          ...rdsAttributes(v, dbGroups.get(str(v, 'parameter_group_name'))),
          auto_minor_version_upgrade: bool(v, 'auto_minor_version_upgrade'),
          enhanced_monitoring: interval === undefined ? undefined : interval > 0,
        }
      }
      if (!extra) return
      const defined = Object.fromEntries(Object.entries(extra).filter(([, x]) => x !== undefined))
      for (const i of items) i.attributes = { ...i.attributes, ...defined }
    }
    return { map, enrich }
  },
}
