import { azureId, hex, int, pick, monthly, production, type SandboxKind } from './kind.ts'

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
    waf_enabled: true, drop_invalid_header_fields: true, desync_mitigation_mode: 'defensive', deletion_protection: true, ssl_profile: 'MODERN',
    sku_tier: 'WAF_v2', http2: true, waf_mode: 'prevention', waf_request_body_check: true, waf_bot_protection: true,
  }),
  templates: [
    { check_id: 'sec.load_balancer_http_listener', exhibit: (a) => { a.http_listener = 'forward'; a.https_only = false } },
    { check_id: 'sec.load_balancer_weak_tls_policy', exhibit: (a) => { a.tls_policy = 'ELBSecurityPolicy-2016-08'; a.min_tls_version = '1.0' } },
    { check_id: 'arch.load_balancer_single_zone', exhibit: (a) => { a.target_zones = 1 } },
    { check_id: 'cost.idle_load_balancer', exhibit: (a) => { a.healthy_targets = 0 } },
    { check_id: 'cmp.load_balancer_access_logs_disabled', exhibit: (a) => { a.access_logs = false } },
    { check_id: 'sec.load_balancer_waf_missing', exhibit: (a) => {
      if (a.scheme === 'internal') return false
      a.waf_enabled = false
    } },
    { check_id: 'sec.load_balancer_invalid_headers_kept', exhibit: (a) => { a.drop_invalid_header_fields = false } },
    { check_id: 'sec.load_balancer_desync_mitigation_monitor', exhibit: (a) => { a.desync_mitigation_mode = 'monitor' } },
    { check_id: 'arch.load_balancer_deletion_protection_disabled', exhibit: (a, r) => {
      if (!production(r)) return false
      a.deletion_protection = false
    } },
    // Weak ciphers are judged at TLS 1.2 and above; a policy already weakened to TLS 1.0 is reported as such.
    { check_id: 'sec.load_balancer_ssl_policy_weak_ciphers', exhibit: (a) => {
      if (a.min_tls_version !== '1.2') return false
      a.ssl_profile = 'COMPATIBLE'
    } },
    { check_id: 'arch.app_gateway_v1_sku', exhibit: (a) => { a.sku_tier = 'WAF' } },
    { check_id: 'arch.app_gateway_http2_disabled', exhibit: (a) => { a.http2 = false } },
    { check_id: 'sec.waf_detection_mode_only', exhibit: (a) => { a.waf_mode = 'detection' } },
    { check_id: 'sec.waf_request_body_inspection_disabled', exhibit: (a) => { a.waf_request_body_check = false } },
    { check_id: 'sec.waf_bot_protection_disabled', exhibit: (a) => { a.waf_bot_protection = false } },
  ],
}
