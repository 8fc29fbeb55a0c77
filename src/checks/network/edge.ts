import { attributesOf, isProduction, num, tlsVersion, token, usd } from '../attributes.ts'
import type { SnapshotResource } from '../../resources/index.ts'
import type { Check } from '../check.ts'
import { NETWORK_SHELF_FIXES } from './terraform-fixes.ts'

// The edge: DNS zones (Route 53, Cloud DNS, Azure DNS) and CDNs (CloudFront, Azure Front Door, Cloud CDN
// backend buckets).

/** A hosted zone per month: Route 53 and Azure DNS 0.50 USD, Cloud DNS 0.20 USD (first zones, list price). */
const ZONE_USD: Record<string, number> = { aws: 0.5, azure: 0.5, gcp: 0.2 }
/** Azure Front Door base fee per month: Premium 330 USD, Standard 35 USD. */
const FRONT_DOOR_PREMIUM_EXTRA_USD = 295
/** Share of a distribution's bill that PriceClass_All adds over PriceClass_100 for traffic mostly from NA/EU. */
const PRICE_CLASS_ALL_SHARE = 0.15

const isPublicZone = (a: Record<string, unknown>) => token(a.visibility) === 'public'

export const EDGE_CHECKS: Check[] = [
  {
    id: 'sec.dns_zone_dnssec_disabled',
    dimension: 'security',
    severity: 'medium',
    kinds: ['dns_zone'],
    providers: ['aws', 'gcp'],
    terraformTypes: ['aws_route53_zone', 'aws_route53_hosted_zone_dnssec', 'google_dns_managed_zone'],
    title: 'Public DNS zone is not signed with DNSSEC',
    description: 'The public zone has DNSSEC signing off, so resolvers cannot verify that its answers really come from the zone.',
    rationale: 'Unsigned answers can be forged by cache poisoning or on-path attackers, sending users and mail to attacker hosts; DNSSEC makes resolvers reject forged records.',
    terraformFix: NETWORK_SHELF_FIXES['sec.dns_zone_dnssec_disabled'],
    remediation: 'Enable DNSSEC signing on the zone and publish the DS record at the parent zone (registrar).',
    controls: { cis_gcp: ['3.3'], soc2: ['CC6.6'], iso_27001: ['A.8.20'], nist_800_53: ['SC-20', 'SC-21'] },
    effort: 'medium',
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return isPublicZone(a) && a.dnssec === false
    },
  },
  {
    id: 'sec.dns_dnssec_weak_algorithm',
    dimension: 'security',
    severity: 'medium',
    kinds: ['dns_zone'],
    providers: ['gcp'],
    terraformTypes: ['google_dns_managed_zone'],
    title: 'DNSSEC keys of the zone use RSASHA1',
    description: 'A key-signing or zone-signing key of the zone uses the RSASHA1 algorithm.',
    rationale: 'SHA-1 signatures are practically forgeable and validating resolvers are dropping RSASHA1, so the zone\'s answers can be spoofed or may fail validation outright.',
    terraformFix: NETWORK_SHELF_FIXES['sec.dns_dnssec_weak_algorithm'],
    remediation: 'Re-key the zone with RSASHA256 or ECDSAP256SHA256 for both the key-signing and the zone-signing key.',
    controls: { cis_gcp: ['3.4', '3.5'], iso_27001: ['A.8.24'], nist_800_53: ['SC-13', 'SC-20'] },
    effort: 'medium',
    evaluate: (resource) => attributesOf(resource).dnssec_weak_algorithm === true,
  },
  {
    id: 'cmp.dns_query_logging_disabled',
    dimension: 'compliance',
    severity: 'low',
    kinds: ['dns_zone'],
    providers: ['aws', 'gcp'],
    terraformTypes: ['aws_route53_zone', 'aws_route53_query_log', 'google_dns_managed_zone'],
    title: 'Public DNS zone does not log queries',
    description: 'Queries answered by the public zone are not logged.',
    rationale: 'DNS query logs show who looked up which names and when: the evidence for subdomain reconnaissance, takeover attempts and command-and-control lookups.',
    terraformFix: NETWORK_SHELF_FIXES['cmp.dns_query_logging_disabled'],
    remediation: 'Enable query logging to CloudWatch Logs (Route 53) or Cloud Logging (cloud_logging_config) for the zone.',
    controls: { soc2: ['CC7.2'], pci_dss: ['10.2.1'], iso_27001: ['A.8.15'], nist_800_53: ['AU-12'] },
    effort: 'low',
    evaluate: (resource) => {
      const a = attributesOf(resource)
      return isPublicZone(a) && a.query_logging === false
    },
  },
  {
    id: 'cost.empty_dns_zone',
    dimension: 'cost',
    severity: 'info',
    kinds: ['dns_zone'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_route53_zone', 'google_dns_managed_zone', 'azurerm_dns_zone', 'azurerm_private_dns_zone'],
    title: 'DNS zone holds no records besides SOA and NS',
    description: 'The zone has only its SOA and NS record sets: it answers nothing and is billed every month.',
    rationale: 'An empty hosted zone costs money every month and, while still delegated, is an unowned namespace that can confuse resolution or be claimed by someone else.',
    remediation: 'Delete the zone, and its delegation at the parent, if nothing will be published in it.',
    controls: { soc2: ['CC6.6'], iso_27001: ['A.8.9'], nist_800_53: ['CM-8'] },
    effort: 'low',
    // A public zone always holds SOA and NS; a private zone (or one of unknown visibility) at least SOA.
    evaluate: (resource) => {
      const a = attributesOf(resource)
      const sets = num(a.record_sets)
      return sets !== undefined && sets <= (isPublicZone(a) ? 2 : 1)
    },
    monthlyWasteUsd: (resource: SnapshotResource) => usd(ZONE_USD[resource?.provider] ?? 0),
  },
  {
    id: 'sec.cdn_allows_http',
    dimension: 'security',
    severity: 'medium',
    kinds: ['cdn'],
    providers: ['aws', 'azure'],
    terraformTypes: ['aws_cloudfront_distribution', 'azurerm_cdn_frontdoor_profile', 'azurerm_cdn_frontdoor_route'],
    title: 'CDN serves viewers over plain HTTP',
    description: 'A cache behavior or route accepts HTTP from viewers without redirecting to HTTPS.',
    rationale: 'Content served over HTTP can be read and rewritten on the way to the user, including injected scripts and stolen session cookies, whatever the origin does.',
    terraformFix: NETWORK_SHELF_FIXES['sec.cdn_allows_http'],
    remediation: 'Set viewer_protocol_policy to redirect-to-https (CloudFront) or enable https_redirect on the Front Door route.',
    controls: { soc2: ['CC6.7'], pci_dss: ['4.2.1'], iso_27001: ['A.8.24'], nist_800_53: ['SC-8'], hipaa: ['164.312(e)(1)'] },
    effort: 'low',
    evaluate: (resource) => attributesOf(resource).viewer_http_allowed === true,
  },
  {
    id: 'sec.cdn_weak_viewer_tls',
    dimension: 'security',
    severity: 'medium',
    kinds: ['cdn'],
    providers: ['aws', 'azure'],
    terraformTypes: ['aws_cloudfront_distribution', 'azurerm_cdn_frontdoor_profile', 'azurerm_cdn_frontdoor_custom_domain'],
    title: 'CDN accepts viewer TLS older than 1.2',
    description: 'The distribution\'s security policy or custom domain still negotiates TLS 1.0 or 1.1 with viewers.',
    rationale: 'Old TLS versions allow downgrade attacks and weak cipher suites; PCI DSS forbids them and every current browser supports TLS 1.2.',
    terraformFix: NETWORK_SHELF_FIXES['sec.cdn_weak_viewer_tls'],
    remediation: 'Use the TLSv1.2_2021 security policy (CloudFront) or a TLS 1.2 minimum on the Front Door custom domain.',
    controls: { soc2: ['CC6.7'], pci_dss: ['4.2.1'], iso_27001: ['A.8.24'], nist_800_53: ['SC-8', 'SC-13'] },
    effort: 'low',
    evaluate: (resource) => {
      const version = tlsVersion(attributesOf(resource).min_tls_version)
      return version !== undefined && version < 1.2
    },
  },
  {
    id: 'sec.cdn_waf_missing',
    dimension: 'security',
    severity: 'medium',
    kinds: ['cdn'],
    providers: ['aws', 'gcp', 'azure'],
    terraformTypes: ['aws_cloudfront_distribution', 'google_compute_backend_bucket', 'azurerm_cdn_frontdoor_profile', 'azurerm_cdn_frontdoor_security_policy'],
    title: 'CDN has no web application firewall',
    description: 'No WAF web ACL, Cloud Armor edge policy or Front Door security policy filters requests at the edge.',
    rationale: 'The edge is the cheapest place to stop floods, bots and known exploits; without a WAF there, every malicious request is forwarded to the origin at full price.',
    terraformFix: NETWORK_SHELF_FIXES['sec.cdn_waf_missing'],
    remediation: 'Attach an AWS WAF web ACL to the distribution, an edge security policy to the backend bucket, or a security policy with a WAF policy to the Front Door profile.',
    controls: { soc2: ['CC6.6'], pci_dss: ['6.4.2'], iso_27001: ['A.8.20'], nist_800_53: ['SC-7', 'SC-5'] },
    effort: 'medium',
    evaluate: (resource) => attributesOf(resource).waf_enabled === false,
  },
  {
    id: 'sec.cdn_origin_plaintext',
    dimension: 'security',
    severity: 'medium',
    kinds: ['cdn'],
    providers: ['aws', 'azure'],
    terraformTypes: ['aws_cloudfront_distribution', 'azurerm_cdn_frontdoor_profile', 'azurerm_cdn_frontdoor_route'],
    title: 'CDN fetches from its origin over plain HTTP',
    description: 'A custom origin is reached with the http-only protocol policy (or HttpOnly forwarding), so traffic between the edge and the origin is unencrypted.',
    rationale: 'Viewers see a padlock while their requests and responses cross the internet to the origin in clear text, readable and alterable by anyone on that path.',
    terraformFix: NETWORK_SHELF_FIXES['sec.cdn_origin_plaintext'],
    remediation: 'Serve the origin over HTTPS and set origin_protocol_policy to https-only (forwarding_protocol HttpsOnly on Front Door).',
    controls: { soc2: ['CC6.7'], pci_dss: ['4.2.1'], iso_27001: ['A.8.24'], nist_800_53: ['SC-8'], hipaa: ['164.312(e)(1)'] },
    effort: 'medium',
    evaluate: (resource) => attributesOf(resource).origin_plaintext === true,
  },
  {
    id: 'sec.cdn_s3_origin_without_access_control',
    dimension: 'security',
    severity: 'medium',
    kinds: ['cdn'],
    providers: ['aws'],
    terraformTypes: ['aws_cloudfront_distribution'],
    title: 'CloudFront S3 origin has no origin access control',
    description: 'An S3 origin is fetched without origin access control or an origin access identity, so the bucket must be readable by everyone.',
    rationale: 'Without OAC the bucket behind the CDN has to be public, so its objects can be fetched directly, bypassing the WAF, geo restrictions, signed URLs and logging of the distribution.',
    terraformFix: NETWORK_SHELF_FIXES['sec.cdn_s3_origin_without_access_control'],
    remediation: 'Create an origin access control, reference it from the origin, grant it s3:GetObject in the bucket policy and block public access on the bucket.',
    controls: { soc2: ['CC6.1'], pci_dss: ['7.2.1'], iso_27001: ['A.8.3'], nist_800_53: ['AC-3'] },
    effort: 'medium',
    evaluate: (resource) => attributesOf(resource).s3_origin_without_access_control === true,
  },
  {
    id: 'cmp.cdn_access_logging_disabled',
    dimension: 'compliance',
    severity: 'low',
    kinds: ['cdn'],
    providers: ['aws', 'azure'],
    terraformTypes: ['aws_cloudfront_distribution', 'azurerm_cdn_frontdoor_profile'],
    title: 'CDN access logs are disabled',
    description: 'The distribution or Front Door profile keeps no request logs.',
    rationale: 'Edge request logs are the only record of requests the CDN answered from cache; without them abuse, scraping and data leaks through the CDN leave no trace.',
    terraformFix: NETWORK_SHELF_FIXES['cmp.cdn_access_logging_disabled'],
    remediation: 'Enable standard logging to a log bucket (CloudFront) or a diagnostic setting with the access log category (Front Door).',
    controls: { cis_azure: ['6.1.4'], soc2: ['CC7.2'], pci_dss: ['10.2.1'], iso_27001: ['A.8.15'], nist_800_53: ['AU-2', 'AU-12'] },
    effort: 'low',
    evaluate: (resource) => attributesOf(resource).access_logs === false,
  },
  {
    id: 'cost.cdn_price_class_all_outside_production',
    dimension: 'cost',
    severity: 'low',
    kinds: ['cdn'],
    providers: ['aws'],
    terraformTypes: ['aws_cloudfront_distribution'],
    title: 'Non-production distribution serves from every edge location',
    description: 'A distribution outside production uses PriceClass_All, paying the highest per-GB rates of South America, Oceania and Asia edges.',
    rationale: 'Test and staging audiences rarely need the most expensive edge regions; PriceClass_100 serves them from North America and Europe at the lowest data transfer rates.',
    terraformFix: NETWORK_SHELF_FIXES['cost.cdn_price_class_all_outside_production'],
    remediation: 'Set price_class to PriceClass_100 (or PriceClass_200) on non-production distributions.',
    controls: { soc2: ['A1.1'], iso_27001: ['A.8.6'] },
    effort: 'low',
    evaluate: (resource) => !isProduction(resource) && token(attributesOf(resource).price_class) === 'priceclassall',
    monthlyWasteUsd: (resource: SnapshotResource) => usd((num(attributesOf(resource).monthly_cost_usd) ?? 0) * PRICE_CLASS_ALL_SHARE),
  },
  {
    id: 'cost.front_door_premium_outside_production',
    dimension: 'cost',
    severity: 'low',
    kinds: ['cdn'],
    providers: ['azure'],
    terraformTypes: ['azurerm_cdn_frontdoor_profile'],
    title: 'Non-production Front Door profile runs on the Premium tier',
    description: 'A Front Door profile outside production uses Premium_AzureFrontDoor, whose base fee is about ten times the Standard tier\'s.',
    rationale: 'Premium adds Private Link origins and managed bot rules that test environments rarely need, at roughly 295 USD a month more than Standard before any traffic.',
    terraformFix: NETWORK_SHELF_FIXES['cost.front_door_premium_outside_production'],
    remediation: 'Use Standard_AzureFrontDoor for non-production profiles unless they test Premium-only features.',
    controls: { soc2: ['A1.1'], iso_27001: ['A.8.6'] },
    effort: 'medium',
    evaluate: (resource) => !isProduction(resource) && token(attributesOf(resource).sku) === 'premiumazurefrontdoor',
    monthlyWasteUsd: () => FRONT_DOOR_PREMIUM_EXTRA_USD,
  },
]
