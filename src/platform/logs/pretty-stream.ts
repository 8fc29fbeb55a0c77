import pinoPretty, { type MessageFormatFunc } from 'pino-pretty'
import type { DestinationStream } from 'pino'

// LOG_FORMAT=pretty (the default on a terminal): each pino line becomes one line a person reads, instead of
// JSON. A request's line says what a developer looks for — time, method, URL, status, duration, request id:
//   17:20:01.123 INFO: GET /v1/findings?limit=50 → 200 4.1 ms req_…
// other lines (jobs, retention, webhook worker, shutdown) keep their fields as key=value after the message,
// and an error's message is on its line (its stack below it, for errors). The JSON lines are unchanged in
// json mode; this only reads them.

/** Keys the layout shows in its own way, or that a terminal does not need (pid and hostname are the same on every line). */
const SHOWN_OR_DROPPED = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'request_id', 'err', 'req', 'res', 'responseTime'])

const ERROR_LEVEL = 50
const WARN_LEVEL = 40

export interface PrettyStreamOptions {
  colorize: boolean
  /** Where the lines go: stdout's file descriptor, or a stream (tests). */
  destination?: number | NodeJS.WritableStream
}

/**
 * pino-pretty as an in-process stream, not a transport: a transport's worker thread would be a second event
 * loop and a second copy of pino-pretty in memory for a few lines a second, and its lines could arrive after
 * the start banner that main.ts writes to the same terminal. Writes are synchronous (as Node writes to a
 * terminal anyway), so a line logged before the banner is printed before it and none is lost on exit; the JSON
 * mode keeps its asynchronous destination, whose throughput the benchmarks measure.
 */
export function prettyStream(options: PrettyStreamOptions): DestinationStream {
  return pinoPretty({
    colorize: options.colorize,
    destination: options.destination ?? 1,
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    // The message function below prints the fields it wants; pid and hostname would otherwise come as "(1234)".
    hideObject: true,
    ignore: 'pid,hostname',
    customPrettifiers: { time: (time) => String(time) },
    messageFormat: readableMessage,
  })
}

/** Colour only where a person looks: a terminal that shows colours (NO_COLOR, TERM=dumb turn them off). */
export function prettyStdout(stdout: NodeJS.WriteStream = process.stdout): DestinationStream {
  return prettyStream({ colorize: stdout.isTTY === true && stdout.hasColors() })
}

const readableMessage: MessageFormatFunc = (log, messageKey, _levelLabel, { colors }) => {
  const level = typeof log.level === 'number' ? log.level : 0
  const request = requestOf(log.req)
  const status = (log.res as { statusCode?: unknown } | undefined)?.statusCode
  const parts: string[] = []
  if (request && typeof status === 'number' && typeof log.responseTime === 'number') {
    const colour = status >= 500 ? colors.red : status >= 400 ? colors.yellow : colors.green
    parts.push(`${request.method} ${request.url} → ${colour(String(status))} ${log.responseTime.toFixed(1)} ms`)
  } else {
    parts.push(printable(String(log[messageKey] ?? '')))
    if (request) parts.push(`${request.method} ${request.url}`)
  }
  const error = errorOf(log.err)
  if (error) {
    const colour = level >= ERROR_LEVEL ? colors.red : level >= WARN_LEVEL ? colors.yellow : (text: string) => text
    parts[parts.length - 1] += `: ${colour(printable(error.message))}`
  }
  for (const [key, value] of Object.entries(log)) {
    if (!SHOWN_OR_DROPPED.has(key) && value !== undefined) parts.push(`${key}=${fieldValue(value)}`)
  }
  if (typeof log.request_id === 'string') parts.push(colors.gray(printable(log.request_id)))
  let line = parts.join(' ')
  // An error's stack, below its line, minus the first line (the message, already shown).
  if (error?.stack && level >= ERROR_LEVEL) {
    line += error.stack.split('\n').slice(1).map((frame) => `\n    ${printable(frame.trim())}`).join('')
  }
  return line
}

function requestOf(req: unknown): { method: string; url: string } | undefined {
  if (typeof req !== 'object' || req === null) return undefined
  const { method, url } = req as { method?: unknown; url?: unknown }
  return typeof method === 'string' && typeof url === 'string' ? { method: printable(method), url: printable(url) } : undefined
}

function errorOf(err: unknown): { message: string; stack?: string } | undefined {
  if (typeof err !== 'object' || err === null) return undefined
  const { message, stack } = err as { message?: unknown; stack?: unknown }
  return { message: typeof message === 'string' ? message : 'error', ...(typeof stack === 'string' ? { stack } : {}) }
}

/** Plain words print as they are; anything with spaces, quotes or control characters is quoted (JSON escapes them). */
function fieldValue(value: unknown): string {
  if (typeof value === 'string') return /^[\w.:/@+,-]+$/.test(value) ? value : JSON.stringify(value)
  return JSON.stringify(value) ?? String(value)
}

/**
 * Control characters out of text that may come from a request (a URL, an error message quoting input): on a
 * terminal an escape sequence could rewrite what the reader sees, and a line break would start a fake line.
 */
function printable(text: string): string {
  return text.replace(/[\t\n\r]+/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
}
