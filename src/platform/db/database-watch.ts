import pg from 'pg'

export interface DatabaseWatch {
  /** True from the moment a probe went unanswered for `timeoutMs` (or failed) until one is answered again. */
  down(): boolean
  stop(): void
}

interface Log { warn(obj: object, msg: string): void; info(obj: object, msg: string): void }

/**
 * Watches PostgreSQL from a connection of its own (not the API's pool, so that a busy pool is never taken for
 * a dead database): `select 1` every `intervalMs`, one at a time. A probe unanswered after `timeoutMs`
 * marks the database down — a frozen server answers nothing, so without this every request would wait on
 * its statement deadline — and the API refuses database requests at once with 503 until a probe is answered
 * again (app.ts). A probe still unanswered after `abandonMs` (a peer gone without a reset) is abandoned
 * and the connection replaced.
 */
export function watchDatabase(url: string, log: Log, options: { intervalMs?: number; timeoutMs?: number; abandonMs?: number } = {}): DatabaseWatch {
  const intervalMs = options.intervalMs ?? 500
  const timeoutMs = options.timeoutMs ?? 1000
  const abandonMs = options.abandonMs ?? 30_000
  let isDown = false
  let stopped = false
  let client: pg.Client | undefined
  let timer: NodeJS.Timeout | undefined

  const mark = (down: boolean, detail: object) => {
    if (down === isDown) return
    isDown = down
    if (down) log.warn(detail, 'the database is not answering: database requests are refused with 503 until it answers again')
    else log.info(detail, 'the database answers again')
  }
  const discard = () => {
    const old = client
    client = undefined
    void old?.end().catch(() => undefined)
  }

  async function probe() {
    const started = Date.now()
    const late = setTimeout(() => mark(true, { reason: `no answer within ${timeoutMs} ms` }), timeoutMs)
    let abandon: NodeJS.Timeout | undefined
    const abandoned = new Promise<never>((_, reject) => { abandon = setTimeout(() => reject(new Error(`no answer within ${abandonMs} ms`)), abandonMs) })
    try {
      if (!client) {
        const next = new pg.Client({ connectionString: url, keepAlive: true })
        next.on('error', () => undefined)
        client = next
        await Promise.race([quiet(next.connect()), abandoned])
      }
      await Promise.race([quiet(client.query('select 1')), abandoned])
      mark(false, { waited_ms: Date.now() - started })
    } catch (error) {
      discard()
      mark(true, { reason: (error as Error).message })
    } finally {
      clearTimeout(late)
      clearTimeout(abandon)
      if (!stopped) timer = setTimeout(() => void probe(), intervalMs).unref()
    }
  }
  void probe()

  return {
    down: () => isDown,
    stop() {
      stopped = true
      clearTimeout(timer)
      discard()
    },
  }
}

/** The promise, with its late rejection (after a race was lost) handled. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined)
  return promise
}
