import { createHash, timingSafeEqual } from 'node:crypto'

const BEARER = /^Bearer\s+(\S+)\s*$/i

/**
 * Whether an Authorization header carries METRICS_TOKEN. Both sides are hashed first so that the comparison
 * takes the same time whatever the length or the first differing byte of what was sent.
 */
export function carriesMetricsToken(header: string | undefined, token: string): boolean {
  const sent = header ? BEARER.exec(header)?.[1] : undefined
  if (sent === undefined) return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(sent), digest(token))
}
