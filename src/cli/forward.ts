import { randomBytes } from 'node:crypto'
import { deliveryHeaders } from '../webhooks/send.ts'
import { networkReason } from './api-client.ts'

// `posture listen`'s delivery to the developer's receiver: the body and headers the service's delivery worker
// sends (webhooks/send.ts, webhooks/fanout.ts), signed with the session's secret instead of an endpoint's.

/** Like a webhook endpoint's secret (`whsec_` + 192 random bits), but made here and never stored. */
export function sessionSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`
}

export interface FeedEvent { id: string; type: string; created_at: string; data: unknown; sample: boolean }

export interface Forwarded { status: number | null; error: string | null; durationMs: number }

export const FORWARD_TIMEOUT_MS = 10_000

export async function forwardEvent(url: string, event: FeedEvent, secret: string, timeoutMs = FORWARD_TIMEOUT_MS): Promise<Forwarded> {
  // The delivery body, byte for byte: the envelope with `event_id` (the feed's record calls it `id`).
  const body = JSON.stringify({ event_id: event.id, type: event.type, created_at: event.created_at, data: event.data })
  const timestamp = Math.floor(Date.now() / 1000)
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  try {
    const response = await fetch(url, {
      method: 'POST', body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs),
      // Each event is forwarded once: the first and only attempt.
      headers: { ...deliveryHeaders({ body, eventId: event.id, eventType: event.type, secrets: secret, timestamp, attempt: 1 }), 'user-agent': 'Posture-Webhooks/1.0 (posture listen)' },
    })
    await response.body?.cancel()
    return { status: response.status, error: null, durationMs: elapsed() }
  } catch (error) {
    const reason = networkReason(error)
    return { status: null, error: reason === 'timeout' ? `timeout after ${timeoutMs / 1000} s` : reason, durationMs: elapsed() }
  }
}

/** One line per event: local time, type, id, the receiver's answer and how long it took. */
export function eventLine(event: FeedEvent, outcome: Forwarded, at = new Date()): string {
  const time = at.toTimeString().slice(0, 8)
  const answer = outcome.status !== null ? `→ ${outcome.status}` : `→ ${outcome.error}`
  return `${time}  ${event.type.padEnd(24)} ${event.id}${event.sample ? ' (sample)' : ''}  ${answer}  ${outcome.durationMs} ms`
}
