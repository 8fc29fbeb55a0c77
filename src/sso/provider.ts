import * as client from 'openid-client'
import { LRUCache } from 'lru-cache'

/** A provider problem an admin or a member can act on; its message is shown on the page. */
export class SsoError extends Error {}

export interface ProviderSettings { issuer: string; clientId: string; clientSecret: string }

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])
const DISCOVERY_TIMEOUT_S = 10

/**
 * The issuer an admin typed, as a URL: https, or http on a loopback host (a provider on the same machine, for
 * development and tests). Private addresses are allowed: identity providers often live on internal networks.
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
 * OpenID Connect discovery (`/.well-known/openid-configuration`), cached for five minutes per provider and
 * client: each sign-in needs the provider's endpoints and keys, not a fetch of them.
 */
export function createProviderDirectory() {
  const cache = new LRUCache<string, Promise<client.Configuration>>({ max: 1000, ttl: 5 * 60_000 })
  async function discover(settings: ProviderSettings): Promise<client.Configuration> {
    const issuer = parseIssuer(settings.issuer)
    try {
      return await client.discovery(issuer, settings.clientId, undefined, client.ClientSecretBasic(settings.clientSecret), {
        timeout: DISCOVERY_TIMEOUT_S,
        ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
      })
    } catch (error) {
      // The provider's own words stay in the log; the page says what to check.
      throw new SsoError(`OpenID Connect discovery at ${issuer.href} failed (${describe(error)}). Check the issuer URL: ${issuer.href.replace(/\/$/, '')}/.well-known/openid-configuration must answer.`)
    }
  }
  return {
    discover,
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

function describe(error: unknown): string {
  if (error instanceof client.ResponseBodyError) return `${error.error}`
  if (error instanceof Error) {
    const code = (error as { code?: string }).code
    return code ? code.toLowerCase().replaceAll('_', ' ') : error.message.slice(0, 120)
  }
  return 'unknown error'
}
