import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

// Failed sign-ins are counted per account (e-mail) and per client IP over 15-minute windows. Past the
// limit, sign-in is refused until the window ends — a pause, never a lockout the real owner cannot outwait.
// A success clears the account's count. Shared through Redis when configured, like the API's limits.
export const LOGIN_WINDOW_SECONDS = 15 * 60
export const FAILURES_PER_ACCOUNT = 5
export const FAILURES_PER_IP = 30

export interface LoginThrottle {
  /** Seconds to wait before trying again, or 0 when an attempt may be made now. */
  waitSeconds(email: string, ip: string): Promise<number>
  failed(email: string, ip: string): Promise<void>
  succeeded(email: string): Promise<void>
}

function limiter(points: number, keyPrefix: string, redis?: Redis): RateLimiterAbstract {
  const base = { points, duration: LOGIN_WINDOW_SECONDS, keyPrefix }
  const memory = new RateLimiterMemory(base)
  return redis ? new RateLimiterRedis({ ...base, storeClient: redis, insuranceLimiter: memory, rejectIfRedisNotReady: true }) : memory
}

export function createLoginThrottle(options: { redis?: Redis } = {}): LoginThrottle {
  const perAccount = limiter(FAILURES_PER_ACCOUNT, 'posture_login_acc', options.redis)
  const perIp = limiter(FAILURES_PER_IP, 'posture_login_ip', options.redis)
  const wait = (res: RateLimiterRes | null, points: number) =>
    res && res.consumedPoints >= points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0

  return {
    async waitSeconds(email, ip) {
      const [account, address] = await Promise.all([perAccount.get(email), perIp.get(ip)])
      return Math.max(wait(account, FAILURES_PER_ACCOUNT), wait(address, FAILURES_PER_IP))
    },
    async failed(email, ip) {
      // Rejections only mean the budget is spent; the next waitSeconds reports it.
      await Promise.allSettled([perAccount.consume(email), perIp.consume(ip)])
    },
    async succeeded(email) {
      await perAccount.delete(email)
    },
  }
}
