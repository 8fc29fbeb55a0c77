import { azureId, hex, int, pick, monthly, type SandboxKind } from './kind.ts'

export const LOAD_BALANCER: SandboxKind = {
  kind: 'load_balancer', weight: 6, namePart: 'lb',
  externalId: (rng, at) => {
    if (at.provider === 'aws') return `arn:aws:elasticloadbalancing:${at.region}:${at.account}:loadbalancer/app/${at.name}/${hex(rng, 16)}`
    if (at.provider === 'gcp') return `//compute.googleapis.com/projects/${at.account}/global/forwardingRules/${at.name}`
    return azureId(at, 'Microsoft.Network/loadBalancers')
  },
  baseline: (rng) => ({
    scheme: pick(rng, ['internet-facing', 'internal']), https_only: true, http_listener: 'redirect', tls_policy: 'ELBSecurityPolicy-TLS13-1-2-2021-06',
    min_tls_version: '1.2', access_logs: true, target_zones: int(rng, 2, 3), healthy_targets: int(rng, 2, 12), monthly_cost_usd: monthly(rng, 18, 160),
  }),
  templates: [
    { check_id: 'sec.load_balancer_http_listener', exhibit: (a) => { a.http_listener = 'forward'; a.https_only = false } },
    { check_id: 'sec.load_balancer_weak_tls_policy', exhibit: (a) => { a.tls_policy = 'ELBSecurityPolicy-2016-08'; a.min_tls_version = '1.0' } },
    { check_id: 'arch.load_balancer_single_zone', exhibit: (a) => { a.target_zones = 1 } },
    { check_id: 'cost.idle_load_balancer', exhibit: (a) => { a.healthy_targets = 0 } },
    { check_id: 'cmp.load_balancer_access_logs_disabled', exhibit: (a) => { a.access_logs = false } },
  ],
}
