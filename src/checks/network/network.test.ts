import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { SnapshotResource } from '../../resources/index.ts'
import { addToIndex, emptyIndex } from '../check.ts'
import { resourceOf, testCheckTable, type CheckCase } from '../check-cases.ts'
import { NETWORK_CHECKS } from './index.ts'
import { portRanges } from './rule-reading.ts'

const world = { direction: 'ingress', cidr: '0.0.0.0/0' }
const WEB = 'sg-0web'
const indexWith = (...groups: string[]) => ({ runningInstanceNetworkGroups: new Set(groups) })
const ingress = { direction: 'ingress', cidr: '0.0.0.0/0' }
const prod = { env: 'prod' }
const staging = { env: 'staging' }

const CASES: Record<string, CheckCase> = {
  // Network rules
  'sec.security_group_open_to_world': {
    index: indexWith(WEB),
    fail: { attributes: { ...ingress, protocol: 'all', attached_to: [WEB] } },
    alsoFail: [
      { attributes: { ...ingress, protocol: 'all', port_range: '0-65535', attached_to: ['sg-0other', WEB] } },
      { attributes: { ...ingress, protocol: '-1', attached_to: [WEB] } },
      { attributes: { direction: 'Inbound', cidr: '*', protocol: '*', port_range: '*', attached_to: [WEB] } },
      { attributes: { direction: 'ingress', cidr: ['10.0.0.0/8', '::/0'], protocol: 'tcp', port_range: '1-65535', attached_to: [WEB] } },
    ],
    pass: [
      { attributes: { ...ingress, protocol: 'all', attached_to: ['sg-0retired'] } },
      { attributes: { ...ingress, protocol: 'all', attached_to: [] } },
      { attributes: { ...ingress, protocol: 'tcp', port_range: '443', attached_to: [WEB] } },
      { attributes: { ...ingress, protocol: 'tcp', attached_to: [WEB] } },
      { attributes: { direction: 'ingress', cidr: '10.0.0.0/16', protocol: 'all', attached_to: [WEB] } },
      { attributes: { direction: 'egress', cidr: '0.0.0.0/0', protocol: 'all', attached_to: [WEB] } },
      { attributes: { ...ingress, protocol: 'all', action: 'Deny', attached_to: [WEB] } },
    ],
  },
  'sec.database_port_open_to_world': {
    fail: { attributes: { ...ingress, protocol: 'tcp', port_range: '5432' } },
    alsoFail: [
      { attributes: { ...ingress, protocol: 'tcp', port_range: '3000-3400' } },
      { attributes: { ...ingress, protocol: '6', port_range: 1433 } },
      { attributes: { ...ingress, protocol: 'tcp', port_range: '443,27017' } },
      { attributes: { direction: 'ingress', cidr: '::/0', protocol: 'all', port_range: ['3306'] } },
    ],
    pass: [
      { attributes: { ...ingress, protocol: 'tcp', port_range: '443' } },
      { attributes: { direction: 'ingress', cidr: '10.20.0.0/16', protocol: 'tcp', port_range: '5432' } },
      { attributes: { ...ingress, protocol: 'udp', port_range: '5432' } },
      // Open on every port: reported once, by sec.security_group_open_to_world.
      { attributes: { ...ingress, protocol: 'all', port_range: '0-65535' } },
      { attributes: { ...ingress, protocol: 'tcp', port_range: '5432-5431' } },
    ],
  },
  'arch.unused_network_rule': {
    fail: { attributes: { attached_to: [] } },
    pass: [{ attributes: { attached_to: ['sg-0abc'] } }, { attributes: { attached_to: null } }],
  },
  'cmp.flow_logs_disabled': {
    fail: { attributes: { flow_logs: false } },
    pass: [{ attributes: { flow_logs: true } }],
  },
  'sec.network_rule_admin_port_open_to_world': {
    fail: { attributes: { ...world, protocol: 'tcp', port_range: '22' } },
    alsoFail: [
      { attributes: { direction: 'Inbound', cidr: 'Internet', protocol: 'Tcp', port_range: '3389' } },
      { attributes: { direction: 'ingress', cidr: ['10.0.0.0/8', '::/0'], protocol: '6', port_range: '20-25' } },
      { attributes: { ...world, protocol: 'all', port_range: '3389' } },
    ],
    pass: [
      { attributes: { ...world, protocol: 'tcp', port_range: '443' } },
      { attributes: { direction: 'ingress', cidr: '10.0.0.0/16', protocol: 'tcp', port_range: '22' } },
      { attributes: { ...world, protocol: 'udp', port_range: '22' } },
      { attributes: { ...world, protocol: 'tcp', port_range: '22', action: 'deny' } },
      { attributes: { direction: 'egress', cidr: '0.0.0.0/0', protocol: 'tcp', port_range: '22' } },
      // Open on every port: reported once, by sec.security_group_open_to_world.
      { attributes: { ...world, protocol: 'all', port_range: '0-65535' } },
    ],
  },
  'sec.network_rule_smb_open_to_world': {
    fail: { attributes: { ...world, protocol: 'tcp', port_range: '445' } },
    alsoFail: [{ attributes: { direction: 'Inbound', cidr: '*', protocol: '*', port_range: '400-500' } }],
    pass: [
      { attributes: { ...world, protocol: 'tcp', port_range: '443' } },
      { attributes: { direction: 'ingress', cidr: '192.168.0.0/16', protocol: 'tcp', port_range: '445' } },
      { attributes: { ...world, protocol: 'tcp', port_range: '1-65535' } },
    ],
  },
  'sec.network_rule_udp_open_to_world': {
    fail: { attributes: { ...world, protocol: 'udp', port_range: '53' } },
    alsoFail: [{ attributes: { direction: 'Inbound', cidr: 'Internet', protocol: 'Udp', port_range: '500-4500' } }, { attributes: { ...world, protocol: '17', port_range: 123 } }],
    pass: [
      { attributes: { ...world, protocol: 'tcp', port_range: '53' } },
      { attributes: { direction: 'ingress', cidr: '10.0.0.0/8', protocol: 'udp', port_range: '53' } },
      { attributes: { ...world, protocol: 'udp', port_range: 'dns' } },
      { attributes: { ...world, protocol: 'udp', port_range: '53', action: 'Deny' } },
      // UDP on every port: reported once, by sec.security_group_open_to_world.
      { attributes: { ...world, protocol: 'udp', port_range: '0-65535' } },
    ],
  },
  'sec.network_acl_admin_port_open_to_world': {
    fail: { attributes: { acl_open_admin_ports: [22] } },
    alsoFail: [{ attributes: { acl_open_admin_ports: [22, 3389] } }],
    pass: [{ attributes: { acl_open_admin_ports: [] } }, { attributes: { acl_open_admin_ports: ['22', 443] } }],
  },
  'sec.default_security_group_allows_traffic': {
    fail: { attributes: { default_group_rule_count: 2 } },
    pass: [{ attributes: { default_group_rule_count: 0 } }],
  },
  // Load balancers
  'sec.load_balancer_http_listener': {
    fail: { attributes: { http_listener: 'forward' } },
    pass: [{ attributes: { http_listener: 'redirect' } }, { attributes: { http_listener: 'none', https_only: false } }],
  },
  'sec.load_balancer_weak_tls_policy': {
    fail: { attributes: { min_tls_version: '1.0' } },
    alsoFail: [
      { attributes: { min_tls_version: 'TLSv1.1' } },
      { attributes: { min_tls_version: 'TLS_1_0' } },
      { attributes: { tls_policy: 'ELBSecurityPolicy-2016-08' } },
    ],
    pass: [
      { attributes: { min_tls_version: '1.2', tls_policy: 'ELBSecurityPolicy-TLS13-1-2-2021-06' } },
      { attributes: { min_tls_version: 'TLS_1_3' } },
      { attributes: { tls_policy: 'ELBSecurityPolicy-TLS13-1-2-2021-06' } },
    ],
  },
  'cost.idle_load_balancer': {
    fail: { attributes: { healthy_targets: 0 } },
    pass: [{ attributes: { healthy_targets: 1 } }],
  },
  'arch.load_balancer_single_zone': {
    fail: { attributes: { target_zones: 1 } },
    pass: [{ attributes: { target_zones: 2 } }, { attributes: { target_zones: 0 } }],
  },
  'cmp.load_balancer_access_logs_disabled': {
    fail: { attributes: { access_logs: false } },
    pass: [{ attributes: { access_logs: true } }],
  },
  'sec.load_balancer_waf_missing': {
    fail: { attributes: { waf_enabled: false } },
    alsoFail: [{ attributes: { waf_enabled: false, scheme: 'internet-facing' } }],
    pass: [{ attributes: { waf_enabled: true, scheme: 'internet-facing' } }, { attributes: { waf_enabled: false, scheme: 'internal' } }],
  },
  'sec.load_balancer_invalid_headers_kept': {
    fail: { attributes: { drop_invalid_header_fields: false } },
    pass: [{ attributes: { drop_invalid_header_fields: true } }],
  },
  'sec.load_balancer_desync_mitigation_monitor': {
    fail: { attributes: { desync_mitigation_mode: 'monitor' } },
    pass: [{ attributes: { desync_mitigation_mode: 'defensive' } }, { attributes: { desync_mitigation_mode: 'strictest' } }],
  },
  'arch.load_balancer_deletion_protection_disabled': {
    fail: { attributes: { deletion_protection: false }, tags: prod },
    pass: [{ attributes: { deletion_protection: true }, tags: prod }, { attributes: { deletion_protection: false }, tags: staging }, { attributes: { deletion_protection: false } }],
  },
  'sec.load_balancer_ssl_policy_weak_ciphers': {
    fail: { attributes: { ssl_profile: 'COMPATIBLE', min_tls_version: '1.2' } },
    pass: [
      { attributes: { ssl_profile: 'MODERN', min_tls_version: '1.2' } },
      { attributes: { ssl_profile: 'RESTRICTED', min_tls_version: '1.2' } },
      // Below TLS 1.2 the weak TLS policy check reports it.
      { attributes: { ssl_profile: 'COMPATIBLE', min_tls_version: '1.0' } },
    ],
  },
  'arch.app_gateway_v1_sku': {
    fail: { attributes: { sku_tier: 'Standard' } },
    alsoFail: [{ attributes: { sku_tier: 'WAF' } }],
    pass: [{ attributes: { sku_tier: 'Standard_v2' } }, { attributes: { sku_tier: 'WAF_v2' } }],
  },
  'arch.app_gateway_http2_disabled': {
    fail: { attributes: { http2: false } },
    pass: [{ attributes: { http2: true } }],
  },
  'sec.waf_detection_mode_only': {
    fail: { attributes: { waf_mode: 'detection' } },
    alsoFail: [{ attributes: { waf_mode: 'Detection' } }],
    pass: [{ attributes: { waf_mode: 'prevention' } }],
  },
  'sec.waf_request_body_inspection_disabled': {
    fail: { attributes: { waf_request_body_check: false } },
    pass: [{ attributes: { waf_request_body_check: true } }],
  },
  'sec.waf_bot_protection_disabled': {
    fail: { attributes: { waf_bot_protection: false } },
    pass: [{ attributes: { waf_bot_protection: true } }],
  },
  // Networks
  'cmp.network_flow_logs_disabled': {
    fail: { attributes: { flow_logs: false } },
    pass: [{ attributes: { flow_logs: true } }],
  },
  'sec.default_network_in_use': {
    fail: { attributes: { is_default: true } },
    pass: [{ attributes: { is_default: false } }],
  },
  'arch.network_auto_mode_subnets': {
    fail: { attributes: { auto_mode: true } },
    pass: [{ attributes: { auto_mode: false } }],
  },
  'sec.subnet_private_google_access_disabled': {
    fail: { attributes: { private_google_access: false } },
    pass: [{ attributes: { private_google_access: true } }],
  },
  'sec.vnet_ddos_protection_disabled': {
    fail: { attributes: { ddos_protection: false }, tags: prod },
    pass: [{ attributes: { ddos_protection: true }, tags: prod }, { attributes: { ddos_protection: false }, tags: { env: 'dev' } }],
  },
  'cmp.flow_log_retention_short': {
    fail: { attributes: { flow_log_retention_days: 30 } },
    alsoFail: [{ attributes: { flow_log_retention_days: 89 } }, { attributes: { flow_log_retention_days: 1 } }],
    pass: [{ attributes: { flow_log_retention_days: 90 } }, { attributes: { flow_log_retention_days: 365 } }, { attributes: { flow_log_retention_days: 0 } }],
  },
  'cost.unused_public_ip': {
    fail: { attributes: { public_ip_in_use: false } },
    pass: [{ attributes: { public_ip_in_use: true } }],
  },
  'sec.subnet_auto_assigns_public_ip': {
    fail: { attributes: { auto_assign_public_ip: true } },
    pass: [{ attributes: { auto_assign_public_ip: false } }],
  },
  'sec.subnet_without_nsg': {
    fail: { attributes: { nsg_associated: false } },
    pass: [{ attributes: { nsg_associated: true } }],
  },
  // DNS and CDN
  'sec.dns_zone_dnssec_disabled': {
    fail: { attributes: { visibility: 'public', dnssec: false } },
    pass: [{ attributes: { visibility: 'public', dnssec: true } }, { attributes: { visibility: 'private', dnssec: false } }],
  },
  'sec.dns_dnssec_weak_algorithm': {
    fail: { attributes: { dnssec_weak_algorithm: true } },
    pass: [{ attributes: { dnssec_weak_algorithm: false } }],
  },
  'cmp.dns_query_logging_disabled': {
    fail: { attributes: { visibility: 'public', query_logging: false } },
    pass: [{ attributes: { visibility: 'public', query_logging: true } }, { attributes: { visibility: 'private', query_logging: false } }],
  },
  'cost.empty_dns_zone': {
    fail: { attributes: { record_sets: 1 } },
    alsoFail: [{ attributes: { record_sets: 2, visibility: 'public' } }, { attributes: { record_sets: 1, visibility: 'private' } }],
    pass: [
      { attributes: { record_sets: 3, visibility: 'public' } },
      { attributes: { record_sets: 2, visibility: 'private' } },
      { attributes: { record_sets: 2 } },
    ],
  },
  'sec.cdn_allows_http': {
    fail: { attributes: { viewer_http_allowed: true } },
    pass: [{ attributes: { viewer_http_allowed: false } }],
  },
  'sec.cdn_weak_viewer_tls': {
    fail: { attributes: { min_tls_version: '1.0' } },
    alsoFail: [{ attributes: { min_tls_version: '1.1' } }, { attributes: { min_tls_version: '0.3' } }],
    pass: [{ attributes: { min_tls_version: '1.2' } }, { attributes: { min_tls_version: '1.3' } }],
  },
  'sec.cdn_waf_missing': {
    fail: { attributes: { waf_enabled: false } },
    pass: [{ attributes: { waf_enabled: true } }],
  },
  'sec.cdn_origin_plaintext': {
    fail: { attributes: { origin_plaintext: true } },
    pass: [{ attributes: { origin_plaintext: false } }],
  },
  'sec.cdn_s3_origin_without_access_control': {
    fail: { attributes: { s3_origin_without_access_control: true } },
    pass: [{ attributes: { s3_origin_without_access_control: false } }],
  },
  'cmp.cdn_access_logging_disabled': {
    fail: { attributes: { access_logs: false } },
    pass: [{ attributes: { access_logs: true } }],
  },
  'cost.cdn_price_class_all_outside_production': {
    fail: { attributes: { price_class: 'PriceClass_All' }, tags: staging },
    alsoFail: [{ attributes: { price_class: 'PriceClass_All', monthly_cost_usd: 400 } }],
    pass: [{ attributes: { price_class: 'PriceClass_All' }, tags: prod }, { attributes: { price_class: 'PriceClass_100' }, tags: staging }],
  },
  'cost.front_door_premium_outside_production': {
    fail: { attributes: { sku: 'Premium_AzureFrontDoor' }, tags: staging },
    pass: [{ attributes: { sku: 'Premium_AzureFrontDoor' }, tags: prod }, { attributes: { sku: 'Standard_AzureFrontDoor' }, tags: staging }],
  },
  // API gateways
  'cmp.api_gateway_access_logging_disabled': {
    fail: { attributes: { access_logs: false } },
    pass: [{ attributes: { access_logs: true } }],
  },
  'arch.api_gateway_tracing_disabled': {
    fail: { attributes: { tracing: false } },
    pass: [{ attributes: { tracing: true } }],
  },
  'sec.api_gateway_cache_unencrypted': {
    fail: { attributes: { cache_encrypted: false } },
    pass: [{ attributes: { cache_encrypted: true } }],
  },
  'sec.api_gateway_waf_missing': {
    fail: { attributes: { waf_enabled: false } },
    alsoFail: [{ attributes: { waf_enabled: false, endpoint_type: 'REGIONAL' } }],
    pass: [{ attributes: { waf_enabled: true } }, { attributes: { waf_enabled: false, endpoint_type: 'PRIVATE' } }],
  },
  'sec.api_gateway_unauthenticated_methods': {
    fail: { attributes: { unauthenticated_methods: 3 } },
    alsoFail: [{ attributes: { unauthenticated_methods: 1, endpoint_type: 'EDGE' } }],
    pass: [{ attributes: { unauthenticated_methods: 0 } }, { attributes: { unauthenticated_methods: 2, endpoint_type: 'PRIVATE' } }],
  },
  'sec.api_gateway_weak_tls': {
    fail: { attributes: { min_tls_version: '1.0' } },
    alsoFail: [{ attributes: { min_tls_version: '1.1' } }],
    pass: [{ attributes: { min_tls_version: '1.2' } }],
  },
  'arch.api_management_developer_sku_in_production': {
    fail: { attributes: { sku: 'Developer_1' }, tags: prod },
    pass: [{ attributes: { sku: 'Premium_2' }, tags: prod }, { attributes: { sku: 'Developer_1' }, tags: staging }],
  },
  'arch.api_gateway_throttling_disabled': {
    fail: { attributes: { throttling: false } },
    pass: [{ attributes: { throttling: true } }],
  },
  // Queues
  'cmp.queue_unencrypted_at_rest': {
    fail: { attributes: { encryption: 'none' } },
    pass: [{ attributes: { encryption: 'provider_managed' } }, { attributes: { encryption: 'customer_managed' } }],
  },
  'cmp.queue_without_customer_managed_key': {
    fail: { attributes: { encryption: 'provider_managed' } },
    pass: [{ attributes: { encryption: 'customer_managed' } }],
  },
  'sec.queue_public_access': {
    fail: { attributes: { public_access: true } },
    pass: [{ attributes: { public_access: false } }],
  },
  'sec.queue_local_auth_enabled': {
    fail: { attributes: { local_auth_enabled: true } },
    pass: [{ attributes: { local_auth_enabled: false } }],
  },
  'sec.queue_weak_tls': {
    fail: { attributes: { min_tls_version: '1.0' } },
    alsoFail: [{ attributes: { min_tls_version: '1.1' } }],
    pass: [{ attributes: { min_tls_version: '1.2' } }],
  },
  'sec.queue_public_network_access': {
    fail: { attributes: { public_network_access: true } },
    pass: [{ attributes: { public_network_access: false } }],
  },
  'arch.queue_without_dead_letter': {
    fail: { attributes: { dead_letter: false } },
    pass: [{ attributes: { dead_letter: true } }],
  },
  'cost.idle_queue_namespace': {
    fail: { attributes: { messages_last_30d: 0 } },
    alsoFail: [{ attributes: { messages_last_30d: 0, sku: 'Premium' } }, { attributes: { messages_last_30d: 0, monthly_cost_usd: 12.5 } }],
    pass: [{ attributes: { messages_last_30d: 1 } }, { attributes: { messages_last_30d: 250000, sku: 'Premium' } }],
  },
  'arch.queue_basic_tier_in_production': {
    fail: { attributes: { sku: 'Basic' }, tags: prod },
    pass: [{ attributes: { sku: 'Standard' }, tags: prod }, { attributes: { sku: 'Basic' }, tags: staging }],
  },
  'sec.topic_plaintext_http_subscription': {
    fail: { attributes: { http_subscriptions: 1 } },
    pass: [{ attributes: { http_subscriptions: 0 } }],
  },
}

testCheckTable('network', NETWORK_CHECKS, CASES)

test('the network shelf reaches its targets: 50 checks, by cloud and dimension', () => {
  const count = (f: (c: (typeof NETWORK_CHECKS)[number]) => boolean) => NETWORK_CHECKS.filter(f).length
  assert.ok(NETWORK_CHECKS.length >= 50)
  assert.ok(count((c) => c.providers.includes('aws')) >= 25)
  assert.ok(count((c) => c.providers.includes('azure')) >= 12)
  assert.ok(count((c) => c.providers.includes('gcp')) >= 10)
  for (const dimension of ['cost', 'architecture', 'compliance'] as const) assert.ok(count((c) => c.dimension === dimension) >= 4, dimension)
})

test('waste estimates: idle IPs by cloud, price class from the reported cost, idle namespaces by tier', () => {
  const byId = (id: string) => NETWORK_CHECKS.find((c) => c.id === id)!
  const resource = (provider: 'aws' | 'gcp' | 'azure', attributes: Record<string, unknown>) =>
    ({ id: 'r', kind: 'network' as const, provider, region: 'x', name: 'n', external_id: 'e', tags: {}, attributes })
  assert.equal(byId('cost.unused_public_ip').monthlyWasteUsd!(resource('gcp', {})), 7.3)
  assert.equal(byId('cost.unused_public_ip').monthlyWasteUsd!(resource('aws', {})), 3.65)
  assert.equal(byId('cost.cdn_price_class_all_outside_production').monthlyWasteUsd!(resource('aws', { monthly_cost_usd: 400 })), 60)
  assert.equal(byId('cost.idle_queue_namespace').monthlyWasteUsd!(resource('azure', { sku: 'Premium' })), 677)
  assert.equal(byId('cost.idle_queue_namespace').monthlyWasteUsd!(resource('azure', { sku: 'Premium', monthly_cost_usd: 700 })), 700)
})

test('an open rule counts once a running instance carries its group, as the index built from instances says', () => {
  const check = NETWORK_CHECKS.find((c) => c.id === 'sec.security_group_open_to_world')!
  const rule = resourceOf(check, { attributes: { ...ingress, protocol: 'all', attached_to: [WEB] } })
  const instance = (state: string, groups: unknown): SnapshotResource => ({
    id: 'res_i', kind: 'instance', provider: 'aws', region: 'eu-west-1', name: 'vm', external_id: 'i-1', tags: {},
    attributes: { state, network_groups: groups },
  })
  const index = emptyIndex()
  addToIndex(index, instance('stopped', [WEB]))
  addToIndex(index, instance('running', WEB))
  assert.equal(check.evaluate(rule, index), false)
  addToIndex(index, instance('running', [42, WEB]))
  assert.equal(check.evaluate(rule, index), true)
})

test('port ranges read every spelling the providers use, and reject the unreadable', () => {
  assert.deepEqual(portRanges('443'), [[443, 443]])
  assert.deepEqual(portRanges(' 80 - 81 , 443'), [[80, 81], [443, 443]])
  assert.deepEqual(portRanges('*'), [[0, 65535]])
  assert.deepEqual(portRanges([22, '3389']), [[22, 22], [3389, 3389]])
  for (const bad of ['', '70000', '22-', 'ssh', '10-5', [], [22, 'x'], null, true, 1.5]) assert.equal(portRanges(bad), undefined, String(bad))
})

test('waste of an idle load balancer is its reported cost, and zero when the cost is missing or odd', () => {
  const check = NETWORK_CHECKS.find((c) => c.id === 'cost.idle_load_balancer')!
  const waste = (attributes: Record<string, unknown>) => check.monthlyWasteUsd!(resourceOf(check, { attributes }))
  assert.equal(waste({ monthly_cost_usd: 22.4 }), 22.4)
  for (const attributes of [{}, { monthly_cost_usd: -50, size_gb: -1 }, { monthly_cost_usd: NaN, memory_mb: 0, peak_memory_mb_30d: 0 }]) assert.equal(waste(attributes), 0)
})
