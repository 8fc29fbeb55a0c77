// The retry schedule of a delivery: at most 8 attempts within 24 hours.
export const MAX_ATTEMPTS = 8
export const DELIVERY_WINDOW_MS = 24 * 3600_000
/** Wait after failed attempt n (1-based) before attempt n + 1: 1 m, 5 m, 30 m, 1 h, 3 h, 6 h, 12 h (22 h 36 m in all). */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 3_600_000, 10_800_000, 21_600_000, 43_200_000] as const
/** The schedule in words, for the API reference and the README. */
export const RETRY_SCHEDULE_TEXT = 'A delivery is attempted at most 8 times within 24 hours: at once, then 1 min, 5 min, 30 min, 1 h, 3 h, 6 h and 12 h after each failure (each wait shortened by up to 20 % of jitter; a `Retry-After` on 429/503 is honoured when it stays within the 24 hours); then it is `failed`.'
/** Jitter takes up to this share off each wait, so endpoints failing together are not retried in lockstep (and the window holds). */
export const JITTER = 0.2

/**
 * When attempt `attempts + 1` is due after a failed attempt `attempts`, or null when there is none (8 tried,
 * or the next would fall outside the 24-hour window). A Retry-After (429, 503) later than the schedule is
 * honoured as long as it stays within the window.
 */
export function nextAttemptAt(input: { attempts: number; createdAt: Date; now: Date; retryAfterMs?: number | null; random?: () => number }): Date | null {
  if (input.attempts >= MAX_ATTEMPTS) return null
  const base = RETRY_DELAYS_MS[input.attempts - 1] ?? RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1]!
  const delay = Math.max(base * (1 - JITTER * (input.random ?? Math.random)()), input.retryAfterMs ?? 0)
  const at = input.now.getTime() + delay
  const deadline = input.createdAt.getTime() + DELIVERY_WINDOW_MS
  return at <= deadline ? new Date(at) : null
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; null when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now: Date): number | null {
  const text = Array.isArray(value) ? value[0] : value
  if (!text) return null
  if (/^\d+$/.test(text.trim())) return Number(text.trim()) * 1000
  // An HTTP date (IMF-fixdate, RFC 9110 §5.6.7) and nothing looser: Date.parse would read "-5" as a year.
  if (!/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text.trim())) return null
  const date = Date.parse(text)
  return Number.isNaN(date) ? null : Math.max(0, date - now.getTime())
}
