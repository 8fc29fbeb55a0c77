// SSRF guard for every request to an address a tenant chooses — webhook endpoints, SSO issuers and the
// endpoints their discovery names: the service makes the request, so without this a tenant could make our
// servers call cloud metadata, localhost admin ports or the internal network.
//
// Three layers, because each alone is bypassable:
//   1. checkOutboundUrl  – syntax, scheme, credentials, literal IPs and localhost names (at registration
//                          and again before each request: Node connects to literal IPs without any lookup).
//   2. resolveAndCheck   – every address the name resolves to (at registration, for a clear error early).
//   3. guardedLookup     – the same check inside the socket's own DNS lookup at connect time, so a name that
//                          resolved publicly at registration and to 127.0.0.1 now (DNS rebinding) is refused.
// A request through an HTTP proxy resolves names at the proxy, where layer 3 cannot reach.
import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

/** Why an address is not public. `invalid` (not an IP at all) exists so a caller's bug fails closed. */
export type AddressClass =
  | 'metadata'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link_local'
  | 'unique_local'
  | 'multicast'
  | 'reserved'
  | 'invalid'

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number]
const ranges = (table: [string, AddressClass][]): [Range, AddressClass][] =>
  table.map(([cidr, cls]) => [ipaddr.parseCIDR(cidr), cls])

// First match wins, so the metadata hosts precede the ranges that contain them. Metadata endpoints hand out
// cloud credentials, which is why they stay blocked even when private addresses are allowed.
const IPV4 = ranges([
  ['169.254.169.254/32', 'metadata'], // AWS, GCP, Azure, OpenStack, DigitalOcean...
  ['169.254.170.2/32', 'metadata'], // AWS ECS task credentials
  ['169.254.170.23/32', 'metadata'], // AWS EKS pod identity
  ['100.100.100.200/32', 'metadata'], // Alibaba Cloud
  ['192.0.0.192/32', 'metadata'], // Oracle Cloud
  ['168.63.129.16/32', 'metadata'], // Azure WireServer: a public address that only answers from inside Azure
  ['0.0.0.0/8', 'unspecified'], // "this network"; 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared'], // carrier-grade NAT, also used inside some clouds
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link_local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'], // IETF protocol assignments
  ['192.0.2.0/24', 'reserved'], // documentation
  ['192.88.99.0/24', 'reserved'], // former 6to4 relay anycast
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'], // benchmarking
  ['198.51.100.0/24', 'reserved'], // documentation
  ['203.0.113.0/24', 'reserved'], // documentation
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'], // future use, and 255.255.255.255 broadcast
])

const IPV6 = ranges([
  ['fd00:ec2::254/128', 'metadata'], // AWS IMDS over IPv6
  ['fd00:ec2::23/128', 'metadata'], // AWS EKS pod identity over IPv6
  ['fd20:ce::254/128', 'metadata'], // GCP metadata over IPv6
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['64:ff9b:1::/48', 'reserved'], // local-use NAT64 (RFC 8215): translates into the operator's own network
  ['fc00::/7', 'unique_local'],
  ['fe80::/10', 'link_local'],
  ['ff00::/8', 'multicast'],
  ['2001::/23', 'reserved'], // IETF protocol assignments, including Teredo 2001::/32 (tunnels to an IPv4)
  ['2001:db8::/32', 'reserved'], // documentation
  ['2002::/16', 'reserved'], // 6to4: embeds an IPv4 that may be private
  ['3fff::/20', 'reserved'], // documentation (RFC 9637)
])
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3')
const NAT64_V6 = ipaddr.parseCIDR('64:ff9b::/96')

/** null when `ip` is a public unicast address, otherwise the class that makes it unsafe to call. */
export function classifyAddress(ip: string): AddressClass | null {
  const bare = unbracket(ip)
  // net.isIP is strict (dotted quad / RFC 4291 text); ipaddr.parse alone would also take "0x7f.1".
  if (isIP(bare) === 0) return 'invalid'
  if (isIP(bare) === 4) return matchTable(ipaddr.IPv4.parse(bare), IPV4)
  const v6 = ipaddr.IPv6.parse(dottedTailToHex(bare))
  // An IPv4-mapped address is the IPv4 address as far as the socket is concerned.
  if (v6.isIPv4MappedAddress()) return classifyAddress(v6.toIPv4Address().toString())
  // Well-known-prefix NAT64 reaches the embedded IPv4 through the translator: judge that address.
  if (v6.match(NAT64_V6)) return classifyAddress(ipaddr.fromByteArray(v6.toByteArray().slice(12)).toString())
  const cls = matchTable(v6, IPV6)
  if (cls !== null) return cls
  // Outside 2000::/3 nothing is globally routed today (IPv4-compatible ::a.b.c.d, site-local, SRv6...).
  return v6.match(GLOBAL_UNICAST_V6) ? null : 'reserved'
}

// ipaddr.js reads "::a.b.c.d" as IPv4-mapped (::ffff:a.b.c.d), but it is the deprecated IPv4-compatible
// ::a.b.c.d; with the dotted tail rewritten as two hex groups every IPv6 literal parses as written.
function dottedTailToHex(ip: string): string {
  return ip.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)(?=%|$)/, (_m, a: string, b: string, c: string, d: string) =>
    `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`)
}

function matchTable(address: ipaddr.IPv4 | ipaddr.IPv6, table: [Range, AddressClass][]): AddressClass | null {
  for (const [range, cls] of table) if (address.match(range)) return cls
  return null
}

/** The class if the policy refuses it, else null. Metadata and non-IPs are refused even with allowPrivate. */
export function refusedClass(cls: AddressClass | null, allowPrivate: boolean): AddressClass | null {
  return cls !== null && (!allowPrivate || cls === 'metadata' || cls === 'invalid') ? cls : null
}

export interface UrlCheckOptions {
  /** Permit `http:` (local development, self-hosted receivers); `https:` is always permitted. */
  allowHttp: boolean
  /** Permit private, loopback and other non-public addresses, but never cloud metadata. */
  allowPrivate: boolean
}

export const MAX_OUTBOUND_URL_LENGTH = 2048

export type UrlRejection =
  | 'too_long'
  | 'invalid_url'
  | 'scheme_not_allowed'
  | 'credentials_not_allowed'
  | 'fragment_not_allowed'
  | 'missing_host'
  | AddressClass

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: UrlRejection }

/** Syntactic check of a URL to call; literal IP hosts are classified here, names need resolveAndCheck. */
export function checkOutboundUrl(input: string, policy: UrlCheckOptions): UrlCheck {
  if (typeof input !== 'string') return { ok: false, reason: 'invalid_url' }
  if (input.length > MAX_OUTBOUND_URL_LENGTH) return { ok: false, reason: 'too_long' }
  let url: URL
  try {
    // The WHATWG parser also normalises the IPv4 spellings SSRF payloads rely on (2130706433, 0x7f.1,
    // 0177.0.0.1, 127.1) to dotted quads, so the checks below see the address the socket would use.
    url = new URL(input)
  } catch {
    return { ok: false, reason: 'invalid_url' }
  }
  // Normalisation (percent-encoding) can lengthen the URL; the stored form must fit too.
  if (url.href.length > MAX_OUTBOUND_URL_LENGTH) return { ok: false, reason: 'too_long' }
  if (!(url.protocol === 'https:' || (url.protocol === 'http:' && policy.allowHttp))) {
    return { ok: false, reason: 'scheme_not_allowed' }
  }
  // Credentials in the URL would be stored and logged in clear; receivers authenticate us by signature.
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials_not_allowed' }
  // A fragment is never sent to the server, so a URL that depends on one is a mistake. '#' can only
  // appear in a serialised URL as the fragment delimiter (url.hash is '' for a bare trailing '#').
  if (url.href.includes('#')) return { ok: false, reason: 'fragment_not_allowed' }
  const host = url.hostname
  if (host === '') return { ok: false, reason: 'missing_host' }

  if (isIP(unbracket(host)) !== 0) {
    const refused = refusedClass(classifyAddress(host), policy.allowPrivate)
    return refused ? { ok: false, reason: refused } : { ok: true, url }
  }
  // RFC 6761: localhost names are loopback whatever DNS says; "localhost." is the same name.
  const name = host.replace(/\.+$/, '')
  if ((name === 'localhost' || name.endsWith('.localhost')) && !policy.allowPrivate) {
    return { ok: false, reason: 'loopback' }
  }
  return { ok: true, url }
}

/** Same contract as dns.promises.lookup with `{ all: true }`; injectable so tests never touch real DNS. */
export type LookupAll = (hostname: string, options: { all: true; verbatim: true }) => Promise<LookupAddress[]>

export interface ResolvePolicy {
  allowPrivate: boolean
  lookup?: LookupAll
}

export type ResolveCheck =
  | { ok: true; addresses: LookupAddress[] }
  | { ok: false; reason: AddressClass; address: string }
  | { ok: false; reason: 'unresolvable'; error: NodeJS.ErrnoException }

const systemLookup: LookupAll = (hostname, options) => dns.lookup(hostname, options)

/** Resolves a host name and refuses it if ANY of its addresses is refused: the client picks which to use. */
export async function resolveAndCheck(hostname: string, policy: ResolvePolicy): Promise<ResolveCheck> {
  const host = unbracket(hostname)
  let addresses: LookupAddress[]
  if (isIP(host) !== 0) {
    addresses = [{ address: host, family: isIP(host) }]
  } else {
    try {
      addresses = await (policy.lookup ?? systemLookup)(host, { all: true, verbatim: true })
    } catch (error) {
      return { ok: false, reason: 'unresolvable', error: error as NodeJS.ErrnoException }
    }
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolvable', error: notFound(host) }
  for (const { address } of addresses) {
    const refused = refusedClass(classifyAddress(address), policy.allowPrivate)
    if (refused) return { ok: false, reason: refused, address }
  }
  return { ok: true, addresses }
}

export class AddressBlockedError extends Error {
  override readonly name = 'AddressBlockedError'
  readonly code = 'ERR_ADDRESS_BLOCKED'
  constructor(
    readonly hostname: string,
    readonly reason: AddressClass,
    /** For operator logs only: the message omits it so tenants cannot map our internal DNS. */
    readonly address: string,
  ) {
    super(`Connection to ${hostname} refused: it resolves to a ${reason} address`)
  }
}

/**
 * A `lookup` for net.connect / http.request / https.request / undici's `connect` option that applies
 * resolveAndCheck at connect time. Blocked names fail with AddressBlockedError
 * (code ERR_ADDRESS_BLOCKED); DNS errors pass through unchanged.
 */
export function guardedLookup(policy: ResolvePolicy): LookupFunction {
  return (hostname, options, callback) => {
    // dns.lookup's shapes are also (hostname, callback) and (hostname, family, callback); net always passes
    // an options object, but other callers of a "dns.lookup-compatible" function may not.
    let opts: LookupOptions = {}
    if (typeof options === 'function') callback = options
    else if (typeof options === 'number') opts = { family: options }
    else if (options) opts = options
    const family = familyNumber(opts.family)

    resolveAndCheck(hostname, policy).then((result) => {
      if (!result.ok) {
        callback(result.reason === 'unresolvable' ? result.error : new AddressBlockedError(hostname, result.reason, result.address), '')
        return
      }
      // Every address was checked above, whichever family the caller asked for: a host is safe or it isn't.
      const usable = family === 0 ? result.addresses : result.addresses.filter((a) => a.family === family)
      if (usable.length === 0) callback(notFound(hostname), '')
      else if (opts.all) callback(null, usable)
      else callback(null, usable[0]!.address, usable[0]!.family)
    })
  }
}

function familyNumber(family: LookupOptions['family']): 0 | 4 | 6 {
  if (family === 4 || family === 'IPv4') return 4
  if (family === 6 || family === 'IPv6') return 6
  return 0
}

function notFound(hostname: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname })
}

function unbracket(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
}
