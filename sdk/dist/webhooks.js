// Webhook signing (service side) and verification (receiver side), spec §6.2 and §6.4.
//
// One module serves both sides on purpose: the service signs deliveries with `signWebhook` from this package
// (`@posture/sdk/webhooks`) and receivers verify with `verifyWebhook`/`constructEvent` from it, so the two can never
// drift apart. It uses node:crypto (synchronous HMAC, in Node, Deno and Bun), unlike the rest of the SDK, which
// needs only fetch: a receiver is a server.
//
// Signed input: `<X-Service-Timestamp header value> + "." + <raw body bytes>` (the stricter reading of §6.4.2).
// HMAC key: the whole secret string, `whsec_` prefix included, as UTF-8 bytes; the prefix is not stripped or
// base64-decoded, because the spec says the HMAC is "keyed with the endpoint's secret" and nothing more.
import { createHmac, timingSafeEqual } from 'node:crypto';
export const SIGNATURE_HEADER = 'x-service-signature';
export const TIMESTAMP_HEADER = 'x-service-timestamp';
export const EVENT_ID_HEADER = 'x-service-event-id';
export const EVENT_TYPE_HEADER = 'x-service-event';
export const DEFAULT_TOLERANCE_SECONDS = 300;
const SCHEME = 'sha256=';
// Decimal seconds only: no sign, no fraction, no exponent, no spaces. 15 digits keeps Number() exact.
const TIMESTAMP_PATTERN = /^[0-9]{1,15}$/;
// Exactly one SHA-256 digest in hex. Upper case is accepted (same bytes, so no security cost) even though
// the service always sends lower case; any other length or character simply fails to match.
const DIGEST_PATTERN = /^[0-9a-fA-F]{64}$/;
export class WebhookVerificationError extends Error {
    code;
    name = 'WebhookVerificationError';
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
/** X-Service-Signature value: one `sha256=<hex>` per secret, comma-joined, in the order given. */
export function signWebhook({ secret, timestamp, rawBody }) {
    const secrets = secretList(secret);
    const ts = typeof timestamp === 'number' ? String(timestamp) : timestamp;
    if (!TIMESTAMP_PATTERN.test(ts))
        throw new TypeError('signWebhook: timestamp must be a non-negative integer of Unix seconds');
    const body = bodyBytes(rawBody);
    return secrets.map((s) => SCHEME + hmac(s, ts, body).toString('hex')).join(',');
}
/** Verifies a delivery and returns its event, or throws WebhookVerificationError. Misuse throws TypeError. */
export function verifyWebhook(options) {
    const { rawBody, headers, toleranceSeconds = DEFAULT_TOLERANCE_SECONDS, now = new Date() } = options;
    const secrets = secretList(options.secret);
    if (!(toleranceSeconds >= 0 && Number.isFinite(toleranceSeconds))) {
        throw new TypeError('verifyWebhook: toleranceSeconds must be a finite number >= 0');
    }
    // An invalid Date would make every skew NaN, and NaN > tolerance is false: fail loudly instead.
    if (!Number.isFinite(now.getTime()))
        throw new TypeError('verifyWebhook: now must be a valid Date');
    const body = bodyBytes(rawBody);
    const signatureHeader = readHeader(headers, SIGNATURE_HEADER);
    const timestamp = readHeader(headers, TIMESTAMP_HEADER);
    if (!signatureHeader)
        throw new WebhookVerificationError('missing_header', 'X-Service-Signature header is missing');
    if (!timestamp)
        throw new WebhookVerificationError('missing_header', 'X-Service-Timestamp header is missing');
    if (!TIMESTAMP_PATTERN.test(timestamp)) {
        throw new WebhookVerificationError('invalid_header', 'X-Service-Timestamp must be decimal Unix seconds');
    }
    // Entries with another scheme are ignored rather than fatal, so a future scheme can be sent alongside
    // sha256 without breaking receivers on this version; they never count as a match.
    const candidates = signatureHeader
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry.startsWith(SCHEME))
        .map((entry) => entry.slice(SCHEME.length));
    if (candidates.length === 0) {
        throw new WebhookVerificationError('invalid_header', 'X-Service-Signature has no sha256= signature');
    }
    // Signature before freshness: a forged request always reads "signature_mismatch", so the tolerance error
    // is only ever reported for authentic requests (a replay or a skewed clock), which is what makes it useful.
    const expected = secrets.map((s) => hmac(s, timestamp, body));
    let matched = false;
    for (const candidate of candidates) {
        // A malformed candidate (wrong length, non-hex) is a mismatch, never an exception.
        if (!DIGEST_PATTERN.test(candidate))
            continue;
        const received = Buffer.from(candidate, 'hex');
        // No early exit: every pair is compared, so timing does not reveal which secret or entry matched.
        for (const digest of expected)
            matched = constantTimeEqual(received, digest) || matched;
    }
    if (!matched)
        throw new WebhookVerificationError('signature_mismatch', 'No signature matches the webhook secret');
    // Both directions: a timestamp from the future is as suspect as a stale one (§6.4.4).
    const skew = Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp));
    if (skew > toleranceSeconds) {
        throw new WebhookVerificationError('timestamp_out_of_tolerance', `X-Service-Timestamp is ${skew}s away from the current time (tolerance ${toleranceSeconds}s)`);
    }
    return parseEnvelope(body, headers);
}
/**
 * Verifies a delivery (as verifyWebhook) and returns it typed by its event type. The body is checked against
 * the envelope only: a type this SDK version does not know yet is returned as well (new event types are an
 * additive change within /v1), so keep a `default:` branch.
 */
export function constructEvent(rawBody, headers, secret, options = {}) {
    return verifyWebhook({ ...options, rawBody, headers, secret });
}
/** Like verifyWebhook, but returns verification failures instead of throwing (misuse still throws). */
export function safeVerifyWebhook(options) {
    try {
        return { ok: true, event: verifyWebhook(options) };
    }
    catch (error) {
        if (error instanceof WebhookVerificationError)
            return { ok: false, error };
        throw error;
    }
}
function hmac(secret, timestamp, body) {
    // A fresh Hmac per call: nothing mutable is shared between calls or between secrets.
    return createHmac('sha256', secret).update(timestamp).update('.').update(body).digest();
}
function constantTimeEqual(a, b) {
    // timingSafeEqual throws on unequal lengths; a length difference is a plain mismatch here.
    return a.length === b.length && timingSafeEqual(a, b);
}
function secretList(secret) {
    const list = typeof secret === 'string' ? [secret] : secret;
    if (!Array.isArray(list) || list.length === 0 || !list.every((s) => typeof s === 'string' && s.length > 0)) {
        throw new TypeError('webhook secret must be a non-empty string or a non-empty array of them');
    }
    return list;
}
function bodyBytes(rawBody) {
    if (typeof rawBody === 'string')
        return Buffer.from(rawBody, 'utf8');
    if (Buffer.isBuffer(rawBody))
        return rawBody;
    if (rawBody instanceof Uint8Array)
        return Buffer.from(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength);
    // The most common integration mistake: a JSON body parser ran first, so the exact bytes are gone.
    throw new TypeError('rawBody must be the raw request body (string, Buffer or Uint8Array), not a parsed object');
}
function readHeader(headers, name) {
    if (isHeadersInstance(headers))
        return headers.get(name) ?? undefined;
    // Node lower-cases header names; other sources (API gateways, hand-built objects) may not.
    let value = headers[name];
    if (value === undefined) {
        const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
        value = key === undefined ? undefined : headers[key];
    }
    // Repeated headers arrive as arrays; joining matches what Node and Headers.get do for custom headers.
    return Array.isArray(value) ? value.join(', ') : value;
}
function isHeadersInstance(headers) {
    // Structural, so Headers from another realm or a polyfill is recognised too.
    return typeof headers.get === 'function' && typeof headers.has === 'function';
}
function parseEnvelope(body, headers) {
    let parsed;
    try {
        parsed = JSON.parse(body.toString('utf8'));
    }
    catch {
        throw new WebhookVerificationError('invalid_payload', 'Webhook body is not valid JSON');
    }
    if (!isEnvelope(parsed)) {
        throw new WebhookVerificationError('invalid_payload', 'Webhook body is not an event envelope');
    }
    // The id and type headers are not covered by the signature; the signed body is authoritative. They are
    // optional here, but when present they must agree, so header-based routing or de-duplication is safe.
    const eventId = readHeader(headers, EVENT_ID_HEADER);
    if (eventId !== undefined && eventId !== parsed.event_id) {
        throw new WebhookVerificationError('invalid_payload', 'X-Service-Event-Id does not match the body event_id');
    }
    const eventType = readHeader(headers, EVENT_TYPE_HEADER);
    if (eventType !== undefined && eventType !== parsed.type) {
        throw new WebhookVerificationError('invalid_payload', 'X-Service-Event does not match the body type');
    }
    return parsed;
}
function isEnvelope(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const v = value;
    return (typeof v.event_id === 'string' &&
        v.event_id.length > 0 &&
        typeof v.type === 'string' &&
        v.type.length > 0 &&
        typeof v.created_at === 'string' &&
        typeof v.data === 'object' &&
        v.data !== null &&
        !Array.isArray(v.data));
}
