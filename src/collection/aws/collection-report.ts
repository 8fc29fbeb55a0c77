// What a collection tells its caller besides the resources: per region × service, how many resources, calls
// (attempts, retries included) and throttled answers; and the errors it recorded instead of throwing, so
// one failing service or region never stops the others.

export interface ServiceProgress {
  region: string
  service: string
  resources: number
  calls: number
  throttled: number
  /** `complete`: every list call of this region × service succeeded; `failed`: one did not (what it yielded is partial). */
  status: 'running' | 'complete' | 'failed'
}

export interface CollectionError {
  region: string
  service: string
  operation: string
  code: string
  message: string
}

/** Error messages are the service's own text, cut to a length a report (and a database row) can hold. */
const MESSAGE_LIMIT = 1000

export class CollectionReport {
  private readonly progress = new Map<string, ServiceProgress>()
  readonly errors: CollectionError[] = []

  private entry(region: string, service: string): ServiceProgress {
    const key = `${region} ${service}`
    let p = this.progress.get(key)
    if (!p) {
      p = { region, service, resources: 0, calls: 0, throttled: 0, status: 'running' }
      this.progress.set(key, p)
    }
    return p
  }

  start(region: string, service: string): void { this.entry(region, service) }
  call(region: string, service: string): void { this.entry(region, service).calls++ }
  throttled(region: string, service: string): void { this.entry(region, service).throttled++ }
  resource(region: string, service: string): void { this.entry(region, service).resources++ }
  finish(region: string, service: string, status: 'complete' | 'failed'): void { this.entry(region, service).status = status }

  /** Records what an operation threw: its AWS error code (the SDK's error name) and message. */
  error(region: string, service: string, operation: string, error: unknown): void {
    const e = error instanceof Error ? error : new Error(String(error))
    const own = (e as { Code?: unknown }).Code
    const code = typeof own === 'string' && own !== '' ? own : e.name || 'Error'
    this.errors.push({ region, service, operation, code, message: (e.message || code).slice(0, MESSAGE_LIMIT) })
  }

  /** A fact about the data itself (a tag too long to keep, a value the collector does not know). */
  note(region: string, service: string, operation: string, code: string, message: string): void {
    this.errors.push({ region, service, operation, code, message: message.slice(0, MESSAGE_LIMIT) })
  }

  snapshot(): ServiceProgress[] {
    return [...this.progress.values()].map((p) => ({ ...p })).sort((a, b) => a.region.localeCompare(b.region) || a.service.localeCompare(b.service))
  }
}
