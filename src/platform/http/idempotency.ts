import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import Type from 'typebox'
import { ApiError } from './error-codes.ts'

// Idempotency-Key, Stripe's way: the same key and the same body within 24 hours answer what the first request
// answered (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`. A
// capability that honours it stores the key and the request's hash beside the record the request created,
// under a unique (tenant_id, key) index, so that two requests racing with one key create one record.

export const IDEMPOTENCY_WINDOW_MS = 24 * 3600_000
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/

/** The header, documented once for every route that honours it. */
export const IdempotencyHeaders = (noun: string) => Type.Object({
  'idempotency-key': Type.Optional(Type.String({ description: `Any unique string (a UUID): the same key with the same body within 24 hours returns the same ${noun} instead of a new one; with another body → 422 \`idempotency_key_reused\`.` })),
})

/** The request's Idempotency-Key, if any: one header of 1 to 255 printable ASCII characters, else 422. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key']
  if (Array.isArray(key)) throw new ApiError('invalid_idempotency_key', 'Send one Idempotency-Key header.')
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    throw new ApiError('invalid_idempotency_key', 'The Idempotency-Key header must be 1 to 255 printable ASCII characters without spaces (a UUID is a good key).')
  }
  return key
}

/** The same request however its keys were ordered: the hash an Idempotency-Key is bound to. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown => Array.isArray(value) ? value.map(canonical)
    : value && typeof value === 'object' ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]))
      : value
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex')
}

/**
 * What a key already names: `replay` (same body, within the window), `expired` (the caller releases the key,
 * then proceeds as new), `free`; another body within the window is 422 `idempotency_key_reused`.
 */
export function previousRequest(existing: { id: string; created_at: Date; request_hash: string | null } | undefined, key: string, hash: string, now: Date): 'free' | 'expired' | 'replay' {
  if (!existing) return 'free'
  if (existing.created_at.getTime() + IDEMPOTENCY_WINDOW_MS <= now.getTime()) return 'expired'
  if (existing.request_hash !== hash) {
    throw new ApiError('idempotency_key_reused', `Idempotency-Key '${key}' was used for a different request (${existing.id}) in the last 24 hours; use a new key for a new request.`)
  }
  return 'replay'
}

/** A unique-index violation: the same key sent twice at once, and this request lost the race. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505'
