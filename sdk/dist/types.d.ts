/** How each operation is called; operations.ts holds one per operationId. */
export interface OperationSpec {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path: string;
    namespace: string;
    name: string;
    pathParams: readonly string[];
    query: 'none' | 'optional' | 'required';
    body: 'none' | 'optional' | 'required';
    /** `json`: parsed; `none`: 204; `raw`: the Response itself (CSV/NDJSON exports, PDF reports), body unread. */
    response: 'json' | 'none' | 'raw';
    paginated: boolean;
}
export type QueryOf<O> = O extends {
    parameters: {
        query?: infer Q;
    };
} ? NonNullable<Q> : never;
export type BodyOf<O> = O extends {
    requestBody?: infer B;
} ? (NonNullable<B> extends {
    content: {
        'application/json': infer J;
    };
} ? J : never) : never;
export type JsonOf<O, S extends number> = O extends {
    responses: {
        [K in S]: {
            content: {
                'application/json': infer J;
            };
        };
    };
} ? J : never;
/** The item of a list envelope `{data, has_more, next_cursor}`. */
export type PageOf<P> = P extends {
    data: Array<infer T>;
} ? T : never;
/** Query parameters that also take the SDK's friendlier values: arrays for comma lists, Dates for instants. */
export type Refined<Q, V> = Omit<Q, keyof V> & {
    [K in keyof V & keyof Q]?: Q[K] | V[K];
};
export interface RequestOptions {
    /** Cancels the call, including its retries and the waits between them. */
    signal?: AbortSignal;
    /** Deadline of each attempt in milliseconds (default: the client's, 60 s). */
    timeoutMs?: number;
    /** Retries after a 429, a 5xx, a 409 `idempotency_key_in_use`, a timeout or a network error (default: the client's, 3). */
    maxRetries?: number;
    /** The Idempotency-Key of a POST; by default one is made per call and kept across its retries. */
    idempotencyKey?: string;
    /** Further request headers. */
    headers?: Record<string, string>;
}
