import { int, monthly, pick, production, type SandboxKind } from './kind.ts'

// Caches: ElastiCache replication groups, Memorystore for Redis instances, Azure Cache for Redis.
export const CACHE: SandboxKind = {
  kind: 'cache', weight: 4, namePart: 'cache',
  externalId: (_rng, at) => {
    if (at.provider === 'aws') return `arn:aws:elasticache:${at.region}:${at.account}:replicationgroup:${at.name}`
    if (at.provider === 'gcp') return `//redis.googleapis.com/projects/${at.account}/locations/${at.region}/instances/${at.name}`
    return `${at.azureGroup}/providers/Microsoft.Cache/redis/${at.name}`
  },
  baseline: (rng, { provider }) => ({
    engine: 'redis', engine_version: pick(rng, ['7.1', '7.0', '6.2']),
    node_type: provider === 'aws' ? pick(rng, ['cache.r7g.large', 'cache.m6g.large', 'cache.t4g.medium']) : provider === 'gcp' ? 'STANDARD_HA' : 'Premium_P1',
    transit_encryption: true, at_rest_encryption: true, auth_enabled: true, automatic_backups: true, multi_az: true,
    min_tls_version: '1.2', public_network_access: false, connections_max_14d: int(rng, 12, 4000), monthly_cost_usd: monthly(rng, 40, 1800),
  }),
  templates: [
    { check_id: 'sec.cache_transit_encryption_disabled', exhibit: (a) => { a.transit_encryption = false } },
    { check_id: 'cmp.cache_at_rest_encryption_disabled', exhibit: (a) => { a.at_rest_encryption = false } },
    { check_id: 'sec.cache_auth_disabled', exhibit: (a) => { a.auth_enabled = false } },
    { check_id: 'arch.cache_automatic_backups_disabled', exhibit: (a, r) => {
      if (!production(r)) return false
      a.automatic_backups = false
    } },
    { check_id: 'arch.cache_without_replica', exhibit: (a, r) => {
      if (!production(r)) return false
      a.multi_az = false
    } },
    { check_id: 'cost.cache_previous_generation_node', exhibit: (a) => { a.node_type = 'cache.r4.large' } },
    { check_id: 'sec.cache_min_tls_below_1_2', exhibit: (a) => { a.min_tls_version = '1.0' } },
    { check_id: 'sec.cache_public_network_access', exhibit: (a) => { a.public_network_access = true } },
    { check_id: 'cmp.cache_engine_end_of_life', exhibit: (a) => { a.engine_version = '5.0.6' } },
    { check_id: 'cost.idle_cache', exhibit: (a) => { a.connections_max_14d = 0 } },
  ],
}
