export class PostureError extends Error {
    name = 'PostureError';
    /** The HTTP status; null when no response came back (PostureConnectionError). */
    status;
    /** The machine-readable code (`not_found`, `rate_limited`, `invalid_request`, …; README "Errors"). */
    code;
    /** The request id (`req_…`) to quote to the operator; null without a response. */
    requestId;
    /** Specifics some codes carry (e.g. the position of an expression error). */
    details;
    /** The response headers (rate-limit state, Retry-After). */
    headers;
    constructor(init) {
        super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
        this.status = init.status;
        this.code = init.code;
        this.requestId = init.requestId;
        this.details = init.details;
        this.headers = init.headers;
    }
}
/** No response: the connection failed or an attempt passed its deadline (`code` is `connection_error` or `timeout`). */
export class PostureConnectionError extends PostureError {
    name = 'PostureConnectionError';
}
/** The error a response stands for: the envelope when the body is one, otherwise the status alone. */
export async function errorFromResponse(response) {
    const requestId = response.headers.get('x-request-id');
    const text = await response.text().catch(() => '');
    let envelope;
    try {
        envelope = JSON.parse(text);
    }
    catch {
        envelope = undefined;
    }
    const error = envelope?.error;
    return new PostureError({
        status: response.status,
        code: typeof error?.code === 'string' ? error.code : `http_${response.status}`,
        message: typeof error?.message === 'string' ? error.message : `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
        requestId: typeof error?.request_id === 'string' ? error.request_id : requestId,
        details: typeof error?.details === 'object' && error.details !== null ? error.details : undefined,
        headers: response.headers,
    });
}
