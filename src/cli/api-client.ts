// The CLI as an HTTP client of a running service (`posture listen`, `posture trigger`), unlike the operator
// commands that open the database: these work against any deployment the developer has a token for.

export const DEFAULT_API_URL = 'http://127.0.0.1:8080'

export interface ApiTarget { url: string; token: string }

/** --url, else POSTURE_URL, else the local default; --token, else POSTURE_TOKEN (required). */
export function apiTarget(options: { url?: string; token?: string }, scope: string): ApiTarget {
  const url = (options.url ?? process.env.POSTURE_URL ?? DEFAULT_API_URL).replace(/\/+$/, '')
  if (!/^https?:\/\/[^/]/.test(url)) throw new Error(`--url must be an http(s) URL of the service, e.g. ${DEFAULT_API_URL} (got '${url}').`)
  const token = options.token ?? process.env.POSTURE_TOKEN
  if (!token) throw new Error(`No API token: pass --token or set POSTURE_TOKEN to a token with the ${scope} scope (posture token create --scopes ${scope}).`)
  return { url, token }
}

/** An answer the session cannot go on after: the token is refused, or the request itself is wrong. */
export class ApiRefusal extends Error {}

/** A failure worth retrying: the service is unreachable, overloaded or failing (5xx, 429). */
export class ApiUnavailable extends Error {}

interface ErrorEnvelope { error?: { code?: string; message?: string } }

export async function callApi<T>(target: ApiTarget, method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response
  try {
    response = await fetch(`${target.url}${path}`, {
      method, signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(30_000)]) : AbortSignal.timeout(30_000),
      headers: { authorization: `Bearer ${target.token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiUnavailable(`cannot reach ${target.url}: ${networkReason(error)}`)
  }
  return readAnswer<T>(target, method, path, response)
}

/** The body of a successful answer; a refusal (4xx) or an unavailable service (429, 5xx) as the errors above. */
export async function readAnswer<T>(target: ApiTarget, method: string, path: string, response: Response): Promise<T> {
  const text = await response.text()
  if (response.ok) return JSON.parse(text) as T
  let envelope: ErrorEnvelope = {}
  try { envelope = JSON.parse(text) as ErrorEnvelope } catch { /* not the service's envelope: described by status */ }
  const said = envelope.error ? `${envelope.error.code}: ${envelope.error.message}` : `HTTP ${response.status}`
  if (response.status === 401) throw new ApiRefusal(`the service at ${target.url} refused the token (401 ${said}). Check --token or POSTURE_TOKEN.`)
  if (response.status === 403) throw new ApiRefusal(`the token may not do this (403 ${said}).`)
  if (response.status === 429 || response.status >= 500) throw new ApiUnavailable(`${target.url} answered ${response.status} (${said})`)
  throw new ApiRefusal(`${method} ${path} failed: ${response.status} ${said}`)
}

/** Why a fetch did not get an answer, in words a developer recognises. */
export function networkReason(error: unknown): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } }
  if (e.name === 'TimeoutError') return 'timeout'
  const code = e.cause?.code
  if (code === 'ECONNREFUSED') return 'connection refused'
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found'
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'connection reset'
  return code ? `connection error (${code})` : (e.cause?.message ?? e.message ?? String(error))
}
