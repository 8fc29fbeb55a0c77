import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { ApiError } from './error-codes.ts'

export interface RateLimitOptions {
  perMinute: number
  /** The window's length (60 s; tests shorten it). The budget stays `perMinute` per window. */
  windowSeconds?: number
  /** Shared store so that several API processes count against one budget. */
  redis?: Redis
  clock?: () => number
}

/**
 * Fixed one-minute windows per token (per IP when anonymous). Every response carries X-RateLimit-Limit,
 * X-RateLimit-Remaining and X-RateLimit-Reset (Unix seconds when the window resets).
 */
export function createRateLimitHook(options: RateLimitOptions) {
  const base = { points: options.perMinute, duration: options.windowSeconds ?? 60 }
  const memory = new RateLimiterMemory({ ...base, keyPrefix: 'posture_rl' })
  // When Redis fails, each process falls back to its own memory budget instead of refusing traffic.
  const limiter: RateLimiterAbstract = options.redis
    ? new RateLimiterRedis({ ...base, keyPrefix: 'posture_rl', storeClient: options.redis, insuranceLimiter: memory, rejectIfRedisNotReady: true })
    : memory
  const now = options.clock ?? Date.now

  return async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
    const key = request.principal ? `tok:${request.principal.tokenId}` : `ip:${request.ip}`
    let result: RateLimiterRes
    let limited = false
    try {
      result = await limiter.consume(key, 1)
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        request.log.error({ err: rejection }, 'rate limiter unavailable')
        throw new ApiError('service_unavailable', 'The rate limiter is unavailable; retry shortly.')
      }
      result = rejection
      limited = true
    }
    const resetSeconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000))
    reply.headers({
      'x-ratelimit-limit': String(options.perMinute),
      'x-ratelimit-remaining': String(Math.max(0, result.remainingPoints)),
      'x-ratelimit-reset': String(Math.ceil((now() + result.msBeforeNext) / 1000)),
    })
    if (limited) {
      throw new ApiError('rate_limit_exceeded', `Rate limit of ${options.perMinute} requests per minute exceeded; retry in ${resetSeconds} s.`, {
        'retry-after': String(resetSeconds),
      })
    }
  }
}

export interface BudgetOptions {
  /** Names the budget in keys and messages, e.g. `audits`. */
  name: string
  perHour: number
  redis?: Redis
  clock?: () => number
}

/**
 * A separate hourly budget for heavy operations (audits, reports), per tenant. Its X-RateLimit-* headers
 * replace the per-minute ones on the response, so a client sees the budget that actually binds. A request
 * that is refused for another reason (say 409) can give its point back with `refund`.
 */
export function createBudget(options: BudgetOptions) {
  const base = { points: options.perHour, duration: 3600, keyPrefix: `posture_budget_${options.name}` }
  const memory = new RateLimiterMemory(base)
  const limiter: RateLimiterAbstract = options.redis ? new RateLimiterRedis({ ...base, storeClient: options.redis, insuranceLimiter: memory, rejectIfRedisNotReady: true }) : memory
  const now = options.clock ?? Date.now
  return {
    async consume(tenantId: string, reply: FastifyReply) {
      let result: RateLimiterRes
      let limited = false
      try {
        result = await limiter.consume(tenantId, 1)
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw new ApiError('service_unavailable', 'The rate limiter is unavailable; retry shortly.')
        result = rejection
        limited = true
      }
      const resetSeconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000))
      reply.headers({
        'x-ratelimit-limit': String(options.perHour),
        'x-ratelimit-remaining': String(Math.max(0, result.remainingPoints)),
        'x-ratelimit-reset': String(Math.ceil((now() + result.msBeforeNext) / 1000)),
      })
      if (limited) {
        throw new ApiError('rate_limit_exceeded', `Your tenant's budget of ${options.perHour} ${options.name} per hour is spent; retry in ${resetSeconds} s.`, {
          'retry-after': String(resetSeconds),
        })
      }
    },
    async refund(tenantId: string, reply: FastifyReply) {
      const result = await limiter.reward(tenantId, 1).catch(() => undefined)
      if (result) reply.header('x-ratelimit-remaining', String(Math.max(0, result.remainingPoints)))
    },
  }
}
