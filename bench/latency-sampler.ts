export interface Latency { n: number; p50: number; p99: number; max: number; failures: number }

/**
 * GETs `url` in a loop, one request at a time, until stopped: the latency another client sees while a bench
 * loads the service. A non-200 answer counts as a failure. `pauseMs` between requests makes it a client at a
 * steady pace rather than a second load generator (on 2 cores a tight loop takes most of one). A request that
 * gets no answer counts as a failure, its wait as a sample.
 */
export function latencySampler(url: string, token?: string, pauseMs = 0) {
  const samples: number[] = []
  let failures = 0
  let stopped = false
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  const running = (async () => {
    while (!stopped) {
      const started = performance.now()
      try {
        const response = await fetch(url, { headers })
        await response.arrayBuffer()
        if (response.status !== 200) failures++
      } catch {
        failures++ // no answer at all (undici gives up after 300 s without headers): a failure too, not the bench's end
      }
      samples.push(performance.now() - started)
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
  })()
  return {
    async stop(): Promise<Latency> {
      stopped = true
      await running
      const sorted = [...samples].sort((a, b) => a - b)
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
      return { n: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0, failures }
    },
  }
}
