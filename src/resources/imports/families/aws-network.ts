import { item, tagsOf } from '../terraform-aws-item.ts'
import { allowsAnyPrincipal } from '../terraform-aws-policies.ts'
import type { TerraformResource } from '../terraform.ts'
import { block, blocks, bool, isRecord, num, required, str, strings, type MappedInput, type MapResult, type TypeFamily, type Values, pushTo } from '../terraform-values.ts'

// aws types of the network shelf of the check library (src/checks/network) beyond what terraform-aws.ts maps:
// network ACLs and the default security group (network_rule), VPCs, subnets, flow logs and Elastic IPs
// (network), Route 53 zones (dns_zone), CloudFront (cdn), API Gateway (api_gateway), SQS and SNS (queue), and
// the WAF, deletion protection and header settings of the ALBs the core maps.

const ADMIN_PORTS = [22, 3389]
const WORLD = ['0.0.0.0/0', '::/0']
const LOAD_BALANCERS = ['aws_lb', 'aws_alb']

const KINDS = {
  aws_network_acl: 'network_rule', aws_default_network_acl: 'network_rule', aws_network_acl_rule: 'network_rule', aws_default_security_group: 'network_rule',
  aws_wafv2_web_acl_association: 'load_balancer',
  aws_vpc: 'network', aws_default_vpc: 'network', aws_flow_log: 'network', aws_subnet: 'network', aws_eip: 'network',
  aws_route53_zone: 'dns_zone', aws_route53_query_log: 'dns_zone', aws_route53_hosted_zone_dnssec: 'dns_zone',
  aws_cloudfront_distribution: 'cdn',
  aws_api_gateway_rest_api: 'api_gateway', aws_api_gateway_method: 'api_gateway', aws_api_gateway_stage: 'api_gateway', aws_api_gateway_method_settings: 'api_gateway',
  aws_apigatewayv2_api: 'api_gateway', aws_apigatewayv2_route: 'api_gateway', aws_apigatewayv2_stage: 'api_gateway',
  aws_api_gateway_domain_name: 'api_gateway', aws_apigatewayv2_domain_name: 'api_gateway',
  aws_sqs_queue: 'queue', aws_sqs_queue_policy: 'queue', aws_sqs_queue_redrive_policy: 'queue',
  aws_sns_topic: 'queue', aws_sns_topic_policy: 'queue', aws_sns_topic_subscription: 'queue',
} as const

/** A list-valued companion index: key → values. */
class Index {
  private readonly map = new Map<string, Values[]>()
  add(key: string | undefined, v: Values) { if (key) pushTo(this.map, key, v) }
  get(key: string | undefined): Values[] { return key ? this.map.get(key) ?? [] : [] }
  has(key: string | undefined): boolean { return key !== undefined && this.map.has(key) }
}

/** CloudFront and API Gateway security policy names → the minimum TLS version they accept. */
export function awsPolicyMinTls(policy: string | undefined): string | undefined {
  if (!policy) return undefined
  if (/^SSLv3$/i.test(policy)) return '0.3'
  if (/^TLSv1(_2016)?$|^TLS_1_0$/i.test(policy)) return '1.0'
  if (/^TLSv1\.1/i.test(policy)) return '1.1'
  if (/^TLSv1\.2|^TLS_1_2$|TLS13_1_2|TLS12/i.test(policy)) return '1.2'
  if (/TLS13_1_3|TLS13$/i.test(policy)) return '1.3'
  return undefined
}

/** Does an ACL entry admit the whole internet (the CIDR itself, not a part of it) on `port` over TCP? */
function entryMatches(e: Values, cidr: string, port: number): boolean {
  if ((str(e, 'cidr_block') ?? str(e, 'ipv6_cidr_block')) !== cidr) return false
  const protocol = (str(e, 'protocol') ?? '').toLowerCase()
  if (protocol === '-1' || protocol === 'all') return true
  if (protocol !== 'tcp' && protocol !== '6') return false
  const from = num(e, 'from_port')
  const to = num(e, 'to_port')
  return from !== undefined && to !== undefined && from <= port && port <= to
}

/** Admin ports the first matching inbound entry (lowest rule number) allows from 0.0.0.0/0 or ::/0. */
export function aclOpenAdminPorts(entries: Values[]): number[] {
  const ordered = [...entries].sort((a, b) => (num(a, 'rule_no') ?? num(a, 'rule_number') ?? 0) - (num(b, 'rule_no') ?? num(b, 'rule_number') ?? 0))
  return ADMIN_PORTS.filter((port) => WORLD.some((cidr) => {
    const first = ordered.find((e) => entryMatches(e, cidr, port))
    return first !== undefined && (str(first, 'action') ?? str(first, 'rule_action'))?.toLowerCase() === 'allow'
  }))
}

function parseJson(text: string | undefined): Values | undefined {
  if (!text) return undefined
  try {
    const doc: unknown = JSON.parse(text)
    return isRecord(doc) ? doc : undefined
  } catch { return undefined }
}

/** SSE-SQS/SNS with the AWS-managed alias is provider-managed; any other key is the customer's. */
function messagingEncryption(kmsKey: string | undefined, managedSse: boolean | undefined, service: 'sqs' | 'sns'): string | undefined {
  if (kmsKey) return kmsKey === `alias/aws/${service}` ? 'provider_managed' : 'customer_managed'
  if (service === 'sqs') return managedSse === undefined ? undefined : managedSse ? 'provider_managed' : 'none'
  return 'none'
}

/** Types whose item is identified by its ARN alone. */
const ARN_ITEMS = new Set(['aws_default_security_group', 'aws_vpc', 'aws_default_vpc', 'aws_subnet', 'aws_route53_zone', 'aws_cloudfront_distribution',
  'aws_api_gateway_rest_api', 'aws_api_gateway_stage', 'aws_apigatewayv2_api', 'aws_apigatewayv2_stage', 'aws_api_gateway_domain_name',
  'aws_apigatewayv2_domain_name', 'aws_sqs_queue', 'aws_sns_topic'])
const S3_ORIGIN = /\.s3[.-](?:[a-z0-9-]+\.)?amazonaws\.com$/
const keyOf = (...parts: (string | undefined)[]) => (parts.every((p) => p !== undefined) ? parts.join(' ') : undefined)

export const AWS_NETWORK: TypeFamily = {
  kinds: KINDS,
  prepare(resources: TerraformResource[]) {
    const of = new Map<string, Values[]>()
    for (const r of resources) pushTo(of, r.type, r.values as Values)
    const all = (type: string) => of.get(type) ?? []
    const index = (type: string, key: (v: Values) => string | undefined) => {
      const i = new Index()
      for (const v of all(type)) i.add(key(v), v)
      return i
    }
    const present = (types: string[], key: string) => new Set<string | undefined>(types.flatMap(all).map((v) => str(v, key)).filter((x) => x !== undefined))

    const acls = present(['aws_network_acl', 'aws_default_network_acl'], 'id')
    const aclRules = index('aws_network_acl_rule', (v) => str(v, 'network_acl_id'))
    const flowLogs = new Index()
    for (const v of all('aws_flow_log')) { flowLogs.add(str(v, 'vpc_id'), v); flowLogs.add(str(v, 'subnet_id'), v) }
    const networks = present(['aws_vpc', 'aws_default_vpc', 'aws_subnet'], 'id')
    // Elastic IPs in use by reference: associations, NAT gateways and NLB subnet mappings name their allocation id.
    const usedAllocations = new Set<string | undefined>([
      ...present(['aws_eip_association', 'aws_nat_gateway'], 'allocation_id'),
      ...all('aws_nat_gateway').flatMap((v) => strings(v, 'secondary_allocation_ids')),
      ...LOAD_BALANCERS.flatMap(all).flatMap((v) => blocks(v, 'subnet_mapping')).map((m) => str(m, 'allocation_id')).filter((x) => x !== undefined),
    ])
    const zones = present(['aws_route53_zone'], 'zone_id')
    const queryLogs = index('aws_route53_query_log', (v) => str(v, 'zone_id'))
    const dnssec = index('aws_route53_hosted_zone_dnssec', (v) => str(v, 'hosted_zone_id'))
    const wafTargets = index('aws_wafv2_web_acl_association', (v) => str(v, 'resource_arn'))
    const wafParents = present([...LOAD_BALANCERS, 'aws_api_gateway_stage'], 'arn')

    const restApis = new Map(all('aws_api_gateway_rest_api').map((v) => [str(v, 'id') ?? '', v]))
    const methods = index('aws_api_gateway_method', (v) => str(v, 'rest_api_id'))
    const stageKeys = new Set<string | undefined>(all('aws_api_gateway_stage').map((v) => keyOf(str(v, 'rest_api_id'), str(v, 'stage_name'))).filter((x) => x !== undefined))
    const methodSettings = index('aws_api_gateway_method_settings', (v) => keyOf(str(v, 'rest_api_id'), str(v, 'stage_name')))
    const usagePlanStages = new Set<string | undefined>(all('aws_api_gateway_usage_plan').filter((v) => blocks(v, 'throttle_settings').some((t) => (num(t, 'rate_limit') ?? 0) > 0))
      .flatMap((v) => blocks(v, 'api_stages').map((s) => keyOf(str(s, 'api_id'), str(s, 'stage')))).filter((x) => x !== undefined))
    const httpApis = present(['aws_apigatewayv2_api'], 'id')
    const routes = index('aws_apigatewayv2_route', (v) => str(v, 'api_id'))

    const queues = new Set([...present(['aws_sqs_queue'], 'id'), ...present(['aws_sqs_queue'], 'url')])
    const queuePolicies = index('aws_sqs_queue_policy', (v) => str(v, 'queue_url'))
    const redrives = index('aws_sqs_queue_redrive_policy', (v) => str(v, 'queue_url'))
    const deadLetterTargets = new Set([...all('aws_sqs_queue').map((v) => str(v, 'redrive_policy')), ...all('aws_sqs_queue_redrive_policy').map((v) => str(v, 'redrive_policy'))]
      .map((p) => parseJson(p)?.deadLetterTargetArn).filter((x): x is string => typeof x === 'string'))
    const topics = present(['aws_sns_topic'], 'arn')
    const topicPolicies = index('aws_sns_topic_policy', (v) => str(v, 'arn'))
    const subscriptions = index('aws_sns_topic_subscription', (v) => str(v, 'topic_arn'))

    const consumedIf = (parent: boolean): MapResult => (parent ? 'consumed' : null)

    const map = (r: TerraformResource, v: Values): MapResult => {
      // Without its ARN an entry cannot be identified as its item; it is kept as `other` (or reported) as the core does.
      if (ARN_ITEMS.has(r.type) && str(v, 'arn') === undefined) return null
      switch (r.type) {
        case 'aws_network_acl': case 'aws_default_network_acl': {
          const id = str(v, 'id')
          const entries = [...blocks(v, 'ingress'), ...aclRules.get(id).filter((e) => bool(e, 'egress') !== true)]
          // An ACL associated with no subnet filters nothing (the default ACL's subnet_ids lists the subnets it covers).
          const subnets = strings(v, 'subnet_ids').length
          return item(r, v, 'network_rule', str(v, 'arn') ?? required(id, 'network ACL id'), tagsOf(v).Name ?? id, {
            acl_open_admin_ports: Array.isArray(v.subnet_ids) && subnets === 0 ? undefined : aclOpenAdminPorts(entries), subnets,
          })
        }
        case 'aws_network_acl_rule': return consumedIf(acls.has(str(v, 'network_acl_id')))
        case 'aws_default_security_group': {
          const rules = blocks(v, 'ingress').length + blocks(v, 'egress').length
          return item(r, v, 'network_rule', required(str(v, 'arn'), 'arn'), tagsOf(v).Name ?? str(v, 'id'), { default_group_rule_count: rules })
        }
        case 'aws_wafv2_web_acl_association': return consumedIf(wafParents.has(str(v, 'resource_arn')))
        case 'aws_vpc': case 'aws_default_vpc': {
          const id = str(v, 'id')
          return item(r, v, 'network', required(str(v, 'arn'), 'arn'), tagsOf(v).Name ?? id, {
            is_default: r.type === 'aws_default_vpc', cidr_block: str(v, 'cidr_block'),
            flow_logs: flowLogs.has(id),
          })
        }
        case 'aws_flow_log': return consumedIf(networks.has(str(v, 'vpc_id')) || networks.has(str(v, 'subnet_id')))
        case 'aws_subnet':
          return item(r, v, 'network', required(str(v, 'arn'), 'arn'), tagsOf(v).Name ?? str(v, 'id'), {
            auto_assign_public_ip: bool(v, 'map_public_ip_on_launch'), cidr_block: str(v, 'cidr_block'), availability_zone: str(v, 'availability_zone'),
            ...(flowLogs.has(str(v, 'id')) ? { flow_logs: true } : {}),
          })
        case 'aws_eip': {
          const allocation = str(v, 'allocation_id') ?? str(v, 'id')
          const inUse = ['association_id', 'instance', 'network_interface'].some((k) => str(v, k) !== undefined) || usedAllocations.has(allocation ?? '')
          // The provider always writes association_id ("" when free); without it the state says nothing.
          return item(r, v, 'network', str(v, 'arn') ?? required(allocation, 'allocation id'), str(v, 'public_ip'), {
            public_ip_in_use: typeof v.association_id === 'string' || inUse ? inUse : undefined, public_ip: str(v, 'public_ip'),
          })
        }
        case 'aws_route53_zone': {
          const zoneId = str(v, 'zone_id')
          const visibility = Array.isArray(v.vpc) ? (blocks(v, 'vpc').length > 0 ? 'private' : 'public') : undefined
          const signing = dnssec.get(zoneId)[0]
          const isPublic = visibility === 'public'
          return item(r, v, 'dns_zone', required(str(v, 'arn'), 'arn'), str(v, 'name'), {
            visibility,
            dnssec: isPublic ? (signing !== undefined && str(signing, 'signing_status') !== 'NOT_SIGNING') : undefined,
            query_logging: isPublic ? queryLogs.has(zoneId) : undefined,
          })
        }
        case 'aws_route53_query_log': return consumedIf(zones.has(str(v, 'zone_id')))
        case 'aws_route53_hosted_zone_dnssec': return consumedIf(zones.has(str(v, 'hosted_zone_id')))
        case 'aws_cloudfront_distribution': return distribution(r, v)
        case 'aws_api_gateway_rest_api': {
          const id = str(v, 'id')
          const own = methods.get(id)
          return item(r, v, 'api_gateway', required(str(v, 'arn'), 'arn'), str(v, 'name'), {
            api_type: 'rest', endpoint_type: strings(block(v, 'endpoint_configuration'), 'types')[0],
            // An API defined by an OpenAPI body has no method resources: its authorization is not in the state.
            unauthenticated_methods: own.length > 0
              ? own.filter((m) => str(m, 'authorization') === 'NONE' && bool(m, 'api_key_required') !== true && str(m, 'http_method') !== 'OPTIONS').length
              : undefined,
          })
        }
        case 'aws_api_gateway_method': return consumedIf(restApis.has(str(v, 'rest_api_id') ?? ''))
        case 'aws_api_gateway_stage': {
          const arn = required(str(v, 'arn'), 'arn')
          const stageKey = keyOf(str(v, 'rest_api_id'), str(v, 'stage_name'))
          const settings = methodSettings.get(stageKey).map((s) => block(s, 'settings')).filter((s) => s !== undefined)
          const caching = bool(v, 'cache_cluster_enabled') === true && settings.some((s) => bool(s, 'caching_enabled') === true)
          const api = restApis.get(str(v, 'rest_api_id') ?? '')
          const waf = str(v, 'web_acl_arn') !== undefined || wafTargets.has(arn)
          return item(r, v, 'api_gateway', arn, `${str(api, 'name') ?? str(v, 'rest_api_id')}/${str(v, 'stage_name')}`, {
            api_type: 'rest', endpoint_type: strings(block(api, 'endpoint_configuration'), 'types')[0],
            access_logs: blocks(v, 'access_log_settings').some((s) => str(s, 'destination_arn') !== undefined),
            tracing: bool(v, 'xray_tracing_enabled'),
            cache_encrypted: caching ? settings.filter((s) => bool(s, 'caching_enabled') === true).every((s) => bool(s, 'cache_data_encrypted') === true) : undefined,
            waf_enabled: waf,
            throttling: settings.some((s) => (num(s, 'throttling_rate_limit') ?? -1) > 0 || (num(s, 'throttling_burst_limit') ?? -1) > 0) || usagePlanStages.has(stageKey ?? ''),
          })
        }
        case 'aws_api_gateway_method_settings': return consumedIf(stageKeys.has(keyOf(str(v, 'rest_api_id'), str(v, 'stage_name'))))
        case 'aws_apigatewayv2_api': {
          const own = routes.get(str(v, 'id'))
          return item(r, v, 'api_gateway', required(str(v, 'arn'), 'arn'), str(v, 'name'), {
            api_type: str(v, 'protocol_type')?.toLowerCase(),
            unauthenticated_methods: own.length > 0 ? own.filter((x) => str(x, 'authorization_type') === 'NONE' && !/^OPTIONS /.test(str(x, 'route_key') ?? '')).length : undefined,
          })
        }
        case 'aws_apigatewayv2_route': return consumedIf(httpApis.has(str(v, 'api_id')))
        case 'aws_apigatewayv2_stage': {
          const routeSettings = [block(v, 'default_route_settings'), ...blocks(v, 'route_settings')].filter((s) => s !== undefined)
          return item(r, v, 'api_gateway', required(str(v, 'arn'), 'arn'), `${str(v, 'api_id')}/${str(v, 'name')}`, {
            api_type: 'http', access_logs: blocks(v, 'access_log_settings').some((s) => str(s, 'destination_arn') !== undefined),
            throttling: routeSettings.some((s) => (num(s, 'throttling_rate_limit') ?? 0) > 0 || (num(s, 'throttling_burst_limit') ?? 0) > 0),
          })
        }
        case 'aws_api_gateway_domain_name':
          return item(r, v, 'api_gateway', required(str(v, 'arn'), 'arn'), str(v, 'domain_name'), { api_type: 'domain', min_tls_version: awsPolicyMinTls(str(v, 'security_policy')) })
        case 'aws_apigatewayv2_domain_name':
          return item(r, v, 'api_gateway', required(str(v, 'arn'), 'arn'), str(v, 'domain_name'), {
            api_type: 'domain', min_tls_version: awsPolicyMinTls(str(block(v, 'domain_name_configuration'), 'security_policy')),
          })
        case 'aws_sqs_queue': {
          const url = str(v, 'url') ?? str(v, 'id')
          const arn = required(str(v, 'arn'), 'arn')
          const policies = [str(v, 'policy'), ...queuePolicies.get(url).map((p) => str(p, 'policy'))]
          const redrive = str(v, 'redrive_policy') !== undefined || redrives.get(url).some((p) => str(p, 'redrive_policy') !== undefined)
          return item(r, v, 'queue', arn, str(v, 'name'), {
            service: 'sqs', encryption: messagingEncryption(str(v, 'kms_master_key_id'), bool(v, 'sqs_managed_sse_enabled'), 'sqs'),
            public_access: policies.some((p) => allowsAnyPrincipal(p)),
            // A dead-letter queue needs no dead-letter queue of its own.
            dead_letter: redrive ? true : deadLetterTargets.has(arn) ? undefined : false,
          })
        }
        case 'aws_sqs_queue_policy': case 'aws_sqs_queue_redrive_policy': return consumedIf(queues.has(str(v, 'queue_url')))
        case 'aws_sns_topic': {
          const arn = required(str(v, 'arn'), 'arn')
          const policies = [str(v, 'policy'), ...topicPolicies.get(arn).map((p) => str(p, 'policy'))]
          return item(r, v, 'queue', arn, str(v, 'name'), {
            service: 'sns', encryption: messagingEncryption(str(v, 'kms_master_key_id'), undefined, 'sns'),
            public_access: policies.some((p) => allowsAnyPrincipal(p)),
            http_subscriptions: subscriptions.get(arn).filter((s) => str(s, 'protocol') === 'http').length,
          })
        }
        case 'aws_sns_topic_policy': return consumedIf(topics.has(str(v, 'arn')))
        case 'aws_sns_topic_subscription': return consumedIf(topics.has(str(v, 'topic_arn')))
        default: return null
      }
    }

    /** ALB settings the core does not read: WAF, deletion protection, invalid headers and desync mitigation. */
    const enrich = (r: TerraformResource, v: Values, items: MappedInput[]) => {
      if (!LOAD_BALANCERS.includes(r.type)) return
      const application = str(v, 'load_balancer_type') === 'application'
      const publicAlb = application && bool(v, 'internal') === false
      const arn = str(v, 'arn')
      const extra: Record<string, unknown> = {
        deletion_protection: bool(v, 'enable_deletion_protection'),
        drop_invalid_header_fields: application ? bool(v, 'drop_invalid_header_fields') : undefined,
        desync_mitigation_mode: application ? str(v, 'desync_mitigation_mode') : undefined,
        waf_enabled: publicAlb ? wafTargets.has(arn) : undefined,
      }
      const known = Object.fromEntries(Object.entries(extra).filter(([, x]) => x !== undefined))
      for (const i of items) i.attributes = { ...i.attributes, ...known }
    }

    return { map, enrich }
  },
}

function distribution(r: TerraformResource, v: Values): MapResult {
  const behaviors = [...blocks(v, 'default_cache_behavior'), ...blocks(v, 'ordered_cache_behavior')]
  const origins = blocks(v, 'origin')
  const certificate = block(v, 'viewer_certificate')
  const s3Origins = origins.filter((o) => S3_ORIGIN.test(str(o, 'domain_name') ?? ''))
  return item(r, v, 'cdn', required(str(v, 'arn'), 'arn'), str(v, 'domain_name') ?? str(v, 'id'), {
    service: 'cloudfront',
    viewer_http_allowed: behaviors.length > 0 ? behaviors.some((b) => str(b, 'viewer_protocol_policy') === 'allow-all') : undefined,
    // The default certificate pins TLSv1 and cannot be changed; only custom certificates carry a chosen policy.
    min_tls_version: certificate && bool(certificate, 'cloudfront_default_certificate') !== true ? awsPolicyMinTls(str(certificate, 'minimum_protocol_version')) : undefined,
    waf_enabled: typeof v.web_acl_id === 'string' ? v.web_acl_id !== '' : undefined,
    origin_plaintext: origins.length > 0 ? origins.some((o) => str(block(o, 'custom_origin_config'), 'origin_protocol_policy') === 'http-only') : undefined,
    s3_origin_without_access_control: origins.length > 0
      ? s3Origins.some((o) => str(o, 'origin_access_control_id') === undefined && str(block(o, 's3_origin_config'), 'origin_access_identity') === undefined)
      : undefined,
    access_logs: Array.isArray(v.logging_config) ? blocks(v, 'logging_config').some((l) => str(l, 'bucket') !== undefined) : undefined,
    price_class: str(v, 'price_class'),
  })
}
