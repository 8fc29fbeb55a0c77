import { azureId, hex, production, type SandboxKind } from './kind.ts'

// API gateways: API Gateway stages and APIs, Google API Gateway, API Management.
export const API_GATEWAY: SandboxKind = {
  kind: 'api_gateway', weight: 4, namePart: 'api',
  externalId: (rng, at) => {
    if (at.provider === 'aws') return `arn:aws:apigateway:${at.region}::/restapis/${hex(rng, 10)}/stages/live`
    if (at.provider === 'gcp') return `//apigateway.googleapis.com/projects/${at.account}/locations/${at.region}/gateways/${at.name}`
    return azureId(at, 'Microsoft.ApiManagement/service')
  },
  baseline: () => ({
    endpoint_type: 'REGIONAL', access_logs: true, tracing: true, cache_encrypted: true, waf_enabled: true, unauthenticated_methods: 0,
    min_tls_version: '1.2', sku: 'Premium_1', throttling: true,
  }),
  templates: [
    { check_id: 'cmp.api_gateway_access_logging_disabled', exhibit: (a) => { a.access_logs = false } },
    { check_id: 'arch.api_gateway_tracing_disabled', exhibit: (a) => { a.tracing = false } },
    { check_id: 'sec.api_gateway_cache_unencrypted', exhibit: (a) => { a.cache_encrypted = false } },
    { check_id: 'sec.api_gateway_waf_missing', exhibit: (a) => { a.waf_enabled = false } },
    { check_id: 'sec.api_gateway_unauthenticated_methods', exhibit: (a) => { a.unauthenticated_methods = 3 } },
    { check_id: 'sec.api_gateway_weak_tls', exhibit: (a) => { a.min_tls_version = '1.0' } },
    { check_id: 'arch.api_management_developer_sku_in_production', exhibit: (a, r) => {
      if (!production(r)) return false
      a.sku = 'Developer_1'
    } },
    { check_id: 'arch.api_gateway_throttling_disabled', exhibit: (a) => { a.throttling = false } },
  ],
}
