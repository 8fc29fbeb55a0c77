import assert from 'node:assert/strict'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { HANG_MS } from '../helpers/hang.ts'

export interface Received { url: string; headers: IncomingMessage['headers']; body: string; at: number }

/**
 * The spec's verification routine written independently of the package's verifyWebhook: HMAC-SHA256 keyed
 * with the secret over `timestamp + "." + raw body`, any of the comma-separated `sha256=` signatures,
 * constant-time comparison, different lengths never match.
 */
export function verifiesWith(secret: string, received: Pick<Received, 'headers' | 'body'>): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(`${received.headers['x-service-timestamp'] ?? ''}.${received.body}`).digest('hex'))
  return signaturesOf(received).some((hex) => {
    const given = Buffer.from(hex)
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}

/** The hex digests of X-Service-Signature, in order. */
export const signaturesOf = (received: Pick<Received, 'headers'>) =>
  String(received.headers['x-service-signature'] ?? '').split(',').map((part) => part.trim()).filter((part) => part.startsWith('sha256=')).map((part) => part.slice(7))

export type Answer = { status: number; headers?: Record<string, string>; body?: string; delayMs?: number }

/** A real HTTP receiver on 127.0.0.1 whose answers a test scripts (by arrival number, 1-based). */
export async function startReceiver() {
  const received: Received[] = []
  let answer: (n: number, request: Received) => Answer = () => ({ status: 200 })
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (c: Buffer) => chunks.push(c))
    request.on('end', () => {
      const entry = { url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() }
      received.push(entry)
      const { status, headers, body, delayMs } = answer(received.length, entry)
      const reply = () => { if (!response.destroyed) response.writeHead(status, { 'content-type': 'text/plain', ...headers }).end(body ?? '') }
      if (delayMs) setTimeout(reply, delayMs).unref()
      else reply()
    })
  })
  server.keepAliveTimeout = 1000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    respond(fn: typeof answer) { answer = fn },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }),
  }
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>

/** Polls until `probe` gives something other than undefined/false, or fails the test after `timeoutMs`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = HANG_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`)
    await sleep(20)
  }
}
