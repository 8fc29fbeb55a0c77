import { Redis } from 'ioredis'
import { setTimeout as sleep } from 'node:timers/promises'

// The Redis that API processes share their rate limits, budgets and sign-in throttles through. When it does
// not answer — stopped, unreachable, or hung (a frozen process keeps its sockets open and answers nothing) —
// every limiter counts in this process's memory instead (rate-limiter-flexible's insurance limiter), a warning
// says so once, and another line says when it is shared again. No request waits on it: a command gives up
// after COMMAND_TIMEOUT_MS, and a watchdog that finds PING unanswered twice drops the connection, so the limiters
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

  /**
   * Whether PING was answered in time; undefined when this process's own event loop ran late (a timer that
   * fires after twice its delay says the process, not Redis, was slow). An answer already waiting in the socket
   * when the timer fires still counts: the I/O phase gets one turn before the verdict.
   */
  const pingAnswered = async (timeoutMs: number): Promise<boolean | undefined> => {
    const started = performance.now()
    const pong = redis.ping().then(() => true, () => false)
    if (await Promise.race([pong, sleep(timeoutMs, false)])) return true
    if (performance.now() - started > 2 * timeoutMs) return undefined
    await new Promise((resolve) => setImmediate(resolve))
    return Promise.race([pong, Promise.resolve(false)])
  }

  // Two unanswered PINGs in a row, not one: a busy machine can delay one answer past the timeout, and a
  // connection dropped for that would flap between shared and per-process budgets (commands in between are
  // still bounded by their own timeout).
  // (The same for a connection not ready yet: at start it may still be connecting.)
  let missed = 0
  const look = async () => {
    const ready = redis.status === 'ready'
    const answered = ready && await pingAnswered(options.pingTimeoutMs ?? PING_TIMEOUT_MS)
    if (answered === undefined) return // this process was too busy to tell
    if (answered) {
      missed = 0
      return markUp()
    }
    if (++missed < 2) return
    markDown(ready ? `no answer to PING within ${options.pingTimeoutMs ?? PING_TIMEOUT_MS} ms, twice` : `connection ${redis.status}`)
    if (ready) {
      missed = 0
      redis.disconnect(true) // a new connection; the limiters use memory until it is ready
    }
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
