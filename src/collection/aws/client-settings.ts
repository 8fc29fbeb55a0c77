import type { Agent } from 'node:http'
import type { STSClientConfig } from '@aws-sdk/client-sts'
import type { CollectionReport } from './collection-report.ts'

// How every AWS client of a collection is configured: the SDK's standard retry mode (exponential backoff with
// jitter, longer after throttling), a bound on each attempt, and the SDK's own endpoint resolution. Not the
// adaptive mode: its strategy (@smithy/util-retry 4.3.6, AdaptiveRetryStrategy.refreshRetryTokenForRetry)
// starts the final "No retry token available" rejection, then sleeps in its rate limiter before awaiting it,
// so a throttling storm's last attempt leaves an unhandled rejection for a moment — a process crash under
// Node's default, a failed test under node:test (README decision 83).

export interface ClientSettings {
  /**
   * An endpoint for every service (an emulator, a VPC endpoint proxy). Without it the SDK resolves endpoints
   * itself, including the standard `AWS_ENDPOINT_URL` / `AWS_ENDPOINT_URL_<SERVICE>` settings.
   */
  endpoint?: string
  /** S3 behind a single host (an emulator or a proxy) needs path-style addressing. */
  forcePathStyle?: boolean
  /** Attempts per call, the first included (the SDK's `maxAttempts`). */
  maxAttempts?: number
  /** Milliseconds one attempt may take: to connect, and from request to the response's last byte. */
  timeoutMs?: number
  /** An HTTP agent (a corporate proxy's, or one with its own name resolution); the SDK's default otherwise. */
  httpAgent?: Agent
}

/** Static credentials or a provider the SDK calls (and re-calls as they near expiry). */
export type Credentials = NonNullable<STSClientConfig['credentials']>

export const DEFAULT_MAX_ATTEMPTS = 5
export const DEFAULT_TIMEOUT_MS = 15_000

/** The config object every client constructor takes; `report` counts each attempt the SDK makes. */
export function clientConfig(settings: ClientSettings, region: string, credentials?: Credentials) {
  const timeout = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS
  return {
    region,
    ...(credentials ? { credentials } : {}),
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    retryMode: 'standard',
    maxAttempts: settings.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    // Without throwOnRequestTimeout this SDK only logs a warning when requestTimeout passes, and waits on.
    requestHandler: { connectionTimeout: timeout, requestTimeout: timeout, throwOnRequestTimeout: true, ...(settings.httpAgent ? { httpAgent: settings.httpAgent } : {}) },
  } as const
}

/** The error names AWS services use for "slow down" (query, JSON and REST protocols). */
const THROTTLING = new Set([
  'Throttling', 'ThrottlingException', 'ThrottledException', 'RequestThrottledException', 'TooManyRequestsException',
  'RequestLimitExceeded', 'RequestThrottled', 'SlowDown', 'ProvisionedThroughputExceededException', 'BandwidthLimitExceeded',
])
export const isThrottling = (error: unknown): boolean =>
  error instanceof Error && (THROTTLING.has(error.name) || THROTTLING.has(String((error as { Code?: unknown }).Code)))

interface Stack { middlewareStack: { add(middleware: unknown, options: Record<string, unknown>): void } }

/**
 * Counts every attempt (retries included) and every throttled answer for the report, and names the
 * operation on errors. It sits in the deserialize step, inside the retry loop and around the deserializer,
 * so it sees each attempt's parsed error.
 */
export function countCalls<T extends Stack>(client: T, report: CollectionReport, region: string, service: string): T {
  client.middlewareStack.add(
    (next: (args: unknown) => Promise<unknown>, context: { commandName?: string }) => async (args: unknown) => {
      report.call(region, service)
      try {
        return await next(args)
      } catch (error) {
        if (isThrottling(error)) report.throttled(region, service)
        // The SDK's errors do not name their operation; the report does.
        if (error instanceof Error && context.commandName) Object.assign(error, { $operation: context.commandName.replace(/Command$/, '') })
        throw error
      }
    },
    { step: 'deserialize', priority: 'high', name: 'postureCallCounter' },
  )
  return client
}
