// Which requested redirect URI a client's registration allows (RFC 6749 §3.1.2.3: simple string comparison).
//
// The one exception is RFC 8252 §7.3 (and RFC 9700 §4.1.3): a native or command-line app receives the response
// on a loopback port the system hands it at that moment, so a registered `http://127.0.0.1/…` or
// `http://[::1]/…` allows any port at request time, and nothing else of the URI may differ. `localhost` is a
// name, not a loopback address (RFC 8252 §8.3: it may resolve elsewhere), so it keeps the exact match, port and
// all; so does every https or private-use-scheme URI.

/** The loopback addresses whose port is free at request time, as `URL.hostname` spells them. */
const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '[::1]'])

const parse = (uri: string): URL | null => (URL.canParse(uri) ? new URL(uri) : null)

export function redirectUriAllowed(registered: readonly string[], requested: string): boolean {
  if (registered.includes(requested)) return true
  const asked = parse(requested)
  if (!asked || asked.protocol !== 'http:' || !LOOPBACK_ADDRESSES.has(asked.hostname)) return false
  return registered.some((uri) => {
    const allowed = parse(uri)
    if (!allowed || allowed.protocol !== 'http:' || allowed.hostname !== asked.hostname) return false
    // The registered URI with the requested port must spell the requested URI exactly: only the port may differ.
    allowed.port = asked.port
    return allowed.href === requested
  })
}
