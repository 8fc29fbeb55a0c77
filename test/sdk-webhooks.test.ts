import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { test } from 'node:test'
import {
  safeVerifyWebhook,
  signWebhook,
  verifyWebhook,
  WebhookVerificationError,
  type VerifyWebhookOptions,
} from '../sdk/src/webhooks.ts'

const secret = 'whsec_test_current'
const oldSecret = 'whsec_test_previous'
const now = new Date('2026-03-04T05:06:07.000Z')
const ts = Math.floor(now.getTime() / 1000)
const event = {
  event_id: 'evt_01',
  type: 'finding.created',
  created_at: '2026-03-04T05:06:00.000Z',
  data: { finding: { id: 'fnd_1', severity: 'high', dimension: 'depth', resource_id: 'res_1', title: 'Bucket é public' } },
}
const body = JSON.stringify(event)

// A delivery as the service sends it; `headers` overrides or removes (undefined) individual headers.
type PlainHeaders = Record<string, string | string[] | undefined>

function delivery(overrides: Omit<Partial<VerifyWebhookOptions>, 'headers'> & { headers?: PlainHeaders } = {}) {
  const timestamp = String(ts)
  return {
    rawBody: body,
    secret,
    now,
    ...overrides,
    headers: <PlainHeaders>{
      'content-type': 'application/json',
      'x-service-event': event.type,
      'x-service-event-id': event.event_id,
      'x-service-timestamp': timestamp,
      'x-service-signature': signWebhook({ secret, timestamp, rawBody: body }),
      ...overrides.headers,
    },
  }
}

function rejects(options: VerifyWebhookOptions, code: string) {
  assert.throws(() => verifyWebhook(options), (error: unknown) => {
    assert.ok(error instanceof WebhookVerificationError, `expected WebhookVerificationError, got ${String(error)}`)
    assert.equal(error.code, code, error.message)
    return true
  })
}

test('a genuine delivery verifies and returns the parsed envelope', () => {
  const verified = verifyWebhook<typeof event.data>(delivery())
  assert.deepEqual(verified, event)
  assert.equal(verified.data.finding.severity, 'high')
})

test('a wrong secret, a tampered body or a tampered timestamp is a signature mismatch', () => {
  rejects(delivery({ secret: 'whsec_someone_else' }), 'signature_mismatch')
  rejects(delivery({ rawBody: body.replace('high', 'low') }), 'signature_mismatch')
  rejects(delivery({ rawBody: body + ' ' }), 'signature_mismatch')
  // The timestamp is part of the signed input, so moving it (e.g. to refresh a replay) breaks the signature.
  rejects(delivery({ headers: { 'x-service-timestamp': String(ts - 1) } }), 'signature_mismatch')
})

test('signatures of the wrong length or alphabet are mismatches, never exceptions', () => {
  const good = signWebhook({ secret, timestamp: ts, rawBody: body }).slice('sha256='.length)
  for (const candidate of ['', 'ab', good.slice(0, 63), good.slice(0, 62), good + '00', good + 'a', good.slice(0, 63) + 'g', good.replace(/./g, 'z')]) {
    rejects(delivery({ headers: { 'x-service-signature': `sha256=${candidate}` } }), 'signature_mismatch')
  }
})

test('upper-case hex is accepted (same digest bytes), but the scheme must be exactly sha256=', () => {
  const good = signWebhook({ secret, timestamp: ts, rawBody: body })
  assert.equal(good, good.toLowerCase(), 'the service signs in lower case')
  assert.deepEqual(verifyWebhook(delivery({ headers: { 'x-service-signature': 'sha256=' + good.slice(7).toUpperCase() } })), event)
  rejects(delivery({ headers: { 'x-service-signature': 'SHA256=' + good.slice(7) } }), 'invalid_header')
  rejects(delivery({ headers: { 'x-service-signature': 'sha1=' + good.slice(7) } }), 'invalid_header')
  rejects(delivery({ headers: { 'x-service-signature': good.slice(7) } }), 'invalid_header')
  // An unknown scheme next to a valid sha256 entry is ignored, so a future scheme can be added alongside.
  assert.deepEqual(verifyWebhook(delivery({ headers: { 'x-service-signature': `v2=${good.slice(7)},${good}` } })), event)
})

test('several signatures: any match is enough, in any form Node or proxies deliver them', () => {
  const good = signWebhook({ secret, timestamp: ts, rawBody: body })
  const other = signWebhook({ secret: 'whsec_unrelated', timestamp: ts, rawBody: body })
  for (const header of [`${other},${good}`, `${other}, ${good}`, [other, good]]) {
    assert.deepEqual(verifyWebhook(delivery({ headers: { 'x-service-signature': header } })), event)
  }
  rejects(delivery({ headers: { 'x-service-signature': `${other},sha256=00` } }), 'signature_mismatch')
})

test('during a rotation: several secrets are accepted, and signWebhook signs with each', () => {
  const bothSigned = signWebhook({ secret: [oldSecret, secret], timestamp: ts, rawBody: body })
  assert.match(bothSigned, /^sha256=[0-9a-f]{64},sha256=[0-9a-f]{64}$/)
  assert.equal(bothSigned.split(',')[1], signWebhook({ secret, timestamp: ts, rawBody: body }))
  // Receiver still on the old secret, receiver already on the new one, receiver holding both.
  for (const receiverSecret of [oldSecret, secret, [oldSecret, secret], ['whsec_x', secret]]) {
    assert.deepEqual(verifyWebhook(delivery({ secret: receiverSecret, headers: { 'x-service-signature': bothSigned } })), event)
  }
  // Sender already moved to the new secret only; a receiver holding both still accepts.
  assert.deepEqual(verifyWebhook(delivery({ secret: [oldSecret, secret] })), event)
  rejects(delivery({ secret: [oldSecret, 'whsec_x'] }), 'signature_mismatch')
})

test('the timestamp tolerance applies to the past and the future', () => {
  const at = (offset: number, toleranceSeconds?: number) => {
    const timestamp = String(ts + offset)
    return delivery({
      toleranceSeconds,
      headers: { 'x-service-timestamp': timestamp, 'x-service-signature': signWebhook({ secret, timestamp, rawBody: body }) },
    })
  }
  assert.deepEqual(verifyWebhook(at(-300)), event)
  assert.deepEqual(verifyWebhook(at(300)), event)
  rejects(at(-301), 'timestamp_out_of_tolerance')
  rejects(at(301), 'timestamp_out_of_tolerance')
  rejects(at(-86_400), 'timestamp_out_of_tolerance')
  assert.deepEqual(verifyWebhook(at(-3_600, 7_200)), event)
  rejects(at(-31, 30), 'timestamp_out_of_tolerance')
  // The default clock is the real one: a fresh signature verifies without `now`.
  const fresh = String(Math.floor(Date.now() / 1000))
  assert.deepEqual(
    verifyWebhook({ ...at(0), now: undefined, headers: { 'x-service-timestamp': fresh, 'x-service-signature': signWebhook({ secret, timestamp: fresh, rawBody: body }) } }),
    event,
  )
})

test('a forged and stale request reports the signature, not the clock', () => {
  rejects(delivery({ secret: 'whsec_forger', headers: { 'x-service-timestamp': String(ts - 10_000) } }), 'signature_mismatch')
})

test('each missing or empty required header is reported as missing_header', () => {
  rejects(delivery({ headers: { 'x-service-signature': undefined } }), 'missing_header')
  rejects(delivery({ headers: { 'x-service-timestamp': undefined } }), 'missing_header')
  rejects(delivery({ headers: { 'x-service-signature': '' } }), 'missing_header')
  rejects(delivery({ headers: { 'x-service-timestamp': '' } }), 'missing_header')
  rejects({ rawBody: body, secret, now, headers: {} }, 'missing_header')
})

test('a timestamp that is not plain decimal seconds is an invalid header', () => {
  for (const bad of ['1.7e9', '-1', '0x10', ' 1772600767', '1772600767.5', 'abc', '+1772600767', '1772600767,1772600767']) {
    // Signed exactly as sent, so only the format can be the reason for refusal.
    rejects(delivery({ headers: { 'x-service-timestamp': bad, 'x-service-signature': sign(secret, bad, body) } }), 'invalid_header')
  }
})

test('string, Buffer and Uint8Array bodies (including a view into a larger buffer) verify alike', () => {
  const bytes = Buffer.from(body, 'utf8')
  const padded = new Uint8Array(bytes.length + 10)
  padded.set(bytes, 5)
  for (const rawBody of [body, bytes, new Uint8Array(bytes), padded.subarray(5, 5 + bytes.length)]) {
    assert.deepEqual(verifyWebhook(delivery({ rawBody })), event)
  }
  const signedFromBuffer = signWebhook({ secret, timestamp: ts, rawBody: bytes })
  assert.equal(signedFromBuffer, signWebhook({ secret, timestamp: String(ts), rawBody: body }))
})

test('a WHATWG Headers instance and non-lower-case header names are read', () => {
  const plain = delivery().headers
  const headers = new Headers()
  for (const [name, value] of Object.entries(plain)) if (typeof value === 'string') headers.set(name, value)
  assert.deepEqual(verifyWebhook({ rawBody: body, secret, now, headers }), event)
  headers.append('X-Service-Signature', signWebhook({ secret: 'whsec_other', timestamp: ts, rawBody: body }))
  assert.deepEqual(verifyWebhook({ rawBody: body, secret, now, headers }), event, 'appended values are comma-joined by Headers')
  headers.delete('x-service-timestamp')
  rejects({ rawBody: body, secret, now, headers }, 'missing_header')

  const capitalised = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k.replace(/(^|-)\w/g, (c) => c.toUpperCase()), v]))
  assert.ok('X-Service-Signature' in capitalised)
  assert.deepEqual(verifyWebhook({ rawBody: body, secret, now, headers: capitalised }), event)
})

test('an authentic body that is not the envelope, or disagrees with the headers, is an invalid payload', () => {
  const signed = (rawBody: string, headers: Record<string, string | undefined> = {}) =>
    delivery({ rawBody, headers: { 'x-service-signature': sign(secret, String(ts), rawBody), ...headers } })
  rejects(signed('not json'), 'invalid_payload')
  rejects(signed('[1,2]'), 'invalid_payload')
  rejects(signed('null'), 'invalid_payload')
  rejects(signed(JSON.stringify({ ...event, data: undefined })), 'invalid_payload')
  rejects(signed(JSON.stringify({ ...event, data: [] })), 'invalid_payload')
  rejects(signed(JSON.stringify({ ...event, event_id: 7 })), 'invalid_payload')
  rejects(signed(body, { 'x-service-event-id': 'evt_other' }), 'invalid_payload')
  rejects(signed(body, { 'x-service-event': 'finding.resolved' }), 'invalid_payload')
  // The id and type headers are unsigned, so they are optional; the signed body is authoritative.
  assert.deepEqual(verifyWebhook(signed(body, { 'x-service-event-id': undefined, 'x-service-event': undefined })), event)
  // Unknown envelope fields pass through for forward compatibility.
  const extended = JSON.stringify({ ...event, api_version: '2026-03-01' })
  assert.equal((verifyWebhook(signed(extended)) as unknown as { api_version: string }).api_version, '2026-03-01')
})

// An independent implementation of the spec routine (§6.4), written from the text rather than the module.
function sign(key: string, timestamp: string, rawBody: string | Buffer): string {
  return 'sha256=' + createHmac('sha256', key).update(`${timestamp}.`).update(rawBody).digest('hex')
}

test('interop: hand-computed HMACs verify, and signWebhook matches them and a known answer', () => {
  assert.equal(signWebhook({ secret, timestamp: ts, rawBody: body }), sign(secret, String(ts), body))
  assert.deepEqual(verifyWebhook(delivery({ headers: { 'x-service-signature': sign(secret, String(ts), body) } })), event)
  // Computed outside Node (Python's hmac module) from the same inputs: pins key = whole secret string as
  // UTF-8 (whsec_ prefix included), input = timestamp + "." + UTF-8 body, lower-case hex.
  const kat = '{"event_id":"evt_kat","type":"finding.created","created_at":"2026-01-02T03:04:05.000Z","data":{"title":"S3 bucket é public"}}'
  const expected = 'sha256=f5130695f04806fd9a04abad9ecee1227185add9c936a40eb5c74a56dc26ece1'
  assert.equal(sign('whsec_known_answer', '1767323045', kat), expected)
  assert.equal(signWebhook({ secret: 'whsec_known_answer', timestamp: 1767323045, rawBody: kat }), expected)
  const verified = verifyWebhook({
    rawBody: Buffer.from(kat),
    secret: 'whsec_known_answer',
    now: new Date(1767323045_000),
    headers: { 'x-service-timestamp': '1767323045', 'x-service-signature': expected },
  })
  assert.equal(verified.event_id, 'evt_kat')
})

test('safeVerifyWebhook returns failures as values', () => {
  const ok = safeVerifyWebhook(delivery())
  assert.ok(ok.ok)
  assert.equal(ok.event.event_id, 'evt_01')
  const failed = safeVerifyWebhook(delivery({ secret: 'whsec_wrong' }))
  assert.ok(!failed.ok)
  assert.equal(failed.error.code, 'signature_mismatch')
})

test('misuse throws TypeError instead of looking like a bad request', () => {
  // The classic mistake: a JSON body parser ran first and the raw bytes are gone.
  assert.throws(() => verifyWebhook({ ...delivery(), rawBody: event as unknown as string }), TypeError)
  assert.throws(() => verifyWebhook(delivery({ secret: [] })), TypeError)
  assert.throws(() => verifyWebhook(delivery({ secret: '' })), TypeError)
  assert.throws(() => verifyWebhook(delivery({ toleranceSeconds: -1 })), TypeError)
  assert.throws(() => verifyWebhook(delivery({ toleranceSeconds: Number.NaN })), TypeError)
  assert.throws(() => verifyWebhook(delivery({ now: new Date('nonsense') })), TypeError)
  assert.throws(() => safeVerifyWebhook(delivery({ secret: [] })), TypeError)
  assert.throws(() => signWebhook({ secret, timestamp: 1.5, rawBody: body }), TypeError)
  assert.throws(() => signWebhook({ secret, timestamp: -1, rawBody: body }), TypeError)
})
