import { azureId, hex, int, type SandboxKind } from './kind.ts'

// DNS zones: a weak DNSSEC algorithm only exists on a signed zone, so unsigning comes first.
export const DNS_ZONE: SandboxKind = {
  kind: 'dns_zone', weight: 4, namePart: 'zone',
  externalId: (rng, at) => {
    if (at.provider === 'aws') return `arn:aws:route53:::hostedzone/Z${hex(rng, 20).toUpperCase()}`
    if (at.provider === 'gcp') return `//dns.googleapis.com/projects/${at.account}/managedZones/${at.name}`
    return azureId(at, 'Microsoft.Network/dnsZones')
  },
  baseline: (rng) => ({ visibility: 'public', dnssec: true, dnssec_weak_algorithm: false, query_logging: true, record_sets: int(rng, 4, 80) }),
  templates: [
    { check_id: 'sec.dns_zone_dnssec_disabled', exhibit: (a) => { a.dnssec = false } },
    { check_id: 'sec.dns_dnssec_weak_algorithm', exhibit: (a) => {
      if (a.dnssec === false) return false
      a.dnssec_weak_algorithm = true
    } },
    { check_id: 'cmp.dns_query_logging_disabled', exhibit: (a) => { a.query_logging = false } },
    { check_id: 'cost.empty_dns_zone', exhibit: (a) => { a.record_sets = 2 } },
  ],
}
