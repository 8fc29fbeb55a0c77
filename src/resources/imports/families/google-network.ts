import { FORWARDING_RULES } from '../terraform-google-lb.ts'
import { fullName, isPublicMember, item, projectPath } from '../terraform-google-refs.ts'
import type { TerraformResource } from '../terraform.ts'
import { block, blocks, bool, lastSegment, str, strings, type MappedInput, type MapResult, type TypeFamily, type Values } from '../terraform-values.ts'

// google types of the network shelf of the check library (src/checks/network) beyond what terraform-google.ts
// maps: networks, subnetworks and addresses (network), Cloud DNS zones (dns_zone), backend buckets with Cloud
// CDN (cdn), Pub/Sub topics and subscriptions with their IAM (queue), and the Cloud Armor policy and SSL
// profile of the HTTP(S) load balancers the core maps.

const TOPIC_IAM = ['google_pubsub_topic_iam_member', 'google_pubsub_topic_iam_binding']
const SUBSCRIPTION_IAM = ['google_pubsub_subscription_iam_member', 'google_pubsub_subscription_iam_binding']

const KINDS = {
  google_compute_network: 'network', google_compute_subnetwork: 'network', google_compute_address: 'network', google_compute_global_address: 'network',
  google_dns_managed_zone: 'dns_zone',
  google_compute_backend_bucket: 'cdn',
  google_pubsub_topic: 'queue', google_pubsub_subscription: 'queue',
  ...Object.fromEntries([...TOPIC_IAM, ...SUBSCRIPTION_IAM].map((type) => [type, 'queue'])),
} as const

const members = (v: Values) => (str(v, 'member') ? [str(v, 'member') as string] : strings(v, 'members'))
const pathOf = (v: Values | undefined) => projectPath(str(v, 'self_link')) ?? projectPath(str(v, 'id'))

export const GOOGLE_NETWORK: TypeFamily = {
  kinds: KINDS,
  prepare(resources: TerraformResource[]) {
    const byPath = new Map<string, { type: string; v: Values }>()
    const publicGrants = new Set<string>() // "topic:NAME" | "subscription:NAME" granted to allUsers/allAuthenticatedUsers
    const present = new Set<string>()
    for (const r of resources) {
      const v = r.values as Values
      const path = pathOf(v)
      if (path) byPath.set(path, { type: r.type, v })
      if (r.type === 'google_pubsub_topic' && str(v, 'name')) present.add(`topic:${lastSegment(str(v, 'name') as string)}`)
      if (r.type === 'google_pubsub_subscription' && str(v, 'name')) present.add(`subscription:${lastSegment(str(v, 'name') as string)}`)
      const family = TOPIC_IAM.includes(r.type) ? 'topic' : SUBSCRIPTION_IAM.includes(r.type) ? 'subscription' : undefined
      if (family && members(v).some(isPublicMember)) publicGrants.add(`${family}:${lastSegment(str(v, family) ?? '')}`)
    }
    const get = (ref: string | undefined, type: string) => {
      const found = byPath.get(projectPath(ref) ?? '')
      return found?.type === type ? found.v : undefined
    }

    const map = (r: TerraformResource, v: Values): MapResult => {
      if (TOPIC_IAM.includes(r.type)) return present.has(`topic:${lastSegment(str(v, 'topic') ?? '')}`) ? 'consumed' : null
      if (SUBSCRIPTION_IAM.includes(r.type)) return present.has(`subscription:${lastSegment(str(v, 'subscription') ?? '')}`) ? 'consumed' : null
      switch (r.type) {
        case 'google_compute_network':
          return item(r, v, 'network', fullName(r.type, v), { is_default: str(v, 'name') === 'default', auto_mode: bool(v, 'auto_create_subnetworks') })
        case 'google_compute_subnetwork': {
          // Proxy-only, Private Service Connect and NAT subnetworks have no flow logs and no Private Google Access.
          const purpose = str(v, 'purpose')
          const ordinary = purpose === undefined || purpose === 'PRIVATE'
          return item(r, v, 'network', fullName(r.type, v), {
            cidr_block: str(v, 'ip_cidr_range'), purpose,
            flow_logs: ordinary && Array.isArray(v.log_config) ? blocks(v, 'log_config').length > 0 : undefined,
            private_google_access: ordinary ? bool(v, 'private_ip_google_access') : undefined,
          })
        }
        case 'google_compute_address': case 'google_compute_global_address': {
          // Internal addresses are free; an external one is billed while RESERVED (not IN_USE).
          const external = (str(v, 'address_type') ?? 'EXTERNAL') === 'EXTERNAL'
          const status = str(v, 'status')
          return item(r, v, 'network', fullName(r.type, v), {
            public_ip: external ? str(v, 'address') : undefined,
            public_ip_in_use: external && status !== undefined ? status === 'IN_USE' || strings(v, 'users').length > 0 : undefined,
          })
        }
        case 'google_dns_managed_zone': {
          const visibility = str(v, 'visibility')?.toLowerCase()
          const isPublic = visibility === 'public'
          const dnssec = block(v, 'dnssec_config')
          const state = str(dnssec, 'state')
          const signed = state === 'on' || state === 'transfer'
          const logging = block(v, 'cloud_logging_config')
          return item(r, v, 'dns_zone', fullName(r.type, v), {
            visibility, dns_name: str(v, 'dns_name'),
            dnssec: isPublic ? signed : undefined,
            dnssec_weak_algorithm: signed ? blocks(dnssec, 'default_key_specs').some((k) => str(k, 'algorithm')?.toLowerCase() === 'rsasha1') : undefined,
            query_logging: isPublic && logging ? bool(logging, 'enable_logging') : undefined,
          })
        }
        case 'google_compute_backend_bucket': {
          const cdn = bool(v, 'enable_cdn')
          return item(r, v, 'cdn', fullName(r.type, v), {
            service: 'cloud_cdn', cdn_enabled: cdn, waf_enabled: cdn === true ? str(v, 'edge_security_policy') !== undefined : undefined,
          })
        }
        case 'google_pubsub_topic': {
          const name = lastSegment(str(v, 'name') ?? '')
          return item(r, v, 'queue', fullName(r.type, v), {
            service: 'pubsub_topic', encryption: str(v, 'kms_key_name') ? 'customer_managed' : 'provider_managed', public_access: publicGrants.has(`topic:${name}`),
          })
        }
        case 'google_pubsub_subscription': {
          const name = lastSegment(str(v, 'name') ?? '')
          return item(r, v, 'queue', fullName(r.type, v), {
            service: 'pubsub_subscription', dead_letter: Array.isArray(v.dead_letter_policy) ? blocks(v, 'dead_letter_policy').some((d) => str(d, 'dead_letter_topic') !== undefined) : undefined,
            public_access: publicGrants.has(`subscription:${name}`),
          })
        }
        default: return null
      }
    }

    /** Cloud Armor on the backend service behind an external HTTP(S) load balancer, and the SSL policy's profile. */
    const enrich = (r: TerraformResource, v: Values, items: MappedInput[]) => {
      if (!FORWARDING_RULES.includes(r.type)) return
      const proxy = get(str(v, 'target'), 'google_compute_target_https_proxy') ?? get(str(v, 'target'), 'google_compute_target_http_proxy')
      if (!proxy) return
      const external = !(str(v, 'load_balancing_scheme') ?? 'EXTERNAL').startsWith('INTERNAL')
      const urlMap = get(str(proxy, 'url_map'), 'google_compute_url_map')
      const backend = get(str(urlMap, 'default_service'), 'google_compute_backend_service')
      const policy = get(str(proxy, 'ssl_policy'), 'google_compute_ssl_policy')
      const extra = Object.fromEntries(Object.entries({
        waf_enabled: external && backend ? str(backend, 'security_policy') !== undefined || str(backend, 'edge_security_policy') !== undefined : undefined,
        ssl_profile: str(policy, 'profile'),
      }).filter(([, x]) => x !== undefined))
      for (const i of items) i.attributes = { ...i.attributes, ...extra }
    }

    return { map, enrich }
  },
}
