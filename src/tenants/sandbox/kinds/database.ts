import { azureId, int, pick, monthly, production, type SandboxKind } from './kind.ts'

export const DATABASE: SandboxKind = {
  kind: 'database', weight: 8, namePart: 'db',
  externalId: (_rng, at) => {
    if (at.provider === 'aws') return `arn:aws:rds:${at.region}:${at.account}:db:${at.name}`
    if (at.provider === 'gcp') return `//sqladmin.googleapis.com/projects/${at.account}/instances/${at.name}`
    return azureId(at, 'Microsoft.Sql/servers')
  },
  baseline: (rng, { env }) => ({
    engine: pick(rng, ['postgres', 'mysql', 'sqlserver']), engine_version: pick(rng, ['16.4', '8.0.39', '15.8']), end_of_life: false,
    instance_class: pick(rng, ['db.r6g.large', 'db.m7g.xlarge', 'db-custom-4-16384', 'GP_Gen5_4']), multi_az: env === 'prod',
    encrypted: true, publicly_accessible: false, backup_retention_days: pick(rng, [7, 14, 35]), cpu_utilization_avg_30d: int(rng, 22, 68),
    memory_utilization_avg_30d: int(rng, 38, 82), deletion_protection: env === 'prod', monthly_cost_usd: monthly(rng, 120, 2400),
  }),
  templates: [
    { check_id: 'sec.database_publicly_accessible', exhibit: (a) => { a.publicly_accessible = true } },
    { check_id: 'arch.single_az_database', exhibit: (a, r) => {
      if (!production(r)) return false
      a.multi_az = false
    } },
    { check_id: 'arch.database_deletion_protection_disabled', exhibit: (a, r) => {
      if (!production(r)) return false
      a.deletion_protection = false
    } },
    { check_id: 'arch.database_backup_retention_short', exhibit: (a) => { a.backup_retention_days = 1 } },
    { check_id: 'cost.oversized_database', exhibit: (a) => {
      a.instance_class = 'db.r6g.4xlarge'; a.cpu_utilization_avg_30d = 6.2; a.memory_utilization_avg_30d = 21
    } },
    { check_id: 'cmp.database_unencrypted', exhibit: (a) => { a.encrypted = false } },
    { check_id: 'cmp.database_engine_end_of_life', exhibit: (a) => { a.engine_version = '10.23'; a.end_of_life = true } },
  ],
}
