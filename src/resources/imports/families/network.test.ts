import assert from 'node:assert/strict'
import { test } from 'node:test'
import { checksFor, emptyIndex } from '../../../checks/index.ts'
import { NETWORK_CHECKS } from '../../../checks/network/index.ts'
import type { ResourceInput } from '../../schemas.ts'
import { mapTerraformResources, type TerraformMapping, type TerraformResource } from '../terraform.ts'
import { aclOpenAdminPorts, awsPolicyMinTls } from './aws-network.ts'

// The network shelf's Terraform types, from small `terraform show -json` states written the way the providers
// (hashicorp/aws 5.x, google 6.x, azurerm 4.x) record them: kinds, attributes, companions merged into their
// parent, and absent values left absent. Then the checks over a bad and a good estate.

let n = 0
const r = (type: string, values: Record<string, unknown>, name = `r${++n}`): TerraformResource => ({ address: `${type}.${name}`, mode: 'managed', type, name, values })
function byId(m: TerraformMapping, externalId: string): ResourceInput {
  const found = m.items.filter((i) => i.input.external_id === externalId)
  assert.equal(found.length, 1, `one item with external_id ${externalId}: ${m.items.map((i) => i.input.external_id).join(', ')}`)
  return found[0]!.input
}
/** The network-shelf checks each mapped item fails. */
function raised(m: TerraformMapping): string[] {
  const ids = new Set(NETWORK_CHECKS.map((c) => c.id))
  const out: string[] = []
  for (const { input } of m.items) {
    const resource = { id: 'res', ...input, tags: input.tags ?? {}, attributes: input.attributes ?? {} }
    for (const check of checksFor(input.kind, input.provider)) if (ids.has(check.id) && check.evaluate(resource, emptyIndex())) out.push(`${check.id} ${input.name}`)
  }
  return out.sort()
}

const ACCOUNT = '482913650127'
const REGION = 'eu-west-1'
const arn = (service: string, rest: string) => `arn:aws:${service}:${REGION}:${ACCOUNT}:${rest}`
const ALB = arn('elasticloadbalancing', 'loadbalancer/app/web/50dc6c495c0c9188')
const STAGE = `arn:aws:apigateway:${REGION}::/restapis/a1b2c3/stages/prod`
const QUEUE_URL = `https://sqs.${REGION}.amazonaws.com/${ACCOUNT}/orders`
const TOPIC = arn('sns', 'events')
const PUBLIC_POLICY = JSON.stringify({ Version: '2012-10-17', Statement: [{ Effect: 'Allow', Principal: '*', Action: 'sqs:SendMessage', Resource: '*' }] })
const SCOPED_POLICY = JSON.stringify({ Statement: [{ Effect: 'Allow', Principal: { AWS: '*' }, Action: 'SNS:Publish', Condition: { StringEquals: { 'AWS:SourceOwner': ACCOUNT } } }] })

function awsState(bad: boolean): TerraformResource[] {
  return [
    r('aws_vpc', { id: 'vpc-0a1', arn: arn('ec2', 'vpc/vpc-0a1'), cidr_block: '10.0.0.0/16', tags: { Name: 'main', env: 'prod' } }),
    ...(bad ? [] : [r('aws_flow_log', { id: 'fl-1', vpc_id: 'vpc-0a1', traffic_type: 'ALL', subnet_id: '', log_destination_type: 's3' })]),
    ...(bad ? [r('aws_default_vpc', { id: 'vpc-0def', arn: arn('ec2', 'vpc/vpc-0def'), cidr_block: '172.31.0.0/16', tags: {} })] : []),
    r('aws_subnet', { id: 'subnet-1', arn: arn('ec2', 'subnet/subnet-1'), vpc_id: 'vpc-0a1', cidr_block: '10.0.1.0/24', availability_zone: 'eu-west-1a', map_public_ip_on_launch: bad, tags: { Name: 'app-a' } }),
    r('aws_eip', { id: 'eipalloc-1', allocation_id: 'eipalloc-1', arn: arn('ec2', 'elastic-ip/eipalloc-1'), public_ip: '203.0.113.10', association_id: '', instance: '', network_interface: '', domain: 'vpc', tags: {} }),
    ...(bad ? [] : [r('aws_nat_gateway', { id: 'nat-1', allocation_id: 'eipalloc-1', subnet_id: 'subnet-1', secondary_allocation_ids: [] })]),
    r('aws_network_acl', {
      id: 'acl-1', arn: arn('ec2', 'network-acl/acl-1'), vpc_id: 'vpc-0a1', subnet_ids: ['subnet-1'], tags: { Name: 'public' }, egress: [],
      ingress: [
        { rule_no: 100, action: 'allow', protocol: '-1', cidr_block: '0.0.0.0/0', ipv6_cidr_block: '', from_port: 0, to_port: 0, icmp_code: 0, icmp_type: 0 },
      ],
    }),
    ...(bad ? [] : [r('aws_network_acl_rule', { id: 'nacl-1', network_acl_id: 'acl-1', rule_number: 10, egress: false, protocol: 'tcp', rule_action: 'deny', cidr_block: '0.0.0.0/0', from_port: 0, to_port: 3389 })]),
    r('aws_default_security_group', {
      id: 'sg-0def', arn: arn('ec2', 'security-group/sg-0def'), vpc_id: 'vpc-0a1', tags: {}, egress: [],
      ingress: bad ? [{ protocol: '-1', from_port: 0, to_port: 0, self: true, cidr_blocks: [], ipv6_cidr_blocks: [], security_groups: [], prefix_list_ids: [], description: '' }] : [],
    }),
    r('aws_lb', {
      arn: ALB, id: ALB, name: 'web', internal: false, load_balancer_type: 'application', enable_deletion_protection: !bad, drop_invalid_header_fields: !bad,
      desync_mitigation_mode: bad ? 'monitor' : 'defensive', access_logs: [{ bucket: 'logs', enabled: true, prefix: '' }], tags: { env: 'prod' },
    }),
    ...(bad ? [] : [r('aws_wafv2_web_acl_association', { id: `${ALB},waf`, resource_arn: ALB, web_acl_arn: arn('wafv2', 'regional/webacl/web/1') })]),
    r('aws_route53_zone', { zone_id: 'Z0123456789ABC', arn: 'arn:aws:route53:::hostedzone/Z0123456789ABC', name: 'example.com', vpc: [], tags: {} }),
    ...(bad ? [] : [
      r('aws_route53_query_log', { id: 'ql-1', zone_id: 'Z0123456789ABC', cloudwatch_log_group_arn: 'arn:aws:logs:us-east-1:1:log-group:/aws/route53/example.com' }),
      r('aws_route53_hosted_zone_dnssec', { id: 'Z0123456789ABC', hosted_zone_id: 'Z0123456789ABC', signing_status: 'SIGNING' }),
    ]),
    r('aws_route53_zone', { zone_id: 'Z0PRIVATE', arn: 'arn:aws:route53:::hostedzone/Z0PRIVATE', name: 'internal.example', vpc: [{ vpc_id: 'vpc-0a1', vpc_region: REGION }], tags: {} }),
    r('aws_cloudfront_distribution', {
      id: 'E2QWRUHAPOMQZL', arn: `arn:aws:cloudfront::${ACCOUNT}:distribution/E2QWRUHAPOMQZL`, domain_name: 'd111111abcdef8.cloudfront.net',
      price_class: bad ? 'PriceClass_All' : 'PriceClass_100', web_acl_id: bad ? '' : 'arn:aws:wafv2:us-east-1:1:global/webacl/edge/1', tags: { env: 'staging' },
      default_cache_behavior: [{ target_origin_id: 'assets', viewer_protocol_policy: bad ? 'allow-all' : 'redirect-to-https' }],
      ordered_cache_behavior: [{ path_pattern: '/api/*', target_origin_id: 'api', viewer_protocol_policy: 'https-only' }],
      origin: [
        { origin_id: 'assets', domain_name: 'acme-assets.s3.eu-west-1.amazonaws.com', origin_access_control_id: bad ? '' : 'E1OAC', s3_origin_config: [], custom_origin_config: [] },
        { origin_id: 'api', domain_name: 'api.example.com', origin_access_control_id: '', s3_origin_config: [],
          custom_origin_config: [{ http_port: 80, https_port: 443, origin_protocol_policy: bad ? 'http-only' : 'https-only', origin_ssl_protocols: ['TLSv1.2'] }] },
      ],
      viewer_certificate: [{ acm_certificate_arn: 'arn:aws:acm:us-east-1:1:certificate/1', cloudfront_default_certificate: false, minimum_protocol_version: bad ? 'TLSv1_2016' : 'TLSv1.2_2021', ssl_support_method: 'sni-only' }],
      logging_config: bad ? [] : [{ bucket: 'cdn-logs.s3.amazonaws.com', include_cookies: false, prefix: '' }],
    }),
    r('aws_api_gateway_rest_api', { id: 'a1b2c3', arn: `arn:aws:apigateway:${REGION}::/restapis/a1b2c3`, name: 'orders', endpoint_configuration: [{ types: ['REGIONAL'] }], tags: {} }),
    r('aws_api_gateway_method', { id: 'agm-1', rest_api_id: 'a1b2c3', http_method: 'GET', authorization: bad ? 'NONE' : 'AWS_IAM', api_key_required: false }),
    r('aws_api_gateway_method', { id: 'agm-2', rest_api_id: 'a1b2c3', http_method: 'OPTIONS', authorization: 'NONE', api_key_required: false }),
    r('aws_api_gateway_stage', {
      arn: STAGE, id: 'ags-a1b2c3-prod', rest_api_id: 'a1b2c3', stage_name: 'prod', xray_tracing_enabled: !bad, cache_cluster_enabled: true, web_acl_arn: '',
      access_log_settings: bad ? [] : [{ destination_arn: arn('logs', 'log-group:api'), format: '{}' }], tags: {},
    }),
    r('aws_api_gateway_method_settings', {
      id: 'a1b2c3-prod-*/*', rest_api_id: 'a1b2c3', stage_name: 'prod', method_path: '*/*',
      settings: [{ caching_enabled: true, cache_data_encrypted: !bad, throttling_rate_limit: bad ? -1 : 500, throttling_burst_limit: bad ? -1 : 1000, logging_level: 'ERROR' }],
    }),
    ...(bad ? [] : [r('aws_wafv2_web_acl_association', { id: `${STAGE},waf`, resource_arn: STAGE, web_acl_arn: arn('wafv2', 'regional/webacl/api/1') })]),
    r('aws_api_gateway_domain_name', { arn: `arn:aws:apigateway:${REGION}::/domainnames/api.example.com`, domain_name: 'api.example.com', security_policy: bad ? 'TLS_1_0' : 'TLS_1_2', tags: {} }),
    r('aws_sqs_queue', {
      id: QUEUE_URL, url: QUEUE_URL, arn: arn('sqs', 'orders'), name: 'orders', kms_master_key_id: '', sqs_managed_sse_enabled: !bad, policy: '', redrive_policy: '', tags: {},
    }),
    r('aws_sqs_queue_policy', { id: QUEUE_URL, queue_url: QUEUE_URL, policy: bad ? PUBLIC_POLICY : SCOPED_POLICY }),
    ...(bad ? [] : [
      r('aws_sqs_queue', { id: `${QUEUE_URL}-dlq`, url: `${QUEUE_URL}-dlq`, arn: arn('sqs', 'orders-dlq'), name: 'orders-dlq', sqs_managed_sse_enabled: true, redrive_policy: '', tags: {} }),
      r('aws_sqs_queue_redrive_policy', { id: QUEUE_URL, queue_url: QUEUE_URL, redrive_policy: JSON.stringify({ deadLetterTargetArn: arn('sqs', 'orders-dlq'), maxReceiveCount: 5 }) }),
    ]),
    r('aws_sns_topic', { id: TOPIC, arn: TOPIC, name: 'events', kms_master_key_id: bad ? '' : 'alias/aws/sns', policy: SCOPED_POLICY, tags: {} }),
    r('aws_sns_topic_subscription', { id: `${TOPIC}:1`, topic_arn: TOPIC, protocol: bad ? 'http' : 'https', endpoint: 'hooks.example.com/sns' }),
  ]
}

test('AWS: networks, ACLs, the default group, ALB settings, zones, CloudFront, API Gateway, SQS and SNS', () => {
  const m = mapTerraformResources(awsState(false))
  assert.deepEqual(m.errors, [])
  assert.deepEqual(m.other_types, { aws_nat_gateway: 1 })
  assert.deepEqual(byId(m, arn('ec2', 'vpc/vpc-0a1')), {
    provider: 'aws', kind: 'network', name: 'main', region: REGION, external_id: arn('ec2', 'vpc/vpc-0a1'), tags: { Name: 'main', env: 'prod' },
    attributes: { is_default: false, cidr_block: '10.0.0.0/16', flow_logs: true },
  })
  assert.deepEqual(byId(m, arn('ec2', 'subnet/subnet-1')).attributes, { auto_assign_public_ip: false, cidr_block: '10.0.1.0/24', availability_zone: 'eu-west-1a' })
  // The NAT gateway names the allocation, which the address's own (stale) association_id does not show.
  assert.deepEqual(byId(m, arn('ec2', 'elastic-ip/eipalloc-1')).attributes, { public_ip_in_use: true, public_ip: '203.0.113.10' })
  // The separate deny rule (number 10) comes before the allow-all entry (100).
  assert.deepEqual(byId(m, arn('ec2', 'network-acl/acl-1')), {
    provider: 'aws', kind: 'network_rule', name: 'public', region: REGION, external_id: arn('ec2', 'network-acl/acl-1'), tags: { Name: 'public' },
    attributes: { acl_open_admin_ports: [], subnets: 1 },
  })
  assert.deepEqual(byId(m, arn('ec2', 'security-group/sg-0def')).attributes, { default_group_rule_count: 0 })
  assert.deepEqual(byId(m, ALB).attributes, {
    scheme: 'internet-facing', load_balancer_type: 'application', access_logs: true,
    deletion_protection: true, drop_invalid_header_fields: true, desync_mitigation_mode: 'defensive', waf_enabled: true,
  })
  assert.deepEqual(byId(m, 'arn:aws:route53:::hostedzone/Z0123456789ABC').attributes, { visibility: 'public', dnssec: true, query_logging: true })
  assert.deepEqual(byId(m, 'arn:aws:route53:::hostedzone/Z0PRIVATE').attributes, { visibility: 'private' })
  assert.deepEqual(byId(m, `arn:aws:cloudfront::${ACCOUNT}:distribution/E2QWRUHAPOMQZL`), {
    provider: 'aws', kind: 'cdn', name: 'd111111abcdef8.cloudfront.net', region: 'global', external_id: `arn:aws:cloudfront::${ACCOUNT}:distribution/E2QWRUHAPOMQZL`, tags: { env: 'staging' },
    attributes: {
      service: 'cloudfront', viewer_http_allowed: false, min_tls_version: '1.2', waf_enabled: true, origin_plaintext: false,
      s3_origin_without_access_control: false, access_logs: true, price_class: 'PriceClass_100',
    },
  })
  assert.deepEqual(byId(m, `arn:aws:apigateway:${REGION}::/restapis/a1b2c3`).attributes, { api_type: 'rest', endpoint_type: 'REGIONAL', unauthenticated_methods: 0 })
  assert.deepEqual(byId(m, STAGE), {
    provider: 'aws', kind: 'api_gateway', name: 'orders/prod', region: REGION, external_id: STAGE, tags: {},
    attributes: { api_type: 'rest', endpoint_type: 'REGIONAL', access_logs: true, tracing: true, cache_encrypted: true, waf_enabled: true, throttling: true },
  })
  assert.deepEqual(byId(m, `arn:aws:apigateway:${REGION}::/domainnames/api.example.com`).attributes, { api_type: 'domain', min_tls_version: '1.2' })
  assert.deepEqual(byId(m, arn('sqs', 'orders')).attributes, { service: 'sqs', encryption: 'provider_managed', public_access: false, dead_letter: true })
  // The dead-letter queue itself needs none.
  assert.deepEqual(byId(m, arn('sqs', 'orders-dlq')).attributes, { service: 'sqs', encryption: 'provider_managed', public_access: false })
  assert.deepEqual(byId(m, TOPIC).attributes, { service: 'sns', encryption: 'provider_managed', public_access: false, http_subscriptions: 0 })
})

test('AWS: companions without their parent stay other, and a bare entry keeps unknowns absent', () => {
  const m = mapTerraformResources([
    r('aws_flow_log', { id: 'fl-9', vpc_id: 'vpc-elsewhere', arn: arn('ec2', 'vpc-flow-log/fl-9') }),
    r('aws_sqs_queue_policy', { id: 'https://sqs/q', queue_url: 'https://sqs/q', policy: PUBLIC_POLICY }),
    r('aws_sqs_queue', { id: 'https://sqs/bare', arn: arn('sqs', 'bare'), name: 'bare' }),
    r('aws_route53_zone', { zone_id: 'Z9', arn: 'arn:aws:route53:::hostedzone/Z9', name: 'bare.example' }),
  ])
  assert.deepEqual(m.other_types, { aws_flow_log: 1, aws_sqs_queue_policy: 1 })
  assert.deepEqual(byId(m, arn('sqs', 'bare')).attributes, { service: 'sqs', public_access: false, dead_letter: false })
  assert.deepEqual(byId(m, 'arn:aws:route53:::hostedzone/Z9').attributes, {})
  const unused = mapTerraformResources([r('aws_network_acl', { id: 'acl-9', arn: arn('ec2', 'network-acl/acl-9'), subnet_ids: [], ingress: [{ rule_no: 1, action: 'allow', protocol: '-1', cidr_block: '0.0.0.0/0' }] })])
  assert.deepEqual(byId(unused, arn('ec2', 'network-acl/acl-9')).attributes, { subnets: 0 })
})

test('AWS readers: ACL entries in rule order, security policy names', () => {
  const entry = (rule_no: number, action: string, protocol: string, from: number, to: number, cidr = '0.0.0.0/0') => ({ rule_no, action, protocol, from_port: from, to_port: to, cidr_block: cidr })
  assert.deepEqual(aclOpenAdminPorts([entry(100, 'allow', '-1', 0, 0)]), [22, 3389])
  assert.deepEqual(aclOpenAdminPorts([entry(100, 'allow', 'tcp', 0, 65535), entry(50, 'deny', '6', 22, 22)]), [3389])
  assert.deepEqual(aclOpenAdminPorts([entry(100, 'allow', 'tcp', 22, 22, '10.0.0.0/8'), entry(32767, 'deny', '-1', 0, 0)]), [])
  assert.deepEqual(aclOpenAdminPorts([{ rule_no: 5, action: 'allow', protocol: 'tcp', from_port: 3389, to_port: 3389, ipv6_cidr_block: '::/0' }]), [3389])
  assert.deepEqual(['TLSv1', 'TLSv1_2016', 'TLSv1.1_2016', 'TLSv1.2_2021', 'TLS_1_0', 'TLS_1_2', 'SSLv3', 'odd'].map(awsPolicyMinTls), ['1.0', '1.0', '1.1', '1.2', '1.0', '1.2', '0.3', undefined])
})

const GCP = 'https://www.googleapis.com/compute/v1/projects/acme-prod-4471'
function gcpState(bad: boolean): TerraformResource[] {
  return [
    r('google_compute_network', { id: 'projects/acme-prod-4471/global/networks/main', self_link: `${GCP}/global/networks/main`, name: 'main', auto_create_subnetworks: bad, routing_mode: 'REGIONAL' }),
    ...(bad ? [r('google_compute_network', { id: 'projects/acme-prod-4471/global/networks/default', self_link: `${GCP}/global/networks/default`, name: 'default', auto_create_subnetworks: true })] : []),
    r('google_compute_subnetwork', {
      id: 'projects/acme-prod-4471/regions/europe-west1/subnetworks/app', self_link: `${GCP}/regions/europe-west1/subnetworks/app`, name: 'app', region: 'europe-west1',
      ip_cidr_range: '10.10.0.0/20', network: `${GCP}/global/networks/main`, private_ip_google_access: !bad, purpose: 'PRIVATE',
      log_config: bad ? [] : [{ aggregation_interval: 'INTERVAL_5_SEC', flow_sampling: 0.5, metadata: 'INCLUDE_ALL_METADATA' }],
    }),
    r('google_compute_subnetwork', {
      id: 'projects/acme-prod-4471/regions/europe-west1/subnetworks/proxy', self_link: `${GCP}/regions/europe-west1/subnetworks/proxy`, name: 'proxy', region: 'europe-west1',
      ip_cidr_range: '10.129.0.0/23', purpose: 'REGIONAL_MANAGED_PROXY', private_ip_google_access: false, log_config: [],
    }),
    r('google_compute_address', { id: 'projects/acme-prod-4471/regions/europe-west1/addresses/nat-1', self_link: `${GCP}/regions/europe-west1/addresses/nat-1`, name: 'nat-1', region: 'europe-west1', address: '34.76.1.2', address_type: 'EXTERNAL', status: bad ? 'RESERVED' : 'IN_USE', users: bad ? [] : [`${GCP}/regions/europe-west1/routers/nat`] }),
    r('google_dns_managed_zone', {
      id: 'projects/acme-prod-4471/managedZones/public', name: 'public', dns_name: 'example.com.', visibility: 'public',
      dnssec_config: bad ? [{ state: 'on', kind: 'dns#managedZoneDnsSecConfig', non_existence: 'nsec3', default_key_specs: [{ algorithm: 'rsasha1', key_length: 2048, key_type: 'keySigning' }, { algorithm: 'rsasha1', key_length: 1024, key_type: 'zoneSigning' }] }]
        : [{ state: 'on', default_key_specs: [{ algorithm: 'rsasha256', key_length: 2048, key_type: 'keySigning' }] }],
      cloud_logging_config: [{ enable_logging: !bad }],
    }),
    r('google_dns_managed_zone', { id: 'projects/acme-prod-4471/managedZones/unsigned', name: 'unsigned', dns_name: 'example.org.', visibility: 'public', dnssec_config: bad ? [] : [{ state: 'on', default_key_specs: [] }], cloud_logging_config: [{ enable_logging: true }] }),
    r('google_compute_backend_bucket', { id: 'projects/acme-prod-4471/global/backendBuckets/assets', self_link: `${GCP}/global/backendBuckets/assets`, name: 'assets', bucket_name: 'acme-assets', enable_cdn: true, edge_security_policy: bad ? '' : `${GCP}/global/securityPolicies/edge` }),
    r('google_compute_global_forwarding_rule', { name: 'web', self_link: `${GCP}/global/forwardingRules/web`, ip_address: '34.1.1.1', load_balancing_scheme: 'EXTERNAL_MANAGED', target: `${GCP}/global/targetHttpsProxies/web` }),
    r('google_compute_target_https_proxy', { name: 'web', self_link: `${GCP}/global/targetHttpsProxies/web`, url_map: `${GCP}/global/urlMaps/web`, ssl_policy: `${GCP}/global/sslPolicies/tls12` }),
    r('google_compute_ssl_policy', { name: 'tls12', self_link: `${GCP}/global/sslPolicies/tls12`, min_tls_version: 'TLS_1_2', profile: bad ? 'COMPATIBLE' : 'MODERN' }),
    r('google_compute_url_map', { name: 'web', self_link: `${GCP}/global/urlMaps/web`, default_service: `${GCP}/global/backendServices/web` }),
    r('google_compute_backend_service', { name: 'web', self_link: `${GCP}/global/backendServices/web`, security_policy: bad ? '' : `${GCP}/global/securityPolicies/armor`, log_config: [{ enable: true }] }),
    r('google_pubsub_topic', { id: 'projects/acme-prod-4471/topics/orders', name: 'orders', kms_key_name: bad ? '' : 'projects/acme-prod-4471/locations/europe/keyRings/k/cryptoKeys/pubsub', labels: { env: 'prod' } }),
    r('google_pubsub_topic_iam_member', { id: 'orders/publisher', topic: 'projects/acme-prod-4471/topics/orders', role: 'roles/pubsub.publisher', member: bad ? 'allUsers' : 'serviceAccount:app@acme-prod-4471.iam.gserviceaccount.com' }),
    r('google_pubsub_subscription', {
      id: 'projects/acme-prod-4471/subscriptions/orders-worker', name: 'orders-worker', topic: 'projects/acme-prod-4471/topics/orders',
      dead_letter_policy: bad ? [] : [{ dead_letter_topic: 'projects/acme-prod-4471/topics/orders-dead', max_delivery_attempts: 10 }],
    }),
  ]
}

test('Google: networks, subnetworks, addresses, Cloud DNS, backend buckets, load balancer WAF and SSL profile, Pub/Sub', () => {
  const m = mapTerraformResources(gcpState(false))
  assert.deepEqual(m.errors, [])
  assert.deepEqual(byId(m, '//compute.googleapis.com/projects/acme-prod-4471/global/networks/main'), {
    provider: 'gcp', kind: 'network', name: 'main', region: 'global', external_id: '//compute.googleapis.com/projects/acme-prod-4471/global/networks/main', tags: {},
    attributes: { is_default: false, auto_mode: false },
  })
  assert.deepEqual(byId(m, '//compute.googleapis.com/projects/acme-prod-4471/regions/europe-west1/subnetworks/app').attributes,
    { cidr_block: '10.10.0.0/20', purpose: 'PRIVATE', flow_logs: true, private_google_access: true })
  assert.deepEqual(byId(m, '//compute.googleapis.com/projects/acme-prod-4471/regions/europe-west1/subnetworks/proxy').attributes, { cidr_block: '10.129.0.0/23', purpose: 'REGIONAL_MANAGED_PROXY' })
  assert.deepEqual(byId(m, '//compute.googleapis.com/projects/acme-prod-4471/regions/europe-west1/addresses/nat-1').attributes, { public_ip: '34.76.1.2', public_ip_in_use: true })
  assert.deepEqual(byId(m, '//dns.googleapis.com/projects/acme-prod-4471/managedZones/public').attributes,
    { visibility: 'public', dns_name: 'example.com.', dnssec: true, dnssec_weak_algorithm: false, query_logging: true })
  assert.deepEqual(byId(m, '//compute.googleapis.com/projects/acme-prod-4471/global/backendBuckets/assets').attributes, { service: 'cloud_cdn', cdn_enabled: true, waf_enabled: true })
  const lb = byId(m, '//compute.googleapis.com/projects/acme-prod-4471/global/forwardingRules/web').attributes!
  assert.deepEqual([lb.min_tls_version, lb.ssl_profile, lb.waf_enabled], ['1.2', 'MODERN', true])
  assert.deepEqual(byId(m, '//pubsub.googleapis.com/projects/acme-prod-4471/topics/orders'), {
    provider: 'gcp', kind: 'queue', name: 'orders', region: 'global', external_id: '//pubsub.googleapis.com/projects/acme-prod-4471/topics/orders', tags: { env: 'prod' },
    attributes: { service: 'pubsub_topic', encryption: 'customer_managed', public_access: false },
  })
  assert.deepEqual(byId(m, '//pubsub.googleapis.com/projects/acme-prod-4471/subscriptions/orders-worker').attributes, { service: 'pubsub_subscription', dead_letter: true, public_access: false })
  assert.ok(!m.items.some((i) => i.address.startsWith('google_pubsub_topic_iam_member')), 'the topic grant is merged into its topic')
})

const SUB = '/subscriptions/7c1e4b2a-93d0-4f5e-b8a1-2d6f0c9e1a37/resourceGroups/rg-network/providers'
const VNET = `${SUB}/Microsoft.Network/virtualNetworks/vnet-prod`
const AGW = `${SUB}/Microsoft.Network/applicationGateways/agw-web`
const WAFP = `${SUB}/Microsoft.Network/ApplicationGatewayWebApplicationFirewallPolicies/wafp-web`
const AFD = `${SUB}/Microsoft.Cdn/profiles/afd-web`
const APIM = `${SUB}/Microsoft.ApiManagement/service/apim-prod`
function azureState(bad: boolean): TerraformResource[] {
  return [
    r('azurerm_virtual_network', {
      id: VNET, name: 'vnet-prod', resource_group_name: 'rg-network', location: 'westeurope', address_space: ['10.0.0.0/16'], tags: { env: 'prod' },
      ddos_protection_plan: bad ? [] : [{ id: `${SUB}/Microsoft.Network/ddosProtectionPlans/shared`, enable: true }],
    }),
    r('azurerm_subnet', { id: `${VNET}/subnets/app`, name: 'app', resource_group_name: 'rg-network', virtual_network_name: 'vnet-prod', address_prefixes: ['10.0.1.0/24'] }),
    r('azurerm_subnet', { id: `${VNET}/subnets/GatewaySubnet`, name: 'GatewaySubnet', virtual_network_name: 'vnet-prod', address_prefixes: ['10.0.255.0/27'] }),
    r('azurerm_network_security_group', { id: `${SUB}/Microsoft.Network/networkSecurityGroups/nsg-app`, name: 'nsg-app', location: 'westeurope', security_rule: [] }),
    ...(bad ? [] : [r('azurerm_subnet_network_security_group_association', { id: `${VNET}/subnets/app`, subnet_id: `${VNET}/subnets/app`, network_security_group_id: `${SUB}/Microsoft.Network/networkSecurityGroups/nsg-app` })]),
    r('azurerm_network_watcher_flow_log', {
      id: `${SUB}/Microsoft.Network/networkWatchers/nw/flowLogs/fl-vnet`, name: 'fl-vnet', location: 'westeurope', enabled: true, target_resource_id: VNET,
      retention_policy: [{ enabled: true, days: bad ? 30 : 90 }], traffic_analytics: [],
    }),
    r('azurerm_public_ip', { id: `${SUB}/Microsoft.Network/publicIPAddresses/pip-agw`, name: 'pip-agw', location: 'westeurope', ip_address: '20.1.2.3', ip_configuration_id: '', sku: 'Standard', allocation_method: 'Static' }),
    r('azurerm_public_ip', { id: `${SUB}/Microsoft.Network/publicIPAddresses/pip-spare`, name: 'pip-spare', location: 'westeurope', ip_address: '20.1.2.4', ip_configuration_id: bad ? '' : `${SUB}/Microsoft.Network/networkInterfaces/nic/ipConfigurations/ip`, sku: 'Standard' }),
    r('azurerm_application_gateway', {
      id: AGW, name: 'agw-web', location: 'westeurope', enable_http2: !bad, firewall_policy_id: WAFP, tags: {},
      sku: [{ name: bad ? 'WAF_Medium' : 'WAF_v2', tier: bad ? 'WAF' : 'WAF_v2', capacity: 2 }],
      frontend_ip_configuration: [{ name: 'public', public_ip_address_id: `${SUB}/Microsoft.Network/publicIPAddresses/pip-agw` }], waf_configuration: [],
    }),
    r('azurerm_web_application_firewall_policy', {
      id: WAFP, name: 'wafp-web', location: 'westeurope',
      policy_settings: [{ enabled: true, mode: bad ? 'Detection' : 'Prevention', request_body_check: !bad }],
      managed_rules: [{ managed_rule_set: [{ type: 'OWASP', version: '3.2' }, ...(bad ? [] : [{ type: 'Microsoft_BotManagerRuleSet', version: '1.0' }])] }],
    }),
    r('azurerm_dns_zone', { id: `${SUB}/Microsoft.Network/dnsZones/example.com`, name: 'example.com', number_of_record_sets: bad ? 2 : 14, tags: {} }),
    r('azurerm_cdn_frontdoor_profile', { id: AFD, name: 'afd-web', sku_name: bad ? 'Premium_AzureFrontDoor' : 'Standard_AzureFrontDoor', tags: { env: 'staging' } }),
    r('azurerm_cdn_frontdoor_endpoint', { id: `${AFD}/afdEndpoints/web`, name: 'web', cdn_frontdoor_profile_id: AFD }),
    r('azurerm_cdn_frontdoor_route', {
      id: `${AFD}/afdEndpoints/web/routes/default`, cdn_frontdoor_endpoint_id: `${AFD}/afdEndpoints/web`, supported_protocols: ['Http', 'Https'],
      https_redirect_enabled: !bad, forwarding_protocol: bad ? 'HttpOnly' : 'HttpsOnly',
    }),
    r('azurerm_cdn_frontdoor_custom_domain', { id: `${AFD}/customDomains/www`, cdn_frontdoor_profile_id: AFD, host_name: 'www.example.com', tls: [{ certificate_type: 'ManagedCertificate', minimum_tls_version: bad ? 'TLS10' : 'TLS12' }] }),
    ...(bad ? [] : [
      r('azurerm_cdn_frontdoor_security_policy', { id: `${AFD}/securityPolicies/waf`, cdn_frontdoor_profile_id: AFD }),
      r('azurerm_monitor_diagnostic_setting', { id: `${AFD}|diag`, target_resource_id: AFD, enabled_log: [{ category: 'FrontDoorAccessLog' }] }),
      r('azurerm_monitor_diagnostic_setting', { id: `${APIM}|diag`, target_resource_id: APIM, enabled_log: [{ category: 'GatewayLogs' }] }),
    ]),
    r('azurerm_api_management', {
      id: APIM, name: 'apim-prod', location: 'westeurope', sku_name: bad ? 'Developer_1' : 'Premium_1', tags: { env: 'prod' },
      security: [{ frontend_ssl30_enabled: false, frontend_tls10_enabled: bad, frontend_tls11_enabled: false, backend_tls10_enabled: false }],
    }),
    r('azurerm_servicebus_namespace', {
      id: `${SUB}/Microsoft.ServiceBus/namespaces/sb-orders`, name: 'sb-orders', location: 'westeurope', sku: bad ? 'Basic' : 'Premium', tags: { env: 'prod' },
      local_auth_enabled: bad, minimum_tls_version: bad ? '1.0' : '1.2', public_network_access_enabled: true,
      network_rule_set: [{ default_action: bad ? 'Allow' : 'Deny', public_network_access_enabled: true, trusted_services_allowed: true }],
      customer_managed_key: bad ? [] : [{ key_vault_key_id: 'https://kv.vault.azure.net/keys/sb/1', identity_id: 'x' }],
    }),
    r('azurerm_eventhub_namespace', {
      id: `${SUB}/Microsoft.EventHub/namespaces/eh-events`, name: 'eh-events', location: 'westeurope', sku: 'Premium', local_authentication_enabled: false,
      minimum_tls_version: '1.2', public_network_access_enabled: bad, network_rulesets: [], tags: {},
    }),
    ...(bad ? [] : [r('azurerm_eventhub_namespace_customer_managed_key', { id: 'cmk', eventhub_namespace_id: `${SUB}/Microsoft.EventHub/namespaces/eh-events`, key_vault_key_ids: ['k'] })]),
  ]
}

test('Azure: virtual networks, subnets, flow logs, public IPs, Application Gateway with its WAF policy, DNS, Front Door, API Management, messaging', () => {
  const m = mapTerraformResources(azureState(false))
  assert.deepEqual(m.errors, [])
  assert.deepEqual(byId(m, VNET), {
    provider: 'azure', kind: 'network', name: 'vnet-prod', region: 'westeurope', external_id: VNET, tags: { env: 'prod' }, attributes: { ddos_protection: true, flow_logs: true },
  })
  assert.deepEqual([byId(m, `${VNET}/subnets/app`).attributes, byId(m, `${VNET}/subnets/app`).region], [{ nsg_associated: true }, 'westeurope'])
  assert.deepEqual(byId(m, `${VNET}/subnets/GatewaySubnet`).attributes, {})
  assert.deepEqual(byId(m, `${SUB}/Microsoft.Network/networkWatchers/nw/flowLogs/fl-vnet`).attributes, { flow_log_enabled: true, flow_log_retention_days: 90 })
  // The gateway's frontend uses the address, whose ip_configuration_id stays empty.
  assert.deepEqual(byId(m, `${SUB}/Microsoft.Network/publicIPAddresses/pip-agw`).attributes, { public_ip: '20.1.2.3', public_ip_in_use: true })
  assert.deepEqual(byId(m, AGW).attributes, {
    scheme: 'internet-facing', load_balancer_type: 'application_gateway', sku_tier: 'WAF_v2', http2: true, waf_enabled: true,
    waf_mode: 'prevention', waf_request_body_check: true, waf_bot_protection: true,
  })
  assert.deepEqual(byId(m, `${SUB}/Microsoft.Network/dnsZones/example.com`).attributes, { visibility: 'public', record_sets: 14 })
  assert.deepEqual(byId(m, AFD), {
    provider: 'azure', kind: 'cdn', name: 'afd-web', region: 'global', external_id: AFD, tags: { env: 'staging' },
    attributes: { service: 'front_door', sku: 'Standard_AzureFrontDoor', waf_enabled: true, viewer_http_allowed: false, origin_plaintext: false, min_tls_version: '1.2', access_logs: true },
  })
  assert.deepEqual(byId(m, APIM).attributes, { api_type: 'api_management', sku: 'Premium_1', min_tls_version: '1.2', access_logs: true })
  assert.deepEqual(byId(m, `${SUB}/Microsoft.ServiceBus/namespaces/sb-orders`).attributes, {
    service: 'service_bus', sku: 'Premium', local_auth_enabled: false, min_tls_version: '1.2', public_network_access: false, encryption: 'customer_managed',
  })
  assert.deepEqual(byId(m, `${SUB}/Microsoft.EventHub/namespaces/eh-events`).attributes, {
    service: 'event_hubs', sku: 'Premium', local_auth_enabled: false, min_tls_version: '1.2', public_network_access: false, encryption: 'customer_managed',
  })
  // Parts merged into their parents: the WAF policy, Front Door endpoint, route, domain and security policy, the CMK.
  assert.deepEqual(m.items.filter((i) => /waf|frontdoor_(endpoint|route|custom|security)|customer_managed_key/.test(i.address)).map((i) => i.address), [])
})

test('the checks raise every problem of the bad states and nothing on the good ones', () => {
  const good = [awsState(false), gcpState(false), azureState(false)].map((s) => raised(mapTerraformResources(s)))
  assert.deepEqual(good, [[], [], []])
  const aws = raised(mapTerraformResources(awsState(true)))
  const gcp = raised(mapTerraformResources(gcpState(true)))
  const azure = raised(mapTerraformResources(azureState(true)))
  assert.deepEqual(aws, [
    'arch.api_gateway_throttling_disabled orders/prod', 'arch.api_gateway_tracing_disabled orders/prod', 'arch.load_balancer_deletion_protection_disabled web',
    'arch.queue_without_dead_letter orders', 'cmp.api_gateway_access_logging_disabled orders/prod', 'cmp.cdn_access_logging_disabled d111111abcdef8.cloudfront.net',
    'cmp.dns_query_logging_disabled example.com', 'cmp.network_flow_logs_disabled main', 'cmp.network_flow_logs_disabled vpc-0def',
    'cmp.queue_unencrypted_at_rest events', 'cmp.queue_unencrypted_at_rest orders',
    'cost.cdn_price_class_all_outside_production d111111abcdef8.cloudfront.net', 'cost.unused_public_ip 203.0.113.10',
    'sec.api_gateway_cache_unencrypted orders/prod', 'sec.api_gateway_unauthenticated_methods orders', 'sec.api_gateway_waf_missing orders/prod',
    'sec.api_gateway_weak_tls api.example.com', 'sec.cdn_allows_http d111111abcdef8.cloudfront.net', 'sec.cdn_origin_plaintext d111111abcdef8.cloudfront.net',
    'sec.cdn_s3_origin_without_access_control d111111abcdef8.cloudfront.net', 'sec.cdn_waf_missing d111111abcdef8.cloudfront.net',
    'sec.cdn_weak_viewer_tls d111111abcdef8.cloudfront.net', 'sec.default_network_in_use vpc-0def', 'sec.default_security_group_allows_traffic sg-0def',
    'sec.dns_zone_dnssec_disabled example.com', 'sec.load_balancer_desync_mitigation_monitor web', 'sec.load_balancer_invalid_headers_kept web',
    'sec.load_balancer_waf_missing web', 'sec.network_acl_admin_port_open_to_world public', 'sec.queue_public_access orders',
    'sec.subnet_auto_assigns_public_ip app-a', 'sec.topic_plaintext_http_subscription events',
  ])
  assert.deepEqual(gcp, [
    'arch.network_auto_mode_subnets default', 'arch.network_auto_mode_subnets main', 'arch.queue_without_dead_letter orders-worker',
    'cmp.dns_query_logging_disabled public', 'cmp.network_flow_logs_disabled app', 'cmp.queue_without_customer_managed_key orders', 'cost.unused_public_ip nat-1',
    'sec.cdn_waf_missing assets', 'sec.default_network_in_use default', 'sec.dns_dnssec_weak_algorithm public', 'sec.dns_zone_dnssec_disabled unsigned',
    'sec.load_balancer_ssl_policy_weak_ciphers web', 'sec.load_balancer_waf_missing web', 'sec.queue_public_access orders',
    'sec.subnet_private_google_access_disabled app',
  ])
  assert.deepEqual(azure, [
    'arch.api_management_developer_sku_in_production apim-prod', 'arch.app_gateway_http2_disabled agw-web', 'arch.app_gateway_v1_sku agw-web',
    'arch.queue_basic_tier_in_production sb-orders', 'cmp.api_gateway_access_logging_disabled apim-prod', 'cmp.cdn_access_logging_disabled afd-web',
    'cmp.flow_log_retention_short fl-vnet', 'cmp.queue_without_customer_managed_key eh-events', 'cost.empty_dns_zone example.com',
    'cost.front_door_premium_outside_production afd-web', 'cost.unused_public_ip pip-spare', 'sec.api_gateway_weak_tls apim-prod', 'sec.cdn_allows_http afd-web',
    'sec.cdn_origin_plaintext afd-web', 'sec.cdn_waf_missing afd-web', 'sec.cdn_weak_viewer_tls afd-web', 'sec.queue_local_auth_enabled sb-orders',
    'sec.queue_public_network_access eh-events', 'sec.queue_public_network_access sb-orders', 'sec.queue_weak_tls sb-orders', 'sec.subnet_without_nsg app',
    'sec.vnet_ddos_protection_disabled vnet-prod', 'sec.waf_bot_protection_disabled agw-web', 'sec.waf_detection_mode_only agw-web',
    'sec.waf_request_body_inspection_disabled agw-web',
  ])
})
