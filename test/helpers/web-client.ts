import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

/**
 * A browser-like client for the web application over `inject`: it keeps cookies, and fills a form's CSRF
 * field from the page it last loaded, as a browser submitting that page's form would.
 */
export function webClient(app: FastifyInstance) {
  const jar = new Map<string, string>()
  let lastBody = ''

  function remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const gone = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now()) || cookie.value === ''
      if (gone) jar.delete(cookie.name)
      else jar.set(cookie.name, cookie.value)
    }
    if (String(response.headers['content-type'] ?? '').startsWith('text/html')) lastBody = response.body
    return response
  }
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')

  return {
    jar,
    get lastBody() { return lastBody },
    csrf(): string {
      const match = /name="_csrf" value="([^"]+)"/.exec(lastBody)
      if (!match) throw new Error('the last page has no CSRF field')
      return match[1]!
    },
    async get(url: string) {
      return remember(await app.inject({ method: 'GET', url, headers: { cookie: cookieHeader() } }))
    },
    /** Posts a form; `_csrf` comes from the last page unless given (pass null to leave it out). */
    async post(url: string, fields: Record<string, string | string[]>, options: { csrf?: string | null } = {}) {
      const form = new URLSearchParams()
      const csrf = options.csrf === undefined ? this.csrf() : options.csrf
      if (csrf !== null) form.append('_csrf', csrf)
      for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(key, v)
      return remember(await app.inject({
        method: 'POST', url, payload: form.toString(),
        headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
      }))
    },
    /** Signs up through the form; the client is then signed in. */
    async signUp(input: { email: string; password?: string; name?: string; workspace?: string }) {
      await this.get('/app/signup')
      return this.post('/app/signup', {
        name: input.name ?? 'Test Person', email: input.email, password: input.password ?? 'a long passphrase', workspace: input.workspace ?? 'Test workspace',
      })
    },
  }
}

export type WebClient = ReturnType<typeof webClient>
