import { int, type SandboxKind } from './kind.ts'

// NoSQL tables: DynamoDB tables, Firestore databases, Cosmos DB accounts.
export const NOSQL_TABLE: SandboxKind = {
  kind: 'nosql_table', weight: 4, namePart: 'table',
  externalId: (_rng, at) => {
    if (at.provider === 'aws') return `arn:aws:dynamodb:${at.region}:${at.account}:table/${at.name}`
    if (at.provider === 'gcp') return `//firestore.googleapis.com/projects/${at.account}/databases/${at.name}`
    return `${at.azureGroup}/providers/Microsoft.DocumentDB/databaseAccounts/${at.name}`
  },
  baseline: (rng) => ({
    billing_mode: 'PAY_PER_REQUEST', point_in_time_recovery: true, deletion_protection: true, cmk_encryption: true,
    public_network_access: false, local_auth: false, key_metadata_writes: false, size_gb: int(rng, 1, 2400), item_count: int(rng, 1_000, 900_000_000),
  }),
  templates: [
    { check_id: 'arch.nosql_point_in_time_recovery_disabled', exhibit: (a) => { a.point_in_time_recovery = false } },
    { check_id: 'arch.nosql_deletion_protection_disabled', exhibit: (a) => { a.deletion_protection = false } },
    { check_id: 'cmp.nosql_table_not_cmk_encrypted', exhibit: (a) => { a.cmk_encryption = false } },
    { check_id: 'cost.dynamodb_overprovisioned_capacity', exhibit: (a) => {
      a.billing_mode = 'PROVISIONED'; a.provisioned_rcu = 1000; a.peak_consumed_rcu_30d = 35; a.provisioned_wcu = 200; a.peak_consumed_wcu_30d = 30
    } },
    { check_id: 'sec.cosmosdb_public_network_access', exhibit: (a) => { a.public_network_access = true } },
    { check_id: 'sec.cosmosdb_local_auth_enabled', exhibit: (a) => { a.local_auth = true } },
    { check_id: 'sec.cosmosdb_key_metadata_writes_enabled', exhibit: (a) => { a.key_metadata_writes = true } },
  ],
}
