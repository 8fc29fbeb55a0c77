import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { ApiError } from './error-codes.ts'

export interface RateLimitOptions {
  perMinute: number
  /** All the tokens of one tenant together (default 5 × perMinute): many tokens do not multiply a tenant's share. */
  perTenantPerMinute?: number
  /** The window's length (60 s; tests shorten it). The budget stays `perMinute` per window. */
  windowSeconds?: number
  /** Shared store so that several API processes count against one budget. */
  redis?: Redis
  clock?: () => number
}

/** One fixed-window budget: in Redis when given (shared by the API processes), else in this process's memory. */
function fixedWindow(points: number, duration: number, keyPrefix: string, redis?: Redis): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ points, duration, keyPrefix })
  // When Redis fails, each process falls back to its own memory budget instead of refusing traffic.
  return redis ? new RateLimiterRedis({ points, duration, keyPrefix, storeClient: redis, insuranceLimiter: memory, rejectIfRedisNotReady: true }) : memory
}

/** Spends a point; a refusal is a result too (`limited`), an unreachable limiter is a 503. */
async function spend(limiter: RateLimiterAbstract, key: string, request: FastifyRequest): Promise<{ result: RateLimiterRes; limited: boolean }> {
  try {
    return { result: await limiter.consume(key, 1), limited: false }
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) {
      request.log.error({ err: rejection }, 'rate limiter unavailable')
      throw new ApiError('service_unavailable', 'The rate limiter is unavailable; retry shortly.')
    }
    return { result: rejection, limited: true }
  }
}

/**
 * Fixed one-minute windows per token (per IP when anonymous), and per tenant across all its tokens. Every
 * response carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset (Unix seconds when the window
 * resets) of the budget that binds: of the token's and its tenant's, the one with fewer requests left.
 */
export function createRateLimitHook(options: RateLimitOptions) {
  const duration = options.windowSeconds ?? 60
  const perTenant = options.perTenantPerMinute ?? 5 * options.perMinute
  const perCaller = fixedWindow(options.perMinute, duration, 'posture_rl', options.redis)
  const perTenantLimiter = fixedWindow(perTenant, duration, 'posture_rl_tenant', options.redis)
  const now = options.clock ?? Date.now

  return async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
    const principal = request.principal
    let binding = { ...await spend(perCaller, principal ? `tok:${principal.tokenId}` : `ip:${request.ip}`, request), limit: options.perMinute, tenantWide: false }
    // The tenant is charged only for what its token may send: a token hammering past its own 429s does not
    // spend the budget of its sibling tokens.
    if (principal && !binding.limited) {
      const tenant = { ...await spend(perTenantLimiter, `tenant:${principal.tenantId}`, request), limit: perTenant, tenantWide: true }
      if (tenant.limited || tenant.result.remainingPoints < binding.result.remainingPoints) binding = tenant
    }
    const { result, limited, limit, tenantWide } = binding
    const resetSeconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000))
    reply.headers({
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(Math.max(0, result.remainingPoints)),
      'x-ratelimit-reset': String(Math.ceil((now() + result.msBeforeNext) / 1000)),
    })
    if (limited) {
      const whose = tenantWide ? ' for all of your tenant\'s tokens together' : ''
      throw new ApiError('rate_limit_exceeded', `Rate limit of ${limit} requests per minute${whose} exceeded; retry in ${resetSeconds} s.`, {
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
