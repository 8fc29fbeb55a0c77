import { Redis } from 'ioredis'
import { setTimeout as sleep } from 'node:timers/promises'

// The Redis that API processes share their rate limits, budgets and sign-in throttles through. When it does
// not answer — stopped, unreachable, or hung (a frozen process keeps its sockets open and answers nothing) —
// every limiter counts in this process's memory instead (rate-limiter-flexible's insurance limiter), a warning
// says so once, and another line says when it is shared again. No request waits on it: a command gives up
// after COMMAND_TIMEOUT_MS, and a watchdog that finds PING unanswered drops the connection, so the limiters
// (rejectIfRedisNotReady) go to memory at once until a new connection is ready.

const COMMAND_TIMEOUT_MS = 500
const WATCH_EVERY_MS = 1000
const PING_TIMEOUT_MS = 250

interface Log { warn(details: object, message: string): void; info(details: object, message: string): void }

export interface SharedStore {
  redis: Redis
  /** Starts the watchdog, logging outages and recoveries to `log`. */
  watch(log: Log): void
  /** Whether the last look found Redis answering. */
  answering(): boolean
  close(): Promise<void>
}

export function connectSharedStore(url: string, options: { watchEveryMs?: number; pingTimeoutMs?: number } = {}): SharedStore {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: COMMAND_TIMEOUT_MS, connectTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  })
  let log: Log | undefined
  let down = false
  let timer: NodeJS.Timeout | undefined
  const markDown = (reason: string) => {
    if (down) return
    down = true
    log?.warn({ reason }, 'Redis is not answering: each process counts rate limits and budgets on its own until it does')
  }
  const markUp = () => {
    if (!down) return
    down = false
    log?.info({}, 'Redis answers again: rate limits and budgets are shared again')
  }
  redis.on('error', (error: Error) => markDown(error.message))
  redis.on('ready', markUp)

  const look = async () => {
    if (redis.status !== 'ready') return markDown(`connection ${redis.status}`)
    const answered = await Promise.race([redis.ping().then(() => true, () => false), sleep(options.pingTimeoutMs ?? PING_TIMEOUT_MS, false)])
    if (answered) return markUp()
    markDown(`no answer to PING within ${options.pingTimeoutMs ?? PING_TIMEOUT_MS} ms`)
    redis.disconnect(true) // a new connection; the limiters use memory until it is ready
  }

  return {
    redis,
    watch(logTo) {
      log = logTo
      timer ??= setInterval(() => void look(), options.watchEveryMs ?? WATCH_EVERY_MS).unref()
    },
    answering: () => !down,
    async close() {
      clearInterval(timer)
      await Promise.race([redis.quit().catch(() => undefined), sleep(500)])
      redis.disconnect()
    },
  }
}
