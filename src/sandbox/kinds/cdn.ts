import { azureId, hex, monthly, production, type SandboxKind } from './kind.ts'

// CDNs: CloudFront distributions, Cloud CDN backend buckets, Front Door profiles. The tier checks are about
// non-production distributions only.
export const CDN: SandboxKind = {
  kind: 'cdn', weight: 4, namePart: 'cdn',
  externalId: (rng, at) => {
    if (at.provider === 'aws') return `arn:aws:cloudfront::${at.account}:distribution/E${hex(rng, 13).toUpperCase()}`
    if (at.provider === 'gcp') return `//compute.googleapis.com/projects/${at.account}/global/backendBuckets/${at.name}`
    return azureId(at, 'Microsoft.Cdn/profiles')
  },
  baseline: (rng) => ({
    viewer_http_allowed: false, min_tls_version: '1.2', waf_enabled: true, origin_plaintext: false, s3_origin_without_access_control: false,
    access_logs: true, price_class: 'PriceClass_100', sku: 'Standard_AzureFrontDoor', monthly_cost_usd: monthly(rng, 20, 900),
  }),
  templates: [
    { check_id: 'sec.cdn_allows_http', exhibit: (a) => { a.viewer_http_allowed = true } },
    { check_id: 'sec.cdn_weak_viewer_tls', exhibit: (a) => { a.min_tls_version = '1.0' } },
    { check_id: 'sec.cdn_waf_missing', exhibit: (a) => { a.waf_enabled = false } },
    { check_id: 'sec.cdn_origin_plaintext', exhibit: (a) => { a.origin_plaintext = true } },
    { check_id: 'sec.cdn_s3_origin_without_access_control', exhibit: (a) => { a.s3_origin_without_access_control = true } },
    { check_id: 'cmp.cdn_access_logging_disabled', exhibit: (a) => { a.access_logs = false } },
    { check_id: 'cost.cdn_price_class_all_outside_production', exhibit: (a, r) => {
      if (production(r)) return false
      a.price_class = 'PriceClass_All'
    } },
    { check_id: 'cost.front_door_premium_outside_production', exhibit: (a, r) => {
      if (production(r)) return false
      a.sku = 'Premium_AzureFrontDoor'
    } },
  ],
}
