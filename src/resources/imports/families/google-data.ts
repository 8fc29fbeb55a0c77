import type { ResourceKind } from '../../../vocabulary/index.ts'
import { fullName, isPublicMember, item } from '../terraform-google-refs.ts'
import type { TerraformResource } from '../terraform.ts'
import { block, blocks, bool, lastSegment, num, required, str, strings, type MapResult, type TypeFamily, type Values } from '../terraform-values.ts'

// google types of the data shelf of the check library (src/checks/data) beyond what terraform-google.ts maps:
// BigQuery datasets (database), Memorystore for Redis (cache), Filestore (file_system), Firestore and Bigtable
// (nosql_table), and the Cloud SQL and Cloud Storage settings the core leaves out (added by `enrich`).

const DATASET_IAM = ['google_bigquery_dataset_iam_member', 'google_bigquery_dataset_iam_binding']
const KINDS: Record<string, ResourceKind> = {
  google_bigquery_dataset: 'database', ...Object.fromEntries(DATASET_IAM.map((type) => [type, 'database'])),
  google_redis_instance: 'cache',
  google_filestore_instance: 'file_system',
  google_firestore_database: 'nosql_table', google_bigtable_instance: 'nosql_table',
}

/** Cloud SQL flags by engine that the CIS benchmark names, with the value the engine uses when the flag is not set. */
const FLAGS: Record<string, Record<string, [attribute: string, unset: boolean | undefined]>> = {
  postgres: { log_connections: ['log_connections', false], log_disconnections: ['log_disconnections', false], 'cloudsql.enable_pgaudit': ['pgaudit', false] },
  mysql: { local_infile: ['local_infile', undefined], skip_show_database: ['skip_show_database', false] },
  sqlserver: {
    'cross db ownership chaining': ['cross_db_ownership_chaining', undefined], 'contained database authentication': ['contained_database_authentication', undefined],
    'external scripts enabled': ['external_scripts', undefined],
  },
}
const ON = new Set(['on', 'true', '1'])

/** The CIS flags of a Cloud SQL instance as booleans, for its engine only. */
function sqlFlags(v: Values): Record<string, unknown> {
  const engine = /^(POSTGRES|MYSQL|SQLSERVER)/.exec(str(v, 'database_version') ?? '')?.[1]?.toLowerCase()
  const settings = block(v, 'settings')
  if (!engine || !settings) return {}
  const set = new Map(blocks(settings, 'database_flags').map((f) => [str(f, 'name')?.toLowerCase() ?? '', str(f, 'value')?.toLowerCase() ?? '']))
  const out: Record<string, unknown> = {}
  for (const [flag, [attribute, unset]] of Object.entries(FLAGS[engine] ?? {})) {
    const value = set.get(flag)
    out[attribute] = value === undefined ? unset : ON.has(value)
  }
  return out
}

/** ENCRYPTED_ONLY and TRUSTED_CLIENT_CERTIFICATE_REQUIRED refuse plain connections; require_ssl is the older spelling. */
function sqlTlsRequired(ip: Values | undefined): boolean | undefined {
  const mode = str(ip, 'ssl_mode')
  if (mode) return mode !== 'ALLOW_UNENCRYPTED_AND_ENCRYPTED'
  return bool(ip, 'require_ssl')
}

export const GOOGLE_DATA: TypeFamily = {
  kinds: KINDS,
  prepare(resources: TerraformResource[]) {
    const datasets = new Set(resources.filter((r) => r.type === 'google_bigquery_dataset').map((r) => str(r.values as Values, 'dataset_id')))
    const publicDatasets = new Set<string | undefined>()
    for (const r of resources) {
      const v = r.values as Values
      if (!DATASET_IAM.includes(r.type)) continue
      const members = str(v, 'member') ? [str(v, 'member') as string] : strings(v, 'members')
      if (members.some(isPublicMember)) publicDatasets.add(lastSegment(str(v, 'dataset_id') ?? ''))
    }

    const map = (r: TerraformResource, v: Values): MapResult => {
      if (DATASET_IAM.includes(r.type)) return datasets.has(lastSegment(str(v, 'dataset_id') ?? '')) ? 'consumed' : null
      switch (r.type) {
        case 'google_bigquery_dataset': {
          const id = required(str(v, 'dataset_id'), 'dataset_id')
          const access = blocks(v, 'access')
          const open = access.some((a) => isPublicMember(str(a, 'special_group') ?? '') || isPublicMember(str(a, 'iam_member') ?? '')) || publicDatasets.has(id)
          return item(r, v, 'database', fullName(r.type, v), {
            engine: 'bigquery', publicly_accessible: open,
            cmk_encryption: str(block(v, 'default_encryption_configuration'), 'kms_key_name') !== undefined,
          }, { name: id })
        }
        case 'google_redis_instance': {
          const persistence = str(block(v, 'persistence_config'), 'persistence_mode')
          return item(r, v, 'cache', fullName(r.type, v), {
            engine: 'redis', engine_version: /^REDIS_(\d+)_(\d+)$/.exec(str(v, 'redis_version') ?? '')?.slice(1).join('.'), node_type: str(v, 'tier'),
            size_gb: num(v, 'memory_size_gb'), transit_encryption: str(v, 'transit_encryption_mode') === undefined ? undefined : str(v, 'transit_encryption_mode') === 'SERVER_AUTHENTICATION',
            auth_enabled: bool(v, 'auth_enabled'), automatic_backups: persistence === undefined ? undefined : persistence !== 'DISABLED',
            multi_az: str(v, 'tier') === undefined ? undefined : str(v, 'tier') === 'STANDARD_HA',
          })
        }
        case 'google_filestore_instance': {
          const shares = blocks(v, 'file_shares')
          const exports = shares.flatMap((s) => blocks(s, 'nfs_export_options'))
          // Without export options every client of the network mounts read-write as root (NO_ROOT_SQUASH).
          const rootFromAnywhere = shares.length > 0 && (exports.length === 0 || exports.some((e) =>
            str(e, 'squash_mode') !== 'ROOT_SQUASH' && str(e, 'access_mode') !== 'READ_ONLY' && (strings(e, 'ip_ranges').length === 0 || strings(e, 'ip_ranges').includes('0.0.0.0/0'))))
          return item(r, v, 'file_system', fullName(r.type, v), {
            tier: str(v, 'tier'), size_gb: shares.reduce((n, s) => n + (num(s, 'capacity_gb') ?? 0), 0) || undefined,
            root_squash: shares.length > 0 ? !rootFromAnywhere : undefined, encrypted: true,
          })
        }
        case 'google_firestore_database': {
          const pitr = str(v, 'point_in_time_recovery_enablement')
          const protection = str(v, 'delete_protection_state')
          return item(r, v, 'nosql_table', fullName(r.type, v), {
            engine: 'firestore', point_in_time_recovery: pitr === undefined ? undefined : pitr === 'POINT_IN_TIME_RECOVERY_ENABLED',
            deletion_protection: protection === undefined ? undefined : protection === 'DELETE_PROTECTION_ENABLED',
            cmk_encryption: str(block(v, 'cmek_config'), 'kms_key_name') !== undefined,
          })
        }
        case 'google_bigtable_instance': {
          const clusters = blocks(v, 'cluster')
          return item(r, v, 'nosql_table', fullName(r.type, v) ?? (str(v, 'project') && str(v, 'name') ? `//bigtableadmin.googleapis.com/projects/${str(v, 'project')}/instances/${str(v, 'name')}` : undefined), {
            engine: 'bigtable', cmk_encryption: clusters.length > 0 ? clusters.every((c) => str(c, 'kms_key_name') !== undefined) : undefined,
            replica_regions: clusters.map((c) => str(c, 'zone')).filter((z) => z !== undefined),
          })
        }
        default: return null
      }
    }

    const enrich = (r: TerraformResource, v: Values, items: { attributes?: Record<string, unknown> }[]) => {
      let extra: Record<string, unknown> | undefined
      if (r.type === 'google_sql_database_instance') {
        const settings = block(v, 'settings')
        const ip = block(settings, 'ip_configuration')
        extra = {
          ...sqlFlags(v), tls_required: sqlTlsRequired(ip), public_endpoint: bool(ip, 'ipv4_enabled'),
          cmk_encryption: str(v, 'encryption_key_name') !== undefined,
        }
      }
      if (r.type === 'google_storage_bucket') {
        const rules = blocks(v, 'lifecycle_rule')
        const deletesOldVersions = rules.some((x) => str(block(x, 'action'), 'type') === 'Delete' && blocks(x, 'condition').some((c) =>
          (num(c, 'days_since_noncurrent_time') ?? 0) > 0 || (num(c, 'num_newer_versions') ?? 0) > 0 || str(c, 'with_state') === 'ARCHIVED'))
        extra = { public_access_prevention: str(v, 'public_access_prevention'), noncurrent_version_expiration: Array.isArray(v.lifecycle_rule) ? deletesOldVersions : undefined }
      }
      if (!extra) return
      const defined = Object.fromEntries(Object.entries(extra).filter(([, x]) => x !== undefined))
      for (const i of items) i.attributes = { ...i.attributes, ...defined }
    }
    return { map, enrich }
  },
}
