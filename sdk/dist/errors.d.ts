import type { components } from './openapi.ts';
/** The codes the service answers with (README "Errors"); new codes may appear within /v1, so keep a default branch. */
export type ErrorCode = components['schemas']['Error']['error']['code'];
export declare class PostureError extends Error {
    readonly name: string;
    /** The HTTP status; null when no response came back (PostureConnectionError). */
    readonly status: number | null;
    /** The machine-readable code (`not_found`, `rate_limited`, `invalid_request`, …; README "Errors"). */
    readonly code: ErrorCode | 'connection_error' | 'timeout' | (string & {});
    /** The request id (`req_…`) to quote to the operator; null without a response. */
    readonly requestId: string | null;
    /** Specifics some codes carry (e.g. the position of an expression error). */
    readonly details: Record<string, unknown> | undefined;
    /** The response headers (rate-limit state, Retry-After). */
    readonly headers: Headers | undefined;
    constructor(init: {
        status: number | null;
        code: string;
        message: string;
        requestId: string | null;
        details?: Record<string, unknown>;
        headers?: Headers;
        cause?: unknown;
    });
}
/** No response: the connection failed or an attempt passed its deadline (`code` is `connection_error` or `timeout`). */
export declare class PostureConnectionError extends PostureError {
    readonly name = "PostureConnectionError";
}
/** The error a response stands for: the envelope when the body is one, otherwise the status alone. */
export declare function errorFromResponse(response: Response): Promise<PostureError>;
