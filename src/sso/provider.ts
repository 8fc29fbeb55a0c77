import * as client from 'openid-client'
import { LRUCache } from 'lru-cache'
import { createGuardedFetch } from '../platform/outbound/guarded-fetch.ts'
import type { LookupAll } from '../platform/outbound/ssrf.ts'

/** A provider problem an admin or a member can act on; its message is shown on the page. */
export class SsoError extends Error {}

export interface ProviderSettings { issuer: string; clientId: string; clientSecret: string }

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])
const DISCOVERY_TIMEOUT_S = 10

/**
 * The issuer an admin typed, as a URL: https, or http on a loopback host (a provider on the same machine, for
 * development and tests — reachable only when the operator allows private issuers). Which addresses may be
 * called is decided when discovery connects (createProviderDirectory), not here.
 */
export function parseIssuer(input: string): URL {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    throw new SsoError('Enter the issuer as an absolute URL, e.g. https://login.example.com/realms/acme.')
  }
  const insecureOk = url.protocol === 'http:' && LOOPBACK.has(url.hostname)
  if (url.protocol !== 'https:' && !insecureOk) throw new SsoError('The issuer must use https (http only for a provider on localhost).')
  if (url.username || url.password || url.search || url.hash) throw new SsoError('The issuer URL carries no credentials, query or fragment.')
  return url
}

/**
 * What an admin reads when discovery fails, whatever the cause: an address the policy refuses, a closed port, a
 * service that is not a provider, a redirect. Saying which would let a workspace admin map what listens where
 * on our network (the cause goes to the operator's log).
 */
export const DISCOVERY_FAILED = 'OpenID Connect discovery at this issuer did not succeed. Check the issuer URL: the provider must serve its configuration at the issuer followed by /.well-known/openid-configuration, over https, from a public address (a provider on a private network needs the operator setting SSO_ALLOW_PRIVATE_ISSUERS).'

export interface ProviderDirectoryOptions {
  /** Operator setting SSO_ALLOW_PRIVATE_ISSUERS: issuers (and the endpoints they name) may be private or loopback. */
  allowPrivate: boolean
  /** Offline DNS for tests. */
  lookup?: LookupAll
  /** Where the cause of a failed discovery or sign-in goes: the operator's log (the page says less). */
  onProviderError?(step: 'discovery' | 'sign-in', issuer: string, cause: string): void
}

/**
 * OpenID Connect discovery (`/.well-known/openid-configuration`), cached for five minutes per provider and
 * client: each sign-in needs the provider's endpoints and keys, not a fetch of them. Every request for a provider
 * — discovery, then the token, keys and userinfo endpoints its document names — goes through one fetch held to
 * the outbound address policy (platform/outbound), as webhook deliveries are: the admin chooses the address.
 */
export function createProviderDirectory(options: ProviderDirectoryOptions) {
  const cache = new LRUCache<string, Promise<client.Configuration>>({ max: 1000, ttl: 5 * 60_000 })
  const guarded = (allowHttp: boolean) => createGuardedFetch({
    allowPrivate: options.allowPrivate, allowHttp, timeoutMs: DISCOVERY_TIMEOUT_S * 1000, ...(options.lookup ? { lookup: options.lookup } : {}),
  })
  const fetchers = { https: guarded(false), http: guarded(true) }
  async function discover(settings: ProviderSettings): Promise<client.Configuration> {
    const issuer = parseIssuer(settings.issuer)
    const insecure = issuer.protocol === 'http:'
    try {
      return await client.discovery(issuer, settings.clientId, undefined, client.ClientSecretBasic(settings.clientSecret), {
        timeout: DISCOVERY_TIMEOUT_S,
        [client.customFetch]: insecure ? fetchers.http : fetchers.https,
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      })
    } catch (error) {
      options.onProviderError?.('discovery', issuer.href, describe(error))
      throw new SsoError(DISCOVERY_FAILED)
    }
  }
  return {
    discover,
    /** A provider's answer at sign-in failed: its cause goes to the operator's log. */
    reportSignInError(issuer: string, error: unknown) {
      options.onProviderError?.('sign-in', issuer, describe(error))
    },
    /** The configuration of a saved provider, from the cache when it has it. */
    configuration(settings: ProviderSettings): Promise<client.Configuration> {
      const key = `${settings.issuer}\n${settings.clientId}\n${settings.clientSecret}`
      let entry = cache.get(key)
      if (!entry) {
        entry = discover(settings)
        entry.catch(() => cache.delete(key))
        cache.set(key, entry)
      }
      return entry
    },
  }
}

export type ProviderDirectory = ReturnType<typeof createProviderDirectory>

/** The cause, for the operator's log: the library's message and the network error under it. */
function describe(error: unknown): string {
  const parts: string[] = []
  for (let e: unknown = error; e instanceof Error && parts.length < 4; e = e.cause) {
    const code = (e as { code?: string }).code
    parts.push(code ? `${e.message} (${code})` : e.message)
  }
  return parts.length > 0 ? parts.join(': ').slice(0, 500) : 'unknown error'
}
