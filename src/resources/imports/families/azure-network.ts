import { item, key, location } from '../terraform-azure-item.ts'
import type { TerraformResource } from '../terraform.ts'
import { block, blocks, bool, isRecord, num, str, type MapResult, type TypeFamily, type Values, pushTo } from '../terraform-values.ts'

// azure types of the network shelf of the check library (src/checks/network) beyond what terraform-azure.ts
// maps: virtual networks, subnets, flow logs and public IPs (network), Application Gateways with their WAF
// policy (load_balancer), DNS zones (dns_zone), Front Door profiles and their parts (cdn), API Management
// (api_gateway), Service Bus and Event Hubs namespaces (queue). Attributes renamed by azurerm 5.x are read under
// both names (enable_http2/http2_enabled, tls.minimum_tls_version/minimum_version).

const FRONT_DOOR_PARTS = ['azurerm_cdn_frontdoor_security_policy', 'azurerm_cdn_frontdoor_endpoint', 'azurerm_cdn_frontdoor_route', 'azurerm_cdn_frontdoor_custom_domain']
const NAMESPACE_KEYS = ['azurerm_servicebus_namespace_customer_managed_key', 'azurerm_eventhub_namespace_customer_managed_key']
/** Subnets that Azure reserves for gateways and firewalls, which take no network security group. */
const RESERVED_SUBNETS = new Set(['gatewaysubnet', 'azurefirewallsubnet', 'azurefirewallmanagementsubnet', 'routeserversubnet'])

const KINDS = {
  azurerm_virtual_network: 'network', azurerm_subnet: 'network', azurerm_network_watcher_flow_log: 'network', azurerm_public_ip: 'network',
  azurerm_application_gateway: 'load_balancer', azurerm_web_application_firewall_policy: 'load_balancer',
  azurerm_dns_zone: 'dns_zone', azurerm_private_dns_zone: 'dns_zone',
  azurerm_cdn_frontdoor_profile: 'cdn', ...Object.fromEntries(FRONT_DOOR_PARTS.map((type) => [type, 'cdn'])),
  azurerm_api_management: 'api_gateway',
  azurerm_servicebus_namespace: 'queue', azurerm_eventhub_namespace: 'queue', ...Object.fromEntries(NAMESPACE_KEYS.map((type) => [type, 'queue'])),
} as const

/** "TLS10", "TLS1_0", "1.0" → "1.0". */
const tls = (x: string | undefined) => {
  const m = x ? /(\d)[._]?(\d)$/.exec(x) : null
  return m ? `${m[1]}.${m[2]}` : undefined
}

/** The lowest TLS version API Management's frontend accepts (azurerm 4.x names, then 3.x names). */
function apimMinTls(security: Values | undefined): string | undefined {
  if (!security) return undefined
  const on = (name: string, legacy: string) => bool(security, name) === true || bool(security, legacy) === true
  if (on('frontend_ssl30_enabled', 'enable_frontend_ssl30')) return '0.3'
  if (on('frontend_tls10_enabled', 'enable_frontend_tls10')) return '1.0'
  if (on('frontend_tls11_enabled', 'enable_frontend_tls11')) return '1.1'
  return '1.2'
}

/** Every `public_ip_address_id` an entry names, at the top level or one block down (frontends, IP configurations, NAT associations). */
function publicIpReferences(v: Values): string[] {
  const out: string[] = []
  for (const [k, x] of Object.entries(v)) {
    if (k === 'public_ip_address_id' && typeof x === 'string' && x !== '') out.push(key(x))
    if (Array.isArray(x)) for (const b of x) if (isRecord(b) && typeof b.public_ip_address_id === 'string' && b.public_ip_address_id !== '') out.push(key(b.public_ip_address_id))
  }
  return out
}

export const AZURE_NETWORK: TypeFamily = {
  kinds: KINDS,
  prepare(resources: TerraformResource[]) {
    const children = new Map<string, Values[]>() // "kind:parent id" (lower case) → child entries
    const add = (k: string, v: Values) => pushTo(children, k, v)
    const of = (k: string) => children.get(k) ?? []
    const present = new Set<string>()
    const usedIps = new Set<string>()
    for (const r of resources) {
      const v = r.values as Values
      if (r.type !== 'azurerm_public_ip') for (const ip of publicIpReferences(v)) usedIps.add(ip)
      if (['azurerm_cdn_frontdoor_profile', 'azurerm_application_gateway', 'azurerm_virtual_network', 'azurerm_servicebus_namespace', 'azurerm_eventhub_namespace'].includes(r.type)) present.add(key(str(v, 'id')))
      switch (r.type) {
        case 'azurerm_network_watcher_flow_log': add(`flow:${key(str(v, 'target_resource_id') ?? str(v, 'network_security_group_id'))}`, v); break
        case 'azurerm_subnet_network_security_group_association': add(`nsg:${key(str(v, 'subnet_id'))}`, v); break
        case 'azurerm_web_application_firewall_policy': add(`waf:${key(str(v, 'id'))}`, v); break
        case 'azurerm_cdn_frontdoor_endpoint': add(`endpoint:${key(str(v, 'id'))}`, v); add(`endpoints:${key(str(v, 'cdn_frontdoor_profile_id'))}`, v); break
        case 'azurerm_cdn_frontdoor_route': add(`routes:${key(str(v, 'cdn_frontdoor_endpoint_id'))}`, v); break
        case 'azurerm_cdn_frontdoor_security_policy': add(`security:${key(str(v, 'cdn_frontdoor_profile_id'))}`, v); break
        case 'azurerm_cdn_frontdoor_custom_domain': add(`domains:${key(str(v, 'cdn_frontdoor_profile_id'))}`, v); break
        case 'azurerm_monitor_diagnostic_setting': add(`diagnostics:${key(str(v, 'target_resource_id'))}`, v); break
        case 'azurerm_api_management_diagnostic': add(`apim-diagnostics:${key(str(v, 'api_management_id'))}`, v); break
        case 'azurerm_servicebus_namespace_customer_managed_key': add(`cmk:${key(str(v, 'namespace_id'))}`, v); break
        case 'azurerm_eventhub_namespace_customer_managed_key': add(`cmk:${key(str(v, 'eventhub_namespace_id'))}`, v); break
      }
    }
    // A subnet records no location: it is its virtual network's, found by resource group and name.
    const vnetLocations = new Map(resources.filter((r) => r.type === 'azurerm_virtual_network')
      .map((r) => [`${str(r.values as Values, 'resource_group_name')?.toLowerCase()}/${str(r.values as Values, 'name')}`, location(r.values as Values)]))
    const gatewayPolicies = new Set(resources.filter((r) => r.type === 'azurerm_application_gateway').map((r) => key(str(r.values as Values, 'firewall_policy_id'))))
    const endpointProfile = (endpointId: string | undefined) => key(str(of(`endpoint:${key(endpointId)}`)[0], 'cdn_frontdoor_profile_id'))
    const consumedIf = (parent: boolean): MapResult => (parent ? 'consumed' : null)

    const map = (r: TerraformResource, v: Values): MapResult => {
      switch (r.type) {
        case 'azurerm_virtual_network': {
          const ddos = block(v, 'ddos_protection_plan')
          return item(r, v, 'network', {
            ddos_protection: Array.isArray(v.ddos_protection_plan) ? ddos !== undefined && bool(ddos, 'enable') !== false : undefined,
            flow_logs: of(`flow:${key(str(v, 'id'))}`).some((f) => bool(f, 'enabled') !== false),
          })
        }
        case 'azurerm_subnet': {
          const reserved = RESERVED_SUBNETS.has((str(v, 'name') ?? '').toLowerCase())
          const region = vnetLocations.get(`${str(v, 'resource_group_name')?.toLowerCase()}/${str(v, 'virtual_network_name')}`) ?? 'global'
          return item(r, v, 'network', { nsg_associated: reserved ? undefined : of(`nsg:${key(str(v, 'id'))}`).length > 0 }, str(v, 'id'), region)
        }
        case 'azurerm_network_watcher_flow_log': {
          const retention = block(v, 'retention_policy')
          // Retention off means records are kept for ever, which Azure also writes as 0 days.
          return item(r, v, 'network', {
            flow_log_enabled: bool(v, 'enabled'),
            flow_log_retention_days: retention ? (bool(retention, 'enabled') === false ? 0 : num(retention, 'days')) : undefined,
          })
        }
        case 'azurerm_public_ip': {
          const id = key(str(v, 'id'))
          const attached = str(v, 'ip_configuration_id') !== undefined || usedIps.has(id)
          return item(r, v, 'network', {
            public_ip: str(v, 'ip_address'), public_ip_in_use: typeof v.ip_configuration_id === 'string' || attached ? attached : undefined,
          })
        }
        case 'azurerm_application_gateway': return applicationGateway(r, v, of(`waf:${key(str(v, 'firewall_policy_id'))}`)[0])
        case 'azurerm_web_application_firewall_policy': return consumedIf(gatewayPolicies.has(key(str(v, 'id'))))
        case 'azurerm_dns_zone': case 'azurerm_private_dns_zone':
          return item(r, v, 'dns_zone', { visibility: r.type === 'azurerm_dns_zone' ? 'public' : 'private', record_sets: num(v, 'number_of_record_sets') }, str(v, 'id'), 'global')
        case 'azurerm_cdn_frontdoor_profile': {
          const id = key(str(v, 'id'))
          const routes = of(`endpoints:${id}`).flatMap((e) => of(`routes:${key(str(e, 'id'))}`))
          const versions = of(`domains:${id}`).map((d) => block(d, 'tls')).map((t) => tls(str(t, 'minimum_tls_version') ?? str(t, 'minimum_version'))).filter((x) => x !== undefined).sort()
          const diagnostics = of(`diagnostics:${id}`).some((d) => blocks(d, 'enabled_log').length > 0)
          return item(r, v, 'cdn', {
            service: 'front_door', sku: str(v, 'sku_name'), waf_enabled: of(`security:${id}`).length > 0,
            viewer_http_allowed: routes.length > 0 ? routes.some((x) => (Array.isArray(x.supported_protocols) && x.supported_protocols.includes('Http')) && bool(x, 'https_redirect_enabled') === false) : undefined,
            origin_plaintext: routes.length > 0 ? routes.some((x) => str(x, 'forwarding_protocol') === 'HttpOnly') : undefined,
            min_tls_version: versions[0], access_logs: diagnostics,
          }, str(v, 'id'), 'global')
        }
        case 'azurerm_cdn_frontdoor_endpoint': case 'azurerm_cdn_frontdoor_security_policy': case 'azurerm_cdn_frontdoor_custom_domain':
          return consumedIf(present.has(key(str(v, 'cdn_frontdoor_profile_id'))))
        case 'azurerm_cdn_frontdoor_route': return consumedIf(present.has(endpointProfile(str(v, 'cdn_frontdoor_endpoint_id'))))
        case 'azurerm_api_management': {
          // Gateway request logs reach Azure Monitor through a diagnostic setting or an API Management diagnostic.
          const id = key(str(v, 'id'))
          const logged = of(`diagnostics:${id}`).some((d) => blocks(d, 'enabled_log').length > 0) || of(`apim-diagnostics:${id}`).length > 0
          return item(r, v, 'api_gateway', { api_type: 'api_management', sku: str(v, 'sku_name'), min_tls_version: apimMinTls(block(v, 'security')), access_logs: logged })
        }
        case 'azurerm_servicebus_namespace': case 'azurerm_eventhub_namespace': return namespace(r, v, of(`cmk:${key(str(v, 'id'))}`).length > 0)
        case 'azurerm_servicebus_namespace_customer_managed_key': return consumedIf(present.has(key(str(v, 'namespace_id'))))
        case 'azurerm_eventhub_namespace_customer_managed_key': return consumedIf(present.has(key(str(v, 'eventhub_namespace_id'))))
        default: return null
      }
    }
    return { map }
  },
}

function applicationGateway(r: TerraformResource, v: Values, policy: Values | undefined): MapResult {
  const tier = str(block(v, 'sku'), 'tier')
  const inline = block(v, 'waf_configuration')
  const wafTier = tier === 'WAF' || tier === 'WAF_v2'
  const waf = wafTier && (str(v, 'firewall_policy_id') !== undefined || bool(inline, 'enabled') === true)
  const settings = block(policy, 'policy_settings')
  const ruleSets = blocks(block(policy, 'managed_rules'), 'managed_rule_set')
  return item(r, v, 'load_balancer', {
    scheme: blocks(v, 'frontend_ip_configuration').some((f) => str(f, 'public_ip_address_id')) ? 'internet-facing' : 'internal',
    load_balancer_type: 'application_gateway', sku_tier: tier, http2: bool(v, 'enable_http2') ?? bool(v, 'http2_enabled'), waf_enabled: tier ? waf : undefined,
    waf_mode: waf ? (policy ? str(settings, 'mode') : str(inline, 'firewall_mode'))?.toLowerCase() : undefined,
    waf_request_body_check: waf ? (policy ? bool(settings, 'request_body_check') : bool(inline, 'request_body_check')) : undefined,
    // Bot protection exists only as a WAF policy's managed rule set.
    waf_bot_protection: waf && (policy !== undefined || str(v, 'firewall_policy_id') === undefined)
      ? ruleSets.some((s) => str(s, 'type') === 'Microsoft_BotManagerRuleSet') : undefined,
  })
}

function namespace(r: TerraformResource, v: Values, separateKey: boolean): MapResult {
  const eventHubs = r.type === 'azurerm_eventhub_namespace'
  const sku = str(v, 'sku')
  const rules = block(v, eventHubs ? 'network_rulesets' : 'network_rule_set')
  const publicAccess = bool(v, 'public_network_access_enabled')
  // Customer-managed keys exist only for Premium (and dedicated Event Hubs clusters).
  const cmkCapable = sku === 'Premium' || str(v, 'dedicated_cluster_id') !== undefined
  return item(r, v, 'queue', {
    service: eventHubs ? 'event_hubs' : 'service_bus', sku,
    local_auth_enabled: bool(v, eventHubs ? 'local_authentication_enabled' : 'local_auth_enabled'),
    min_tls_version: tls(str(v, 'minimum_tls_version')),
    public_network_access: publicAccess === undefined ? undefined : publicAccess && str(rules, 'default_action') !== 'Deny' && bool(rules, 'public_network_access_enabled') !== false,
    encryption: cmkCapable ? (block(v, 'customer_managed_key') || separateKey ? 'customer_managed' : 'provider_managed') : undefined,
  })
}
