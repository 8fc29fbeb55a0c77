import type { webhooks } from './openapi.ts';
export declare const SIGNATURE_HEADER = "x-service-signature";
export declare const TIMESTAMP_HEADER = "x-service-timestamp";
export declare const EVENT_ID_HEADER = "x-service-event-id";
export declare const EVENT_TYPE_HEADER = "x-service-event";
export declare const DEFAULT_TOLERANCE_SECONDS = 300;
export type WebhookVerificationErrorCode = 'missing_header' | 'invalid_header' | 'signature_mismatch' | 'timestamp_out_of_tolerance' | 'invalid_payload';
export declare class WebhookVerificationError extends Error {
    readonly code: WebhookVerificationErrorCode;
    readonly name = "WebhookVerificationError";
    constructor(code: WebhookVerificationErrorCode, message: string);
}
/** The delivery envelope (spec §6.2). `TData` is the event payload; the service's schemas define it. */
export interface WebhookEvent<TData = Record<string, unknown>> {
    event_id: string;
    type: string;
    created_at: string;
    data: TData;
}
export type RawBody = string | Buffer | Uint8Array;
/** Node's IncomingHttpHeaders, any plain header record, or a WHATWG Headers instance (fetch, Next.js, Hono). */
export type WebhookHeaders = Record<string, string | string[] | undefined> | Headers;
export interface VerifyWebhookOptions {
    rawBody: RawBody;
    headers: WebhookHeaders;
    /** The endpoint secret, or several while rotating: a request signed with any of them is accepted. */
    secret: string | readonly string[];
    toleranceSeconds?: number;
    now?: Date;
}
export interface SignWebhookOptions {
    secret: string | readonly string[];
    /** Unix seconds; sent verbatim as X-Service-Timestamp, so sign the exact string you send. */
    timestamp: number | string;
    rawBody: RawBody;
}
/** X-Service-Signature value: one `sha256=<hex>` per secret, comma-joined, in the order given. */
export declare function signWebhook({ secret, timestamp, rawBody }: SignWebhookOptions): string;
/** Verifies a delivery and returns its event, or throws WebhookVerificationError. Misuse throws TypeError. */
export declare function verifyWebhook<TData = Record<string, unknown>>(options: VerifyWebhookOptions): WebhookEvent<TData>;
/** Every event type the service sends (the OpenAPI document's `webhooks`). */
export type EventType = keyof webhooks;
/** The delivery body of one event type, as the OpenAPI document describes it. */
export type EventOf<T extends EventType> = webhooks[T] extends {
    post: {
        requestBody: {
            content: {
                'application/json': infer E;
            };
        };
    };
} ? E : never;
/** Any delivery, discriminated by `type`: `switch (event.type)` narrows `event.data`. */
export type PostureEvent = {
    [T in EventType]: EventOf<T>;
}[EventType];
/**
 * Verifies a delivery (as verifyWebhook) and returns it typed by its event type. The body is checked against
 * the envelope only: a type this SDK version does not know yet is returned as well (new event types are an
 * additive change within /v1), so keep a `default:` branch.
 */
export declare function constructEvent(rawBody: RawBody, headers: WebhookHeaders, secret: string | readonly string[], options?: Pick<VerifyWebhookOptions, 'toleranceSeconds' | 'now'>): PostureEvent;
export type SafeVerifyResult<TData> = {
    ok: true;
    event: WebhookEvent<TData>;
} | {
    ok: false;
    error: WebhookVerificationError;
};
/** Like verifyWebhook, but returns verification failures instead of throwing (misuse still throws). */
export declare function safeVerifyWebhook<TData = Record<string, unknown>>(options: VerifyWebhookOptions): SafeVerifyResult<TData>;
