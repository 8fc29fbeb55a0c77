import { projectPath } from './terraform-google-refs.ts'
import type { TerraformResource } from './terraform.ts'
import { block, bool, compact, lastSegment, str, type Values } from './terraform-values.ts'

// Google HTTP(S) load balancers are a chain: forwarding rule → target proxy → URL map → backend service,
// with an SSL policy on the HTTPS proxy. The forwarding rule is the item (it is what has the address and
// the scheme); proxies, URL maps and SSL policies it reaches are merged into it. The HTTP rule that shares
// the IP of an HTTPS rule is the same load balancer's port 80, so it is merged too.

export const FORWARDING_RULES = ['google_compute_forwarding_rule', 'google_compute_global_forwarding_rule']
export const LOAD_BALANCER_PARTS = ['google_compute_target_https_proxy', 'google_compute_target_http_proxy', 'google_compute_url_map', 'google_compute_ssl_policy']

export function prepareLoadBalancers(resources: TerraformResource[]) {
  const byPath = new Map<string, { type: string; v: Values }>()
  for (const r of resources) {
    const v = r.values as Values
    const path = projectPath(str(v, 'self_link')) ?? projectPath(str(v, 'id'))
    if (path) byPath.set(path, { type: r.type, v })
  }
  const get = (ref: string | undefined, type: string) => {
    const found = byPath.get(projectPath(ref) ?? '')
    return found?.type === type ? found.v : undefined
  }
  const httpsProxy = (rule: Values) => get(str(rule, 'target'), 'google_compute_target_https_proxy')
  const httpProxy = (rule: Values) => get(str(rule, 'target'), 'google_compute_target_http_proxy')
  const rules = resources.filter((r) => FORWARDING_RULES.includes(r.type)).map((r) => r.values as Values)
  const siblings = (rule: Values) => rules.filter((o) => o !== rule && str(o, 'ip_address') !== undefined && str(o, 'ip_address') === str(rule, 'ip_address'))

  const used = new Set<string>()
  for (const rule of rules) {
    for (const proxy of [httpsProxy(rule), httpProxy(rule)]) {
      if (!proxy) continue
      used.add(projectPath(str(proxy, 'self_link')) ?? '')
      for (const ref of [str(proxy, 'url_map'), str(proxy, 'ssl_policy')]) if (ref && byPath.has(projectPath(ref) ?? '')) used.add(projectPath(ref) as string)
    }
  }

  /** true: redirects to HTTPS; false: serves HTTP; undefined: its URL map is not in this state. */
  const redirects = (proxy: Values): boolean | undefined => {
    const map = get(str(proxy, 'url_map'), 'google_compute_url_map')
    return map ? bool(block(map, 'default_url_redirect'), 'https_redirect') === true : undefined
  }
  const accessLogs = (proxy: Values | undefined): boolean | undefined => {
    const map = get(str(proxy, 'url_map'), 'google_compute_url_map')
    const backend = get(str(map, 'default_service'), 'google_compute_backend_service')
    return backend ? bool(block(backend, 'log_config'), 'enable') === true : undefined
  }

  return {
    /** Proxies, URL maps and SSL policies reached from a forwarding rule in this state. */
    isPart: (type: string, v: Values) => LOAD_BALANCER_PARTS.includes(type) && used.has(projectPath(str(v, 'self_link')) ?? ''),
    /** Port 80 of a load balancer whose HTTPS rule is in this state. */
    isMergedHttpRule: (v: Values) => httpProxy(v) !== undefined && siblings(v).some((o) => httpsProxy(o) !== undefined),
    attributes(v: Values): Record<string, unknown> {
      const scheme = (str(v, 'load_balancing_scheme') ?? 'EXTERNAL').startsWith('INTERNAL') ? 'internal' : 'internet-facing'
      const https = httpsProxy(v)
      const httpProxies = [v, ...(https ? siblings(v) : [])].map(httpProxy).filter((p) => p !== undefined)
      const redirectStates = httpProxies.map(redirects)
      const httpKnown = !redirectStates.includes(undefined)
      const servesPlain = redirectStates.includes(false)
      const policyRef = str(https, 'ssl_policy')
      const policy = get(policyRef, 'google_compute_ssl_policy')
      // A proxy without an SSL policy uses Google's default profile, which accepts TLS 1.0.
      const minTls = https ? (policyRef ? str(policy, 'min_tls_version') : 'TLS_1_0') : undefined
      return compact({
        scheme, ip_address: str(v, 'ip_address'),
        http_listener: httpProxies.length > 0 && httpKnown ? (servesPlain ? 'forward' : 'redirect') : undefined,
        https_only: (https || httpProxies.length > 0) && httpKnown ? !servesPlain : undefined,
        tls_policy: https ? (policyRef ? lastSegment(policyRef) : 'default') : undefined,
        min_tls_version: minTls?.replace(/^TLS_(\d)_(\d)$/, '$1.$2'),
        access_logs: accessLogs(https ?? httpProxies[0]),
      })
    },
  }
}
